import * as v from 'valibot';

/**
 * The one place in the app that touches localStorage.
 *
 * Every value is JSON, parsed against a schema on the way in. A value that is not valid JSON or
 * not the expected shape is copied to `<key>.backup` before anything can overwrite it, and the
 * caller starts clean for that part. A failed write (quota full, storage disabled) is reported and
 * the value is kept in memory here, so this tab goes on reading what it last saved until a later
 * write succeeds. Other tabs' writes arrive through the `storage` event. Problems are reported
 * through `onProblem`; the app turns them into messages for the visitor.
 *
 * Stores connect to it through `persist()` (./persist.ts), never by hand.
 */

export const storageKeys = ['users', 'session', 'cart', 'theme', 'newsletter', 'messages', 'orders', 'pin', 'wishlist', 'recent'] as const;
export type StorageKey = (typeof storageKeys)[number];

/** The part of the Web Storage API the adapter needs; `createMemoryStore` gives one for tests. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StorageProblem =
  /** The stored value was unreadable; it was copied to `backupKey` and the app starts clean. */
  | { kind: 'set-aside'; key: StorageKey; backupKey: string }
  /** Records of a list that could not be used were copied, on their own, to `backupKey`; the rest of the list is kept. */
  | { kind: 'records-set-aside'; key: StorageKey; backupKey: string; count: number }
  /** The stored value was unreadable and could not be backed up; it is left untouched and not overwritten. */
  | { kind: 'kept-unreadable'; key: StorageKey }
  /** Saving failed (storage full or refused); the change lives in memory only. */
  | { kind: 'write-failed'; key: StorageKey }
  /** The end of a `write-failed`: a later write of the key succeeded, so what this tab held is stored now. */
  | { kind: 'saved-again'; key: StorageKey }
  /** The browser gives no access to storage at all. */
  | { kind: 'unavailable' };

export type Schema<T> = v.GenericSchema<unknown, T>;

export interface StorageAdapter {
  /** The stored value, or `undefined` when there is none or it was unreadable (and set aside). */
  load<T>(key: StorageKey, schema: Schema<T>): T | undefined;
  /** Stores a value; `false` (and a reported problem) when it could not be written. */
  save(key: StorageKey, value: unknown): boolean;
  remove(key: StorageKey): void;
  /**
   * Copies records a list cannot use to the first free `<key>.backup` slot (a JSON array), never
   * over another backup; false when none could be written, and the caller keeps them where they are.
   */
  setAsideRecords(key: StorageKey, records: readonly unknown[]): boolean;
  /** Whether the key's latest value lives in this tab's memory only (its write failed, and none has succeeded since). */
  inMemoryOnly(key: StorageKey): boolean;
  /** Whether anything at all is stored under the key (readable or not), or held in this tab's memory. */
  holds(key: StorageKey): boolean;
  /**
   * What the key holds, parsed but not checked, and nothing set aside or reported: a hint for a
   * caller that prepares for the store's own reading (which tees a page will draw), never the value
   * itself. Undefined when nothing is stored or it is not JSON.
   */
  peek(key: StorageKey): unknown;
  /**
   * Calls `listener` whenever another tab changes `key` (or clears the whole storage), reading
   * nothing: for a caller that only asks again what it wants to know (`holds`).
   */
  onChange(key: StorageKey, listener: () => void): () => void;
  /** Calls `listener` with the new value whenever another tab changes `key`. */
  watch<T>(key: StorageKey, schema: Schema<T>, listener: (value: T | undefined) => void): () => void;
  /** Subscribes to problems; problems reported earlier are passed to the listener first. */
  onProblem(listener: (problem: StorageProblem) => void): () => void;
}

export interface StorageAdapterOptions {
  /** Returns the backing store; may throw or return null when storage is disabled. */
  backend: () => KeyValueStore | null;
  /** Where `storage` events arrive from (the window in the browser). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
}

const MAX_BACKUPS = 20;

/**
 * An unreadable value's text with every password in it blanked: an old users list whose JSON broke
 * still names its fields, and a backup must never keep a readable password (PRODUCT.md §10). Records
 * that parse are hashed instead, by their list (persisted-list.ts `redact`).
 */
export function withoutPasswords(text: string): string {
  return text.replace(/("(?:password|conformPassword|confirmPassword|pass|pwd)"\s*:\s*)(?:"(?:[^"\\]|\\.)*"?|[^,}\]\s]+)/gi, '$1"[removed]"');
}

export function createStorageAdapter({ backend, events }: StorageAdapterOptions): StorageAdapter {
  const problemListeners = new Set<(problem: StorageProblem) => void>();
  /** Every problem so far, replayed to late listeners so none goes unsaid. */
  const problems: StorageProblem[] = [];
  /** Keys holding an unreadable value we could not back up: never written over. */
  const protectedKeys = new Set<StorageKey>();
  /** Values whose write failed, by key: what this tab reads back until a write succeeds. */
  const unsaved = new Map<StorageKey, unknown>();
  let store: KeyValueStore | null | undefined;

  function report(problem: StorageProblem) {
    problems.push(problem);
    for (const listener of problemListeners) listener(problem);
  }

  function getStore(): KeyValueStore | null {
    if (store !== undefined) return store;
    try {
      store = backend();
    } catch {
      store = null;
    }
    if (store === null) report({ kind: 'unavailable' });
    return store;
  }

  function readRaw(key: string): string | null {
    const target = getStore();
    if (!target) return null;
    try {
      return target.getItem(key);
    } catch {
      return null;
    }
  }

  function parse<T>(raw: string, schema: Schema<T>): { ok: true; value: T } | { ok: false } {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return { ok: false };
    }
    const result = v.safeParse(schema, json);
    return result.success ? { ok: true, value: result.output } : { ok: false };
  }

