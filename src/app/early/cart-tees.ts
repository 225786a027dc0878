import { routePatterns } from '@/config/paths';
import { storedProductIds } from '@/features/cart/stored-cart';
import { teeFolder } from '@/features/catalogue/data/tee-folder.generated';
import { isKnownProduct } from './cart-count';

/** The pages that draw the stored cart's lines, and so need their tees before they are ready. */
const drawsTheCart: readonly string[] = [routePatterns.cart, routePatterns.checkout];

/**
 * On the cart and the checkout, asks for the stored cart's tees' modules (`/tees/<hash>/<id>.js`:
 * src/features/catalogue/data/tee-modules.ts) as the page starts, beside the app's own scripts: the
 * app would ask for them once its code had come and read the cart, a round trip or two later. A
 * hint only: the app loads and checks them as it always does.
 */
export function preloadCartTees(cart: unknown): void {
  const path = window.location.pathname.replace(/\/$/, '') || '/';
  if (!drawsTheCart.includes(path)) return;
  for (const id of new Set(storedProductIds(cart).filter(isKnownProduct))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = `${teeFolder}/${id}.js`;
    document.head.append(link);
  }
}
