import { plainText } from '@/lib/rich-text';
import { descriptionOf } from './descriptions';

const known = new Map<number, string>();

/**
 * A product's description as plain words, which the shop's search matches (../query.ts,
 * `DescriptionWords`). A chunk of its own with the descriptions: the shop loads it only once a
 * search asks for it, or its search box is first focused (../shop/description-words.ts).
 * Each description is made plain once: the filters' counts search the catalogue many times a drawing.
 */
export function descriptionWords(productId: number): string {
  let words = known.get(productId);
  if (words === undefined) known.set(productId, (words = plainText(descriptionOf(productId))));
  return words;
}
