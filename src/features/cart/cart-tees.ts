import { loadTees } from '@/features/catalogue';
import { storage } from '@/lib/storage';
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

/**
 * The ids the stored cart names, read beside the stores' start-up rather than after it (one round
 * trip fewer before the cart's page is ready): only a hint, as the cart's own reading
 * (./cart-persistence.ts) checks it and sets aside what it cannot read.
 */
function storedIds(): number[] {
  return storedProductIds(storage.peek(CART_KEY));
}
