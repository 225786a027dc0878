/**
 * The wishlist feature (PRODUCT.md §3a): the products saved on this device, the heart that saves
 * them, the header's link and the `/wishlist` page with its shared lists. Every page but the
 * wishlist's own loads it after the page is ready (src/app/later.tsx); its one public surface.
 */
export { prepareWishlist } from './prepare';
export { SaveButton } from './save-button';
export { WishlistLink } from './wishlist-link';
/** The `/wishlist` page's content (it takes in the cart's form and the catalogue): loaded by that page alone. */
export const loadWishlistView = () => import('./wishlist-view');
export { connectWishlist, useSavedCount, useSavedIds, wishlistActions, wishlistStore } from './wishlist-store';
export { idsFromText, wishlistLinkLabel } from './wishlist-rules';
