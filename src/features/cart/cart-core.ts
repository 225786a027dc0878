import { allSizes, type ShopSize } from '@/config/sizes';
import type { AddKind } from '@/config/early-contract';

/**
 * The cart's rules, written once: how it is stored, what a line is, how an add merges, when a
 * change happened, how its items are counted and said. Plain functions with no dependency (no
 * React, no valibot, no catalogue), so the store, its storage, the header's cart link and the
 * page's early script (src/app/early/, inlined before the app loads) all use these very rules and
 * can never disagree. Which products exist is the caller's to say (`isKnown`).
 */

/** Where the cart is stored (localStorage), and the version it is written as. */
export const CART_KEY = 'cart';
export const CART_VERSION = 2;
/** A cart stored before colours (version 1) is still read: each line takes its product's first colour. */
export const CART_VERSION_BEFORE_COLOURS = 1;

export const MIN_QUANTITY = 1;
/** The most of one product, colour and size a cart holds. */
export const MAX_QUANTITY = 10;
/** The longest colour id a stored line may have (a colour's name is at most 40 characters). */
export const MAX_COLOUR_LENGTH = 60;
/** The entry of a cart's change times that is the coupon's (line keys look like `7:indigo:XL`). */
export const COUPON_CHANGE = 'coupon';

export type Size = ShopSize;
/** Small, Medium, Large, XL, XXL (PRODUCT.md §2): src/config/sizes.ts's one list. */
export const sizes = allSizes;

export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (sizes as readonly string[]).includes(value);
}

export interface CartLine {
  productId: number;
  /** The colour's id (`colourId` of its name): "indigo". */
  colour: string;
  size: Size;
  quantity: number;
}

/** Identifies a line: one line per product, colour and size. */
export type LineKey = `${number}:${string}:${Size}`;

export function lineKey(line: Pick<CartLine, 'productId' | 'colour' | 'size'>): LineKey {
  return `${line.productId}:${line.colour}:${line.size}`;
}

/** Whether a value can be a colour id in an address or a stored line: `indigo-blue`, at most 60 characters. */
export function isColourId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_COLOUR_LENGTH && /^[a-z0-9-]+$/.test(value);
}

/** Keeps a whole number of items within 1–10. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)));
}

/**
 * What an add did: a new line (`added`), a raised line (`merged`), or a line that reached the cap
 * of 10 (`capped`, with `added` below what was asked, possibly 0). `quantity` is the line's
 * quantity afterwards.
 */
export interface AddResult {
  kind: AddKind;
  added: number;
  quantity: number;
}

/**
 * Adds `quantity` of a product in a colour and size. The same product, colour and size raise the
 * existing line (capped at 10) instead of adding a second one; a new line goes to the end.
 */
export function addLine(lines: readonly CartLine[], added: CartLine): { lines: CartLine[]; result: AddResult } {
  const key = lineKey(added);
  const existing = lines.find((line) => lineKey(line) === key);
  const had = existing ? existing.quantity : 0;
  const requested = clampQuantity(added.quantity);
  const quantity = clampQuantity(had + requested);
  const result: AddResult = { kind: !existing ? 'added' : quantity - had < requested ? 'capped' : 'merged', added: quantity - had, quantity };
  return {
    lines: existing ? lines.map((line) => (line === existing ? { ...line, quantity } : line)) : [...lines, { productId: added.productId, colour: added.colour, size: added.size, quantity }],
    result,
  };
}

/** Merges lines that share a product, colour and size (e.g. from hand-edited storage), keeping first-seen order. */
export function normaliseLines(lines: readonly CartLine[]): CartLine[] {
  return lines.reduce<CartLine[]>((merged, line) => addLine(merged, line).lines, []);
}

/** Number of items in the cart (the sum of quantities). */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The header's cart link's name: "Cart, 1 item", "Cart, 12 items". */
export function cartLinkLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The count on the cart link's badge: at most "99+". */
export function cartBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** When each line and the coupon last changed (ms), read from a stored value: entries that are no time are left out, anything else is none. */
export function changeTimes(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] >= 0 && entry[1] < Infinity));
}

/** The change times with `keys` changed at `now`: always later than their last change, even within one millisecond. */
export function changed(changes: Readonly<Record<string, number>>, now: number, ...keys: string[]): Record<string, number> {
  return { ...changes, ...Object.fromEntries(keys.map((key) => [key, Math.max(now, (changes[key] ?? 0) + 1)])) };
}
