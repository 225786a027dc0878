import { createStore, useStore } from 'zustand';
import { changed as changedAt } from './cart-core';
import { addLine, COUPON_CHANGE, itemCount, lineKey, removeLine, setQuantity, type AddResult, type CartLine, type LineKey } from './cart-lines';

export interface CartState {
  lines: readonly CartLine[];
  /** The code of an applied coupon, if any. */
  coupon: string | null;
  /**
   * When each line (by its key) and the coupon last changed, in ms; a removed line keeps its time.
   * Two tabs' carts are merged by these (cart-merge.ts): the later change of a line wins.
   */
  changes: Readonly<Record<string, number>>;
}

export const emptyCart: CartState = { lines: [], coupon: null, changes: {} };

/** The change times with `keys` changed now (the cart core's rule: always later than their last change). */
function changed(changes: CartState['changes'], ...keys: string[]): CartState['changes'] {
  return changedAt(changes, Date.now(), ...keys);
}

/**
 * The cart in memory. It starts empty on the server and in the browser alike (so hydration
 * matches); `connectCart` (cart-persistence.ts) then loads the stored cart and saves changes.
 */
export const cartStore = createStore<CartState>()(() => emptyCart);

export const cartActions = {
  /** Adds items of a product in a colour and size (a line holds at most 10) and says what happened. */
  add(item: Omit<CartLine, 'quantity'>, quantity: number): AddResult {
    const { lines: current, changes } = cartStore.getState();
    const { lines, result } = addLine(current, { ...item, quantity });
    if (result.added > 0) cartStore.setState({ lines, changes: changed(changes, lineKey(item)) });
    return result;
  },
  setQuantity(key: LineKey, quantity: number): void {
    cartStore.setState(({ lines, changes }) => ({ lines: setQuantity(lines, key, quantity), changes: changed(changes, key) }));
  },
  remove(key: LineKey): void {
    cartStore.setState(({ lines, coupon, changes }) => {
      const remaining = removeLine(lines, key);
      if (remaining.length > 0) return { lines: remaining, changes: changed(changes, key) };
      return { lines: remaining, coupon: null, changes: coupon === null ? changed(changes, key) : changed(changes, key, COUPON_CHANGE) };
    });
  },
  setCoupon(code: string | null): void {
    cartStore.setState(({ changes }) => ({ coupon: code, changes: changed(changes, COUPON_CHANGE) }));
  },
  /** Empties the cart (an order has been placed and stored): every line is marked removed now, so no other tab brings one back. */
  clear(): void {
    cartStore.setState(({ lines, changes }) => ({ lines: [], coupon: null, changes: changed(changes, ...lines.map(lineKey), COUPON_CHANGE) }));
  },
  /**
   * Takes out the lines an order was placed for, and the coupon it used, keeping any other line
   * (one no longer available, left out of the order); each taken out is marked removed now.
   */
  ordered(ordered: readonly CartLine[]): void {
    const keys = new Set(ordered.map(lineKey));
    cartStore.setState(({ lines, changes }) => ({
      lines: lines.filter((line) => !keys.has(lineKey(line))),
      coupon: null,
      changes: changed(changes, ...keys, COUPON_CHANGE),
    }));
  },
};

/** The cart's lines and coupon as they are at this moment (another tab's change included), outside React. */
export function currentCart(): Pick<CartState, 'lines' | 'coupon'> {
  const { lines, coupon } = cartStore.getState();
  return { lines, coupon };
}

export function useCartLines(): readonly CartLine[] {
  return useStore(cartStore, (state) => state.lines);
}

export function useCartCoupon(): string | null {
  return useStore(cartStore, (state) => state.coupon);
}

export function useCartCount(): number {
  return useStore(cartStore, (state) => itemCount(state.lines));
}
