import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createStorageAdapter, withoutPasswords, type KeyValueStore, type StorageProblem } from './storage';

const schema = v.object({ version: v.literal(1), items: v.array(v.string()) });
const good = { version: 1, items: ['a', 'b'] } as const;

function setup(initial: Record<string, string> = {}) {
  const memory = createMemoryStore(initial);
  const events = new EventTarget();
  const adapter = createStorageAdapter({ backend: () => memory, events });
  const problems: StorageProblem[] = [];
  adapter.onProblem((problem) => problems.push(problem));
  return { memory, events, adapter, problems };
}

function storageEvent(key: string | null, newValue: string | null) {
  return new StorageEvent('storage', { key, newValue });
}

describe('createMemoryStore', () => {
  it('stores strings and fails writes on demand', () => {
    const memory = createMemoryStore({ a: '1' });
    expect(memory.getItem('a')).toBe('1');
    expect(memory.getItem('b')).toBeNull();
    memory.setItem('b', '2');
    expect(memory.data.get('b')).toBe('2');
    memory.removeItem('a');
    expect(memory.getItem('a')).toBeNull();
    memory.failWrites = true;
    expect(() => memory.setItem('c', '3')).toThrow(DOMException);
    expect(memory.data.has('c')).toBe(false);
  });
});

