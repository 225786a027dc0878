import { searchForQuery, type CatalogueQuery } from './query';
import { SHOP_PAGE_SIZE } from './range';

/**
 * The shop's grid in pages (issue 37, "At scale, too"): a range of 500 tees shows its first cards
 * and "Show more", so a phone is never sent 500 cards at once. Pure: the slice, the clamp and the
 * address.
 *
 * `page=N` in the address means "the first N pages", cards 1 to N × 12, not the Nth slice alone:
 * the address says how far down the shopper has come, so opening it again (Back from a product, a
 * reload, a shared link, a tap on "Show more" before the app ran) draws every card above their
 * place too. With only cards 13–24, Back would bring them to a page without the cards they
 * scrolled past, and the browser could not put them back where they were.
 */

export { SHOP_PAGE_SIZE };

/** The most pages an address may name: beyond any range (and any number JavaScript reads exactly). */
const MOST_PAGES = 99_999;

/**
 * Reads `page` from the shop address: a whole number from 1. Anything else ("abc", "2.5", "0",
 * "-3", none) is page 1, never an error. Not yet clamped to the range: that needs the count.
 */
export function pageFromSearchParams(params: URLSearchParams): number {
  const text = (params.get('page') ?? '').trim();
  if (!/^\d{1,9}$/.test(text)) return 1;
  return Math.min(Math.max(1, Number(text)), MOST_PAGES);
}

/** The page shown for `count` matches: from 1 to the last page that holds a card (1 when none match). */
export function clampPage(page: number, count: number): number {
  const last = Math.max(1, Math.ceil(count / SHOP_PAGE_SIZE));
  return Math.min(Math.max(1, Math.floor(page) || 1), last);
}

/** What the grid shows of the matches on a page. */
export interface ShopPage<T> {
  /** The cards shown: the first `page` × 12 matches. */
  shown: readonly T[];
  /** The page shown, clamped to what exists. */
  page: number;
  /** How many match in all (the count and the filters describe all of them). */
  total: number;
  /** Whether "Show more" has more to show. */
  more: boolean;
  /** The cards "Show more" would add (the next page; none on the last), drawn ahead hidden. */
  next: readonly T[];
}

/** The first `page` pages of the matches, `page` clamped to what exists. */
export function pageOf<T>(found: readonly T[], page: number): ShopPage<T> {
  const at = clampPage(page, found.length);
  const shown = found.slice(0, at * SHOP_PAGE_SIZE);
  const next = found.slice(shown.length, shown.length + SHOP_PAGE_SIZE);
  return { shown, page: at, total: found.length, more: shown.length < found.length, next };
}

/**
 * The shop address's parameters for a query shown to a page: the query's own, in query.ts's order,
 * then `page`, left out on page 1 (so the plain address stays `/shop`).
 */
export function searchForPage(query: CatalogueQuery, page: number): [string, string][] {
  const search = searchForQuery(query);
  return page > 1 ? [...search, ['page', String(page)]] : search;
}

/** "Showing 12 of 137 tees" (or "Showing all 16 tees" once every match is shown): the grid's progress. */
export function progressText({ shown, total }: Pick<ShopPage<unknown>, 'shown' | 'total'>): string {
  const noun = total === 1 ? 'tee' : 'tees';
  return shown.length >= total ? `Showing all ${total} ${noun}` : `Showing ${shown.length} of ${total} ${noun}`;
}
