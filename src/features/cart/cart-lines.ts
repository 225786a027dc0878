import { clampQuantity, lineKey, MAX_QUANTITY, type AddResult, type CartLine, type LineKey, type Size } from './cart-core';

/**
 * The cart as pure functions over lines of product + colour + size + quantity. The rules the page's
 * early script shares (the line, its key, adding, the count) are in ./cart-core.ts; the rest, which
 * only the app needs, here. Components and the store call these; nothing here touches React or storage.
 */
export {
  addLine,
  clampQuantity,
  COUPON_CHANGE,
  itemCount,
  lineKey,
  MAX_QUANTITY,
  MIN_QUANTITY,
  normaliseLines,
  type AddResult,
  type CartLine,
  type LineKey,
  type Size,
} from './cart-core';

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
