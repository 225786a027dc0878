import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findProduct } from '@/features/catalogue/lookup';
import { cartLine, firstColour } from '@/test/orders';
import { lineKey, type CartLine } from './cart-lines';
import { sizes } from './sizes';
import type { CouponRule } from './coupons';
import type { Offer } from '@/features/catalogue/offers';
import { cartTotals, type PriceFacts } from './totals';
import { runs } from '@/test/runs';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 30_000;

const RUNS = runs(1000);

/** No offers and no coupons: the plain sums. */
const none = { offers: [], coupons: [] };

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

/** A made-up catalogue: products 1–16 at any price, each in some of four collections. */
const catalogueArb = fc
  .array(fc.record({ price: fc.integer({ min: 1, max: 20_000 }), collections: fc.subarray(['a', 'b', 'c', 'd']) }), { minLength: 16, maxLength: 16 })
  .map((entries): PriceFacts => (id) => entries[id - 1]);

const offersArb: fc.Arbitrary<Offer[]> = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('percent-off' as const), collection: fc.constantFrom('a', 'b', 'c', 'd'), percent: fc.integer({ min: 1, max: 90 }), wording: fc.string({ minLength: 1 }) }),
    fc.record({ kind: fc.constant('buy-one-get-one' as const), collection: fc.constantFrom('a', 'b', 'c', 'd'), wording: fc.string({ minLength: 1 }) }),
  ),
  { maxLength: 4 },
);

const couponsArb: fc.Arbitrary<CouponRule[]> = fc.array(
  fc.oneof(
    fc.record({ code: fc.constantFrom('P', 'Q'), kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 90 }), minSubtotal: fc.nat(20_000), maxDiscount: fc.nat(5000), active: fc.boolean() }),
    fc.record({ code: fc.constantFrom('P', 'Q'), kind: fc.constant('flat' as const), amount: fc.integer({ min: 1, max: 50_000 }), minSubtotal: fc.nat(20_000), active: fc.boolean() }),
  ),
  { maxLength: 2 },
);

/** A shuffle of the lines, driven by fast-check's numbers so a failure can be replayed. */
const shuffledArb = (lines: readonly CartLine[]) => fc.shuffledSubarray([...lines], { minLength: lines.length, maxLength: lines.length });

