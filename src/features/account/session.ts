import { createStore, useStore } from 'zustand';
import type { StorageAdapter } from '@/lib/storage';
import type { Session } from './session-schema';

/**
 * Who is signed in, for the header and the forms. This module stays free of validation code, as
 * the header (in every page's first bundle) reads it; reading and checking the stored session is
 * `connectSession`'s job (./connect-session.ts), loaded with the app's start-up chunk.
 */
export type { Session };

interface SessionState {
  session: Session | null;
}

export const sessionStore = createStore<SessionState>()(() => ({ session: null }));

let adapter: StorageAdapter | null = null;

/** Where sign-ins and sign-outs are saved (set by `connectSession`; none means memory only). */
export function setSessionStorage(storage: StorageAdapter | null): void {
  adapter = storage;
}

export function signIn(user: { username: string; email: string }, now = new Date()): Session {
  const session: Session = { username: user.username, email: user.email, signedInAt: now.toISOString() };
  sessionStore.setState({ session });
  adapter?.save('session', session);
  return session;
}

export function signOut(): void {
  sessionStore.setState({ session: null });
  adapter?.remove('session');
}

export function useSession(): Session | null {
  return useStore(sessionStore, (state) => state.session);
}
