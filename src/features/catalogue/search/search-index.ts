import MiniSearch, { type Options, type Query } from 'minisearch';
import type { SearchRecord } from './search-record';

/**
 * The typo-tolerant search behind the header's suggestions and the shop's close matches
 * (PRODUCT.md §3), with MiniSearch. The build makes the index (`buildSearchIndex(…).toJSON()`,
 * scripts/shop/generate.ts) and the browser opens it (`openSearchIndex`) with these same options:
 * the two must agree, so they are written once, here.
 */

/** What one search finds of a product: what a suggestion shows. */
export type FoundProduct = Pick<SearchRecord, 'id' | 'title' | 'pays' | 'photo' | 'soldOut'>;

const options: Options<SearchRecord> = {
  idField: 'id',
  fields: ['title', 'brand', 'category', 'colours'],
  storeFields: ['title', 'pays', 'photo', 'soldOut'],
  // A word in the title says most about a tee; its brand and colours a little less.
  searchOptions: { boost: { title: 3, brand: 1.5, colours: 1.2 } },
};

export function buildSearchIndex(records: readonly SearchRecord[]): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(options);
  index.addAll(records);
  return index;
}

/** Opens the index the build wrote (a string of JSON, in its own lazily loaded chunk). */
export function openSearchIndex(json: string): MiniSearch<SearchRecord> {
  return MiniSearch.loadJSON<SearchRecord>(json, options);
}

/** Words shorter than this must be spelt right: a typo allowed in "tee" would find "the", "tea", "red". */
export const FUZZY_FROM_LETTERS = 4;

/** The words of a search as the index has them: lower case, split on spaces and punctuation. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean);
}

/**
 * The word with each pair of neighbouring letters swapped ("paecock" → "epacock", "peacock", …).
 * MiniSearch measures typos by Levenshtein distance, which counts a swap as two edits, so a swap is
 * found by searching these too.
 */
export function swapsOf(word: string): string[] {
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    swaps.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...swaps];
}

/**
 * Whether two words are at most one typo apart: one letter wrong, missing, added, or swapped with
 * its neighbour (the Damerau–Levenshtein distance is 0 or 1). What "close" means in the shop.
 */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  // What differs after the common start and end: one letter changed, added or missing, or two swapped.
  if (restA.length + restB.length <= 1) return true;
  if (restA.length === 1 && restB.length === 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

export interface FindOptions {
  /** The last word may be the start of a word (the visitor is still typing it). */
  typing?: boolean;
  /** At most this many, best first. */
  limit?: number;
}

/**
 * One word's query: as spelt (or within one edit, from four letters on), or with two neighbouring
 * letters swapped back. Each word must match: "peacok tee" finds the Peacock tees, not every tee.
 */
function wordQuery(word: string, prefix: boolean): Query {
  const fuzzy = word.length >= FUZZY_FROM_LETTERS ? 1 : 0;
  const swaps = fuzzy ? swapsOf(word) : [];
  return { combineWith: 'OR', prefix, queries: [{ queries: [word], fuzzy }, ...(swaps.length ? [{ queries: swaps, fuzzy: 0 }] : [])] };
}

/** The products a search finds, best first, allowing one typo a word. */
export function findProducts(index: MiniSearch<SearchRecord>, text: string, { typing = false, limit }: FindOptions = {}): FoundProduct[] {
  const words = wordsOf(text);
  if (words.length === 0) return [];
  const query: Query = { combineWith: 'AND', queries: words.map((word, at) => wordQuery(word, typing && at === words.length - 1)) };
  const results = index.search(query);
  return (limit === undefined ? results : results.slice(0, limit)).map((result) => ({
    id: result.id as number,
    title: result.title as string,
    pays: result.pays as number,
    photo: result.photo as string,
    soldOut: result.soldOut as boolean,
  }));
}