describe('storage adapter: load', () => {
  it('returns a valid stored value', () => {
    const { adapter, problems } = setup({ cart: JSON.stringify(good) });
    expect(adapter.load('cart', schema)).toEqual(good);
    expect(problems).toEqual([]);
  });

  it('returns undefined for a missing value, without any problem', () => {
    const { adapter, problems, memory } = setup();
    expect(adapter.load('cart', schema)).toBeUndefined();
    expect(problems).toEqual([]);
    expect(memory.data.size).toBe(0);
  });

  it.each([
    ['corrupt JSON', '{"version":1, items: ['],
    ['the wrong shape', JSON.stringify({ version: 2, items: [] })],
    ['a wrong item type', JSON.stringify({ version: 1, items: [1] })],
    ['JSON null', 'null'],
    ['an empty string', ''],
  ])('sets aside %s under <key>.backup with the raw text, removes the key and reports it', (_what, raw) => {
    const { adapter, problems, memory } = setup({ cart: raw });
    expect(adapter.load('cart', schema)).toBeUndefined();
    expect(memory.data.get('cart.backup')).toBe(raw);
    expect(memory.data.has('cart')).toBe(false);
    expect(problems).toEqual([{ kind: 'set-aside', key: 'cart', backupKey: 'cart.backup' }]);
    // The app starts clean and can save again.
    expect(adapter.save('cart', good)).toBe(true);
    expect(adapter.load('cart', schema)).toEqual(good);
  });

  it('keeps no readable password in the backup of a value that is not JSON', () => {
    const raw = '[{"email":"a@x.io","password":"hunter2"},{"email":"b@x.io","conformPassword": "s3cr\\"et", "password":12345678},{"email":"c@x.io","password":"cut-sho';
    const { adapter, memory } = setup({ users: raw });
    expect(adapter.load('users', schema)).toBeUndefined();
    const backup = memory.data.get('users.backup') ?? '';
    for (const secret of ['hunter2', 's3cr', '12345678', 'cut-sho']) expect(backup).not.toContain(secret);
    expect(backup).toBe(
      '[{"email":"a@x.io","password":"[removed]"},{"email":"b@x.io","conformPassword": "[removed]", "password":"[removed]"},{"email":"c@x.io","password":"[removed]"',
    );
  });

  it('blanks passwords only: every other field of the text stays as it was', () => {
    const text = '{"username":"Pass","passwordHash":"abc","email":"pass@x.io","note":"password: kept"}';
    expect(withoutPasswords(text)).toBe(text);
  });

  it('never overwrites an existing, different backup: a second corrupt value goes to <key>.backup.2', () => {
    const { adapter, problems, memory } = setup({ cart: 'second {', 'cart.backup': 'first {' });
    expect(adapter.load('cart', schema)).toBeUndefined();
    expect(memory.data.get('cart.backup')).toBe('first {');
    expect(memory.data.get('cart.backup.2')).toBe('second {');
    expect(memory.data.has('cart')).toBe(false);
    expect(problems).toEqual([{ kind: 'set-aside', key: 'cart', backupKey: 'cart.backup.2' }]);
  });

  it('uses the next free slot after several backups', () => {
    const { adapter, problems, memory } = setup({
      cart: 'fourth {',
      'cart.backup': 'first {',
      'cart.backup.2': 'second {',
      'cart.backup.3': 'third {',
    });
    adapter.load('cart', schema);
    expect(memory.data.get('cart.backup.4')).toBe('fourth {');
    expect(memory.data.get('cart.backup')).toBe('first {');
    expect(problems).toEqual([{ kind: 'set-aside', key: 'cart', backupKey: 'cart.backup.4' }]);
  });

  it('does not copy a value twice when the same text is already backed up', () => {
    const { adapter, problems, memory } = setup({ cart: 'same {', 'cart.backup': 'same {' });
    expect(adapter.load('cart', schema)).toBeUndefined();
    expect(memory.data.has('cart')).toBe(false);
    expect(memory.data.has('cart.backup.2')).toBe(false);
    expect(problems).toEqual([{ kind: 'set-aside', key: 'cart', backupKey: 'cart.backup' }]);
  });

  it('keeps an unreadable value untouched when it cannot be backed up, and refuses later saves to that key', () => {
    const { adapter, problems, memory } = setup({ cart: 'broken {' });
    memory.failWrites = true;
    expect(adapter.load('cart', schema)).toBeUndefined();
    expect(memory.data.get('cart')).toBe('broken {');
    expect(memory.data.has('cart.backup')).toBe(false);
    expect(problems).toEqual([{ kind: 'kept-unreadable', key: 'cart' }]);

    // Even once writes work again, the unreadable value is never written over or removed.
    memory.failWrites = false;
    expect(adapter.save('cart', good)).toBe(false);
    adapter.remove('cart');
    expect(memory.data.get('cart')).toBe('broken {');
    expect(problems).toEqual([
      { kind: 'kept-unreadable', key: 'cart' },
      { kind: 'write-failed', key: 'cart' },
    ]);
    // Other keys still save.
    expect(adapter.save('theme', 'darkMode')).toBe(true);
    expect(memory.data.get('theme')).toBe('"darkMode"');
  });

  it('keeps the value when every backup slot is taken by other values', () => {
    const initial: Record<string, string> = { cart: 'new {', 'cart.backup': 'old 1' };
    for (let slot = 2; slot <= 20; slot++) initial[`cart.backup.${slot}`] = `old ${slot}`;
    const { adapter, problems, memory } = setup(initial);
    expect(adapter.load('cart', schema)).toBeUndefined();
    expect(memory.data.get('cart')).toBe('new {');
    for (let slot = 2; slot <= 20; slot++) expect(memory.data.get(`cart.backup.${slot}`)).toBe(`old ${slot}`);
    expect(problems).toEqual([{ kind: 'kept-unreadable', key: 'cart' }]);
  });
});

