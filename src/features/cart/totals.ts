import type { CartLine } from './cart-lines';
import { applyCoupon, shopCoupons, type CouponRule } from './coupons';
import { applyOffers, shopOffers, type AppliedOffer, type Offer } from '@/features/catalogue';

/** A coupon as it applied to a cart: its code and the rupees it took off. */
export interface AppliedCoupon {
  code: string;
  amount: number;
}

/** The figures every totals list shows: the cart's, the checkout's and a placed order's. */
export interface TotalsFigures {
  subtotal: number;
  offers: readonly AppliedOffer[];
  coupon: AppliedCoupon | null;
  total: number;
}

export interface CartTotals extends TotalsFigures {
  /** Everything taken off: the offers and the coupon. */
  discount: number;
  /** Shipping is free on every order. */
  shipping: 0;
  /** The minimum order of the cart's coupon when the cart is below it (so it does not apply now), or null. */
  couponMinimum: number | null;
}

/** What the totals need to know of a product: its price and its collections (undefined: not sold). */
export type PriceFacts = (productId: number) => { price: number; collections: readonly string[] } | undefined;

export interface OfferRules {
  offers?: readonly Offer[];
  coupons?: readonly CouponRule[];
}

/**
 * The one totals function (PRODUCT.md §5), used by the cart, the checkout and the order, so the
 * message and the UPI amount carry the same figures:
 * - subtotal = Σ unit price × quantity;
 * - then the automatic offers, each on its collection's items (./offers.ts);
 * - then the coupon, on what is left after the offers: its minimum order is counted on that amount
 *   too. One coupon at a time; it adds to the offers (they stack), and never takes more than is left;
 * - shipping is free; total = subtotal − offers − coupon, never below 0.
 */
export function cartTotals(
  lines: readonly CartLine[],
  productOf: PriceFacts,
  couponCode: string | null = null,
  { offers = shopOffers, coupons = shopCoupons }: OfferRules = {},
): CartTotals {
  const priced = lines.flatMap((line) => {
    const product = productOf(line.productId);
    return product ? [{ quantity: line.quantity, unitPrice: product.price, collections: product.collections }] : [];
  });
  const subtotal = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const applied = applyOffers(priced, offers);
  const afterOffers = Math.max(0, subtotal - applied.reduce((sum, offer) => sum + offer.amount, 0));
  const result = couponCode === null ? null : applyCoupon(couponCode, afterOffers, coupons);
  const coupon = result?.ok ? { code: result.code, amount: result.discount } : null;
  const total = afterOffers - (coupon?.amount ?? 0);
  return {
    subtotal,
    offers: applied,
    coupon,
    discount: subtotal - total,
    shipping: 0,
    total,
    couponMinimum: result && !result.ok && result.reason === 'below-minimum' ? result.minimum : null,
  };
}
