import { loadStylesheet } from '@/lib/stylesheet';
import { connectWishlist } from './wishlist-store';
import styles from './wishlist.css?url';

let prepared: Promise<void> | undefined;

/**
 * Everything the wishlist needs before it is shown, done once: its store connected to storage and
 * its stylesheet (a small one of its own, loaded after the page is ready, not in every first paint).
 */
export function prepareWishlist(): Promise<void> {
  prepared ??= (async () => {
    connectWishlist();
    await loadStylesheet(styles);
  })();
  return prepared;
}
