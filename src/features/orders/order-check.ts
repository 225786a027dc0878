import { cartTotals, type OfferRules } from '@/features/cart';
import { formatPrice } from '@/lib/money';
import type { Order, ProductFacts } from './order';

/**
 * Orders are checked, not trusted (PRODUCT.md §13): anyone holding the device can edit what is
 * stored, so an order is shown, sent and paid for only after its amounts are held against its own
 * arithmetic and against this build's catalogue, offers and coupons. Each problem is one sentence a
 * shopper or the shop can read; none means every amount is the shop's.
 */
export function orderProblems(order: Order, products: ProductFacts, rules: OfferRules = {}): string[] {
  const problems: string[] = [];
  order.lines.forEach((line, index) => {
    const which = `Line ${index + 1} (${line.title})`;
    const product = products(line.productId);
    if (!product) problems.push(`${which} is not a tee the shop sells.`);
    else if (product.price !== line.unitPrice)
      problems.push(`${which} is priced ${formatPrice(line.unitPrice)} each; the shop’s price is ${formatPrice(product.price)}.`);
    if (line.amount !== line.unitPrice * line.quantity)
      problems.push(`${which} says ${formatPrice(line.amount)} for ${line.quantity} × ${formatPrice(line.unitPrice)}.`);
  });
  const lineSum = order.lines.reduce((sum, line) => sum + line.amount, 0);
  if (order.subtotal !== lineSum) problems.push(`The subtotal ${formatPrice(order.subtotal)} is not the sum of the lines, ${formatPrice(lineSum)}.`);

  const expected = cartTotals(order.lines, products, order.coupon, rules);
  const offered = order.offers.reduce((sum, offer) => sum + offer.amount, 0);
  const expectedOffered = expected.offers.reduce((sum, offer) => sum + offer.amount, 0);
  if (offered !== expectedOffered) problems.push(`The offers take off ${formatPrice(offered)}; the shop’s offers take off ${formatPrice(expectedOffered)}.`);
  if (order.coupon !== null && expected.coupon === null) problems.push(`The coupon ${order.coupon} does not apply to this order.`);
  if (order.total !== order.subtotal - order.discount) problems.push(`The total ${formatPrice(order.total)} is not the subtotal less the discounts.`);
  if (order.total !== expected.total) problems.push(`The total is ${formatPrice(order.total)}; at the shop’s prices it is ${formatPrice(expected.total)}.`);
  return problems;
}

/** What an order whose amounts do not match says, on its page and in its message. */
export const MISMATCH_WARNING = 'These amounts do not match the shop’s prices';
