import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { createMemoryStore, createStorageAdapter, type StorageProblem } from '@/lib/storage';
import { contactSchema, createMessageBox, mailtoLink, storedMessagesSchema } from './messages';

const message = { name: 'Asha', email: 'asha@example.com', subject: 'Sizes & colours?', message: 'Hello!\nDo you have XXL in teal?' };

function setup(initial: Record<string, string> = {}) {
  const store = createMemoryStore(initial);
  const storage = createStorageAdapter({ backend: () => store });
  const problems: StorageProblem[] = [];
  storage.onProblem((problem) => problems.push(problem));
  let n = 0;
  const box = createMessageBox(storage, { now: () => new Date('2026-03-01T10:00:00.000Z'), makeId: () => `m${++n}` });
  const stored = () => JSON.parse(store.data.get('messages') ?? 'null') as unknown;
  return { store, problems, box, stored };
}

describe('contactSchema', () => {
  it('accepts a complete message, trimmed', () => {
    expect(v.parse(contactSchema, { ...message, name: '  Asha ' })).toEqual(message);
  });

  it('says what each empty or wrong field needs', () => {
    const result = v.safeParse(contactSchema, { name: ' ', email: 'asha@', subject: '', message: '' }, { abortPipeEarly: true });
    expect(Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]))).toEqual({
      name: 'Enter your name.',
      email: 'Enter an email address like name@example.com.',
      subject: 'Enter a subject.',
      message: 'Write your message.',
    });
  });

  it('takes a field of only invisible or blank characters as empty, and drops the marks that reorder text', () => {
    const result = v.safeParse(contactSchema, { ...message, name: '\u3164\u2800', subject: '\u034f\u0301', message: '\uffa0\n\u115f' }, { abortPipeEarly: true });
    expect(Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]))).toEqual({
      name: 'Enter your name.',
      subject: 'Enter a subject.',
      message: 'Write your message.',
    });
    expect(v.parse(contactSchema, { ...message, name: 'Asha \u202eahsA' }).name).toBe('Asha ahsA');
  });
});

describe('storedMessagesSchema', () => {
  it('accepts the list the box writes and refuses other shapes', () => {
    const list = [{ id: 'm1', ...message, createdAt: '2026-03-01T10:00:00.000Z' }];
    expect(v.parse(storedMessagesSchema, list)).toEqual(list);
    expect(v.is(storedMessagesSchema, [{ ...list[0], id: '' }])).toBe(false);
    expect(v.is(storedMessagesSchema, [{ ...list[0], createdAt: 'today' }])).toBe(false);
    expect(v.is(storedMessagesSchema, { messages: list })).toBe(false);
  });
});

describe('createMessageBox', () => {
  it('keeps each message under `messages` with an id and the time', () => {
    const { box, stored } = setup();
    expect(box.keep(message)).toEqual({ message: { id: 'm1', ...message, createdAt: '2026-03-01T10:00:00.000Z' }, saved: true });
    box.keep({ ...message, subject: 'Second' });
    expect(stored()).toEqual([
      { id: 'm1', ...message, createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 'm2', ...message, subject: 'Second', createdAt: '2026-03-01T10:00:00.000Z' },
    ]);
  });

  it('sets an unreadable list aside and keeps the new message', () => {
    const { box, store, stored } = setup({ messages: '{oops' });
    expect(box.keep(message).saved).toBe(true);
    expect(store.data.get('messages.backup')).toBe('{oops');
    expect(stored()).toHaveLength(1);
  });

  it('reports a failed write, and saves the message with the next one that can be saved', () => {
    const { box, store, stored, problems } = setup();
    store.failWrites = true;
    expect(box.keep(message).saved).toBe(false);
    expect(problems).toContainEqual({ kind: 'write-failed', key: 'messages' });
    store.failWrites = false;
    box.keep({ ...message, subject: 'Again' });
    expect((stored() as { id: string }[]).map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('gives every message a unique id by default', () => {
    const storage = createStorageAdapter({ backend: () => createMemoryStore() });
    const box = createMessageBox(storage);
    expect(box.keep(message).message.id).not.toBe(box.keep(message).message.id);
  });
});

describe('mailtoLink', () => {
  it('addresses the shop, with the subject and body encoded', () => {
    const link = mailtoLink(message);
    expect(link.startsWith(`mailto:${site.email}?subject=`)).toBe(true);
    const url = new URL(link);
    const params = new URLSearchParams(url.search.replace(/\+/g, '%2B'));
    expect(params.get('subject')).toBe('Sizes & colours?');
    expect(params.get('body')).toBe('Hello!\r\nDo you have XXL in teal?\r\n\r\n— Asha <asha@example.com>');
    expect(link).not.toMatch(/[\s<>]/);
  });

  it('keeps characters that mean something in a URL inside their field', () => {
    const link = mailtoLink({ ...message, subject: 'a&body=evil?x=1 #2 +3' });
    expect(new URLSearchParams(new URL(link).search.replace(/\+/g, '%2B')).get('subject')).toBe('a&body=evil?x=1 #2 +3');
  });
});
