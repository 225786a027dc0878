import * as v from 'valibot';
import { isProductId } from '@/features/catalogue';
import { notify } from '@/lib/notices';
import { persist } from '@/lib/persist';
import type { StorageAdapter } from '@/lib/storage';
import { MAX_QUANTITY, MIN_QUANTITY, normaliseLines, sizes } from './cart-lines';
import { cartStore, emptyCart, type CartState } from './cart-store';

/** The cart as stored under `cart`: versioned, and checked against this schema when read. */
export const CART_VERSION = 1;
export const storedCartSchema = v.object({
  version: v.literal(CART_VERSION),
  lines: v.array(
    v.object({
      productId: v.pipe(v.number(), v.integer(), v.minValue(1)),
      size: v.picklist(sizes),
      quantity: v.pipe(v.number(), v.integer(), v.minValue(MIN_QUANTITY), v.maxValue(MAX_QUANTITY)),
    }),
  ),
  coupon: v.optional(v.nullable(v.string()), null),
});
export type StoredCart = v.InferOutput<typeof storedCartSchema>;

function fromStored(stored: StoredCart | undefined): CartState {
  if (!stored) return emptyCart;
  const known = stored.lines.filter((line) => isProductId(line.productId));
  if (known.length < stored.lines.length) {
    notify({
      id: 'cart-unknown-products',
      tone: 'info',
      message: 'Some items in your saved cart are no longer sold, so they were taken out of your cart.',
    });
  }
  return { lines: normaliseLines(known), coupon: stored.coupon };
}

function toStored(state: CartState): StoredCart {
  return { version: CART_VERSION, lines: [...state.lines], coupon: state.coupon };
}

/** Loads the stored cart, saves every change, and follows changes made in other tabs. */
export function connectCart(storage: StorageAdapter): () => void {
  return persist(cartStore, storage, {
    key: 'cart',
    schema: storedCartSchema,
    fromStored,
    toStored,
  }).disconnect;
}
