import { findColour, findProduct, inStock } from '@/features/catalogue';
import type { CartLine } from './cart-lines';

/**
 * Whether a cart line can still be ordered. A line stored on this device may name a colour the
 * shop has since taken away, or a size that has sold out since it was added: such a line is kept
 * (never dropped without a word), marked, and left out of the totals and the order until the
 * visitor removes it or the shop has it again.
 */
export type LineAvailability = 'available' | 'colour-gone' | 'size-sold-out';

export function lineAvailability(line: CartLine): LineAvailability {
  const product = findProduct(line.productId);
  const colour = product && findColour(product, line.colour);
  if (!colour) return 'colour-gone';
  return inStock(colour, line.size) ? 'available' : 'size-sold-out';
}

/** What a line that cannot be ordered says beside its name. */
export const unavailableNote: Record<Exclude<LineAvailability, 'available'>, string> = {
  'colour-gone': 'No longer available in this colour',
  'size-sold-out': 'No longer available in this size',
};

/** The lines that can be ordered, in cart order. */
export function orderableLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => lineAvailability(line) === 'available');
}

/** "1 line in your cart is" / "2 lines in your cart are": the lines left out, counted. */
export function leftOutSentence(count: number): string {
  return count === 1 ? '1 line in your cart is no longer available' : `${count} lines in your cart are no longer available`;
}
