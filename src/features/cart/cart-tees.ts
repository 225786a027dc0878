import { loadTees } from '@/features/catalogue';
import { CART_KEY } from './cart-core';
import { currentCart } from './cart-store';
import { storedProductIds } from './stored-cart';

/**
 * Loads the tees of the cart this device keeps, so the cart's page and the checkout draw its lines
 * at once: read from storage as the page starts (the stores connect beside the page's code), and
 * from the cart once connected (a visit from another page).
 */
export function loadCartTees(): Promise<void> {
  return loadTees([...storedIds(), ...currentCart().lines.map((line) => line.productId)]);
}

function storedIds(): number[] {
  try {
    // Read only, beside the stores' start-up rather than after it (one round trip fewer before the
    // cart's page is ready): the cart's own reading (./cart-persistence.ts) sets aside what it cannot read.
    // eslint-disable-next-line no-restricted-properties -- a read with no side effect; the adapter's would set aside
    return typeof window === 'undefined' ? [] : storedProductIds(JSON.parse(window.localStorage.getItem(CART_KEY) ?? 'null'));
  } catch {
    return []; // unreadable, or storage refused: the cart's own reading says so
  }
}
