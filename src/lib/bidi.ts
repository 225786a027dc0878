/**
 * Text a visitor typed (a username), set inside a sentence of ours, between the Unicode isolate
 * marks FSI … PDI: its direction is its own, and a right-to-left override (U+202E) or a Hebrew or
 * Arabic name cannot reorder the words after it. In markup, `<bdi>` does the same.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
