import { statuses, type DeskOrder, type Status } from './desk-order';

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

/** Whether an order is found by the search: its number, the buyer's name, mobile or PIN. */
export function matchesSearch(order: DeskOrder, query: string): boolean {
  const wanted = key(query);
  if (!wanted) return true;
  const { buyer } = order.check;
  return [order.number, buyer.name, buyer.mobile, buyer.pin].some((field) => key(field).includes(wanted));
}

/** The ledger as shown: one step's orders (or all), found by the search. */
export function ledgerRows(orders: readonly DeskOrder[], status: Status | null, query: string): DeskOrder[] {
  return orders.filter((order) => (status === null || order.status === status) && matchesSearch(order, query));
}
