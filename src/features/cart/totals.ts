import type { CartLine } from './cart-lines';
import { applyCoupon, shopCoupons, type CouponRule } from './coupons';

export interface CartTotals {
  subtotal: number;
  discount: number;
  /** Shipping is free on every order. */
  shipping: 0;
  total: number;
}

/**
 * Cart subtotal = Σ unit price × quantity; shipping is free; total = subtotal − discount.
 * `priceOf` gives a product's unit price; a coupon code (if any) is re-checked against the rules.
 */
export function cartTotals(
  lines: readonly CartLine[],
  priceOf: (productId: number) => number,
  couponCode: string | null = null,
  rules: readonly CouponRule[] = shopCoupons,
): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + priceOf(line.productId) * line.quantity, 0);
  const coupon = couponCode === null ? null : applyCoupon(couponCode, subtotal, rules);
  const discount = coupon?.ok ? coupon.discount : 0;
  return { subtotal, discount, shipping: 0, total: subtotal - discount };
}
