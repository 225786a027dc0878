import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCoupon, couponDiscount, normaliseCode, shopCoupons, type CouponRule } from './coupons';
import { cartTotals } from './totals';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 30_000;

const RUNS = { numRuns: 1000 };

describe('the shop’s coupons', () => {
  it('runs no active coupon', () => {
    expect(shopCoupons.filter((rule) => rule.active)).toEqual([]);
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

  it('answers every code with "not valid" or "empty", and the totals stay as they are (1000 runs)', () => {
    const lines = [{ productId: 1, colour: 'saffron', size: 'Small' as const, quantity: 2 }];
    const priceOf = () => 799;
    const codeArb = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('SAVE10', 'save10', 'FREE', ' WELCOME ', '10OFF'),
    );
    fc.assert(
      fc.property(codeArb, fc.nat(100_000), (code, subtotal) => {
        const result = applyCoupon(code, subtotal);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.reason).toBe(code.trim() === '' ? 'empty' : 'unknown');
          expect(result.message).toMatch(code.trim() === '' ? /Enter a coupon code/ : /not a valid coupon code/);
        }
        expect(cartTotals(lines, priceOf, code)).toEqual({ subtotal: 1598, discount: 0, shipping: 0, total: 1598 });
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
      const totals = cartTotals([{ productId: 1, colour: 'saffron', size: 'Large', quantity: 1 }], () => subtotal, typed, rules);
      expect(totals).toEqual({ subtotal, discount: expected, shipping: 0, total: subtotal - expected });
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toBe(expected);
      const totals = cartTotals([{ productId: 1, colour: 'saffron', size: 'Large', quantity: 1 }], () => subtotal, typed, rules);
      expect(totals).toEqual({ subtotal, discount: 0, shipping: 0, total: subtotal });
    }
  });

  it('explains why a code is refused', () => {
    const below = applyCoupon('BIG500', 1999, rules);
    expect(below.message).toBe('“BIG500” needs a cart subtotal of at least ₹2,000.');
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
