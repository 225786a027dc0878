import type { ShopSize } from '@/features/catalogue';

/**
 * The cart as pure functions over lines of product + colour + size + quantity.
 * Components and the store call these; nothing here touches React or storage.
 */

// The sizes themselves are in ./sizes.ts: this module is in every page's first bundle (the header
// counts the cart), and only types are needed here.
export type Size = ShopSize;

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

export interface CartLine {
  productId: number;
  /** The colour's id (`colourId` of its name): "indigo". */
  colour: string;
  size: Size;
  quantity: number;
}

/** The entry of a cart's change times that is the coupon's (line keys look like `7:indigo:XL`): see cart-merge.ts. */
export const COUPON_CHANGE = 'coupon';

/** Identifies a line: one line per product, colour and size. */
export type LineKey = `${number}:${string}:${Size}`;

export function lineKey(line: Pick<CartLine, 'productId' | 'colour' | 'size'>): LineKey {
  return `${line.productId}:${line.colour}:${line.size}`;
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
  kind: 'added' | 'merged' | 'capped';
  added: number;
  quantity: number;
}

/**
 * Adds `quantity` of a product in a colour and size. The same product, colour and size raise the existing line
 * (capped at 10) instead of adding a second one; a new line goes to the end. Returns the new
 * lines and what happened, so callers never compare the cart before and after.
 */
export function addLine(lines: readonly CartLine[], added: CartLine): { lines: CartLine[]; result: AddResult } {
  const key = lineKey(added);
  const requested = clampQuantity(added.quantity);
  const existing = lines.find((line) => lineKey(line) === key);
  if (!existing) {
    return {
      lines: [...lines, { productId: added.productId, colour: added.colour, size: added.size, quantity: requested }],
      result: { kind: 'added', added: requested, quantity: requested },
    };
  }
  const quantity = clampQuantity(existing.quantity + requested);
  const result: AddResult = {
    kind: quantity - existing.quantity < requested ? 'capped' : 'merged',
    added: quantity - existing.quantity,
    quantity,
  };
  return { lines: lines.map((line) => (line === existing ? { ...line, quantity } : line)), result };
}

/** Sets a line's quantity, clamped to 1–10. Other lines and the order are unchanged. */
export function setQuantity(lines: readonly CartLine[], key: LineKey, quantity: number): CartLine[] {
  return lines.map((line) =>
    lineKey(line) === key ? { ...line, quantity: clampQuantity(quantity) } : line,
  );
}

/** Removes exactly the line with this key, keeping the others in order. */
export function removeLine(lines: readonly CartLine[], key: LineKey): CartLine[] {
  return lines.filter((line) => lineKey(line) !== key);
}

/** Number of items in the cart (the sum of quantities). */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Merges lines that share a product, colour and size (e.g. from hand-edited storage), keeping first-seen order. */
export function normaliseLines(lines: readonly CartLine[]): CartLine[] {
  return lines.reduce<CartLine[]>((merged, line) => addLine(merged, line).lines, []);
}

/** How a line is named to people: "Indigo Block Print Tee (Indigo, XL)" (PRODUCT.md §9). */
export function lineName(title: string, colourName: string, size: Size): string {
  return `${title} (${colourName}, ${size})`;
}

/** The one wording for what an add did, used by the product page's form and the cards' quick add. */
export function addMessage(name: string, { kind, added, quantity }: AddResult): string {
  if (added === 0) return `You already have ${MAX_QUANTITY} of ${name}, the most per size.`;
  const done = `Added ${added} × ${name} to your cart.`;
  if (kind === 'capped') return `${done} You now have ${MAX_QUANTITY}, the most per size.`;
  return kind === 'merged' ? `${done} You have ${quantity} in this size.` : done;
}
