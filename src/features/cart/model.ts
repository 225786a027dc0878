/**
 * The cart's light public surface: the store, its actions and hooks, without any UI or
 * storage code. The app shell (header count) imports this, so the entry bundle stays small.
 */
export { cartActions, useCartCount, useCartLines } from './cart-store';
export { DEFAULT_SIZE, MAX_QUANTITY, MIN_QUANTITY, sizes, type Size } from './cart-lines';
