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
  const { version, lines } = (value ?? {}) as Record<string, unknown>;
  return (version === CART_VERSION || version === CART_VERSION_BEFORE_COLOURS) && Array.isArray(lines) ? (value as CartFrame) : null;
}

/**
 * One stored line as the cart reads it, or null (it is set aside): a product id and a quantity that
 * are whole numbers from 1 (more than 10 is brought down to 10 when lines are put together), one of
 * the sizes, and from version 2 a colour id of 1–60 characters. A line of version 1 has colour ''.
 */
export function readStoredLine(raw: unknown, version: CartFrame['version']): CartLine | null {
  const { productId, colour, size, quantity } = (raw ?? {}) as Record<string, unknown>;
  const whole = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= MIN_QUANTITY;
  const before = version === CART_VERSION_BEFORE_COLOURS;
  const coloured = typeof colour === 'string' && colour.length > 0 && colour.length <= MAX_COLOUR_LENGTH;
  return whole(productId) && whole(quantity) && isSize(size) && (before || coloured) ? { productId, colour: before ? '' : (colour as string), size, quantity } : null;
}

/** The product ids of a stored cart's readable lines (to load those tees before its page draws them). */
export function storedProductIds(value: unknown): number[] {
  const frame = readFrame(value);
  return frame ? frame.lines.flatMap((raw) => readStoredLine(raw, frame.version)?.productId ?? []) : [];
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
 * it), a line of this product, colour and size that is unreadable or already at 10.
 */
export function addToStoredCart(value: unknown, add: CartLine, now: number): { cart: Record<string, unknown>; result: AddResult } | null {
  const frame = readFrame(value ?? { version: CART_VERSION, lines: [], coupon: null });
  if (frame?.version !== CART_VERSION) return null;
  const key = lineKey(add);
  const index = frame.lines.findIndex((raw) => lineKey({ ...(raw as CartLine) }) === key);
  const stored = index < 0 ? null : readStoredLine(frame.lines[index], CART_VERSION);
  if (index >= 0 && !stored) return null;
  const { lines, result } = addLine(stored ? [{ ...stored, quantity: clampQuantity(stored.quantity) }] : [], add);
  if (!result.added) return null;
  const next = [...frame.lines];
  next[index < 0 ? next.length : index] = lines[0];
  return { cart: { ...frame, lines: next, changes: changed(changeTimes(frame.changes), now, key) }, result };
}
