import * as v from 'valibot';
import { findColour, findProduct, isProductId } from '@/features/catalogue';
import { notify } from '@/lib/notices';
import { persist, type Persistence } from '@/lib/persist';
import type { StorageAdapter } from '@/lib/storage';
import { lineKey, lineName, MAX_QUANTITY, MIN_QUANTITY, normaliseLines, type CartLine } from './cart-lines';
import { sizes } from './sizes';
import { mergeCarts } from './cart-merge';
import { cartStore, emptyCart, type CartState } from './cart-store';

/** The cart as stored under `cart`: versioned, and checked against this schema when read. */
export const CART_VERSION = 2;

const lineFields = {
  productId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  size: v.picklist(sizes),
  // More than 10 is read and brought down to 10, with a word to the visitor (corrections below).
  quantity: v.pipe(v.number(), v.integer(), v.minValue(MIN_QUANTITY)),
};
const cartFields = {
  coupon: v.optional(v.nullable(v.string()), null),
  /** When each line and the coupon last changed (ms), for merging tabs; carts stored before it have none. */
  changes: v.optional(v.record(v.string(), v.pipe(v.number(), v.finite(), v.minValue(0))), {}),
};
const cartSchema = v.object({
  version: v.literal(CART_VERSION),
  lines: v.array(v.object({ ...lineFields, colour: v.pipe(v.string(), v.nonEmpty(), v.maxLength(60)) })),
  ...cartFields,
});
/** A cart stored before colours existed (version 1): its lines are product + size. */
const cartBeforeColoursSchema = v.object({ version: v.literal(1), lines: v.array(v.object(lineFields)), ...cartFields });

/** The colour a line stored before colours existed takes: its product's first (PRODUCT.md §5). */
function firstColourOf(productId: number): string {
  return findProduct(productId)?.colours[0].id ?? '';
}

/**
 * A cart of either version, as the current version: a line from before colours takes its
 * product's first colour, and its change time moves to the line's new key (`7:XL` → `7:saffron:XL`).
 */
export const storedCartSchema = v.union([
  cartSchema,
  v.pipe(
    cartBeforeColoursSchema,
    v.transform(({ lines, coupon, changes }): v.InferOutput<typeof cartSchema> => {
      const upgraded = lines.map((line) => ({ productId: line.productId, colour: firstColourOf(line.productId), size: line.size, quantity: line.quantity }));
      const keyFor = new Map(lines.map((line, i) => [`${line.productId}:${line.size}`, lineKey(upgraded[i]!)]));
      const movedChanges = Object.fromEntries(
        Object.entries(changes).map(([key, time]) => {
          const [id, size] = key.split(':');
          return [keyFor.get(key) ?? (size === undefined ? key : `${id}:${firstColourOf(Number(id))}:${size}`), time];
        }),
      );
      return { version: CART_VERSION, lines: upgraded, coupon, changes: movedChanges };
    }),
  ),
]);
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
  const lines = normaliseLines(known);
  const corrected = corrections(known, lines);
  if (corrected) notify({ id: 'cart-corrected', tone: 'info', message: corrected });
  return { lines, coupon: stored.coupon, changes: stored.changes };
}

/**
 * What normalising the stored lines changed, in words, or null: a product, colour and size stored on more
 * than one line is put together, and more than 10 of one size is brought down to 10. The visitor
 * is told each change; none is made silently.
 */
export function corrections(stored: readonly CartLine[], lines: readonly CartLine[]): string | null {
  const said: string[] = [];
  for (const line of lines) {
    const same = stored.filter((s) => lineKey(s) === lineKey(line));
    const total = same.reduce((sum, s) => sum + s.quantity, 0);
    if (same.length < 2 && total === line.quantity) continue;
    const product = findProduct(line.productId);
    const name = lineName(product?.title ?? 'A T-shirt', (product && findColour(product, line.colour)?.name) ?? line.colour, line.size);
    said.push(
      total > line.quantity
        ? `${name} was saved ${same.length > 1 ? `on ${same.length} lines, ${total} in all` : `as ${total}`}; at most ${MAX_QUANTITY} of a size can be ordered, so it now has ${line.quantity}.`
        : `${name} was saved on ${same.length} lines, so they were put together: ${line.quantity} in all.`,
    );
  }
  return said.length > 0 ? `We tidied your saved cart. ${said.join(' ')}` : null;
}

function toStored(state: CartState): StoredCart {
  return { version: CART_VERSION, lines: [...state.lines], coupon: state.coupon, changes: state.changes };
}

/** The cart's connection to storage, once `connectCart` has made it. */
let connection: Persistence | null = null;

/** Loads the stored cart, saves every change, and follows changes made in other tabs. */
export function connectCart(storage: StorageAdapter): () => void {
  const connected = persist(cartStore, storage, {
    key: 'cart',
    schema: storedCartSchema,
    fromStored,
    toStored,
    // Tabs merge line by line: the later change of each line wins (cart-merge.ts).
    merge: (kept, incoming): StoredCart => {
      const { lines, coupon, changes } = mergeCarts(kept, incoming);
      return { version: CART_VERSION, lines: [...lines], coupon, changes: { ...changes } };
    },
  });
  connection = connected;
  return () => {
    connected.disconnect();
    if (connection === connected) connection = null;
  };
}

/**
 * Reads the stored cart again now and takes in what another tab changed, for code that must act
 * on the cart as it stands (placing an order) even before that tab's change has been announced
 * here. Nothing happens before `connectCart`.
 */
export function reloadCart(): void {
  connection?.reload();
}
