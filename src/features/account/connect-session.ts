import type { StorageAdapter } from '@/lib/storage';
import { sessionStore, setSessionStorage } from './session';
import { sessionSchema } from './session-schema';

/** Loads the stored session and follows sign-ins and sign-outs in other tabs. */
export function connectSession(storage: StorageAdapter): () => void {
  setSessionStorage(storage);
  sessionStore.setState({ session: storage.load('session', sessionSchema) ?? null });
  const unwatch = storage.watch('session', sessionSchema, (session) => {
    sessionStore.setState({ session: session ?? null });
  });
  return () => {
    unwatch();
    setSessionStorage(null);
  };
}
