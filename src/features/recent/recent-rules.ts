/**
 * Recently viewed (PRODUCT.md §3a), as pure functions: product ids, the latest viewed first, each
 * once. One more is kept than is shown, so a product page, which never shows itself, still has eight.
 */

/** How many a page shows. */
export const SHOWN_RECENT = 8;
/** How many are kept: those shown plus the page's own. */
export const KEPT_RECENT = SHOWN_RECENT + 1;

/** The list after viewing `id`: it comes first, once. */
export function viewed(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((each) => each !== id)].slice(0, KEPT_RECENT);
}

/** What a page shows: at most eight the shop still sells, never the product on screen. */
export function shownRecent(ids: readonly number[], current: number | undefined, known: (id: number) => boolean): number[] {
  return ids.filter((id) => id !== current && known(id)).slice(0, SHOWN_RECENT);
}
