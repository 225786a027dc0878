import {
  addLine,
  CART_VERSION,
  CART_VERSION_BEFORE_COLOURS,
  changed,
  changeTimes,
  clampQuantity,
  itemCount,
  lineKey,
  MAX_COLOUR_LENGTH,
  MIN_QUANTITY,
  normaliseLines,
  isSize,
  type AddResult,
  type CartLine,
} from './cart-core';

/**
 * The stored cart (localStorage `cart`) read and written by the cart's one set of rules
 * (./cart-core.ts), with no dependency: used by the app's persistence and the page's early script.
 */

/** A stored cart as far as it must be to be read at all: a version the shop knows and a list of lines. */
export interface CartFrame {
  version: typeof CART_VERSION | typeof CART_VERSION_BEFORE_COLOURS;
  lines: unknown[];
  coupon?: unknown;
  changes?: unknown;
}

export function readFrame(value: unknown): CartFrame | null {
  if (!value || typeof value !== 'object') return null;
  const { version, lines } = value as Record<string, unknown>;
  return (version === CART_VERSION || version === CART_VERSION_BEFORE_COLOURS) && Array.isArray(lines) ? (value as CartFrame) : null;
}

/**
 * One stored line as the cart reads it, or null (it is set aside): a product id and a quantity that
 * are whole numbers from 1 (more than 10 is brought down to 10 when lines are put together), one of
 * the sizes, and from version 2 a colour id of 1–60 characters. A line of version 1 has colour ''.
 */
export function readStoredLine(raw: unknown, version: CartFrame['version']): CartLine | null {
  if (!raw || typeof raw !== 'object') return null;
  const { productId, colour, size, quantity } = raw as Record<string, unknown>;
  const whole = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= MIN_QUANTITY;
  if (!whole(productId) || !whole(quantity) || !isSize(size)) return null;
  if (version === CART_VERSION_BEFORE_COLOURS) return { productId, colour: '', size, quantity };
  if (typeof colour !== 'string' || colour.length === 0 || colour.length > MAX_COLOUR_LENGTH) return null;
  return { productId, colour, size, quantity };
}

/**
 * How many items a stored cart holds, as the app counts it once it has read it: lines it cannot
 * read and products no longer sold left out, lines of one product, colour and size put together,
 * at most 10 each. (A version 1 cart's lines take their product's first colour: one each, so they
 * are put together alike.)
 */
export function storedItemCount(value: unknown, isKnown: (productId: number) => boolean): number {
  const frame = readFrame(value);
  if (!frame) return 0;
  const lines = frame.lines.flatMap((raw) => readStoredLine(raw, frame.version) ?? []);
  return itemCount(normaliseLines(lines.filter((line) => isKnown(line.productId))));
}

/**
 * A stored cart with `add` added at `now`, as the app would add it, and what the add did; null
 * where that is not sure and is the app's to do: a cart of an older version (the app upgrades
 * it), a line of this product, colour and size that is stored twice, unreadable or already at 10.
 */
export function addToStoredCart(value: unknown, add: CartLine, now: number): { cart: Record<string, unknown>; result: AddResult } | null {
  const frame = readFrame(value ?? { version: CART_VERSION, lines: [], coupon: null, changes: {} });
  if (!frame || frame.version !== CART_VERSION) return null;
  const key = lineKey(add);
  const same = frame.lines.filter((raw) => {
    const line = raw as Partial<CartLine> | null;
    return line?.productId === add.productId && line.colour === add.colour && line.size === add.size;
  });
  const stored = same[0] === undefined ? null : readStoredLine(same[0], CART_VERSION);
  if (same.length > 1 || (same.length === 1 && !stored)) return null;
  const { result } = addLine(stored ? [{ ...stored, quantity: clampQuantity(stored.quantity) }] : [], add);
  if (result.added === 0) return null;
  const line = { productId: add.productId, colour: add.colour, size: add.size, quantity: result.quantity };
  const lines = stored ? frame.lines.map((raw) => (raw === same[0] ? line : raw)) : [...frame.lines, line];
  return { cart: { ...frame, lines, changes: changed(changeTimes(frame.changes), now, key) }, result };
}
