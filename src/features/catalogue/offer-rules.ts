import { savingOf } from '@/lib/money';
import type { Offer } from './offer-schema';

/**
 * The automatic offers' rules (PRODUCT.md §5), pure and free of the shop's data, so the build can
 * use them too (the "up to N% off" it writes). ./offers.ts binds them to shop/offers.yaml.
 * - percent-off: each item costs its price less the percentage, rounded down to whole rupees off
 *   per item (so one tee's offer price is the same whatever the quantity);
 * - buy-one-get-one: of every two items from the collection, the cheaper is free. The items are
 *   lined up from dearest to cheapest and every second one is free, so the free ones are always
 *   the cheaper of their pair, and the result never depends on the order of the cart's lines.
 * An item takes one automatic offer at most: the first in the file that names one of its collections.
 */

/** An offer as it applied to a cart: its wording (the totals' line) and the rupees it took off. */
export interface AppliedOffer {
  name: string;
  amount: number;
}

/** A cart line with what the offers need to know of its product. */
export interface PricedLine {
  quantity: number;
  unitPrice: number;
  collections: readonly string[];
}

/** The one offer an item of these collections takes, if any. */
export function firstOfferFor(collections: readonly string[], offers: readonly Offer[]): Offer | undefined {
  return offers.find((offer) => collections.includes(offer.collection));
}

/** Whether a tee is on sale under these offers: below its MRP, or in a percentage-off offer. */
export function onSaleWith(product: { price: number; mrp?: number | undefined; collections: readonly string[] }, offers: readonly Offer[]): boolean {
  return (product.mrp !== undefined && product.mrp > product.price) || firstOfferFor(product.collections, offers)?.kind === 'percent-off';
}

type PricedTee = { price: number; mrp?: number | undefined; collections: readonly string[] };

/** What a shopper pays for one tee under these offers: its price after its percentage offer (./pays.ts has the shop's). */
export function paysWith(product: PricedTee, offers: readonly Offer[]): number {
  return offerPrice(product.price, firstOfferFor(product.collections, offers));
}

/** Whether a tee is on offer under these offers: in an automatic offer (percentage or buy-one-get-one) or below its MRP. */
export function onOfferWith(product: PricedTee, offers: readonly Offer[]): boolean {
  return firstOfferFor(product.collections, offers) !== undefined || (product.mrp !== undefined && product.mrp > product.price);
}

/** What a percentage offer takes off one item's price, in whole rupees. */
export function percentOff(price: number, percent: number): number {
  return Math.min(price, Math.max(0, Math.floor((price * percent) / 100)));
}

/** An item's price in the cart under a percentage offer; other offers leave the price as it is. */
export function offerPrice(price: number, offer: Offer | undefined): number {
  return offer?.kind === 'percent-off' ? price - percentOff(price, offer.percent) : price;
}

/** The rupees a buy-one-get-one takes off items at these prices: every second one, dearest first. */
export function buyOneGetOneOff(prices: readonly number[]): number {
  return [...prices].sort((a, b) => b - a).reduce((sum, price, index) => (index % 2 === 1 ? sum + price : sum), 0);
}

/** The offers that apply to these lines, in the file's order, each with what it takes off (never 0). */
export function offersOn(lines: readonly PricedLine[], offers: readonly Offer[]): AppliedOffer[] {
  const itemsOf = new Map<Offer, number[]>();
  for (const line of lines) {
    const offer = firstOfferFor(line.collections, offers);
    if (!offer) continue;
    const items = itemsOf.get(offer) ?? [];
    for (let i = 0; i < line.quantity; i += 1) items.push(line.unitPrice);
    itemsOf.set(offer, items);
  }
  return offers.flatMap((offer) => {
    const prices = itemsOf.get(offer) ?? [];
    const amount =
      offer.kind === 'percent-off' ? prices.reduce((sum, price) => sum + percentOff(price, offer.percent), 0) : buyOneGetOneOff(prices);
    return amount > 0 ? [{ name: offer.wording, amount }] : [];
  });
}

/**
 * The largest saving in a catalogue, in whole percent: a tee's MRP (or price) against what it
 * costs after its percentage offer. The home page's "up to N% off", written by the build.
 */
export function largestSaving(
  products: readonly { price: number; mrp?: number | undefined; collections: readonly string[] }[],
  offers: readonly Offer[],
): number {
  return products.reduce((largest, product) => {
    const pays = offerPrice(product.price, firstOfferFor(product.collections, offers));
    const saving = savingOf(pays, Math.max(product.mrp ?? product.price, product.price));
    return Math.max(largest, saving?.percent ?? 0);
  }, 0);
}
