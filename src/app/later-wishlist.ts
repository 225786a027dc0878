import { later } from './later';

/**
 * The wishlist feature, with its store connected and its stylesheet in, once the page is ready. A
 * module of its own, so the header (in every page's first JavaScript) can wait for it without
 * taking in the cards' and product page's code.
 */
export const laterWishlist = later(() => import('@/features/wishlist').then(async (module) => (await module.prepareWishlist(), module)));
