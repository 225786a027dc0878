import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { products } from '@/features/catalogue/data/products';
import { cartLine, firstColour } from '@/test/orders';
import { lineKey, type CartLine } from './cart-lines';
import { sizes } from './sizes';
import type { CouponRule } from './coupons';
import { cartTotals } from './totals';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 30_000;

const RUNS = { numRuns: 1000 };

const priceOf = (productId: number) => products.find((product) => product.id === productId)?.price ?? 0;

const linesArb = fc.uniqueArray(
  fc.record({
    productId: fc.integer({ min: 1, max: 16 }),
    // Colour ids need not be the catalogue's here: a line's price is its product's, whatever its colour.
    colour: fc.constantFrom('indigo', 'saffron'),
    size: fc.constantFrom(...sizes),
    quantity: fc.integer({ min: 1, max: 10 }),
  }),
  { selector: lineKey, maxLength: 20 },
);

describe('cartTotals', () => {
  it('is all zero for an empty cart', () => {
    expect(cartTotals([], priceOf)).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0 });
  });

  it('sums unit price × quantity', () => {
    const lines: CartLine[] = [
      cartLine(1, 'Small', 2), // 799 × 2
      cartLine(8, 'XL', 3), // 349 × 3
      cartLine(16, 'XXL', 1), // 2799
    ];
    expect(cartTotals(lines, priceOf)).toEqual({ subtotal: 5444, discount: 0, shipping: 0, total: 5444 });
  });

  it('counts the same product and size in two colours as two lines at the product’s price', () => {
    const lines: CartLine[] = [
      cartLine(1, 'XL', 2), // 799 × 2
      { productId: 1, colour: `${firstColour(1).id}-two`, size: 'XL', quantity: 1 }, // 799
    ];
    expect(cartTotals(lines, priceOf)).toEqual({ subtotal: 2397, discount: 0, shipping: 0, total: 2397 });
  });

  it('applies a valid coupon from the rules it is given', () => {
    const rules: CouponRule[] = [{ code: 'TEN', kind: 'percent', percent: 10, active: true }];
    const lines: CartLine[] = [cartLine(4, 'Large', 2)]; // 2998
    expect(cartTotals(lines, priceOf, ' ten ', rules)).toEqual({
      subtotal: 2998,
      discount: 299,
      shipping: 0,
      total: 2699,
    });
  });

  it('totals equal Σ unit price × quantity, shipping is 0 and total = subtotal − discount (1000 runs)', () => {
    fc.assert(
      fc.property(linesArb, fc.option(fc.string(), { nil: null }), (lines, code) => {
        const totals = cartTotals(lines, priceOf, code);
        const expected = lines.reduce((sum, line) => sum + priceOf(line.productId) * line.quantity, 0);
        expect(totals.subtotal).toBe(expected);
        expect(totals.shipping).toBe(0);
        expect(totals.total).toBe(totals.subtotal - totals.discount);
        // The shop runs no coupons, so no code changes anything.
        expect(totals.discount).toBe(0);
        expect(totals.total).toBe(expected);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('with any coupon rule the discount stays within 0..subtotal and total = subtotal − discount (1000 runs)', () => {
    const ruleArb: fc.Arbitrary<CouponRule> = fc.oneof(
      fc.record(
        {
          code: fc.constant('CODE'),
          kind: fc.constant('percent' as const),
          percent: fc.integer({ min: 0, max: 150 }),
          minSubtotal: fc.integer({ min: 0, max: 20000 }),
          maxDiscount: fc.integer({ min: 0, max: 5000 }),
          active: fc.boolean(),
        },
        { requiredKeys: ['code', 'kind', 'percent', 'active'] },
      ),
      fc.record(
        {
          code: fc.constant('CODE'),
          kind: fc.constant('flat' as const),
          amount: fc.integer({ min: 0, max: 50000 }),
          minSubtotal: fc.integer({ min: 0, max: 20000 }),
          active: fc.boolean(),
        },
        { requiredKeys: ['code', 'kind', 'amount', 'active'] },
      ),
    );
    fc.assert(
      fc.property(linesArb, ruleArb, (lines, rule) => {
        const totals = cartTotals(lines, priceOf, 'code', [rule]);
        expect(totals.discount).toBeGreaterThanOrEqual(0);
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
        expect(Number.isInteger(totals.discount)).toBe(true);
        expect(totals.total).toBe(totals.subtotal - totals.discount);
        expect(totals.total).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);
});