  /**
   * Writes `raw` to the first free `<key>.backup` slot (or finds it already there), never over
   * another backup: the slot's key, or null when none could be written.
   */
  function backUp(key: StorageKey, raw: string): string | null {
    const target = getStore();
    if (!target) return null;
    for (let attempt = 1; attempt <= MAX_BACKUPS; attempt++) {
      const backupKey = attempt === 1 ? `${key}.backup` : `${key}.backup.${attempt}`;
      const existing = readRaw(backupKey);
      if (existing === raw) return backupKey;
      if (existing !== null) continue;
      try {
        target.setItem(backupKey, raw);
        return backupKey;
      } catch {
        return null;
      }
    }
    return null;
  }

  /**
   * Copies an unreadable value to a backup slot and removes it; left untouched (and never overwritten)
   * when it cannot be. The copy holds no readable password (see withoutPasswords).
   */
  function setAside(key: StorageKey, raw: string) {
    const target = getStore();
    if (!target) return;
    const backupKey = backUp(key, withoutPasswords(raw));
    if (backupKey) {
      removeQuietly(target, key);
      report({ kind: 'set-aside', key, backupKey });
      return;
    }
    protectedKeys.add(key);
    report({ kind: 'kept-unreadable', key });
  }

  function interpret<T>(key: StorageKey, raw: string | null, schema: Schema<T>): T | undefined {
    if (raw === null) return undefined;
    const parsed = parse(raw, schema);
    if (parsed.ok) return parsed.value;
    setAside(key, raw);
    return undefined;
  }

  /** Another tab's changes to `key`, with its new raw value (null when removed, or storage cleared). */
  function changesOf(key: StorageKey, listener: (newValue: string | null) => void): () => void {
    if (!events) return () => {};
    const onStorage = (event: Event) => {
      const { key: changed, newValue } = event as StorageEvent;
      if (changed !== null && changed !== key) return;
      listener(changed === null ? null : newValue);
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }

  return {
    load(key, schema) {
      if (unsaved.has(key)) {
        const kept = v.safeParse(schema, unsaved.get(key));
        if (kept.success) return kept.output;
      }
      return interpret(key, readRaw(key), schema);
    },

    save(key, value) {
      const target = getStore();
      try {
        if (!target || protectedKeys.has(key)) throw new Error('not writable');
        target.setItem(key, JSON.stringify(value));
        if (unsaved.delete(key)) report({ kind: 'saved-again', key });
        return true;
      } catch {
        unsaved.set(key, value);
        report({ kind: 'write-failed', key });
        return false;
      }
    },

    setAsideRecords(key, records) {
      if (records.length === 0) return true;
      const backupKey = backUp(key, JSON.stringify(records));
      if (backupKey) report({ kind: 'records-set-aside', key, backupKey, count: records.length });
      return backupKey !== null;
    },

    inMemoryOnly: (key) => unsaved.has(key),
    holds: (key) => unsaved.has(key) || readRaw(key) !== null,

    peek(key) {
      if (unsaved.has(key)) return unsaved.get(key);
      const raw = readRaw(key);
      try {
        return raw === null ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        return undefined;
      }
    },

    remove(key) {
      unsaved.delete(key);
      const target = getStore();
      if (target && !protectedKeys.has(key)) removeQuietly(target, key);
    },

    onChange: (key, listener) => changesOf(key, () => listener()),
    watch: (key, schema, listener) => changesOf(key, (newValue) => listener(interpret(key, newValue, schema))),

    onProblem(listener) {
      for (const problem of problems) listener(problem);
      problemListeners.add(listener);
      return () => problemListeners.delete(listener);
    },
  };
}

function removeQuietly(target: KeyValueStore, key: string) {
  try {
    target.removeItem(key);
  } catch {
    // Nothing to do: the value stays, and is parsed again next time.
  }
}

export interface MemoryStore extends KeyValueStore {
  readonly data: Map<string, string>;
  /** When set, every write throws like a full or disabled localStorage. */
  failWrites: boolean;
}

/** An in-memory `KeyValueStore` for tests (full or refused storage included). */
export function createMemoryStore(initial: Record<string, string> = {}): MemoryStore {
  const data = new Map(Object.entries(initial));
  return {
    data,
    failWrites: false,
    getItem: (key) => data.get(key) ?? null,
    setItem(key, value) {
      if (this.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(key, String(value));
    },
    removeItem: (key) => void data.delete(key),
  };
}

/** The adapter over the browser's localStorage (also safe to import during prerendering). */
export const storage: StorageAdapter = createStorageAdapter({
  backend: () => (typeof window === 'undefined' ? null : window.localStorage),
  events: typeof window === 'undefined' ? undefined : window,
});
