/**
 * Text a visitor typed, shown and judged by what it shows (PRODUCT.md §13). Three rules, each
 * written once here and used by every form, the order's message and the pages that show stored
 * text:
 * - `isolate` sets typed text inside a sentence of ours between the Unicode isolate marks, so its
 *   direction is its own (a Hebrew or Arabic name reads right, and cannot reorder the words after it);
 * - `withoutBidiControls` drops the marks that reorder text (a right-to-left override would show
 *   "Flat 1 ‮400001 PIN Road" as "Flat 1 daoR NIP 100004"): no name or address needs them;
 * - `showsText` says whether text would show anything at all, so a field of only invisible or blank
 *   characters is told like an empty one.
 */

/**
 * Text a visitor typed (a username), set inside a sentence of ours, between the Unicode isolate
 * marks FSI … PDI: its direction is its own, and a Hebrew or Arabic name cannot reorder the words
 * after it. In markup, `<bdi>` does the same.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** The explicit direction marks: ALM, LRM, RLM, the embeddings and overrides, the isolates. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text without the marks that reorder it; every other character stays as typed. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * What shows nothing on a page: Unicode's default-ignorable code points (zero-width spaces and
 * joiners, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the combining grapheme joiner
 * U+034F, variation selectors, tags), every kind of space and control and format character, the
 * blank Braille pattern U+2800, and combining marks, which show nothing without a letter to sit on.
 */
const SHOWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{Z}\p{Cc}\p{Cf}\p{M}\u2800]/gu;

/** Whether text would show anything: false for '', spaces, and text of only invisible or blank characters. */
export function showsText(text: string): boolean {
  return text.replace(SHOWS_NOTHING, '') !== '';
}
