import * as v from 'valibot';
import { cartTotals, lineName, type OfferRules } from '@/features/cart';
import { formatPrice } from '@/lib/money';
import { checkoutSchema } from './checkout-schema';
import type { DeliveryDetails, Order, PaymentMethod, ProductFacts } from './order';

/**
 * Orders are checked, not trusted (PRODUCT.md §13): anyone holding the device can edit what is
 * stored, so an order is shown, sent and paid for only after every field it carries is held against
 * what the checkout would have made of it: each line against this build's catalogue (the tee, its
 * title, colour and colour's name, a size on sale in that colour, one line of each, the price), the
 * amounts against their own arithmetic and the shop's offers and coupons, each by name, and the
 * delivery details against the checkout's own rules. Each problem is one sentence a shopper or the
 * shop can read; none means the order is one the shop's checkout could have made.
 */
export function orderProblems(order: Order, products: ProductFacts, rules: OfferRules = {}): string[] {
  const problems = [...lineProblems(order, products), ...amountProblems(order, products, rules), ...detailsProblems(order.details, order.payment)];
  // An order edited to hold a thousand lines would otherwise fill the page and the message with them.
  if (problems.length <= MAX_PROBLEMS) return problems;
  const more = problems.length - (MAX_PROBLEMS - 1);
  return [...problems.slice(0, MAX_PROBLEMS - 1), `And ${more} more things differ from what the shop’s checkout makes.`];
}

/** The most problems an order's page and message list, the last saying how many more there are. */
export const MAX_PROBLEMS = 12;

/** Text quoted in a sentence: as written, cut when long (a hostile title may be thousands of characters). */
export function quoted(text: string): string {
  const chars = [...text];
  return `“${chars.length > 60 ? `${chars.slice(0, 59).join('')}…` : text}”`;
}

function lineProblems(order: Order, products: ProductFacts): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  order.lines.forEach((line, index) => {
    const which = `Line ${index + 1}`;
    const product = products(line.productId);
    if (!product) {
      problems.push(`${which} (${quoted(line.title)}) is not a tee the shop sells.`);
      return;
    }
    const named = `${which} (${lineName(product.title, product.colours.find((colour) => colour.id === line.colour)?.name ?? line.colourName, line.size)})`;
    if (line.title !== product.title) problems.push(`${which} is titled ${quoted(line.title)}; the shop’s tee #${line.productId} is “${product.title}”.`);
    const colour = product.colours.find((known) => known.id === line.colour);
    if (!colour) problems.push(`${named}: ${product.title} does not come in the colour ${quoted(line.colourName || line.colour)}.`);
    else if (line.colourName !== colour.name) problems.push(`${named}: the colour is named ${quoted(line.colourName)}; the shop calls it “${colour.name}”.`);
    else if (colour.soldOut?.includes(line.size)) problems.push(`${named}: ${line.size} is sold out in ${colour.name}, so no cart could order it.`);
    const key = `${line.productId}:${line.colour}:${line.size}`;
    const first = seen.get(key);
    if (first !== undefined) problems.push(`${named} repeats line ${first + 1}: a cart holds one line for each tee, colour and size.`);
    else seen.set(key, index);
    if (product.price !== line.unitPrice) problems.push(`${named} is priced ${formatPrice(line.unitPrice)} each; the shop’s price is ${formatPrice(product.price)}.`);
    if (line.amount !== line.unitPrice * line.quantity)
      problems.push(`${named} says ${formatPrice(line.amount)} for ${line.quantity} × ${formatPrice(line.unitPrice)}.`);
  });
  return problems;
}

function amountProblems(order: Order, products: ProductFacts, rules: OfferRules): string[] {
  const problems: string[] = [];
  const lineSum = order.lines.reduce((sum, line) => sum + line.amount, 0);
  if (order.subtotal !== lineSum) problems.push(`The subtotal ${formatPrice(order.subtotal)} is not the sum of the lines, ${formatPrice(lineSum)}.`);

  const expected = cartTotals(order.lines, products, order.coupon, rules);
  for (const offer of order.offers) {
    const shop = expected.offers.find((candidate) => candidate.name === offer.name);
    if (!shop) problems.push(`The offer ${quoted(offer.name)} (${formatPrice(offer.amount)} off) is not one of the shop’s offers for these tees.`);
    else if (shop.amount !== offer.amount) problems.push(`${shop.name} takes off ${formatPrice(offer.amount)}; the shop’s offer takes off ${formatPrice(shop.amount)}.`);
  }
  for (const offer of expected.offers) {
    if (!order.offers.some((candidate) => candidate.name === offer.name))
      problems.push(`${offer.name} is missing; the shop’s offer takes off ${formatPrice(offer.amount)}.`);
  }
  const offered = order.offers.reduce((sum, offer) => sum + offer.amount, 0);
  if (order.coupon !== null && expected.coupon === null) problems.push(`The coupon ${quoted(order.coupon)} does not apply to this order.`);
  else if (expected.coupon && expected.coupon.code !== order.coupon)
    problems.push(`The coupon is written ${quoted(order.coupon ?? '')}; the shop’s code is ${expected.coupon.code}.`);
  else if (expected.coupon && order.discount - offered !== expected.coupon.amount)
    problems.push(`The coupon ${expected.coupon.code} takes off ${formatPrice(order.discount - offered)}; the shop’s coupon takes off ${formatPrice(expected.coupon.amount)}.`);
  if (order.total !== order.subtotal - order.discount) problems.push(`The total ${formatPrice(order.total)} is not the subtotal less the discounts.`);
  if (order.total !== expected.total) problems.push(`The total is ${formatPrice(order.total)}; at the shop’s prices it is ${formatPrice(expected.total)}.`);
  return problems;
}

/** The delivery details' names as the checkout labels them. */
const detailLabels: Record<keyof DeliveryDetails | 'payment', string> = {
  name: 'Full name',
  mobile: 'Mobile number',
  address: 'Address',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  pin: 'PIN code',
  email: 'Email',
  payment: 'Payment',
};

/**
 * The delivery details held against the checkout's own rules (./checkout-schema.ts): each must be
 * one the checkout accepts, and stored as the checkout stores it (a mobile number as its 10
 * digits, text without the marks that reorder it). A field the checkout would refuse or write
 * otherwise was written by something else.
 */
function detailsProblems(details: DeliveryDetails, payment: PaymentMethod): string[] {
  const result = v.safeParse(checkoutSchema, { ...details, payment });
  if (!result.success) {
    return result.issues.map((issue) => {
      const key = (issue.path?.[0]?.key ?? 'payment') as keyof typeof detailLabels;
      const value = key === 'payment' ? payment : details[key];
      return `${detailLabels[key]} ${quoted(value ?? '')}: ${issue.message}`;
    });
  }
  return (Object.keys(detailLabels) as (keyof typeof detailLabels)[])
    .filter((key) => key !== 'payment' && result.output[key] !== details[key])
    .map((key) => `${detailLabels[key]} ${quoted(details[key as keyof DeliveryDetails])} is not as the checkout writes it (“${result.output[key]}”).`);
}

export { MISMATCH_WARNING } from './order';
