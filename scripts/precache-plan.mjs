// @ts-check
/**
 * What the service worker downloads ahead to make the shop work offline (PRODUCT.md §12), within a
 * budget whatever the size of the range: a shop of 16 tees fits whole, one of 500 does not (every
 * tee's page and photos would be over 100 MiB on each visitor's phone). The rest is kept as it is
 * seen (src/sw/service-worker.ts: the pages and photos a visitor opens, the latest of each).
 *
 * The files go in by what they do offline, most needed first, and in the site's order within each:
 *   0. the app's code, styles, fonts and manifest: always;
 *   1. the shop's own pages and the order page's shell (not the tees' pages): always;
 *   2. the site's own pictures (logo, the app's icons, home and about art);
 *   3. each tee's page;
 *   4. the tees' and journal's photos up to 600 px wide (what a phone shows);
 *   5. larger photos, the about video and anything else.
 * Offline, a photo wanted at a width not downloaded is shown at the nearest one that was
 * (src/sw/service-worker.ts).
 * From rank 2 on, a file goes in while the total stays within the budget.
 */

/** At most this much is downloaded ahead (the always-kept ranks 0 and 1 aside, which are far less). */
export const PRECACHE_BUDGET = 7 * 1024 * 1024;

/** Kept as they are seen, beyond the precache: the latest pages and photos (src/sw/service-worker.ts reads these). */
export const SEEN_PAGES = 25;
export const SEEN_PHOTOS = 120;

/**
 * The owner's editor (dist/admin/, PRODUCT.md §17): never downloaded ahead, never served by the
 * service worker (src/sw/service-worker.ts leaves its addresses to the network).
 * @param {string} url a file's path in dist/, as workbox-build lists it (no leading slash)
 */
export function isEditor(url) {
  return url === 'admin' || url.startsWith('admin/');
}

/** @param {string} url a file's path in dist/, as workbox-build lists it (no leading slash) */
export function precacheRank(url) {
  if (/^assets\/.+\.(js|css)$/.test(url) || /\.(woff2|webmanifest)$/.test(url)) return 0;
  if (url.endsWith('.html')) return url.startsWith('sproduct/') ? 3 : 1;
  if (url.startsWith('images/site/') || url.startsWith('icons/')) return 2;
  if (url.startsWith('images/shop/') && Number(/-(\d+)\.\w+$/.exec(url)?.[1] ?? Infinity) <= 600) return 4;
  return 5;
}

/**
 * The files to precache: every rank 0 and 1 file, then the others by rank while they fit.
 * @template {{ url: string; size: number }} Entry
 * @param {readonly Entry[]} entries
 * @param {number} [budget]
 * @returns {{ kept: Entry[]; left: Entry[] }} `left`: the files cached only once seen
 */
export function planPrecache(entries, budget = PRECACHE_BUDGET) {
  const ranked = entries.filter((entry) => !isEditor(entry.url)).map((entry, index) => ({ entry, index, rank: precacheRank(entry.url) })).sort((a, b) => a.rank - b.rank || a.index - b.index);
  /** @type {Entry[]} */
  const kept = [];
  /** @type {Entry[]} */
  const left = [];
  let total = 0;
  for (const { entry, rank } of ranked) {
    if (rank <= 1 || total + entry.size <= budget) {
      kept.push(entry);
      total += entry.size;
    } else left.push(entry);
  }
  return { kept, left };
}
