import { statuses, type DeskOrder, type Status } from './desk-order';
import { inFocus, type Focus } from './today';

/** What the ledger shows: one step's orders, or one of Today's views (to pack, to check…), or all. */
export interface LedgerFilter {
  status: Status | null;
  focus: Focus | null;
}

/** How many orders are at each step. */
export function statusCounts(orders: readonly DeskOrder[]): Record<Status, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;
  for (const order of orders) counts[order.status] += 1;
  return counts;
}

/** Letters in one case and digits without spaces: "98765 43210" finds "9876543210". */
function key(text: string): string {
  return text.toLocaleLowerCase('en-IN').replace(/[\s-]+/g, '');
}

/**
 * Each order's searchable text, made once per order object (orders are replaced, never changed,
 * when they move on): a search of 10,000 orders then only compares strings.
 */
const searchKeys = new WeakMap<DeskOrder, readonly string[]>();
function searchKey(order: DeskOrder): readonly string[] {
  let held = searchKeys.get(order);
  if (held === undefined) {
    const { buyer } = order.check;
    held = [order.number, buyer.name, buyer.mobile, buyer.pin].map(key);
    searchKeys.set(order, held);
  }
  return held;
}

/** Whether an order is found by the search: its number, the buyer's name, mobile or PIN. */
export function matchesSearch(order: DeskOrder, query: string): boolean {
  const wanted = key(query);
  if (!wanted) return true;
  return searchKey(order).some((field) => field.includes(wanted));
}

/** The ledger as shown: one step's orders (or one of Today's views, or all), found by the search. */
export function ledgerRows(orders: readonly DeskOrder[], filter: Status | null | LedgerFilter, query: string, now = new Date()): DeskOrder[] {
  const { status, focus } = filter === null || typeof filter === 'string' ? { status: filter, focus: null } : filter;
  const wanted = key(query);
  return orders.filter(
    (order) =>
      (status === null || order.status === status) &&
      (focus === null || inFocus(order, focus, now)) &&
      (!wanted || searchKey(order).some((field) => field.includes(wanted))),
  );
}
