import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_CHANGE, lineKey, MAX_QUANTITY, MIN_QUANTITY, type CartLine } from './cart-lines';
import { sizes } from './sizes';
import { mergeCarts, type MergeableCart } from './cart-merge';
import { runs } from '@/test/runs';

const RUNS = runs(1000);

/** A few colour ids, so the same product and size often comes in two colours. */
const colour = fc.constantFrom('indigo', 'saffron');
const line = fc.record({
  productId: fc.integer({ min: 1, max: 16 }),
  colour,
  size: fc.constantFrom(...sizes),
  quantity: fc.integer({ min: MIN_QUANTITY, max: MAX_QUANTITY }),
});
/** A cart as a tab holds it: one line per product, colour and size, a time for each line it ever changed. */
const cart: fc.Arbitrary<MergeableCart> = fc
  .record({
    lines: fc.uniqueArray(line, { selector: lineKey, maxLength: 12 }),
    removed: fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 16 }), colour, fc.constantFrom(...sizes)), { maxLength: 4 }),
    times: fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 20, maxLength: 20 }),
    coupon: fc.option(fc.constantFrom('TEN', 'DIWALI'), { nil: null }),
  })
  .map(({ lines, removed, times, coupon }) => {
    const changes: Record<string, number> = {};
    lines.forEach((l, i) => (changes[lineKey(l)] = times[i % times.length]!));
    removed.forEach(([productId, colourId, size], i) => {
      const key = lineKey({ productId, colour: colourId, size });
      if (!(key in changes)) changes[key] = times[(i + 13) % times.length]!;
    });
    changes[COUPON_CHANGE] = times[19]!;
    return { lines, coupon: lines.length ? coupon : null, changes };
  });

const sorted = (lines: readonly CartLine[]) => [...lines].sort((x, y) => lineKey(x).localeCompare(lineKey(y)));

