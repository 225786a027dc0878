import { formatPrice } from '@/lib/money';
import type { CouponData } from '@/features/catalogue';
import { shopCouponData } from './coupons.generated';

/**
 * Coupons are the owner's data (shop/offers.yaml, checked by the build): a table of codes and
 * their rules. When the shop runs none, every code gets a clear "not valid" answer; the logic is
 * proven by the test table in coupons.test.ts.
 */

export type CouponRule =
  | { code: string; kind: 'percent'; percent: number; minSubtotal?: number; maxDiscount?: number; active: boolean }
  | { code: string; kind: 'flat'; amount: number; minSubtotal?: number; active: boolean };

/** A coupon from shop/offers.yaml as a rule of the coupon box. */
export function couponRule(coupon: CouponData): CouponRule {
  const minimum = coupon.minimum === undefined ? {} : { minSubtotal: coupon.minimum };
  return coupon.amount !== undefined
    ? { code: coupon.code, kind: 'flat', amount: coupon.amount, ...minimum, active: true }
    : { code: coupon.code, kind: 'percent', percent: coupon.percent ?? 0, ...minimum, ...(coupon.maxDiscount === undefined ? {} : { maxDiscount: coupon.maxDiscount }), active: true };
}

export const shopCoupons: readonly CouponRule[] = /* @__PURE__ */ shopCouponData.map(couponRule);

/** The longest code the coupon box takes. */
export const MAX_COUPON_LENGTH = 40;

export type CouponResult =
  | { ok: true; code: string; discount: number; message: string }
  | { ok: false; reason: 'empty' | 'unknown' | 'inactive'; message: string }
  | { ok: false; reason: 'below-minimum'; minimum: number; message: string };

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The discount a rule gives on a subtotal: whole rupees, never more than the subtotal. */
export function couponDiscount(rule: CouponRule, subtotal: number): number {
  const raw =
    rule.kind === 'percent'
      ? Math.min(Math.floor((subtotal * rule.percent) / 100), rule.maxDiscount ?? Number.POSITIVE_INFINITY)
      : rule.amount;
  return Math.max(0, Math.min(subtotal, raw));
}

/**
 * Answers a code typed into the coupon box against a table of rules. `subtotal` is what the cart
 * comes to before the coupon (after the automatic offers, ./totals.ts).
 */
export function applyCoupon(
  typed: string,
  subtotal: number,
  rules: readonly CouponRule[] = shopCoupons,
): CouponResult {
  const code = normaliseCode(typed);
  if (code === '') return { ok: false, reason: 'empty', message: 'Enter a coupon code.' };
  const rule = rules.find((r) => normaliseCode(r.code) === code);
  if (!rule) return { ok: false, reason: 'unknown', message: `“${code}” is not a valid coupon code.` };
  if (!rule.active) {
    return { ok: false, reason: 'inactive', message: `“${code}” is not valid any more.` };
  }
  if (rule.minSubtotal !== undefined && subtotal < rule.minSubtotal) {
    return {
      ok: false,
      reason: 'below-minimum',
      minimum: rule.minSubtotal,
      message: `“${code}” is for orders of ${formatPrice(rule.minSubtotal)} or more: your cart comes to ${formatPrice(subtotal)}.`,
    };
  }
  const discount = couponDiscount(rule, subtotal);
  return { ok: true, code, discount, message: `“${code}” applied.` };
}
