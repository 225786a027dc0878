import { createStore } from 'zustand';
import { persist } from './persist';
import type { Schema, StorageAdapter, StorageKey } from './storage';

/**
 * A list of records kept under one key (the users, the newsletter sign-ups, the contact messages),
 * connected through `persist()`. Reads take the stored list afresh, so what another tab wrote is
 * seen; a list that could not be saved stays in memory (and in the adapter) until a write succeeds.
 */
export interface PersistedList<T> {
  /** The list as it stands now, this tab's unsaved records included. */
  read(): readonly T[];
  /** Replaces the list; false when it could not be saved (it is kept in memory). */
  write(records: readonly T[]): boolean;
  /** Adds a record at the end; false when it could not be saved. */
  add(record: T): boolean;
  disconnect(): void;
}

export function createPersistedList<T>(storage: StorageAdapter, key: StorageKey, schema: Schema<T[]>): PersistedList<T> {
  const store = createStore<{ records: readonly T[] }>()(() => ({ records: [] }));
  const persistence = persist(store, storage, {
    key,
    schema,
    fromStored: (records) => ({ records: records ?? [] }),
    toStored: ({ records }) => [...records],
  });
  const read = () => {
    persistence.reload();
    return store.getState().records;
  };
  const write = (records: readonly T[]) => {
    store.setState({ records });
    return persistence.saved();
  };
  return { read, write, add: (record) => write([...read(), record]), disconnect: persistence.disconnect };
}

/**
 * One instance per storage adapter, made on first use (never at import time): the forms and
 * start-up share it, and tests get a fresh one with their own in-memory storage.
 */
export function perStorage<T, Options>(create: (storage: StorageAdapter, options?: Options) => T) {
  const made = new WeakMap<StorageAdapter, T>();
  return (storage: StorageAdapter, options?: Options): T => {
    let instance = made.get(storage);
    if (!instance) {
      instance = create(storage, options);
      made.set(storage, instance);
    }
    return instance;
  };
}
