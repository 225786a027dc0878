import { savingOf } from '@/lib/money';
import { shopOffers } from './offers';
import { onOfferWith, paysWith } from './offer-rules';
import type { Product } from './product';

/**
 * What a shopper pays for one tee (PRODUCT.md §3): its price after its percentage offer, the price
 * it is struck against (the MRP, or the price before the offer) and the saving. Cards, price sorts
 * and price filters all use it, so a "Winter collection 50% off" tee is ₹899 everywhere.
 */

type Priced = Pick<Product, 'price' | 'mrp' | 'collections'>;

/** The price of one tee after its offer (a buy-one-get-one leaves one tee's price as it is). */
export function paysFor(product: Priced): number {
  return paysWith(product, shopOffers);
}

/** The price shown struck through: the MRP when there is one above the price, else the price before the offer. */
export function struckPrice(product: Priced): { amount: number; isMrp: boolean } {
  return product.mrp !== undefined && product.mrp > product.price ? { amount: product.mrp, isMrp: true } : { amount: product.price, isMrp: false };
}

/** The saving against the struck price, or null when the shopper pays it in full. */
export function savingFor(product: Priced): { mrp: number; percent: number; amount: number } | null {
  return savingOf(paysFor(product), struckPrice(product).amount);
}

/** Whether a product is on offer: in an automatic offer (percentage or buy-one-get-one) or below its MRP. */
export function onOffer(product: Priced): boolean {
  return onOfferWith(product, shopOffers);
}
