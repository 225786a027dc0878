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

  const write = (state: State) => {
    const value = toStored(state);
    if (value === undefined) {
      storage.remove(key);
      saved = true;
    } else {
      saved = storage.save(key, value);
    }
  };

  const take = (stored: Stored | undefined) => {
    const current = store.getState();
    const change = fromStored(stored, current);
    const next = { ...current, ...change };
    held = serialise(next);
    saved = true;
    store.setState(change);
    // A stored value that `fromStored` corrected (lines put together, unknown products dropped) is
    // written back as corrected, once, so the correction (and what it tells the visitor) is not
    // made again on every load. Compared with keys in order, so key order alone is no change.
    if (stored !== undefined && canonical(toStored(next) ?? null) !== canonical(stored)) write(next);
  };

  take(storage.load(key, schema));

  const unsubscribe = store.subscribe((state) => {
    const text = serialise(state);
    if (text === held) return;
    held = text;
    write(state);
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

/** JSON with every object's keys in sorted order: equal values give equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
