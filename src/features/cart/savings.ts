import type { CartLine } from './cart-lines';
import type { CartTotals } from './totals';

/** What the savings need to know of a product: its price and its MRP when it is on sale (undefined: not sold). */
export type MrpFacts = (productId: number) => { price: number; mrp?: number } | undefined;

/**
 * Everything a cart saves the visitor, in rupees (PRODUCT.md §5, "You save ₹1,548"): each line's
 * MRP above its price (a tee on sale), and what the offers and the coupon took off (the totals'
 * `discount`). `lines` are the lines the totals were counted on; 0 when nothing is saved.
 */
export function cartSavings(lines: readonly CartLine[], productOf: MrpFacts, totals: Pick<CartTotals, 'discount'>): number {
  const belowMrp = lines.reduce((sum, line) => {
    const product = productOf(line.productId);
    if (!product || product.mrp === undefined || product.mrp <= product.price) return sum;
    return sum + (product.mrp - product.price) * line.quantity;
  }, 0);
  return belowMrp + totals.discount;
}
