import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  addMessage,
  clampQuantity,
  itemCount,
  lineKey,
  lineName,
  MAX_QUANTITY,
  MIN_QUANTITY,
  normaliseLines,
  removeLine,
  setQuantity,
  type CartLine,
  type Size,
} from './cart-lines';
import { sameLines } from './same-lines';
import { isSize, sizes } from './sizes';
import { runs } from '@/test/runs';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 30_000;

const RUNS = runs(1000);

/** A line in a colour: the pure functions here take any colour id, so "indigo" unless a test names another. */
function line(productId: number, size: Size, quantity: number, colour = 'indigo'): CartLine {
  return { productId, colour, size, quantity };
}

// ---------------------------------------------------------------------------------------------
// Generators

const productIdArb = fc.integer({ min: 1, max: 16 });
const sizeArb = fc.constantFrom(...sizes);
/** Colour ids: a few, so the same product and size often comes in two colours. */
const colourArb = fc.constantFrom('indigo', 'saffron', 'sky-blue');
/** Quantities as they may arrive: in range, out of range, fractions, and not numbers at all. */
const quantityArb = fc.oneof(
  fc.integer({ min: 1, max: 10 }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ min: -50, max: 50, noNaN: false }),
  fc.constantFrom(0, -1, 11, 2.5, 9.99, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
);

type Op =
  | { kind: 'add'; productId: number; colour: string; size: Size; quantity: number }
  | { kind: 'set'; index: number; productId: number; colour: string; size: Size; quantity: number }
  | { kind: 'remove'; index: number; productId: number; colour: string; size: Size };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), productId: productIdArb, colour: colourArb, size: sizeArb, quantity: quantityArb }),
  // `index` picks an existing line (if any); otherwise productId/colour/size name a possibly absent one.
  fc.record({
    kind: fc.constant('set' as const),
    index: fc.nat(20),
    productId: productIdArb,
    colour: colourArb,
    size: sizeArb,
    quantity: quantityArb,
  }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat(20), productId: productIdArb, colour: colourArb, size: sizeArb }),
);

function targetKey(lines: readonly CartLine[], op: { index: number; productId: number; colour: string; size: Size }) {
  const existing = lines.length > 0 && op.index % 2 === 0 ? lines[op.index % lines.length] : undefined;
  return lineKey(existing ?? op);
}

function apply(lines: readonly CartLine[], op: Op): CartLine[] {
  switch (op.kind) {
    case 'add':
      return addLine(lines, { productId: op.productId, colour: op.colour, size: op.size, quantity: op.quantity }).lines;
    case 'set':
      return setQuantity(lines, targetKey(lines, op), op.quantity);
    case 'remove':
      return removeLine(lines, targetKey(lines, op));
  }
}

function run(ops: readonly Op[]): CartLine[] {
  return ops.reduce<CartLine[]>(apply, []);
}