describe('storage adapter: save and remove', () => {
  it('saves a value as JSON', () => {
    const { adapter, memory, problems } = setup();
    expect(adapter.save('cart', good)).toBe(true);
    expect(memory.data.get('cart')).toBe(JSON.stringify(good));
    expect(problems).toEqual([]);
  });

  it('reports saved-again when a key whose write failed is written after all (and only then)', () => {
    const { adapter, memory, problems } = setup();
    expect(adapter.save('cart', good)).toBe(true);
    memory.failWrites = true;
    expect(adapter.save('cart', { ...good, items: ['c'] })).toBe(false);
    expect(adapter.inMemoryOnly('cart')).toBe(true);
    memory.failWrites = false;
    expect(adapter.save('cart', { ...good, items: ['d'] })).toBe(true);
    expect(adapter.save('cart', good)).toBe(true);
    expect(problems).toEqual([
      { kind: 'write-failed', key: 'cart' },
      { kind: 'saved-again', key: 'cart' },
    ]);
    expect(adapter.inMemoryOnly('cart')).toBe(false);
  });

  it('reports write-failed when a write throws, and keeps what was stored', () => {
    const { adapter, memory, problems } = setup({ cart: JSON.stringify(good) });
    memory.failWrites = true;
    expect(adapter.save('cart', { version: 1, items: ['c'] })).toBe(false);
    expect(memory.data.get('cart')).toBe(JSON.stringify(good));
    expect(problems).toEqual([{ kind: 'write-failed', key: 'cart' }]);
  });

  it('removes a key', () => {
    const { adapter, memory } = setup({ session: '{}' });
    adapter.remove('session');
    expect(memory.data.has('session')).toBe(false);
  });

  it('says whether a key holds anything, readable or not, or a value only this tab kept', () => {
    const { adapter, memory } = setup({ users: 'not json', session: '{}' });
    expect(adapter.holds('users')).toBe(true);
    expect(adapter.holds('session')).toBe(true);
    expect(adapter.holds('cart')).toBe(false);
    memory.failWrites = true;
    adapter.save('cart', good);
    expect(adapter.holds('cart')).toBe(true);
    adapter.remove('session');
    expect(adapter.holds('session')).toBe(false);
  });
});

