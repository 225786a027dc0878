import type { StoreApi } from 'zustand';
import type { Schema, StorageAdapter, StorageKey } from './storage';

/** How a store's state is kept under one storage key. */
export interface PersistOptions<State, Stored> {
  key: StorageKey;
  /** What a stored value must look like; anything else is set aside by the adapter. */
  schema: Schema<Stored>;
  /** The part of the state a stored value gives (`undefined`: nothing usable is stored). */
  fromStored: (stored: Stored | undefined, state: State) => Partial<State>;
  /** What to store for a state; `undefined` removes the key. */
  toStored: (state: State) => Stored | undefined;
}

export interface Persistence {
  /** Whether the state as it is now has reached storage (false after a failed write). */
  saved(): boolean;
  /** Reads the key again, for a store that must act on the latest value before it changes it. */
  reload(): void;
  disconnect(): void;
}

/**
 * The one way a store is kept in storage: loads the stored value into the store now, saves the
 * store whenever what it would store changes, and takes in other tabs' changes. Every problem
 * (unreadable value, failed write) is reported by the adapter; after a failed write the state
 * stays in the store, and the adapter keeps the value, until a later write succeeds.
 *
 * Each save compares what would be stored with what storage holds as far as this tab knows, so a
 * change that came from storage (another tab) is never written back.
 */
export function persist<State, Stored>(
  store: StoreApi<State>,
  storage: StorageAdapter,
  { key, schema, fromStored, toStored }: PersistOptions<State, Stored>,
): Persistence {
  let held = '';
  let saved = true;

  const serialise = (state: State) => JSON.stringify(toStored(state) ?? null);

  const take = (stored: Stored | undefined) => {
    const current = store.getState();
    const change = fromStored(stored, current);
    held = serialise({ ...current, ...change });
    saved = true;
    store.setState(change);
  };

  take(storage.load(key, schema));

  const unsubscribe = store.subscribe((state) => {
    const text = serialise(state);
    if (text === held) return;
    held = text;
    const value = toStored(state);
    if (value === undefined) {
      storage.remove(key);
      saved = true;
    } else {
      saved = storage.save(key, value);
    }
  });
  const unwatch = storage.watch(key, schema, take);

  return {
    saved: () => saved,
    reload: () => take(storage.load(key, schema)),
    disconnect() {
      unsubscribe();
      unwatch();
    },
  };
}
