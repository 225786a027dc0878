import * as v from 'valibot';
import { createStore, useStore } from 'zustand';
import type { StorageAdapter } from '@/lib/storage';

/** Who is signed in on this device. Never holds a password. */
export const sessionSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1)),
  email: v.pipe(v.string(), v.email()),
  signedInAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Session = v.InferOutput<typeof sessionSchema>;

interface SessionState {
  session: Session | null;
}

export const sessionStore = createStore<SessionState>()(() => ({ session: null }));

let adapter: StorageAdapter | null = null;

/** Loads the stored session and follows sign-ins and sign-outs in other tabs. */
export function connectSession(storage: StorageAdapter): () => void {
  adapter = storage;
  sessionStore.setState({ session: storage.load('session', sessionSchema) ?? null });
  const unwatch = storage.watch('session', sessionSchema, (session) => {
    sessionStore.setState({ session: session ?? null });
  });
  return () => {
    unwatch();
    adapter = null;
  };
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
