import { describe, expect, it } from 'vitest';
import { codeBase, productKeysFrom } from '../../src/features/catalogue/data/product-keys-format';
import { encodeProductKeys } from './product-keys-encoding';

/** A pair list read back through the app's reading: every id's first colour, and the ids around them not products. */
function expectRoundTrip(keys: readonly (readonly [number, string])[]) {
  const read = productKeysFrom(JSON.parse(JSON.stringify(encodeProductKeys(keys))));
  for (const [id, colour] of keys) {
    expect(read.has(id), `id ${id}`).toBe(true);
    expect(read.firstColourOf(id), `id ${id}`).toBe(colour);
  }
  const ids = new Set(keys.map(([id]) => id));
  for (const id of keys.flatMap(([id]) => [id - 1, id + 1])) {
    if (ids.has(id)) continue;
    expect(read.has(id), `id ${id}`).toBe(false);
    expect(read.firstColourOf(id), `id ${id}`).toBeUndefined();
  }
}

describe('the products’ ids and first colours, compact', () => {
  it('writes a range without gaps as one run, whatever its size, and each first colour as one character', () => {
    const keys = Array.from({ length: 5000 }, (_, index) => [index + 1, ['saffron', 'navy', 'cream'][index % 3]!] as const);
    const data = encodeProductKeys(keys);
    expect(data.runs).toEqual([[1, 5000]]);
    expect(data.colours).toEqual(['saffron', 'navy', 'cream']);
    expect(data.width).toBe(1);
    expect(data.codes).toHaveLength(5000);
    expect(data.codes.slice(0, 6)).toBe('012012');
    expectRoundTrip(keys);
  });

  it('writes ids with gaps, given in any order, as sorted runs', () => {
    const keys = [
      [9, 'teal'],
      [2, 'navy'],
      [1, 'saffron'],
      [3, 'saffron'],
      [20, 'navy'],
      [7, 'rust'],
    ] as const;
    const data = encodeProductKeys(keys);
    expect(data.runs).toEqual([
      [1, 3],
      [7, 7],
      [9, 9],
      [20, 20],
    ]);
    expect(data).toMatchObject({ colours: ['saffron', 'navy', 'rust', 'teal'], width: 1, codes: '010231' });
    expectRoundTrip(keys);
  });

  it('writes one tee, and none', () => {
    expect(encodeProductKeys([[42, 'black']])).toEqual({ runs: [[42, 42]], colours: ['black'], width: 1, codes: '0' });
    expectRoundTrip([[42, 'black']]);
    const none = productKeysFrom(encodeProductKeys([]));
    expect(none.has(1)).toBe(false);
    expect(none.firstColourOf(1)).toBeUndefined();
  });

  it(`takes two characters a tee once there are more distinct first colours than the ${codeBase} base-36 digits, three beyond ${codeBase ** 2}`, () => {
    const exactly = Array.from({ length: codeBase }, (_, index) => [index + 1, `colour-${index}`] as const);
    expect(encodeProductKeys(exactly).width).toBe(1);
    expectRoundTrip(exactly);
    const more = [...exactly, [codeBase + 1, 'one-more']] as const;
    const data = encodeProductKeys(more);
    expect(data.width).toBe(2);
    expect(data.codes).toHaveLength(2 * more.length);
    expectRoundTrip(more);
    const many = Array.from({ length: codeBase ** 2 + 1 }, (_, index) => [index * 2 + 1, `colour-${index}`] as const);
    expect(encodeProductKeys(many).width).toBe(3);
    expectRoundTrip(many);
  });

  it('writes the codes in base 36, zero-padded to the width', () => {
    const keys = Array.from({ length: 40 }, (_, index) => [index + 1, `colour-${index}`] as const);
    expect(encodeProductKeys(keys).codes.slice(-12)).toBe('0y0z10111213');
  });

  it('refuses two products with one id, and an id that is not an integer', () => {
    expect(() => encodeProductKeys([[3, 'navy'], [3, 'teal']])).toThrow('Two products have the id 3.');
    expect(() => encodeProductKeys([[1.5, 'navy']])).toThrow('must be an integer');
  });

  it('knows no value that is not one of the ids: other types, fractions, NaN, infinities, ids outside the runs', () => {
    const read = productKeysFrom(encodeProductKeys([[1, 'navy'], [2, 'teal'], [5, 'navy']]));
    for (const value of ['1', 1.5, Number.NaN, Infinity, -Infinity, null, undefined, {}, [1], 1n, 0, -1, 3, 4, 6]) {
      expect(read.has(value), String(value)).toBe(false);
      expect(read.firstColourOf(value), String(value)).toBeUndefined();
    }
  });
});
