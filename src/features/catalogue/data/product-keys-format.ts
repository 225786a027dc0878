/**
 * The form the build writes the products' ids and first colours in (issue 37), and its reading.
 * Every page's start-up carries it, so it stays a few bytes however large the range grows: the ids
 * as runs of consecutive ids (a range of 1 to 5,000 is `[[1,5000]]`), and each product's first
 * colour as a character or two indexing a table of the distinct colours. Written by
 * scripts/shop/product-keys-encoding.ts; read here without unpacking anything: a look-up walks
 * the runs and reads one or two characters of `codes`.
 */

/** The base a product's index into the colour table is written in: base 36 (0-9, a-z), read with parseInt, so the page carries no alphabet. */
export const codeBase = 36;

export interface ProductKeysData {
  /** The products' ids, ascending, as runs of consecutive ids: `[first, last]`, inclusive, no two touching. */
  readonly runs: readonly (readonly [number, number])[];
  /** The distinct first colours' ids, each once. */
  readonly colours: readonly string[];
  /** How many characters a product's index takes: 1 while the table holds 36 colours or fewer, then 2 (36², 1,296), and so on. */
  readonly width: number;
  /** Each product's first colour as its index into `colours` in base `codeBase`, `width` characters a product (zero-padded), in the order of the ids. */
  readonly codes: string;
}

export interface ProductKeys {
  /** Whether a value is one of the ids. */
  has(id: unknown): boolean;
  /** The first colour of the product with this id, if it is one. */
  firstColourOf(id: unknown): string | undefined;
}

/** The ids and first colours written as `data`, to look up. Nothing is unpacked: a look-up walks the runs (one for a range without gaps) and reads `width` characters. */
export function productKeysFrom(data: ProductKeysData): ProductKeys {
  const { runs, colours, width, codes } = data;
  /** An id's place among the ids, or -1 when it is none of them. */
  function placeOf(id: unknown): number {
    if (typeof id !== 'number' || !Number.isInteger(id)) return -1;
    let before = 0;
    for (const [first, last] of runs) {
      if (id >= first && id <= last) return before + id - first;
      before += last - first + 1;
    }
    return -1;
  }
  return {
    has: (id) => placeOf(id) >= 0,
    firstColourOf(id) {
      const place = placeOf(id);
      return place < 0 ? undefined : colours[parseInt(codes.slice(place * width, (place + 1) * width), codeBase)];
    },
  };
}
