import * as v from 'valibot';
import { createPersistedList, perStorage } from '@/lib/persisted-list';
import type { StorageAdapter } from '@/lib/storage';
import { showsText, withoutBidiControls } from '@/lib/bidi';
import { emailSchema } from '@/lib/validation';
import { contactLimits, type ContactMessage } from './contact-fields';
export { contactLimits, mailtoLink } from './contact-fields';


/**
 * A text field: trimmed, without the marks that reorder text, and empty when it would show nothing
 * (only spaces, invisible or blank characters: lib/bidi.ts).
 */
const shownText = (empty: string, max: number, long: string) =>
  v.pipe(v.string(), v.transform(withoutBidiControls), v.trim(), v.check(showsText, empty), v.maxLength(max, long));

/** The contact form: what each field must hold and what the visitor is told when it does not. */
export const contactSchema = v.object({
  name: shownText('Enter your name.', contactLimits.name, 'Use at most 100 characters.'),
  email: emailSchema,
  subject: shownText('Enter a subject.', contactLimits.subject, 'Use at most 150 characters.'),
  message: shownText('Write your message.', contactLimits.message, 'Use at most 5,000 characters.'),
});

/** Messages kept on this device, under `messages`. */
export const storedMessagesSchema = v.array(
  v.object({
    id: v.pipe(v.string(), v.nonEmpty()),
    name: v.string(),
    email: v.string(),
    subject: v.string(),
    message: v.string(),
    createdAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
);
export type StoredMessage = v.InferOutput<typeof storedMessagesSchema>[number];

export interface MessageBoxOptions {
  now?: () => Date;
  makeId?: () => string;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Keeps contact messages on this device. A message that could not be saved (storage full or
 * refused) stays in memory and is written with the next one that can be.
 */
export function createMessageBox(storage: StorageAdapter, { now = () => new Date(), makeId = randomId }: MessageBoxOptions = {}) {
  const list = createPersistedList<StoredMessage>(storage, 'messages', { record: storedMessagesSchema.item, identify: (message) => message.id });
  return {
    keep(message: ContactMessage): { message: StoredMessage; saved: boolean } {
      const record: StoredMessage = { id: makeId(), ...message, createdAt: now().toISOString() };
      return { message: record, saved: list.add(record) };
    },
  };
}

/** The message box of a storage adapter, made on first use. */
export const messageBoxFor = perStorage((storage: StorageAdapter) => createMessageBox(storage));
export type MessageBox = ReturnType<typeof createMessageBox>;
