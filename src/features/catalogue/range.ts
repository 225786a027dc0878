import type { ProductEntry } from './product';

/*
 * Which tees a page shows beside others, as rules over any list of them: the build runs them over
 * the whole range to write each tee's module and the home page's (scripts/shop/generate.ts), so the
 * pages that show them load those tees and not the range (issue 37).
 */

/** The collection of every product on sale: below its MRP, or in a percentage-off offer. */
export const SALE = 'sale';

type Ranged = Pick<ProductEntry, 'id' | 'collections'>;

/** Up to `count` tees of the same (first) collection as `product`, never the product itself. */
export function relatedProducts<T extends Ranged>(product: Ranged, all: readonly T[], count = 4): T[] {
  const collection = product.collections[0];
  const same = all.filter((p) => p.id !== product.id && (collection === undefined || p.collections.includes(collection)));
  // Start after the current product so neighbours differ from page to page.
  const start = same.findIndex((p) => p.id > product.id);
  const rotated = start === -1 ? same : [...same.slice(start), ...same.slice(0, start)];
  return rotated.slice(0, count);
}

/**
 * How many cards the shop shows first, and how many each "Show more" adds: twelve fills whole rows
 * of two, three and four columns, and is about three screens of a phone (./paging.ts).
 */
export const SHOP_PAGE_SIZE = 12;

/** The most featured tees the home page draws, however many the owner features. */
export const FEATURED_ON_HOME = 8;

/**
 * The featured tees, in catalogue order, at most `most` of them, and how many there are in all
 * (the home page links to the rest).
 */
export function featuredProducts<T extends Ranged>(all: readonly T[], most = FEATURED_ON_HOME): { shown: T[]; total: number } {
  const featured = all.filter((product) => product.collections.includes('featured'));
  return { shown: featured.slice(0, most), total: featured.length };
}

/**
 * The collections a shop address may ask for, each with how many tees it holds: the range's, in
 * catalogue order, and `sale` last when something is on sale (`onSale` says which are).
 */
export function collectionSizes<T extends Ranged>(all: readonly T[], onSale: (product: T) => boolean): [string, number][] {
  const sizes = new Map<string, number>();
  for (const product of all) for (const collection of product.collections) sizes.set(collection, (sizes.get(collection) ?? 0) + 1);
  const sale = all.filter(onSale).length;
  if (sale > 0) sizes.set(SALE, sale);
  return [...sizes];
}
