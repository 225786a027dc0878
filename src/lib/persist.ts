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
  /**
   * Puts two stored values together (the cart line by line, a list record by record); where they
   * disagree, `incoming` wins. With it, another tab's change is merged into this tab's instead of
   * replacing it (`incoming` is theirs), and every save first re-reads what is stored and merges
   * it in (`incoming` is ours), so two tabs acting at the same moment both keep their changes.
   */
  merge?: (kept: Stored, incoming: Stored) => Stored;
}

export interface Persistence {
  /** Whether the state as it is now has reached storage (false after a failed write). */
  saved(): boolean;
  /** Reads the key again, for a store that must act on the latest value before it changes it. */
  reload(): void;
  /** Writes the state again if it has not reached storage yet (a failed write); whether it has now. */
  retry(): boolean;
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
  { key, schema, fromStored, toStored, merge }: PersistOptions<State, Stored>,
): Persistence {
  let held = '';
  let saved = true;
  /** The stored value as this tab last read or wrote it (canonical text): anything else in storage is another tab's. */
  let known = '';

  const serialise = (state: State) => JSON.stringify(toStored(state) ?? null);

  const write = (state: State) => {
    const value = toStored(state);
    if (value === undefined) {
      storage.remove(key);
      saved = true;
    } else {
      saved = storage.save(key, value);
      if (saved) known = canonical(value);
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

  /** Another tab's value (or storage's, read afresh): merged with this tab's when the store merges, else taken as it is. */
  const takeTheirs = (theirs: Stored | undefined) => {
    if (theirs !== undefined) known = canonical(theirs);
    const mine = toStored(store.getState());
    if (!merge || theirs === undefined || mine === undefined) return take(theirs);
    take(merge(mine, theirs));
    // Ours had something theirs lacks: write the merged value, so the other tab gets it too.
    const merged = toStored(store.getState());
    if (merged !== undefined && canonical(merged) !== known) write(store.getState());
  };

  const first = storage.load(key, schema);
  known = first === undefined ? '' : canonical(first);
  take(first);

  const unsubscribe = store.subscribe((state) => {
    const text = serialise(state);
    if (text === held) return;
    if (merge) {
      // Another tab may have written since we last looked: put its value and ours together first.
      const theirs = storage.load(key, schema);
      const mine = toStored(state);
      if (theirs !== undefined && mine !== undefined && canonical(theirs) !== known) {
        known = canonical(theirs);
        take(merge(theirs, mine));
        write(store.getState());
        return;
      }
    }
    held = text;
    write(state);
  });
  const unwatch = storage.watch(key, schema, takeTheirs);

  return {
    // Also false when the state was read back from the adapter's memory (a reload after a failed write).
    saved: () => saved && !storage.inMemoryOnly(key),
    reload: () => takeTheirs(storage.load(key, schema)),
    retry() {
      if (!saved || storage.inMemoryOnly(key)) write(store.getState());
      return saved && !storage.inMemoryOnly(key);
    },
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