describe('mergeCarts', () => {
  it('gives the same cart whichever tab merges (order of lines aside)', () => {
    fc.assert(
      fc.property(cart, cart, (a, b) => {
        const ab = mergeCarts(a, b);
        const ba = mergeCarts(b, a);
        expect(sorted(ab.lines)).toEqual(sorted(ba.lines));
        expect(ab.coupon).toBe(ba.coupon);
        expect(ab.changes).toEqual(ba.changes);
      }),
      RUNS,
    );
  });

  it('is settled: merging again, or with either side again, changes nothing', () => {
    fc.assert(
      fc.property(cart, cart, (a, b) => {
        const ab = mergeCarts(a, b);
        expect(sorted(mergeCarts(ab, a).lines)).toEqual(sorted(ab.lines));
        expect(sorted(mergeCarts(ab, b).lines)).toEqual(sorted(ab.lines));
        expect(sorted(mergeCarts(a, a).lines)).toEqual(sorted(a.lines));
      }),
      RUNS,
    );
  });

  it('gives back, exactly (line order too), an incoming cart that already holds everything of ours: two tabs never write back and forth', () => {
    fc.assert(
      fc.property(cart, cart, (a, b) => {
        // Tab A merged B's cart into its own and wrote the result; now each tab takes it in.
        const written = mergeCarts(a, b);
        const exact = (merged: MergeableCart) => ({ lines: merged.lines, coupon: merged.coupon, changes: merged.changes });
        expect(exact(mergeCarts(b, written))).toEqual(exact(written));
        expect(exact(mergeCarts(a, written))).toEqual(exact(written));
        expect(exact(mergeCarts(written, written))).toEqual(exact(written));
      }),
      RUNS,
    );
  });

  it('keeps every line from either side unless the other side removed or changed it later; quantities stay 1–10, one line per size', () => {
    fc.assert(
      fc.property(cart, cart, (a, b) => {
        const merged = mergeCarts(a, b);
        const keys = merged.lines.map(lineKey);
        expect(new Set(keys).size).toBe(keys.length);
        for (const l of merged.lines) expect(l.quantity).toBeGreaterThanOrEqual(MIN_QUANTITY);
        for (const l of merged.lines) expect(l.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
        for (const [side, other] of [
          [a, b],
          [b, a],
        ] as const) {
          for (const l of side.lines) {
            const key = lineKey(l);
            const mine = side.changes?.[key] ?? 0;
            const theirs = other.changes?.[key] ?? 0;
            if (mine > theirs) expect(merged.lines).toContainEqual(l);
            if (mine === theirs) expect(keys).toContain(key);
          }
        }
      }),
      RUNS,
    );
  });

  it('two tabs adding different lines at the same moment keep both, whatever else each holds', () => {
    fc.assert(
      fc.property(cart, line, line, (base, added1, added2) => {
        fc.pre(lineKey(added1) !== lineKey(added2));
        const without = (c: MergeableCart, l: CartLine) => c.lines.filter((x) => lineKey(x) !== lineKey(l));
        const tabA = { ...base, lines: [...without(base, added1), added1], changes: { ...base.changes, [lineKey(added1)]: 1_500 } };
        const tabB = { ...base, lines: [...without(base, added2), added2], changes: { ...base.changes, [lineKey(added2)]: 1_500 } };
        const merged = mergeCarts(tabA, tabB);
        expect(merged.lines).toContainEqual(added1);
        expect(merged.lines).toContainEqual(added2);
        // Every other line of the cart they started from is still there.
        for (const l of base.lines) if (lineKey(l) !== lineKey(added1) && lineKey(l) !== lineKey(added2)) expect(merged.lines).toContainEqual(l);
      }),
      RUNS,
    );
  });

  it('a line removed in one tab after the other tab last changed it stays removed', () => {
    const kept = { productId: 1, colour: 'indigo', size: 'Large', quantity: 2 } as const;
    const gone = { productId: 2, colour: 'indigo', size: 'XL', quantity: 1 } as const;
    const before = { lines: [kept, gone], coupon: null, changes: { '1:indigo:Large': 10, '2:indigo:XL': 10 } };
    const removedHere = { lines: [kept], coupon: null, changes: { '1:indigo:Large': 10, '2:indigo:XL': 20 } };
    expect(mergeCarts(before, removedHere).lines).toEqual([kept]);
    expect(mergeCarts(removedHere, before).lines).toEqual([kept]);
    // Added again later in the other tab: it comes back.
    const addedAgain = { lines: [kept, { ...gone, quantity: 3 }], coupon: null, changes: { '1:indigo:Large': 10, '2:indigo:XL': 30 } };
    expect(mergeCarts(removedHere, addedAgain).lines).toEqual([kept, { ...gone, quantity: 3 }]);
  });

  it('a line removed in one colour leaves the same product and size in another colour alone', () => {
    const indigo = { productId: 2, colour: 'indigo', size: 'XL', quantity: 1 } as const;
    const saffron = { productId: 2, colour: 'saffron', size: 'XL', quantity: 4 } as const;
    const before = { lines: [indigo, saffron], coupon: null, changes: { '2:indigo:XL': 10, '2:saffron:XL': 10 } };
    const removedHere = { lines: [saffron], coupon: null, changes: { '2:indigo:XL': 20, '2:saffron:XL': 10 } };
    expect(mergeCarts(before, removedHere).lines).toEqual([saffron]);
    expect(mergeCarts(removedHere, before).lines).toEqual([saffron]);
  });

  it('old carts with no times put together: every line kept, the larger quantity of a shared one', () => {
    const a: MergeableCart = { lines: [{ productId: 1, colour: 'indigo', size: 'Large', quantity: 2 }], coupon: null };
    const b: MergeableCart = {
      lines: [
        { productId: 1, colour: 'indigo', size: 'Large', quantity: 5 },
        { productId: 3, colour: 'indigo', size: 'Small', quantity: 1 },
      ],
      coupon: 'TEN',
    };
    expect(mergeCarts(a, b)).toEqual({
      lines: [
        { productId: 1, colour: 'indigo', size: 'Large', quantity: 5 },
        { productId: 3, colour: 'indigo', size: 'Small', quantity: 1 },
      ],
      coupon: 'TEN',
      changes: {},
    });
  });
});