function expectValid(lines: readonly CartLine[]) {
  for (const l of lines) {
    expect(Number.isInteger(l.quantity)).toBe(true);
    expect(l.quantity).toBeGreaterThanOrEqual(MIN_QUANTITY);
    expect(l.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
    expect(isSize(l.size)).toBe(true);
  }
  expect(new Set(lines.map(lineKey)).size).toBe(lines.length);
}

const opsArb = fc.array(opArb, { maxLength: 40 });
/** A valid cart reached by a random sequence of operations. */
const cartArb = opsArb.map(run);

// ---------------------------------------------------------------------------------------------
// Examples

describe('cart lines: examples', () => {
  it('has the sizes Small, Medium, Large, XL, XXL in that order', () => {
    expect(sizes).toEqual(['Small', 'Medium', 'Large', 'XL', 'XXL']);
    expect(isSize('Medium')).toBe(true);
    expect(isSize('M')).toBe(false);
    expect(isSize('large')).toBe(false);
  });

  it('keys a line by product, colour and size', () => {
    expect(lineKey({ productId: 7, colour: 'indigo', size: 'XL' })).toBe('7:indigo:XL');
    expect(lineKey({ productId: 7, colour: 'sky-blue', size: 'XL' })).toBe('7:sky-blue:XL');
  });

  it('keeps the same product and size in two colours as two lines', () => {
    const { lines, result } = addLine([line(1, 'XL', 2, 'indigo')], line(1, 'XL', 3, 'saffron'));
    expect(result).toEqual({ kind: 'added', added: 3, quantity: 3 });
    expect(lines).toEqual([line(1, 'XL', 2, 'indigo'), line(1, 'XL', 3, 'saffron')]);
    expect(new Set(lines.map(lineKey)).size).toBe(2);
    // Each colour's line is changed and removed on its own.
    expect(setQuantity(lines, '1:saffron:XL', 7)).toEqual([line(1, 'XL', 2, 'indigo'), line(1, 'XL', 7, 'saffron')]);
    expect(removeLine(lines, '1:indigo:XL')).toEqual([line(1, 'XL', 3, 'saffron')]);
    // And a second add of one colour merges into that colour's line only.
    expect(addLine(lines, line(1, 'XL', 1, 'indigo')).lines).toEqual([line(1, 'XL', 3, 'indigo'), line(1, 'XL', 3, 'saffron')]);
  });

  it('adds a new line at the end', () => {
    const { lines, result } = addLine([line(1, 'Small', 1)], line(2, 'XL', 3));
    expect(result).toEqual({ kind: 'added', added: 3, quantity: 3 });
    expect(lines).toEqual([line(1, 'Small', 1), line(2, 'XL', 3)]);
  });

  it('merges the same product, colour and size into one line instead of adding a duplicate', () => {
    const { lines, result } = addLine([line(1, 'Small', 2), line(2, 'XL', 3)], line(1, 'Small', 4));
    expect(result).toEqual({ kind: 'merged', added: 4, quantity: 6 });
    expect(lines).toEqual([line(1, 'Small', 6), line(2, 'XL', 3)]);
  });

  it('keeps another size of the same product as its own line', () => {
    expect(addLine([line(1, 'Small', 2)], line(1, 'Large', 1)).lines).toEqual([line(1, 'Small', 2), line(1, 'Large', 1)]);
  });

  it('caps a merged line at 10 and says how many it could add', () => {
    expect(addLine([line(1, 'Small', 8)], line(1, 'Small', 5)).result).toEqual({ kind: 'capped', added: 2, quantity: 10 });
    expect(addLine([line(1, 'Small', 10)], line(1, 'Small', 1)).result).toEqual({ kind: 'capped', added: 0, quantity: 10 });
    expect(addLine([line(1, 'Small', 5)], line(1, 'Small', 5)).result).toEqual({ kind: 'merged', added: 5, quantity: 10 });
    expect(addLine([line(1, 'Small', 8)], line(1, 'Small', 5)).lines).toEqual([line(1, 'Small', 10)]);
    expect(addLine([line(1, 'Small', 10)], line(1, 'Small', 1)).lines).toEqual([line(1, 'Small', 10)]);
  });

  it('clamps the quantity of a new line into 1–10', () => {
    expect(addLine([], line(1, 'XL', 0)).lines).toEqual([line(1, 'XL', 1)]);
    expect(addLine([], line(1, 'XL', 25)).lines).toEqual([line(1, 'XL', 10)]);
    expect(addLine([], line(1, 'XL', 2.5)).lines).toEqual([line(1, 'XL', 2)]);
    expect(addLine([], line(1, 'XL', Number.NaN)).lines).toEqual([line(1, 'XL', 1)]);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [7, 7],
    [10, 10],
    [11, 10],
    [999, 10],
    [2.5, 2],
    [9.99, 9],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [Number.NEGATIVE_INFINITY, 1],
  ])('clampQuantity(%s) is %s', (input, expected) => {
    expect(clampQuantity(input)).toBe(expected);
  });

  it('sets the quantity of one line only, clamped', () => {
    const lines = [line(1, 'Small', 1), line(2, 'XL', 3), line(3, 'XXL', 2)];
    expect(setQuantity(lines, '2:indigo:XL', 7)).toEqual([line(1, 'Small', 1), line(2, 'XL', 7), line(3, 'XXL', 2)]);
    expect(setQuantity(lines, '2:indigo:XL', 11)).toEqual([line(1, 'Small', 1), line(2, 'XL', 10), line(3, 'XXL', 2)]);
    expect(setQuantity(lines, '2:indigo:XL', 0)).toEqual([line(1, 'Small', 1), line(2, 'XL', 1), line(3, 'XXL', 2)]);
    expect(setQuantity(lines, '9:indigo:XL', 5)).toEqual(lines);
    expect(setQuantity(lines, '2:saffron:XL', 5)).toEqual(lines);
  });

  it('removes exactly the chosen line (the middle one), keeping the others in order', () => {
    const lines = [line(1, 'Small', 1), line(2, 'XL', 3), line(3, 'XXL', 2)];
    expect(removeLine(lines, '2:indigo:XL')).toEqual([line(1, 'Small', 1), line(3, 'XXL', 2)]);
    expect(removeLine(lines, '1:indigo:Small')).toEqual([line(2, 'XL', 3), line(3, 'XXL', 2)]);
    expect(removeLine(lines, '3:indigo:XXL')).toEqual([line(1, 'Small', 1), line(2, 'XL', 3)]);
    expect(removeLine(lines, '3:indigo:Small')).toEqual(lines);
    expect(removeLine(lines, '3:saffron:XXL')).toEqual(lines);
  });

  it('counts items as the sum of quantities', () => {
    expect(itemCount([])).toBe(0);
    expect(itemCount([line(1, 'Small', 1), line(2, 'XL', 3), line(3, 'XXL', 2)])).toBe(6);
  });

  it('normalises lines by merging duplicates in first-seen order and clamping', () => {
    expect(
      normaliseLines([line(2, 'XL', 3), line(1, 'Small', 2), line(2, 'XL', 4), line(1, 'Small', 9), line(4, 'Large', 0)]),
    ).toEqual([line(2, 'XL', 7), line(1, 'Small', 10), line(4, 'Large', 1)]);
    // The same product and size in another colour is not a duplicate.
    expect(normaliseLines([line(2, 'XL', 3), line(2, 'XL', 4, 'saffron'), line(2, 'XL', 1)])).toEqual([line(2, 'XL', 4), line(2, 'XL', 4, 'saffron')]);
  });

  it('tells whether two carts hold the same lines in the same quantities, in whatever order', () => {
    const cart = [line(1, 'Small', 2), line(3, 'XL', 1)];
    expect(sameLines(cart, [line(3, 'XL', 1), line(1, 'Small', 2)])).toBe(true);
    expect(sameLines([], [])).toBe(true);
    expect(sameLines(cart, [line(1, 'Small', 2), line(3, 'XL', 2)])).toBe(false);
    expect(sameLines(cart, [line(1, 'Small', 2), line(3, 'Large', 1)])).toBe(false);
    expect(sameLines(cart, [line(1, 'Small', 2), line(3, 'XL', 1, 'saffron')])).toBe(false);
    expect(sameLines(cart, [line(1, 'Small', 2)])).toBe(false);
    expect(sameLines(cart, [...cart, line(5, 'Small', 1)])).toBe(false);
  });

  it('never changes the array it is given', () => {
    const lines = Object.freeze([Object.freeze(line(1, 'Small', 1)), Object.freeze(line(2, 'XL', 3))]);
    addLine(lines, line(1, 'Small', 2));
    setQuantity(lines, '1:indigo:Small', 5);
    removeLine(lines, '1:indigo:Small');
    normaliseLines(lines);
    expect(lines).toEqual([line(1, 'Small', 1), line(2, 'XL', 3)]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random sequences of operations

describe('cart lines: properties', () => {
  it('keeps every quantity a whole number within 1–10 and never duplicates a product+colour+size (1000 runs)', () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        let lines: CartLine[] = [];
        for (const op of ops) {
          lines = apply(lines, op);
          expectValid(lines);
        }
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('itemCount equals the sum of quantities (1000 runs)', () => {
    fc.assert(
      fc.property(cartArb, (lines) => {
        expect(itemCount(lines)).toBe(lines.map((l) => l.quantity).reduce((a, b) => a + b, 0));
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('remove deletes exactly the chosen line and keeps the others in their order (1000 runs)', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(), (lines, pick) => {
        fc.pre(lines.length > 0);
        const index = pick % lines.length;
        const chosen = lines[index];
        if (!chosen) throw new Error('unreachable');
        const after = removeLine(lines, lineKey(chosen));
        expect(after).toEqual([...lines.slice(0, index), ...lines.slice(index + 1)]);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('remove of a line that is not in the cart changes nothing (1000 runs)', () => {
    fc.assert(
      fc.property(cartArb, productIdArb, colourArb, sizeArb, (lines, productId, colour, size) => {
        fc.pre(!lines.some((l) => lineKey(l) === lineKey({ productId, colour, size })));
        expect(removeLine(lines, lineKey({ productId, colour, size }))).toEqual(lines);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('setQuantity changes only the chosen line, to the clamped quantity (1000 runs)', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(), quantityArb, (lines, pick, quantity) => {
        fc.pre(lines.length > 0);
        const index = pick % lines.length;
        const chosen = lines[index];
        if (!chosen) throw new Error('unreachable');
        const after = setQuantity(lines, lineKey(chosen), quantity);
        expect(after).toHaveLength(lines.length);
        after.forEach((l, i) => {
          if (i === index) expect(l).toEqual({ ...chosen, quantity: clampQuantity(quantity) });
          else expect(l).toEqual(lines[i]);
        });
        expectValid(after);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('add to an existing line merges into it and caps at 10; a new line goes to the end; the result says which (1000 runs)', () => {
    fc.assert(
      fc.property(cartArb, productIdArb, colourArb, sizeArb, quantityArb, (lines, productId, colour, size, quantity) => {
        const key = lineKey({ productId, colour, size });
        const index = lines.findIndex((l) => lineKey(l) === key);
        const { lines: after, result } = addLine(lines, { productId, colour, size, quantity });
        expectValid(after);
        if (index === -1) {
          expect(after).toEqual([...lines, { productId, colour, size, quantity: clampQuantity(quantity) }]);
          expect(result).toEqual({ kind: 'added', added: clampQuantity(quantity), quantity: clampQuantity(quantity) });
        } else {
          const existing = lines[index];
          if (!existing) throw new Error('unreachable');
          // What it says it did is what it did: the line grew by `added`, short of the ask only when capped.
          expect(result.quantity).toBe(after[index]?.quantity);
          expect(result.added).toBe(result.quantity - existing.quantity);
          expect(result.kind).toBe(result.added < clampQuantity(quantity) ? 'capped' : 'merged');
          expect(after).toHaveLength(lines.length);
          expect(after[index]).toEqual({
            ...existing,
            quantity: Math.min(MAX_QUANTITY, existing.quantity + clampQuantity(quantity)),
          });
          after.forEach((l, i) => {
            if (i !== index) expect(l).toEqual(lines[i]);
          });
        }
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('normaliseLines merges duplicates: one line per product+colour+size, quantities summed and capped (1000 runs)', () => {
    const rawLines = fc.array(
      fc.record({ productId: productIdArb, colour: colourArb, size: sizeArb, quantity: fc.integer({ min: 1, max: 10 }) }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(rawLines, (raw) => {
        const merged = normaliseLines(raw);
        expectValid(merged);
        const firstSeen = [...new Set(raw.map(lineKey))];
        expect(merged.map(lineKey)).toEqual(firstSeen);
        for (const l of merged) {
          const total = raw.filter((r) => lineKey(r) === lineKey(l)).reduce((sum, r) => sum + r.quantity, 0);
          expect(l.quantity).toBe(Math.min(MAX_QUANTITY, total));
        }
        // Already-normal lines are left as they are.
        expect(normaliseLines(merged)).toEqual(merged);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);
});

describe('lineName', () => {
  it('names a line by title, colour and size', () => {
    expect(lineName('Kite Tee', 'Sky Blue', 'XL')).toBe('Kite Tee (Sky Blue, XL)');
    expect(lineName('Indigo Block Print Tee', 'Indigo', 'Medium')).toBe('Indigo Block Print Tee (Indigo, Medium)');
  });
});

describe('addMessage', () => {
  it.each([
    [{ kind: 'added', added: 3, quantity: 3 }, 'Added 3 × Kite Tee (Sky Blue, XL) to your cart.'],
    [{ kind: 'merged', added: 1, quantity: 2 }, 'Added 1 × Kite Tee (Sky Blue, XL) to your cart. You have 2 in this size.'],
    [{ kind: 'capped', added: 2, quantity: 10 }, 'Added 2 × Kite Tee (Sky Blue, XL) to your cart. You now have 10, the most per size.'],
    [{ kind: 'capped', added: 0, quantity: 10 }, 'You already have 10 of Kite Tee (Sky Blue, XL), the most per size.'],
  ] as const)('words %o for both add-to-cart controls', (result, message) => {
    expect(addMessage(lineName('Kite Tee', 'Sky Blue', 'XL'), result)).toBe(message);
  });
});