describe('storage adapter: peek', () => {
  it('gives what is stored, parsed but unchecked, and sets nothing aside and reports nothing', () => {
    const { adapter, memory, problems } = setup({ cart: JSON.stringify({ version: 9, odd: true }), orders: 'broken {' });
    expect(adapter.peek('cart')).toEqual({ version: 9, odd: true });
    expect(adapter.peek('orders')).toBeUndefined();
    expect(adapter.peek('wishlist')).toBeUndefined();
    expect(memory.getItem('orders')).toBe('broken {');
    expect(memory.getItem('orders.backup')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('gives the value this tab holds when its write failed', () => {
    const { adapter, memory } = setup();
    memory.failWrites = true;
    expect(adapter.save('cart', good)).toBe(false);
    expect(adapter.peek('cart')).toEqual(good);
  });

  it('gives nothing where there is no storage, or reading it throws', () => {
    expect(createStorageAdapter({ backend: () => null }).peek('cart')).toBeUndefined();
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('boom');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(createStorageAdapter({ backend: () => throwing }).peek('cart')).toBeUndefined();
  });
});

describe('storage adapter: no storage at all', () => {
  it.each([
    [
      'a backend that throws',
      () => {
        throw new DOMException('Access denied', 'SecurityError');
      },
    ],
    ['a backend that returns null', () => null],
  ])('reports unavailable once for %s, and keeps working', (_what, backend: () => KeyValueStore | null) => {
    const adapter = createStorageAdapter({ backend });
    const problems: StorageProblem[] = [];
    adapter.onProblem((problem) => problems.push(problem));
    expect(adapter.load('cart', schema)).toBeUndefined();
    expect(adapter.load('theme', v.string())).toBeUndefined();
    expect(() => adapter.remove('cart')).not.toThrow();
    expect(adapter.save('cart', good)).toBe(false);
    expect(problems.filter((problem) => problem.kind === 'unavailable')).toHaveLength(1);
    expect(problems[0]).toEqual({ kind: 'unavailable' });
    expect(problems).toContainEqual({ kind: 'write-failed', key: 'cart' });
  });

  it('treats a getItem that throws as nothing stored', () => {
    const backend: KeyValueStore = {
      getItem: () => {
        throw new Error('boom');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    const adapter = createStorageAdapter({ backend: () => backend });
    expect(adapter.load('cart', schema)).toBeUndefined();
  });
});

describe('storage adapter: problems', () => {
  it('replays problems reported before a listener subscribed, then reports new ones', () => {
    const memory = createMemoryStore({ cart: 'broken {' });
    const adapter = createStorageAdapter({ backend: () => memory });
    adapter.load('cart', schema);
    memory.failWrites = true;
    adapter.save('theme', 'darkMode');

    const late = vi.fn();
    const unsubscribe = adapter.onProblem(late);
    expect(late.mock.calls).toEqual([
      [{ kind: 'set-aside', key: 'cart', backupKey: 'cart.backup' }],
      [{ kind: 'write-failed', key: 'theme' }],
    ]);

    adapter.save('users', []);
    expect(late).toHaveBeenLastCalledWith({ kind: 'write-failed', key: 'users' });
    expect(late).toHaveBeenCalledTimes(3);

    unsubscribe();
    adapter.save('session', {});
    expect(late).toHaveBeenCalledTimes(3);
  });
});

describe('storage adapter: watch', () => {
  it('calls the listener with the parsed value when the watched key changes in another tab', () => {
    const { adapter, events } = setup();
    const listener = vi.fn();
    adapter.watch('cart', schema, listener);
    events.dispatchEvent(storageEvent('cart', JSON.stringify(good)));
    expect(listener).toHaveBeenCalledWith(good);
  });

  it('ignores other keys', () => {
    const { adapter, events } = setup();
    const listener = vi.fn();
    adapter.watch('cart', schema, listener);
    events.dispatchEvent(storageEvent('theme', '"darkMode"'));
    events.dispatchEvent(storageEvent('cart.backup', 'x'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('reacts to the key being removed and to the whole storage being cleared (key null)', () => {
    const { adapter, events } = setup();
    const listener = vi.fn();
    adapter.watch('cart', schema, listener);
    events.dispatchEvent(storageEvent('cart', null));
    events.dispatchEvent(storageEvent(null, null));
    expect(listener.mock.calls).toEqual([[undefined], [undefined]]);
  });

  it('sets aside an unreadable value written by another tab and passes undefined', () => {
    const { adapter, events, memory, problems } = setup();
    memory.data.set('cart', 'broken {');
    const listener = vi.fn();
    adapter.watch('cart', schema, listener);
    events.dispatchEvent(storageEvent('cart', 'broken {'));
    expect(listener).toHaveBeenCalledWith(undefined);
    expect(memory.data.get('cart.backup')).toBe('broken {');
    expect(problems).toEqual([{ kind: 'set-aside', key: 'cart', backupKey: 'cart.backup' }]);
  });

  it('stops after unsubscribing', () => {
    const { adapter, events } = setup();
    const listener = vi.fn();
    const unwatch = adapter.watch('cart', schema, listener);
    unwatch();
    events.dispatchEvent(storageEvent('cart', JSON.stringify(good)));
    expect(listener).not.toHaveBeenCalled();
  });

  it('onChange tells another tab’s change to the key, its removal and a cleared storage, reading nothing', () => {
    const { adapter, events, memory, problems } = setup();
    memory.data.set('cart', 'broken {');
    const listener = vi.fn();
    const stop = adapter.onChange('cart', listener);
    events.dispatchEvent(storageEvent('cart', 'broken {'));
    events.dispatchEvent(storageEvent('theme', '"darkMode"'));
    events.dispatchEvent(storageEvent('cart', null));
    events.dispatchEvent(storageEvent(null, null));
    expect(listener.mock.calls).toEqual([[], [], []]);
    // Nothing was read, so nothing unreadable was set aside.
    expect(memory.data.get('cart')).toBe('broken {');
    expect(problems).toEqual([]);
    stop();
    events.dispatchEvent(storageEvent('cart', '{}'));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('is a no-op without an event source', () => {
    const adapter = createStorageAdapter({ backend: () => createMemoryStore() });
    expect(() => adapter.onChange('cart', vi.fn())()).not.toThrow();
    const unwatch = adapter.watch('cart', schema, vi.fn());
    expect(unwatch).toBeTypeOf('function');
    expect(() => unwatch()).not.toThrow();
  });
});
