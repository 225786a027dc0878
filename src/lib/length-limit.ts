import { CUT } from '@/config/early-contract';

/**
 * What to tell a visitor whose paste, drop or typing does not fit a text field's `maxlength`
 * (PRODUCT.md §13: a paste longer than a field's limit is cut with a visible word, never
 * silently): the browser keeps only what fits and says nothing, so this says it. Given the
 * field and what is about to go in (a `beforeinput` event's); '' when it fits, or when nothing
 * goes in (a deletion), so an edit after the word takes it away.
 */
export function lengthLimitWord(field: EventTarget | null, inserted: string | null): string {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.maxLength < 0 || !inserted) return '';
  const max = field.maxLength;
  // A one-line field drops line breaks; a text area keeps each as one character.
  const text = field instanceof HTMLInputElement ? inserted.replace(/[\r\n]/g, '') : inserted.replace(/\r\n?/g, '\n');
  // What is selected is replaced (an email field has no selection to read).
  const selected = Math.abs((field.selectionEnd ?? 0) - (field.selectionStart ?? 0));
  const kept = field.value.length - selected;
  if (kept + text.length <= max) return '';
  return kept < max ? cutWord(max) : `This field holds at most ${max} characters.`;
}

/** What a field whose text was cut at `max` characters says. */
export function cutWord(max: number): string {
  return `Cut to ${max} characters, the most this field holds: please check the end.`;
}

/**
 * The word for a field cut before the app ran (the early script marks it `data-cut`,
 * src/app/early/page-marks.ts), taking the mark away: '' for any other field.
 */
export function earlierCutWord(field: Element | null): string {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.hasAttribute(CUT)) return '';
  field.removeAttribute(CUT);
  return cutWord(field.maxLength);
}

/** What a `beforeinput` event puts into its field: its text, or a line break (Enter in a text area). */
export function insertedBy(event: InputEvent): string | null {
  if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') return '\n';
  return event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
}
