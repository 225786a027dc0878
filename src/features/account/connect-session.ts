import { persist } from '@/lib/persist';
import type { StorageAdapter } from '@/lib/storage';
import { sessionStore } from './session';
import { sessionSchema } from './session-schema';

/** Keeps the session under `session`: loads it, saves sign-ins and sign-outs, follows other tabs. */
export function connectSession(storage: StorageAdapter): () => void {
  return persist(sessionStore, storage, {
    key: 'session',
    schema: sessionSchema,
    fromStored: (session) => ({ session: session ?? null }),
    toStored: ({ session }) => session ?? undefined,
  }).disconnect;
}
