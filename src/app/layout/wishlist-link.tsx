import { useLater } from '../later';
import { laterWishlist } from '../later-wishlist';

/** The header's "Wishlist" link (PRODUCT.md §3a), once the page is ready and anything is saved. */
export function LaterWishlistLink() {
  const module = useLater(laterWishlist);
  return module && <module.WishlistLink />;
}
