import { collectionSizes, rangeSize } from './data/range.generated';

/*
 * What the pages that do not load the whole range show of it, as the build worked it out
 * (scripts/shop/generate.ts, with ./range.ts's rules): how many tees there are, and in each
 * collection (the home page's featured tees: ./featured.ts). Their JavaScript does not grow with the range (issue 37).
 */

/** How many tees the range holds. */
export const teeCount = rangeSize;

/** How many tees a collection holds (`sale`: how many are on sale); 0 for one the range does not have. */
export function collectionSize(collection: string): number {
  return collectionSizes.find(([name]) => name === collection)?.[1] ?? 0;
}
