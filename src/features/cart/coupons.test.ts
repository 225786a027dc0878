import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCoupon, couponDiscount, normaliseCode, shopCoupons, type CouponRule } from './coupons';
import { cartTotals } from './totals';
import { runs } from '@/test/runs';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 30_000;

const RUNS = runs(1000);

/** One product at a given price, in no offer's collection: the totals of one line are its price. */
const at = (price: number) => () => ({ price, collections: [] as string[] });

describe('the shop’s coupons', () => {
  it('are the ones shop/offers.yaml names, each active, with its minimum', () => {
    expect(shopCoupons.map((rule) => [rule.code, rule.active, rule.minSubtotal])).toEqual([
      ['WELCOME10', true, 999],
      ['FLAT200', true, 2499],
    ]);
  });

  it('answers SAVE10 with a clear "not valid" message', () => {
    expect(applyCoupon('SAVE10', 1000)).toEqual({
      ok: false,
      reason: 'unknown',
      message: '“SAVE10” is not a valid coupon code.',
    });
  });

  it('asks for a code when none is typed', () => {
    for (const typed of ['', '   ', '\t\n']) {
      expect(applyCoupon(typed, 1000)).toEqual({ ok: false, reason: 'empty', message: 'Enter a coupon code.' });
    }
  });

  it('applies WELCOME10 from ₹999 up, 10% capped at ₹300, and says how far below its minimum a cart is', () => {
    expect(applyCoupon('welcome10', 999)).toMatchObject({ ok: true, code: 'WELCOME10', discount: 99 });
    expect(applyCoupon('WELCOME10', 5000)).toMatchObject({ ok: true, discount: 300 });
    expect(applyCoupon('WELCOME10', 998)).toEqual({
      ok: false,
      reason: 'below-minimum',
      minimum: 999,
      message: '“WELCOME10” is for orders of ₹999 or more: your cart comes to ₹998.',
    });
    expect(applyCoupon('FLAT200', 2499)).toMatchObject({ ok: true, discount: 200 });
  });

  it('answers every other code with "not valid" or "empty", and the totals stay as they are (1000 runs)', () => {
    const lines = [{ productId: 1, colour: 'saffron', size: 'Small' as const, quantity: 2 }];
    const known = new Set(shopCoupons.map((rule) => rule.code));
    const codeArb = fc
      .oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom('SAVE10', 'save10', 'FREE', ' WELCOME ', '10OFF'))
      .filter((code) => !known.has(normaliseCode(code)));
    fc.assert(
      fc.property(codeArb, fc.nat(100_000), (code, subtotal) => {
        const result = applyCoupon(code, subtotal);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.reason).toBe(code.trim() === '' ? 'empty' : 'unknown');
          expect(result.message).toMatch(code.trim() === '' ? /Enter a coupon code/ : /not a valid coupon code/);
        }
        expect(cartTotals(lines, at(799), code)).toMatchObject({ subtotal: 1598, discount: 0, coupon: null, total: 1598 });
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);
});

describe('normaliseCode', () => {
  it('trims and upper-cases', () => {
    expect(normaliseCode('  save10 \n')).toBe('SAVE10');
  });
});

/** A table of rules proving the discount path the shop will use when it runs coupons. */
const rules: CouponRule[] = [
  { code: 'TEN', kind: 'percent', percent: 10, active: true },
  { code: 'HALF200', kind: 'percent', percent: 50, maxDiscount: 200, active: true },
  { code: 'FLAT150', kind: 'flat', amount: 150, active: true },
  { code: 'BIG500', kind: 'flat', amount: 500, minSubtotal: 2000, active: true },
  { code: 'PCTMIN', kind: 'percent', percent: 20, minSubtotal: 1000, maxDiscount: 300, active: true },
  { code: 'OLD', kind: 'percent', percent: 30, active: false },
  { code: 'ALL', kind: 'percent', percent: 100, active: true },
  { code: 'TOOMUCH', kind: 'flat', amount: 5000, active: true },
  { code: ' lower ', kind: 'flat', amount: 50, active: true },
];

describe('applyCoupon: the test table', () => {
  it.each([
    // typed, subtotal, expected discount (or the reason it is refused)
    ['TEN', 1000, 100],
    ['TEN', 999, 99], // 99.9 rounds down to whole rupees
    ['TEN', 0, 0],
    ['ten', 1000, 100], // lowercase
    ['  Ten  ', 1000, 100], // whitespace
    ['HALF200', 300, 150], // percent under the cap
    ['HALF200', 1000, 200], // percent with maxDiscount
    ['half200', 5000, 200],
    ['FLAT150', 1000, 150],
    ['FLAT150', 100, 100], // never more than the subtotal
    ['BIG500', 2000, 500], // exactly the minimum
    ['BIG500', 1999, 'below-minimum'],
    ['PCTMIN', 1000, 200],
    ['PCTMIN', 5000, 300], // capped
    ['PCTMIN', 999, 'below-minimum'],
    ['OLD', 1000, 'inactive'],
    ['ALL', 1234, 1234],
    ['TOOMUCH', 1234, 1234],
    ['LOWER', 500, 50], // rule written in lowercase with spaces
    ['lower', 500, 50],
    ['NOPE', 1000, 'unknown'],
    ['', 1000, 'empty'],
    ['   ', 1000, 'empty'],
  ] as const)('%j on a subtotal of %i gives %j', (typed, subtotal, expected) => {
    const result = applyCoupon(typed, subtotal, rules);
    if (typeof expected === 'number') {
      expect(result).toEqual({
        ok: true,
        code: normaliseCode(typed),
        discount: expected,
        message: `“${normaliseCode(typed)}” applied.`,
      });
      expect(result.ok && result.discount).toBeLessThanOrEqual(subtotal);
      const totals = cartTotals([{ productId: 1, colour: 'saffron', size: 'Large', quantity: 1 }], at(subtotal), typed, { coupons: rules });
      expect(totals).toMatchObject({ subtotal, discount: expected, coupon: { code: normaliseCode(typed), amount: expected }, total: subtotal - expected });
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toBe(expected);
      const totals = cartTotals([{ productId: 1, colour: 'saffron', size: 'Large', quantity: 1 }], at(subtotal), typed, { coupons: rules });
      expect(totals).toMatchObject({ subtotal, discount: 0, coupon: null, total: subtotal });
    }
  });

  it('explains why a code is refused', () => {
    const below = applyCoupon('BIG500', 1999, rules);
    expect(below.message).toBe('“BIG500” is for orders of ₹2,000 or more: your cart comes to ₹1,999.');
    expect(applyCoupon('old', 1000, rules).message).toBe('“OLD” is not valid any more.');
  });

  it('never gives a negative discount or one above the subtotal, for any rule and subtotal (1000 runs)', () => {
    const rule = fc.oneof(
      fc.record({
        code: fc.constant('X'),
        kind: fc.constant('percent' as const),
        percent: fc.integer({ min: -50, max: 200 }),
        maxDiscount: fc.option(fc.integer({ min: -100, max: 5000 }), { nil: undefined }),
        active: fc.constant(true),
      }),
      fc.record({
        code: fc.constant('X'),
        kind: fc.constant('flat' as const),
        amount: fc.integer({ min: -500, max: 50_000 }),
        active: fc.constant(true),
      }),
    );
    fc.assert(
      fc.property(rule, fc.nat(100_000), (r, subtotal) => {
        const discount = couponDiscount(r as CouponRule, subtotal);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotal);
        expect(Number.isInteger(discount)).toBe(true);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);
});
