import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore, createStorageAdapter } from '@/lib/storage';
import { connectSession } from './connect-session';
import { sessionStore, signIn, signOut } from './session';
import { sessionSchema } from './session-schema';

function setup(initial: Record<string, string> = {}) {
  const store = createMemoryStore(initial);
  const events = new EventTarget();
  const adapter = createStorageAdapter({ backend: () => store, events });
  const disconnect = connectSession(adapter);
  return { store, events, adapter, disconnect };
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  sessionStore.setState({ session: null });
});

describe('sessionSchema', () => {
  const session = { username: 'Asha', email: 'asha@example.com', signedInAt: '2026-03-01T10:00:00.000Z' };

  it('accepts who is signed in, and drops anything else, a password included', () => {
    expect(v.parse(sessionSchema, { ...session, password: 'hunter22' })).toEqual(session);
  });

  it.each([
    ['an empty username', { ...session, username: '' }],
    ['an empty email', { ...session, email: '' }],
    ['a sign-in time that is not a timestamp', { ...session, signedInAt: 'now' }],
    ['a list', [session]],
  ])('refuses %s', (_, value) => {
    expect(v.is(sessionSchema, value)).toBe(false);
  });
});

describe('the session store', () => {
  it('signs in with a username and email only, and keeps that in storage', () => {
    const { store, disconnect } = setup();
    cleanup = disconnect;
    signIn({ username: 'Asha', email: 'asha@example.com', password: 'hunter22' } as { username: string; email: string });
    expect(sessionStore.getState().session).toMatchObject({ username: 'Asha', email: 'asha@example.com' });
    const saved = store.data.get('session') ?? '';
    expect(JSON.parse(saved)).toMatchObject({ username: 'Asha', email: 'asha@example.com' });
    expect(saved).not.toContain('hunter22');
  });

  it('signs out everywhere on this device', () => {
    const { store, disconnect } = setup();
    cleanup = disconnect;
    signIn({ username: 'Asha', email: 'asha@example.com' });
    signOut();
    expect(sessionStore.getState().session).toBeNull();
    expect(store.data.has('session')).toBe(false);
  });

  it('follows sign-ins and sign-outs made in another tab', () => {
    const { events, disconnect } = setup();
    cleanup = disconnect;
    const other = JSON.stringify({ username: 'Ravi', email: 'ravi@example.com', signedInAt: '2026-03-01T10:00:00.000Z' });
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'session', newValue: other }));
    expect(sessionStore.getState().session?.username).toBe('Ravi');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'session', newValue: null }));
    expect(sessionStore.getState().session).toBeNull();
  });

  it('still signs in for this tab when the session cannot be saved', () => {
    const { store, disconnect } = setup();
    cleanup = disconnect;
    store.failWrites = true;
    signIn({ username: 'Asha', email: 'asha@example.com' });
    expect(sessionStore.getState().session?.username).toBe('Asha');
  });
});
