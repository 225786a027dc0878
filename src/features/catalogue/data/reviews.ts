import type { Review } from '../review-schema';

/**
 * Each product's reviews are a module of their own (scripts/shop/generate.ts writes
 * `./reviews/<id>.generated.ts` for each product that has any), so a product's page loads its own
 * reviews and no other's, after the page is ready: however many reviews the shop gathers, the
 * JavaScript a page needs first does not grow with them.
 */
const modules = () => import('./review-modules').then((m) => m.reviewModules);

const arrived = new Map<number, readonly Review[]>();
const loading = new Map<number, Promise<readonly Review[]>>();

/** A product's reviews, newest first, once loaded (`loadReviews`); undefined before. */
export function loadedReviews(productId: number): readonly Review[] | undefined {
  return arrived.get(productId);
}

/** Loads a product's reviews (none for a product without any), once: the same promise each time. */
export function loadReviews(productId: number): Promise<readonly Review[]> {
  const known = loading.get(productId);
  if (known) return known;
  const promise = modules()
    .then((all) => all[`./reviews/${productId}.generated.ts`]?.() ?? ([] as readonly Review[]))
    .then((reviews) => {
      arrived.set(productId, reviews);
      return reviews;
    });
  loading.set(productId, promise);
  return promise;
}