describe('cartTotals', () => {
  it('is all zero for an empty cart', () => {
    expect(cartTotals([], findProduct)).toEqual({ subtotal: 0, offers: [], coupon: null, discount: 0, shipping: 0, total: 0, couponMinimum: null });
  });

  it('sums unit price × quantity, with no offer on products outside the offers’ collections', () => {
    const lines: CartLine[] = [
      cartLine(1, 'Small', 2), // 799 × 2
      cartLine(11, 'XL', 3), // 699 × 3
      cartLine(12, 'XXL', 1), // 999
    ];
    expect(cartTotals(lines, findProduct)).toMatchObject({ subtotal: 4694, offers: [], discount: 0, shipping: 0, total: 4694 });
  });

  it('counts the same product and size in two colours as two lines at the product’s price', () => {
    const lines: CartLine[] = [
      cartLine(1, 'XL', 2), // 799 × 2
      { productId: 1, colour: `${firstColour(1).id}-two`, size: 'XL', quantity: 1 }, // 799
    ];
    expect(cartTotals(lines, findProduct)).toMatchObject({ subtotal: 2397, discount: 0, total: 2397 });
  });

  it('takes half off each winter tee, rounded down to whole rupees per tee', () => {
    // Thar Sunset Oversized Tee (#7, ₹1,799) is in the winter collection: ₹899 off each.
    expect(cartTotals([cartLine(7, 'Large', 3)], findProduct)).toMatchObject({
      subtotal: 5397,
      offers: [{ name: 'Winter collection 50% off', amount: 2697 }],
      discount: 2697,
      total: 2700,
    });
  });

  it('gives the cheaper of every two buy-1-get-1 tees free, whichever line they are on', () => {
    // Rain Stripe (#2, ₹1,099) ×2 and Essential Crew (#8, ₹349) ×1 are in "bogo": 1,099 | 1,099 pair, 349 is paid.
    const lines = [cartLine(8, 'Large', 1), cartLine(2, 'Small', 2)];
    expect(cartTotals(lines, findProduct)).toMatchObject({ subtotal: 2547, offers: [{ name: 'Buy 1 Get 1 Free', amount: 1099 }], total: 1448 });
    // #2 and #8 once each: the ₹349 tee is the free one.
    expect(cartTotals([cartLine(2, 'Large', 1), cartLine(8, 'XL', 1)], findProduct).offers).toEqual([{ name: 'Buy 1 Get 1 Free', amount: 349 }]);
    // One bogo tee alone is paid in full.
    expect(cartTotals([cartLine(5, 'Large', 1)], findProduct).offers).toEqual([]);
  });

  it('runs both offers side by side, one line each, in the file’s order', () => {
    const lines = [cartLine(8, 'Large', 2), cartLine(16, 'XL', 1), cartLine(1, 'Small', 1)];
    // #8 ×2 (349): one free; #16 (2,799): 1,399 off; #1 (799) has no offer.
    expect(cartTotals(lines, findProduct)).toMatchObject({
      subtotal: 698 + 2799 + 799,
      offers: [
        { name: 'Winter collection 50% off', amount: 1399 },
        { name: 'Buy 1 Get 1 Free', amount: 349 },
      ],
      total: 698 + 2799 + 799 - 1399 - 349,
    });
  });

  it('stacks a coupon on the offers, counting its minimum on what is left after them', () => {
    // One winter tee: ₹1,799 − ₹899 = ₹900, below WELCOME10's ₹999, so the coupon waits and says why.
    const one = cartTotals([cartLine(7, 'Large', 1)], findProduct, 'WELCOME10');
    expect(one).toMatchObject({ subtotal: 1799, coupon: null, total: 900, couponMinimum: 999 });
    // Two: ₹1,800 left after the offer; 10% of that is ₹180.
    const two = cartTotals([cartLine(7, 'Large', 2)], findProduct, 'welcome10');
    expect(two).toMatchObject({ subtotal: 3598, offers: [{ amount: 1798 }], coupon: { code: 'WELCOME10', amount: 180 }, discount: 1978, total: 1620, couponMinimum: null });
  });

  it('applies a valid coupon from the rules it is given', () => {
    const rules: CouponRule[] = [{ code: 'TEN', kind: 'percent', percent: 10, active: true }];
    const lines: CartLine[] = [cartLine(4, 'Large', 2)]; // 2998
    expect(cartTotals(lines, findProduct, ' ten ', { ...none, coupons: rules })).toMatchObject({
      subtotal: 2998,
      coupon: { code: 'TEN', amount: 299 },
      discount: 299,
      total: 2699,
    });
  });

  it('gives an item one offer at most: the first that names one of its collections', () => {
    const both: PriceFacts = () => ({ price: 1000, collections: ['a', 'b'] });
    const offers: Offer[] = [
      { kind: 'buy-one-get-one', collection: 'b', wording: 'B1G1' },
      { kind: 'percent-off', collection: 'a', percent: 50, wording: 'Half' },
    ];
    expect(cartTotals([cartLine(1, 'Large', 2)], both, null, { offers, coupons: [] }).offers).toEqual([{ name: 'B1G1', amount: 1000 }]);
  });

  it('with the sample shop’s offers and coupons: total = subtotal − offers − coupon, in whole rupees, never below 0 (1000 runs)', () => {
    fc.assert(
      fc.property(linesArb, fc.option(fc.constantFrom('WELCOME10', 'FLAT200', 'welcome10', 'NOPE', ''), { nil: null }), (lines, code) => {
        const totals = cartTotals(lines, findProduct, code);
        const expected = lines.reduce((sum, line) => sum + (findProduct(line.productId)?.price ?? 0) * line.quantity, 0);
        expect(totals.subtotal).toBe(expected);
        expect(totals.shipping).toBe(0);
        const offered = totals.offers.reduce((sum, offer) => sum + offer.amount, 0);
        expect(totals.total).toBe(totals.subtotal - offered - (totals.coupon?.amount ?? 0));
        expect(totals.discount).toBe(totals.subtotal - totals.total);
        expect(totals.total).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(totals.total)).toBe(true);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('with any offers and coupons: never negative, every offer takes something, nothing depends on the lines’ order (1000 runs)', () => {
    fc.assert(
      fc.property(
        catalogueArb,
        offersArb,
        couponsArb,
        fc.option(fc.constantFrom('P', 'Q', 'p'), { nil: null }),
        linesArb.chain((lines) => fc.tuple(fc.constant(lines), shuffledArb(lines))),
        (productOf, offers, coupons, code, [lines, shuffled]) => {
          const rules = { offers, coupons };
          const totals = cartTotals(lines, productOf, code, rules);
          expect(totals.total).toBeGreaterThanOrEqual(0);
          expect(totals.discount).toBeGreaterThanOrEqual(0);
          expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
          for (const offer of totals.offers) expect(offer.amount).toBeGreaterThan(0);
          expect(totals.coupon?.amount ?? 0).toBeLessThanOrEqual(totals.subtotal - totals.offers.reduce((sum, offer) => sum + offer.amount, 0));
          expect(cartTotals(shuffled, productOf, code, rules)).toEqual(totals);
        },
      ),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('buy 1 get 1 frees exactly ⌊n/2⌋ items, each no dearer than the item it pairs with (1000 runs)', () => {
    const offers: Offer[] = [{ kind: 'buy-one-get-one', collection: 'a', wording: 'B1G1' }];
    fc.assert(
      fc.property(fc.array(fc.record({ price: fc.integer({ min: 1, max: 5000 }), quantity: fc.integer({ min: 1, max: 10 }) }), { minLength: 1, maxLength: 16 }), (entries) => {
        const productOf: PriceFacts = (id) => {
          const entry = entries[id - 1];
          return entry && { price: entry.price, collections: ['a'] };
        };
        const lines = entries.map((entry, index): CartLine => ({ productId: index + 1, colour: 'x', size: 'Large', quantity: entry.quantity }));
        const units = entries.flatMap((entry) => Array<number>(entry.quantity).fill(entry.price)).sort((a, b) => b - a);
        const free = cartTotals(lines, productOf, null, { offers, coupons: [] }).offers[0]?.amount ?? 0;
        // The pairs, dearest first: (u0, u1), (u2, u3), …; the second of each is free and no dearer than the first.
        const pairs = Math.floor(units.length / 2);
        let expected = 0;
        for (let pair = 0; pair < pairs; pair += 1) {
          expect(units[2 * pair + 1]!).toBeLessThanOrEqual(units[2 * pair]!);
          expected += units[2 * pair + 1]!;
        }
        expect(free).toBe(expected);
        // Never more than half of what the items cost, and at least the ⌊n/2⌋ cheapest.
        expect(2 * free).toBeLessThanOrEqual(units.reduce((sum, price) => sum + price, 0));
        expect(free).toBeGreaterThanOrEqual(units.slice(units.length - pairs).reduce((sum, price) => sum + price, 0));
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);
});
