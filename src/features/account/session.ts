import { createStore, useStore } from 'zustand';
import type { Session } from './session-schema';

/**
 * Who is signed in, for the header and the forms. This module stays free of validation and
 * storage code, as the header (in every page's first bundle) reads it; `connectSession`
 * (./connect-session.ts, loaded with the app's start-up chunk) keeps it in storage.
 */
export type { Session };

interface SessionState {
  session: Session | null;
}

export const sessionStore = createStore<SessionState>()(() => ({ session: null }));

export function signIn(user: { username: string; email: string }, now = new Date()): Session {
  const session: Session = { username: user.username, email: user.email, signedInAt: now.toISOString() };
  sessionStore.setState({ session });
  return session;
}

export function signOut(): void {
  sessionStore.setState({ session: null });
}

export function useSession(): Session | null {
  return useStore(sessionStore, (state) => state.session);
}
