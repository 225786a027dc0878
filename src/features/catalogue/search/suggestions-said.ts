/** At most this many suggestions (PRODUCT.md §3). */
export const SUGGESTIONS = 6;

/** What the live region says of the suggestions, for a screen reader. */
export function suggestionsSaid(count: number, text: string): string {
  if (count === 0) return `No suggestions for “${text}”. Press Enter to search the shop.`;
  return `${count} suggestion${count === 1 ? '' : 's'}. Use the up and down arrows to choose.`;
}
