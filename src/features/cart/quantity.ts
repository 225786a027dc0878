import { MAX_QUANTITY, MIN_QUANTITY } from './cart-lines';

export type QuantityInput =
  | { kind: 'ok'; quantity: number }
  /** A whole number outside 1–10, brought within range; `message` says what happened. */
  | { kind: 'clamped'; quantity: number; message: string }
  /** Nothing usable (empty, a fraction, letters): the old quantity stays. */
  | { kind: 'refused'; message: string };

export const quantityMessages = {
  empty: `Enter a quantity from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`,
  notWhole: `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`,
  tooMany: `You can order up to ${MAX_QUANTITY} of each size, so the quantity is ${MAX_QUANTITY}.`,
  tooFew: `The smallest quantity is ${MIN_QUANTITY}. To take it out of your cart, use Remove.`,
} as const;

/**
 * Reads what a visitor typed into a quantity box. Whole numbers outside 1–10 are clamped with a
 * message; anything else is refused with a message, so a bad entry never reaches the cart.
 */
export function parseQuantity(text: string): QuantityInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'refused', message: quantityMessages.empty };
  if (!/^[+-]?\d+$/.test(trimmed)) return { kind: 'refused', message: quantityMessages.notWhole };
  const value = Number(trimmed);
  if (value > MAX_QUANTITY) return { kind: 'clamped', quantity: MAX_QUANTITY, message: quantityMessages.tooMany };
  if (value < MIN_QUANTITY) return { kind: 'clamped', quantity: MIN_QUANTITY, message: quantityMessages.tooFew };
  return { kind: 'ok', quantity: value };
}
