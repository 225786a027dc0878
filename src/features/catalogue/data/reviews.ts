import { loadOnceEach } from '@/lib/load-once';
import type { Review } from '../review-schema';

/**
 * Each product's reviews are a module of their own (scripts/shop/generate.ts writes
 * `./reviews/<id>.generated.ts` for each product that has any), so a product's page loads its own
 * reviews and no other's, after the page is ready: however many reviews the shop gathers, the
 * JavaScript a page needs first does not grow with them.
 */
const modules = () => import('./review-modules').then((m) => m.reviewModules);

/**
 * Each product's reviews (none for a product without any), newest first, loaded once: the same
 * promise each time. A load that fails (offline, a chunk gone after a new release) is not kept,
 * so the next visit to the page tries again.
 */
const reviews = loadOnceEach((productId: number) =>
  modules().then((all) => all[`./reviews/${productId}.generated.ts`]?.() ?? ([] as readonly Review[])),
);

/** Loads a product's reviews, once. */
export const loadReviews = reviews.get;

/** A product's reviews once loaded (`loadReviews`); undefined before. */
export const loadedReviews = reviews.arrived;
