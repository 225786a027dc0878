import * as v from 'valibot';
import { createStore } from 'zustand';
import { persist } from './persist';
import type { Schema, StorageAdapter, StorageKey } from './storage';

/**
 * A list of records kept under one key (the users, the newsletter sign-ups, the contact messages,
 * the orders), connected through `persist()`. Reads take the stored list afresh, so what another
 * tab wrote is seen; a list that could not be saved stays in memory (and in the adapter) until a
 * write succeeds.
 *
 * The list is checked record by record: a good record is kept, an old one is repaired when it can
 * be (`repair`), and one that cannot be used is set aside on its own in the key's backup (after
 * `redact`, e.g. a plain password hashed), never taking the others with it. Until its backup is
 * written it stays in the stored list, so nothing is lost if the tab closes meanwhile.
 */
export interface PersistedList<T> {
  /** The list as it stands now, this tab's unsaved records included. */
  read(): readonly T[];
  /** Replaces the list; false when it could not be saved (it is kept in memory). */
  write(records: readonly T[]): boolean;
  /** Adds a record at the end; false when it could not be saved. */
  add(record: T): boolean;
  /** Whether the list as it is now has reached storage (false after a failed write, until one succeeds). */
  saved(): boolean;
  /** Writes the list again if it has not reached storage; whether it has now. */
  retry(): boolean;
  /** Settles once the records found unusable so far are in their backup (or could not be). */
  settled(): Promise<void>;
  disconnect(): void;
}

export interface RecordRules<T> {
  /** What a usable record is. */
  record: Schema<T>;
  /** Makes an older or slightly off record usable before it is checked (a missing username filled in). */
  repair?: (raw: unknown) => unknown;
  /** What an unusable record becomes in the backup (no plain password in it); may take a while. */
  redact?: (raw: unknown) => unknown;
  /** Which record this is (an email, an id, an order number): two tabs' lists are merged by it. */
  identify?: (record: T) => string;
  /** Which copy of a record both tabs' lists hold is kept (by default the incoming one). */
  settle?: (kept: T, incoming: T) => T;
}

/** Anything JSON can hold, as the list's records before they are checked; one record on its own counts as a list of one. */
const anyRecords = v.pipe(
  v.unknown(),
  v.transform((value) => (Array.isArray(value) ? (value as unknown[]) : [value])),
);

interface ListState<T> {
  records: readonly T[];
  /** Stored records that cannot be used, kept in the stored list until their backup is written. */
  unusable: readonly unknown[];
}

export function createPersistedList<T>(storage: StorageAdapter, key: StorageKey, rules: RecordRules<T>): PersistedList<T> {
  const { record, repair = (raw) => raw, redact = (raw) => raw, identify = (item: T) => JSON.stringify(item), settle = (_kept: T, incoming: T) => incoming } = rules;
  /** The record a stored value gives, or undefined when it cannot be used. */
  const usable = (raw: unknown): T | undefined => {
    const checked = v.safeParse(record, repair(raw));
    return checked.success ? checked.output : undefined;
  };
  const store = createStore<ListState<T>>()(() => ({ records: [], unusable: [] }));
  /** Unusable records whose backup is being written, so each is handled once. */
  const handling = new Set<string>();
  let setting: Promise<void> = Promise.resolve();

  function setAside(records: readonly unknown[]) {
    const fresh = records.filter((raw) => !handling.has(JSON.stringify(raw)));
    if (fresh.length === 0) return;
    for (const raw of fresh) handling.add(JSON.stringify(raw));
    setting = setting
      .then(async () => {
        const redacted = await Promise.all(fresh.map(async (raw) => redact(raw)));
        if (!storage.setAsideRecords(key, redacted)) return;
        const done = new Set(fresh.map((raw) => JSON.stringify(raw)));
        store.setState(({ unusable }) => ({ unusable: unusable.filter((raw) => !done.has(JSON.stringify(raw))) }));
      })
      .catch((error: unknown) => console.error(`Could not set aside unusable records of “${key}”.`, error))
      .finally(() => {
        for (const raw of fresh) handling.delete(JSON.stringify(raw));
      });
  }

  const persistence = persist(store, storage, {
    key,
    schema: anyRecords,
    fromStored: (stored) => {
      const records: T[] = [];
      const unusable: unknown[] = [];
      for (const raw of stored ?? []) {
        const found = usable(raw);
        if (found === undefined) unusable.push(raw);
        else records.push(found);
      }
      if (unusable.length > 0) queueMicrotask(() => setAside(unusable));
      return { records, unusable };
    },
    toStored: ({ records, unusable }) => [...records, ...unusable],
    // Record by record: every usable record of either list and, where both hold it, the copy
    // `settle` chooses (the incoming one unless told otherwise).
    // Unusable records stay only as the incoming list has them (so one set aside in a tab is not
    // brought back by another, back and forth); the kept list's others go to the backup themselves.
    merge: (kept, incoming) => {
      // Each incoming record read once: its usable form (if any) and its identity.
      const read = incoming.map((raw) => {
        const found = usable(raw);
        return { raw, found, id: found === undefined ? undefined : identify(found) };
      });
      const incomingIds = new Set(read.flatMap(({ id }) => (id === undefined ? [] : [id])));
      const texts = new Set(incoming.map((raw) => JSON.stringify(raw)));
      const keptById = new Map<string, T>();
      const extra: unknown[] = [];
      const aside: unknown[] = [];
      for (const raw of kept) {
        const found = usable(raw);
        if (found === undefined) {
          if (!texts.has(JSON.stringify(raw))) aside.push(raw);
        } else if (incomingIds.has(identify(found))) keptById.set(identify(found), found);
        else extra.push(raw);
      }
      if (aside.length > 0) queueMicrotask(() => setAside(aside));
      const settled = read.map(({ raw, found, id }) => {
        const keptCopy = id === undefined ? undefined : keptById.get(id);
        return found === undefined || keptCopy === undefined ? raw : settle(keptCopy, found);
      });
      return [...settled, ...extra];
    },
  });
  const read = () => {
    persistence.reload();
    return store.getState().records;
  };
  const write = (records: readonly T[]) => {
    store.setState({ records });
    return persistence.saved();
  };
  return {
    read,
    write,
    add: (added) => write([...read(), added]),
    saved: persistence.saved,
    retry: persistence.retry,
    settled: async () => {
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      await setting;
    },
    disconnect: persistence.disconnect,
  };
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
