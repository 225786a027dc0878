import { createStore, useStore } from 'zustand';
import { addLine, itemCount, removeLine, setQuantity, type AddResult, type CartLine, type LineKey, type Size } from './cart-lines';

export interface CartState {
  lines: readonly CartLine[];
  /** The code of an applied coupon, if any. */
  coupon: string | null;
}

export const emptyCart: CartState = { lines: [], coupon: null };

/**
 * The cart in memory. It starts empty on the server and in the browser alike (so hydration
 * matches); `connectCart` (cart-persistence.ts) then loads the stored cart and saves changes.
 */
export const cartStore = createStore<CartState>()(() => emptyCart);

export const cartActions = {
  /** Adds items (a line holds at most 10) and says what happened. */
  add(productId: number, size: Size, quantity: number): AddResult {
    const { lines, result } = addLine(cartStore.getState().lines, { productId, size, quantity });
    cartStore.setState({ lines });
    return result;
  },
  setQuantity(key: LineKey, quantity: number): void {
    cartStore.setState(({ lines }) => ({ lines: setQuantity(lines, key, quantity) }));
  },
  remove(key: LineKey): void {
    cartStore.setState(({ lines }) => {
      const remaining = removeLine(lines, key);
      return { lines: remaining, coupon: remaining.length === 0 ? null : cartStore.getState().coupon };
    });
  },
  setCoupon(code: string | null): void {
    cartStore.setState({ coupon: code });
  },
  /** Empties the cart (an order has been placed and stored). */
  clear(): void {
    cartStore.setState(emptyCart);
  },
};

export function useCartLines(): readonly CartLine[] {
  return useStore(cartStore, (state) => state.lines);
}

export function useCartCoupon(): string | null {
  return useStore(cartStore, (state) => state.coupon);
}

export function useCartCount(): number {
  return useStore(cartStore, (state) => itemCount(state.lines));
}
