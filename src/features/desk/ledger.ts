import { statuses, type Status } from './desk-order';
import { searchKey, searchText, searchTexts, summaryOf, type Summarised } from './desk-summary';
import { inFocus, type Focus } from './today';

/** What the ledger shows: one step's orders, or one of Today's views (to pack, to check…), or all. */
export interface LedgerFilter {
  status: Status | null;
  focus: Focus | null;
}

/** How many orders are at each step. */
export function statusCounts(orders: readonly { status: Status }[]): Record<Status, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;
  for (const order of orders) counts[order.status] += 1;
  return counts;
}

/** Whether an order is found by the search: its number, the buyer's name, mobile or PIN. */
export function matchesSearch(order: Summarised, query: string): boolean {
  const wanted = searchKey(query);
  return !wanted || searchText(summaryOf(order)).includes(wanted);
}

/**
 * The ledger as shown: one step's orders (or one of Today's views, or all), found by the search.
 * The orders' search texts are made once for the list, while the page is idle or on the first search,
 * and kept (./desk-summary.ts `searchTexts`), so a search of 10,000 orders is then one plain loop
 * of string comparisons.
 */
export function ledgerRows<T extends Summarised>(orders: readonly T[], filter: Status | null | LedgerFilter, query: string, now = new Date()): T[] {
  const { status, focus } = filter === null || typeof filter === 'string' ? { status: filter, focus: null } : filter;
  const wanted = searchKey(query);
  // All orders, unfiltered (the desk as it opens): a copy, not a pass over 10,000 summaries.
  if (status === null && focus === null && !wanted) return [...orders];
  const rows: T[] = [];
  const texts = wanted ? searchTexts(orders) : null;
  for (let at = 0; at < orders.length; at += 1) {
    if (texts && !texts[at]!.includes(wanted)) continue;
    const order = orders[at]!;
    const summary = summaryOf(order);
    if (status !== null && summary.status !== status) continue;
    if (focus !== null && !inFocus(summary, focus, now)) continue;
    rows.push(order);
  }
  return rows;
}
