import { describe, expect, it } from 'vitest';
import type { Offer } from '@/features/catalogue/offers';
import type { CartLine } from './cart-lines';
import type { CouponRule } from './coupons';
import { cartSavings } from './savings';
import { cartTotals } from './totals';

const catalogue: Record<number, { price: number; mrp?: number; collections: readonly string[] }> = {
  1: { price: 800, mrp: 1000, collections: [] },
  2: { price: 500, collections: ['bogo'] },
  3: { price: 700, mrp: 700, collections: [] },
};
const productOf = (id: number) => catalogue[id];
const line = (productId: number, quantity: number): CartLine => ({ productId, colour: 'white', size: 'Large', quantity });
const offers: Offer[] = [{ kind: 'buy-one-get-one', collection: 'bogo', wording: 'Buy 1 Get 1 Free' }];
const coupons: CouponRule[] = [{ code: 'TAKE100', kind: 'flat', amount: 100, active: true }];

function saved(lines: CartLine[], coupon: string | null = null) {
  return cartSavings(lines, productOf, cartTotals(lines, productOf, coupon, { offers, coupons }));
}

describe('cartSavings', () => {
  it('is 0 when nothing is on sale, in an offer or couponed', () => {
    expect(saved([line(3, 2)])).toBe(0);
    expect(saved([line(2, 1)])).toBe(0);
    expect(saved([])).toBe(0);
  });

  it('counts each line’s MRP above its price, times its quantity', () => {
    expect(saved([line(1, 3)])).toBe(600);
  });

  it('adds what the offers and the coupon took off', () => {
    // Two buy-1-get-1 tees: one free (₹500); the coupon ₹100; the tee on sale ₹200.
    expect(saved([line(1, 1), line(2, 2)], 'TAKE100')).toBe(200 + 500 + 100);
  });

  it('leaves out a product no longer sold', () => {
    expect(saved([line(1, 1), line(99, 4)])).toBe(200);
  });
});
