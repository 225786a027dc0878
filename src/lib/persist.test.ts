import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand';
import { persist } from './persist';
import { createPersistedList, perStorage } from './persisted-list';
import { createMemoryStore, createStorageAdapter, type StorageProblem } from './storage';
import { runs } from '@/test/runs';

const schema = v.object({ count: v.number() });

function setup(initial: Record<string, string> = {}) {
  const memory = createMemoryStore(initial);
  const events = new EventTarget();
  const storage = createStorageAdapter({ backend: () => memory, events });
  const problems: StorageProblem[] = [];
  storage.onProblem((problem) => problems.push(problem));
  const store = createStore<{ count: number; label: string }>()(() => ({ count: 0, label: 'x' }));
  const persistence = persist(store, storage, {
    key: 'cart',
    schema,
    fromStored: (stored) => ({ count: stored?.count ?? 0 }),
    toStored: ({ count }) => (count === 0 ? undefined : { count }),
  });
  const fromOtherTab = (raw: string | null) => {
    if (raw === null) memory.data.delete('cart');
    else memory.data.set('cart', raw);
    events.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: raw }));
  };
  return { memory, storage, store, persistence, problems, fromOtherTab };
}

describe('persist', () => {
  it('loads the stored value into the store without writing it back', () => {
    const { store, memory } = setup({ cart: '{"count":3}' });
    expect(store.getState()).toEqual({ count: 3, label: 'x' });
    expect(memory.data.get('cart')).toBe('{"count":3}');
  });

  it('writes back, once, a stored value it corrected, and leaves one it only read in another key order', () => {
    const memory = createMemoryStore({ cart: '{"count":14}' });
    const storage = createStorageAdapter({ backend: () => memory });
    let writes = 0;
    const setItem = memory.setItem.bind(memory);
    memory.setItem = (key, value) => {
      writes++;
      setItem(key, value);
    };
    const connect = () =>
      persist(createStore<{ count: number; label: string }>()(() => ({ count: 0, label: 'x' })), storage, {
        key: 'cart',
        schema: v.object({ count: v.number(), label: v.optional(v.string()) }),
        fromStored: (stored) => ({ count: Math.min(stored?.count ?? 0, 10) }),
        toStored: ({ count }) => ({ label: 'tee', count }),
      });
    connect();
    expect(memory.data.get('cart')).toBe('{"label":"tee","count":10}');
    expect(writes).toBe(1);
    memory.data.set('cart', '{"count":10,"label":"tee"}');
    connect();
    expect(writes).toBe(1);
  });

  it('saves when what it stores changes, and only then', () => {
    const { store, memory } = setup();
    let writes = 0;
    const setItem = memory.setItem.bind(memory);
    memory.setItem = (key, value) => {
      writes++;
      setItem(key, value);
    };
    store.setState({ count: 2 });
    expect(memory.data.get('cart')).toBe('{"count":2}');
    store.setState({ label: 'not stored' });
    expect(writes).toBe(1);
  });

  it('removes the key when the state stores nothing', () => {
    const { store, memory } = setup({ cart: '{"count":3}' });
    store.setState({ count: 0 });
    expect(memory.data.has('cart')).toBe(false);
  });

  it('takes in another tab’s change and never writes it back', () => {
    const { store, memory, fromOtherTab } = setup();
    let writes = 0;
    const setItem = memory.setItem.bind(memory);
    memory.setItem = (key, value) => {
      writes++;
      setItem(key, value);
    };
    fromOtherTab('{"count":7}');
    expect(store.getState().count).toBe(7);
    fromOtherTab(null);
    expect(store.getState().count).toBe(0);
    expect(writes).toBe(0);
  });

  it('after a failed write keeps the state, says it is unsaved, and saves it with the next write', () => {
    const { store, memory, persistence, problems, storage } = setup();
    memory.failWrites = true;
    store.setState({ count: 4 });
    expect(persistence.saved()).toBe(false);
    expect(store.getState().count).toBe(4);
    expect(problems).toEqual([{ kind: 'write-failed', key: 'cart' }]);
    // The adapter keeps the value: reading the key again gives what this tab last saved.
    expect(storage.load('cart', schema)).toEqual({ count: 4 });
    expect(storage.inMemoryOnly('cart')).toBe(true);
    persistence.reload();
    expect(store.getState().count).toBe(4);
    // Read back from the adapter's memory, it is still not in storage.
    expect(persistence.saved()).toBe(false);
    memory.failWrites = false;
    store.setState({ count: 5 });
    expect(persistence.saved()).toBe(true);
    expect(storage.inMemoryOnly('cart')).toBe(false);
    expect(memory.data.get('cart')).toBe('{"count":5}');
  });

  it('stops saving and following other tabs once disconnected', () => {
    const { store, memory, persistence, fromOtherTab } = setup();
    persistence.disconnect();
    store.setState({ count: 9 });
    expect(memory.data.has('cart')).toBe(false);
    fromOtherTab('{"count":2}');
    expect(store.getState().count).toBe(9);
  });
});

