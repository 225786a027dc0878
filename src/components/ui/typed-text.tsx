import { withoutBidiControls } from '@/lib/bidi';

/**
 * Text someone typed (a name, an address, a stored order's title), shown as it was typed but
 * unable to reorder itself or the page around it (PRODUCT.md §13): the marks that reorder text are
 * dropped (a right-to-left override would show "Flat 1 ‮400001 PIN Road" as "Flat 1 daoR NIP
 * 100004"), and `<bdi>` gives it its own direction, so a Hebrew or Arabic name reads right and
 * leaves the words after it in place.
 */
export function TypedText({ text }: { text: string }) {
  return <bdi>{withoutBidiControls(text)}</bdi>;
}
