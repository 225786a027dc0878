/**
 * The products' ids and first colours in the compact form every page's start-up carries
 * (src/features/catalogue/data/product-keys-format.ts, issue 37): runs of consecutive ids, a table
 * of the distinct colours and a character or two a product indexing it.
 */
import { codeBase, type ProductKeysData } from '../../src/features/catalogue/data/product-keys-format';

/** Each `[id, first colour's id]` pair, in any order, as the form the app reads. Ids must be distinct integers. */
export function encodeProductKeys(keys: readonly (readonly [number, string])[]): ProductKeysData {
  const sorted = [...keys].sort(([a], [b]) => a - b);
  const runs: [number, number][] = [];
  const colours: string[] = [];
  const indexOf = new Map<string, number>();
  const indexes: number[] = [];
  for (const [id, colour] of sorted) {
    if (!Number.isSafeInteger(id)) throw new Error(`A product's id must be an integer, not ${id}.`);
    const last = runs.at(-1);
    if (last && id === last[1]) throw new Error(`Two products have the id ${id}.`);
    if (last && id === last[1] + 1) last[1] = id;
    else runs.push([id, id]);
    let index = indexOf.get(colour);
    if (index === undefined) {
      index = colours.push(colour) - 1;
      indexOf.set(colour, index);
    }
    indexes.push(index);
  }
  let width = 1;
  while (codeBase ** width < colours.length) width++;
  const codes = indexes.map((index) => index.toString(codeBase).padStart(width, '0')).join('');
  return { runs, colours, width, codes };
}