describe('createPersistedList', () => {
  const record = v.object({ id: v.string() });

  it('adds records, reads what another tab wrote, and keeps unsaved records until a write succeeds', () => {
    const memory = createMemoryStore();
    const storage = createStorageAdapter({ backend: () => memory });
    const list = createPersistedList(storage, 'messages', { record });
    expect(list.add({ id: 'a' })).toBe(true);
    // Another tab (no event here) adds one: the next read sees it.
    memory.data.set('messages', JSON.stringify([{ id: 'a' }, { id: 'b' }]));
    expect(list.read()).toEqual([{ id: 'a' }, { id: 'b' }]);
    memory.failWrites = true;
    expect(list.add({ id: 'c' })).toBe(false);
    expect(list.read()).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(list.saved()).toBe(false);
    memory.failWrites = false;
    expect(list.add({ id: 'd' })).toBe(true);
    expect(list.saved()).toBe(true);
    expect(JSON.parse(memory.data.get('messages') ?? '[]')).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }]);
  });

  it('checks record by record: a bad record is set aside alone, redacted, and the good ones stay', async () => {
    const memory = createMemoryStore({ messages: JSON.stringify([{ id: 'a' }, { id: 7, secret: 'x' }, { id: 'b' }, 'junk']) });
    const storage = createStorageAdapter({ backend: () => memory });
    const problems: StorageProblem[] = [];
    storage.onProblem((problem) => problems.push(problem));
    const list = createPersistedList(storage, 'messages', {
      record,
      redact: async (raw) => (typeof raw === 'object' && raw !== null ? { ...raw, secret: 'hidden' } : raw),
    });
    expect(list.read()).toEqual([{ id: 'a' }, { id: 'b' }]);
    // Until their backup is written, the bad records stay in the stored list: nothing can be lost.
    expect(JSON.parse(memory.data.get('messages') ?? '[]')).toEqual([{ id: 'a' }, { id: 'b' }, { id: 7, secret: 'x' }, 'junk']);
    await list.settled();
    expect(JSON.parse(memory.data.get('messages.backup') ?? 'null')).toEqual([{ id: 7, secret: 'hidden' }, 'junk']);
    expect(JSON.parse(memory.data.get('messages') ?? '[]')).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(problems).toEqual([{ kind: 'records-set-aside', key: 'messages', backupKey: 'messages.backup', count: 2 }]);
    // Read again (a reload): nothing more to set aside, no new problem.
    const again = createPersistedList(createStorageAdapter({ backend: () => memory }), 'messages', { record });
    expect(again.read()).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('repairs a record that can be made usable before checking it', () => {
    const memory = createMemoryStore({ messages: JSON.stringify([{ id: 1 }, { id: 'b' }]) });
    const list = createPersistedList(createStorageAdapter({ backend: () => memory }), 'messages', {
      record,
      repair: (raw) => (typeof raw === 'object' && raw !== null && 'id' in raw ? { id: String(raw.id) } : raw),
    });
    expect(list.read()).toEqual([{ id: '1' }, { id: 'b' }]);
    expect(JSON.parse(memory.data.get('messages') ?? '[]')).toEqual([{ id: '1' }, { id: 'b' }]);
  });

  it('keeps the bad records in the stored list when their backup cannot be written', async () => {
    const memory = createMemoryStore({ messages: JSON.stringify([{ id: 'a' }, { nope: true }]) });
    const storage = createStorageAdapter({ backend: () => memory });
    const list = createPersistedList(storage, 'messages', { record });
    memory.failWrites = true;
    expect(list.read()).toEqual([{ id: 'a' }]);
    await list.settled();
    memory.failWrites = false;
    expect(memory.data.get('messages.backup')).toBeUndefined();
    expect(JSON.parse(memory.data.get('messages') ?? '[]')).toEqual([{ id: 'a' }, { nope: true }]);
    // The next write keeps them too, until a backup can be made.
    list.add({ id: 'c' });
    expect(JSON.parse(memory.data.get('messages') ?? '[]')).toEqual([{ id: 'a' }, { id: 'c' }, { nope: true }]);
  });

  it('two tabs adding at the same moment keep both records (each merges the other’s instead of replacing its own)', () => {
    const memory = createMemoryStore();
    const eventsA = new EventTarget();
    const eventsB = new EventTarget();
    const tabA = createPersistedList(createStorageAdapter({ backend: () => memory, events: eventsA }), 'messages', { record, identify: (m) => m.id });
    const tabB = createPersistedList(createStorageAdapter({ backend: () => memory, events: eventsB }), 'messages', { record, identify: (m) => m.id });
    // Both read the empty list; A writes, then B writes before A's change reached it (B's read was stale).
    expect(tabA.read()).toEqual([]);
    tabA.add({ id: 'a' });
    const afterA = memory.data.get('messages') ?? '';
    memory.data.set('messages', '[]'); // B's stale view of storage
    tabB.add({ id: 'b' });
    // B's write lands over A's; the storage events arrive.
    expect(JSON.parse(memory.data.get('messages') ?? '[]')).toEqual([{ id: 'b' }]);
    eventsA.dispatchEvent(new StorageEvent('storage', { key: 'messages', newValue: memory.data.get('messages') ?? null }));
    expect(tabA.read()).toEqual([{ id: 'b' }, { id: 'a' }]);
    eventsB.dispatchEvent(new StorageEvent('storage', { key: 'messages', newValue: memory.data.get('messages') ?? null }));
    expect(tabB.read()).toEqual([{ id: 'b' }, { id: 'a' }]);
    expect(JSON.parse(memory.data.get('messages') ?? '[]')).toEqual([{ id: 'b' }, { id: 'a' }]);
    expect(afterA).toBe('[{"id":"a"}]');
  });

  it('merging never loses a record of either tab, and takes the other tab’s copy of one both hold (property)', () => {
    const versioned = v.object({ id: v.string(), note: v.string() });
    const records = fc.uniqueArray(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), note: fc.string({ maxLength: 3 }) }), { selector: (r) => r.id });
    fc.assert(
      fc.property(records, records, (mine, theirs) => {
        const memory = createMemoryStore({ messages: JSON.stringify(mine) });
        const events = new EventTarget();
        const list = createPersistedList(createStorageAdapter({ backend: () => memory, events }), 'messages', { record: versioned, identify: (r) => r.id });
        list.read();
        memory.data.set('messages', JSON.stringify(theirs));
        events.dispatchEvent(new StorageEvent('storage', { key: 'messages', newValue: JSON.stringify(theirs) }));
        const merged = list.read();
        expect(new Set(merged.map((r) => r.id))).toEqual(new Set([...mine, ...theirs].map((r) => r.id)));
        for (const record of theirs) expect(merged).toContainEqual(record);
        expect(JSON.parse(memory.data.get('messages') ?? '[]')).toEqual(merged);
      }),
      runs(1000),
    );
  });

  it('where both tabs hold a record, `settle` chooses the copy kept, whichever side wrote last', () => {
    const flagged = v.object({ id: v.string(), gone: v.boolean() });
    const memory = createMemoryStore({ messages: JSON.stringify([{ id: 'a', gone: false }]) });
    const events = new EventTarget();
    const rules = { record: flagged, identify: (r: { id: string }) => r.id, settle: (kept: { id: string; gone: boolean }, incoming: { id: string; gone: boolean }) => (kept.gone ? kept : incoming) };
    const list = createPersistedList(createStorageAdapter({ backend: () => memory, events }), 'messages', rules);
    list.write([{ id: 'a', gone: true }]);
    // Another tab's stale copy arrives: this tab's choice stands, and is written back.
    memory.data.set('messages', JSON.stringify([{ id: 'a', gone: false }, { id: 'b', gone: false }]));
    events.dispatchEvent(new StorageEvent('storage', { key: 'messages', newValue: memory.data.get('messages') ?? null }));
    expect(list.read()).toEqual([{ id: 'a', gone: true }, { id: 'b', gone: false }]);
    expect(JSON.parse(memory.data.get('messages') ?? '[]')).toEqual([{ id: 'a', gone: true }, { id: 'b', gone: false }]);
    // And the same when this tab writes over a stale copy it has not yet heard of.
    memory.data.set('messages', JSON.stringify([{ id: 'a', gone: false }, { id: 'b', gone: false }]));
    list.add({ id: 'c', gone: false });
    expect(JSON.parse(memory.data.get('messages') ?? '[]')).toEqual([{ id: 'a', gone: true }, { id: 'b', gone: false }, { id: 'c', gone: false }]);
  });

  it('takes a single stored record (not in a list) as a list of one', () => {
    const memory = createMemoryStore({ messages: JSON.stringify({ id: 'a' }) });
    const list = createPersistedList(createStorageAdapter({ backend: () => memory }), 'messages', { record });
    expect(list.read()).toEqual([{ id: 'a' }]);
  });
});

describe('perStorage', () => {
  it('makes one instance per storage adapter, on first use', () => {
    let made = 0;
    const forStorage = perStorage(() => ({ n: ++made }));
    expect(made).toBe(0);
    const a = createStorageAdapter({ backend: () => createMemoryStore() });
    const b = createStorageAdapter({ backend: () => createMemoryStore() });
    expect(forStorage(a)).toBe(forStorage(a));
    expect(forStorage(b)).not.toBe(forStorage(a));
    expect(made).toBe(2);
  });
});
