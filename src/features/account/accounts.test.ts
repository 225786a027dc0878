import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createStorageAdapter, type StorageProblem } from '@/lib/storage';
import { accountsFor, createAccounts, withoutPlainPassword } from './accounts';
import { hashPassword, toBase64, verifyPassword, type PasswordHash } from './password';

const FEW = 1_000;

function setup(initial: Record<string, string> = {}) {
  const store = createMemoryStore(initial);
  const events = new EventTarget();
  const storage = createStorageAdapter({ backend: () => store, events });
  const problems: StorageProblem[] = [];
  storage.onProblem((problem) => problems.push(problem));
  const accounts = createAccounts(storage, { iterations: FEW, now: () => new Date('2026-03-01T10:00:00.000Z') });
  const users = () => JSON.parse(store.data.get('users') ?? 'null') as Record<string, unknown>[] | null;
  return { store, events, storage, problems, accounts, users };
}

const asha = { username: 'Asha', email: 'asha@example.com', password: 'marigold-88' };

/** "café" with its é as one character (U+00E9) and as "e" plus a combining acute accent (U+0301). */
const COMPOSED = 'caf\u00e9-latte';
const DECOMPOSED = 'cafe\u0301-latte';

/** A hash as this app made them before passwords were normalised: from the characters exactly as typed. */
async function hashedAsTyped(password: string, iterations: number): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return { passwordHash: toBase64(new Uint8Array(bits)), salt: toBase64(salt), iterations };
}

describe('register', () => {
  it('stores the user with a salted hash and never the password', async () => {
    const { accounts, users, store } = setup();
    const result = await accounts.register(asha);
    expect(result).toEqual({ kind: 'registered', user: { username: 'Asha', email: 'asha@example.com' }, saved: true });
    const [user] = users() ?? [];
    expect(Object.keys(user ?? {}).sort()).toEqual(['createdAt', 'email', 'iterations', 'passwordHash', 'salt', 'username']);
    expect(user).toMatchObject({ username: 'Asha', email: 'asha@example.com', iterations: FEW, createdAt: '2026-03-01T10:00:00.000Z' });
    for (const value of store.data.values()) expect(value).not.toContain(asha.password);
  });

  it('refuses an email already registered, whatever its case', async () => {
    const { accounts, users } = setup();
    await accounts.register(asha);
    expect(accounts.isEmailTaken('ASHA@example.COM')).toBe(true);
    expect(accounts.isEmailTaken(' asha@example.com ')).toBe(true);
    expect(accounts.isEmailTaken('ravi@example.com')).toBe(false);
    await expect(accounts.register({ ...asha, username: 'Other', email: 'Asha@Example.com' })).resolves.toEqual({ kind: 'email-taken' });
    expect(users()).toHaveLength(1);
  });

  it('adds to the users already stored', async () => {
    const { accounts, users } = setup();
    await accounts.register(asha);
    await accounts.register({ username: 'Ravi', email: 'ravi@example.com', password: 'peacock-77' });
    expect(users()?.map((u) => u.username)).toEqual(['Asha', 'Ravi']);
  });

  it('keeps an unreadable users list as users.backup and starts a fresh list', async () => {
    const { accounts, users, store, problems } = setup({ users: '[{"username":"Lost", broken json' });
    const result = await accounts.register(asha);
    expect(result).toMatchObject({ kind: 'registered', saved: true });
    expect(store.data.get('users.backup')).toBe('[{"username":"Lost", broken json');
    expect(users()?.map((u) => u.username)).toEqual(['Asha']);
    expect(problems).toContainEqual({ kind: 'set-aside', key: 'users', backupKey: 'users.backup' });
  });

  it('never writes over an earlier backup', async () => {
    const { accounts, store } = setup({ users: '{not json', 'users.backup': 'older' });
    await accounts.register(asha);
    expect(store.data.get('users.backup')).toBe('older');
    expect(store.data.get('users.backup.2')).toBe('{not json');
  });

  it('reports a failed write and keeps the account for this tab', async () => {
    const { accounts, store, problems } = setup();
    store.failWrites = true;
    const result = await accounts.register(asha);
    expect(result).toMatchObject({ kind: 'registered', saved: false });
    expect(problems).toContainEqual({ kind: 'write-failed', key: 'users' });
    expect(store.data.has('users')).toBe(false);
    expect(accounts.isEmailTaken('asha@example.com')).toBe(true);
    await expect(accounts.authenticate('asha@example.com', asha.password)).resolves.toMatchObject({ kind: 'signed-in' });
    // Once storage works again, the next save writes the tab's accounts too.
    store.failWrites = false;
    await accounts.register({ username: 'Ravi', email: 'ravi@example.com', password: 'peacock-77' });
    expect(JSON.parse(store.data.get('users') ?? '[]').map((u: { username: string }) => u.username)).toEqual(['Asha', 'Ravi']);
  });

  it('sees users registered in another tab', async () => {
    const { accounts, store, events } = setup();
    const other = createAccounts(createStorageAdapter({ backend: () => store, events }), { iterations: FEW });
    await other.register(asha);
    expect(accounts.isEmailTaken('asha@example.com')).toBe(true);
    await expect(accounts.authenticate('asha@example.com', asha.password)).resolves.toMatchObject({ kind: 'signed-in' });
  });
});

describe('authenticate', () => {
  it('signs in with the right password, whatever the email case, giving no password back', async () => {
    const { accounts } = setup();
    await accounts.register(asha);
    const result = await accounts.authenticate('ASHA@example.com ', asha.password);
    expect(result).toEqual({ kind: 'signed-in', user: { username: 'Asha', email: 'asha@example.com' } });
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { accounts } = setup();
    await accounts.register(asha);
    await expect(accounts.authenticate('asha@example.com', 'marigold-89')).resolves.toEqual({ kind: 'incorrect' });
    await expect(accounts.authenticate('nobody@example.com', asha.password)).resolves.toEqual({ kind: 'incorrect' });
    await expect(accounts.authenticate('asha@example.com', '')).resolves.toEqual({ kind: 'incorrect' });
  });

  it.each([
    ['a composed é and logs in with a decomposed one', COMPOSED, DECOMPOSED],
    ['a decomposed é and logs in with a composed one', DECOMPOSED, COMPOSED],
  ])('takes the same password whatever form its letters were typed in: signs up with %s', async (_, atSignup, atLogin) => {
    const { accounts } = setup();
    await accounts.register({ ...asha, password: atSignup });
    await expect(accounts.authenticate(asha.email, atLogin)).resolves.toMatchObject({ kind: 'signed-in' });
    await expect(accounts.authenticate(asha.email, atSignup)).resolves.toMatchObject({ kind: 'signed-in' });
    await expect(accounts.authenticate(asha.email, 'cafe-latte')).resolves.toEqual({ kind: 'incorrect' });
  });

  it('keeps every account stored before passwords were normalised, and renews a hash made from a decomposed password', async () => {
    const record = async (email: string, password: string) => ({ username: 'Old', email, ...(await hashedAsTyped(password, FEW)), createdAt: '2025-01-01T00:00:00.000Z' });
    const { accounts, users } = setup({
      users: JSON.stringify([await record('composed@example.com', COMPOSED), await record('decomposed@example.com', DECOMPOSED)]),
    });
    // Typed composed then (nearly every keyboard): either form signs in, and nothing is rewritten.
    const before = JSON.stringify(users());
    await expect(accounts.authenticate('composed@example.com', COMPOSED)).resolves.toMatchObject({ kind: 'signed-in' });
    await expect(accounts.authenticate('composed@example.com', DECOMPOSED)).resolves.toMatchObject({ kind: 'signed-in' });
    expect(JSON.stringify(users())).toBe(before);
    // Typed decomposed then: the same characters sign in, and its hash is made again from the
    // composed form, so from then on either form does.
    await expect(accounts.authenticate('decomposed@example.com', COMPOSED)).resolves.toEqual({ kind: 'incorrect' });
    await expect(accounts.authenticate('decomposed@example.com', DECOMPOSED)).resolves.toMatchObject({ kind: 'signed-in' });
    await expect(accounts.authenticate('decomposed@example.com', COMPOSED)).resolves.toMatchObject({ kind: 'signed-in' });
    await expect(accounts.authenticate('decomposed@example.com', DECOMPOSED)).resolves.toMatchObject({ kind: 'signed-in' });
    const renewed = users()?.find((user) => user.email === 'decomposed@example.com');
    expect(renewed).toMatchObject({ username: 'Old', iterations: FEW, createdAt: '2025-01-01T00:00:00.000Z' });
    expect(Object.keys(renewed ?? {}).sort()).toEqual(['createdAt', 'email', 'iterations', 'passwordHash', 'salt', 'username']);
  });

  it('never signs in with a record whose iteration count this app does not write (a tampered record)', async () => {
    for (const count of [1, FEW - 1, FEW + 1, 1_500]) {
      const secret = await hashPassword('old-but-fine', { iterations: count });
      const { accounts } = setup({
        users: JSON.stringify([{ username: 'Old', email: 'old@example.com', ...secret, createdAt: '2025-01-01T00:00:00.000Z' }]),
      });
      await expect(accounts.authenticate('old@example.com', 'old-but-fine'), `${count} iterations`).resolves.toEqual({ kind: 'incorrect' });
    }
  });

  describe('work', () => {
    afterEach(() => vi.restoreAllMocks());

    /** The iteration counts of the PBKDF2 derivations one login computes. */
    async function derivations(login: () => Promise<unknown>): Promise<number[]> {
      const derive = vi.spyOn(crypto.subtle, 'deriveBits');
      await login();
      const counts = derive.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations);
      derive.mockRestore();
      return counts;
    }

    it('is one hash at this app’s count, whether the password is right or wrong, the email unknown, or the record tampered', async () => {
      const tampered = await hashPassword('pw-tampered', { iterations: 1 });
      const { accounts } = setup({
        users: JSON.stringify([{ username: 'T', email: 't@example.com', ...tampered, createdAt: '2025-01-01T00:00:00.000Z' }]),
      });
      await accounts.register(asha);
      expect(await derivations(() => accounts.authenticate(asha.email, asha.password))).toEqual([FEW]);
      expect(await derivations(() => accounts.authenticate(asha.email, 'wrong-password'))).toEqual([FEW]);
      expect(await derivations(() => accounts.authenticate('nobody@example.com', asha.password))).toEqual([FEW]);
      expect(await derivations(() => accounts.authenticate('t@example.com', 'pw-tampered'))).toEqual([FEW]);
    });

    it('is two hashes for a password typed decomposed, whether it is right or wrong or the email unknown', async () => {
      const { accounts } = setup();
      await accounts.register({ ...asha, password: COMPOSED });
      expect(await derivations(() => accounts.authenticate(asha.email, DECOMPOSED))).toEqual([FEW, FEW]);
      expect(await derivations(() => accounts.authenticate(asha.email, 'cafe\u0301-latt\u00e9\u0301'))).toEqual([FEW, FEW]);
      expect(await derivations(() => accounts.authenticate('nobody@example.com', DECOMPOSED))).toEqual([FEW, FEW]);
    });
  });
});

describe('records of the earlier implementation', () => {
  const legacy = [
    { username: 'Ravi', email: 'ravi@example.com', password: 'hunter22', conformPassword: 'hunter22' },
    { username: 'Meera', email: 'Meera@Example.com', password: 'p', conformPassword: 'q' },
  ];

  it('are upgraded before a login, and those users can log in', async () => {
    const { accounts, users, store } = setup({ users: JSON.stringify(legacy) });
    await expect(accounts.authenticate('ravi@example.com', 'hunter22')).resolves.toEqual({
      kind: 'signed-in',
      user: { username: 'Ravi', email: 'ravi@example.com' },
    });
    await expect(accounts.authenticate('meera@example.com', 'p')).resolves.toMatchObject({ kind: 'signed-in' });
    await expect(accounts.authenticate('meera@example.com', 'q')).resolves.toEqual({ kind: 'incorrect' });
    expect(users()?.map((u) => [u.username, u.email])).toEqual([
      ['Ravi', 'ravi@example.com'],
      ['Meera', 'Meera@Example.com'],
    ]);
    for (const user of users() ?? []) {
      expect(user).not.toHaveProperty('password');
      expect(user).not.toHaveProperty('conformPassword');
    }
    const raw = store.data.get('users') ?? '';
    expect(raw).not.toContain('hunter22');
    expect(raw).not.toContain('"p"');
  });

  it('are upgraded before a signup, which still refuses their emails', async () => {
    const { accounts, users } = setup({ users: JSON.stringify(legacy) });
    await expect(accounts.register({ username: 'Ravi 2', email: 'RAVI@example.com', password: 'something-new' })).resolves.toEqual({
      kind: 'email-taken',
    });
    expect(JSON.stringify(users())).not.toContain('hunter22');
  });

  it('are upgraded once even when asked twice at the same time', async () => {
    const { accounts, users } = setup({ users: JSON.stringify(legacy) });
    await Promise.all([accounts.upgrade(), accounts.upgrade()]);
    const first = users();
    await accounts.upgrade();
    expect(users()).toEqual(first);
  });

  it('upgrade in memory when the upgraded list cannot be saved, and still log in', async () => {
    const { accounts, store, problems } = setup({ users: JSON.stringify(legacy) });
    store.failWrites = true;
    await expect(accounts.authenticate('ravi@example.com', 'hunter22')).resolves.toMatchObject({ kind: 'signed-in' });
    expect(problems).toContainEqual({ kind: 'write-failed', key: 'users' });
    await expect(accounts.authenticate('ravi@example.com', 'wrong')).resolves.toEqual({ kind: 'incorrect' });
  });

  it('an empty legacy username becomes the email’s local part', async () => {
    const { accounts } = setup({ users: JSON.stringify([{ username: '', email: 'x@example.com', password: 'pw' }]) });
    await expect(accounts.authenticate('x@example.com', 'pw')).resolves.toEqual({
      kind: 'signed-in',
      user: { username: 'x', email: 'x@example.com' },
    });
  });
});

describe('a users list with records that are off, checked one by one', () => {
  /** Every stored value of the users key and its backups, as text. */
  const everything = (store: { data: Map<string, string> }) => [...store.data].filter(([key]) => key.startsWith('users')).map(([, value]) => value).join('\n');

  it('a legacy record without a username beside a good one: both upgraded, both sign in, no plain password anywhere', async () => {
    const { accounts, store, users, problems } = setup({
      users: JSON.stringify([
        { email: 'old@x.io', password: 'oldpass1' },
        { username: 'C', email: 'c@x.io', password: 'secret-c' },
      ]),
    });
    await expect(accounts.authenticate('old@x.io', 'oldpass1')).resolves.toEqual({ kind: 'signed-in', user: { username: 'old', email: 'old@x.io' } });
    await expect(accounts.authenticate('c@x.io', 'secret-c')).resolves.toEqual({ kind: 'signed-in', user: { username: 'C', email: 'c@x.io' } });
    expect(users()?.map((user) => user.username)).toEqual(['old', 'C']);
    expect(everything(store)).not.toMatch(/oldpass1|secret-c/);
    expect(store.data.has('users.backup')).toBe(false);
    expect(problems).toEqual([]);
  });

  it('repairs what can be repaired: a numeric password, a null username, an unreadable creation time', async () => {
    const stored = await hashPassword('fine-pass', { iterations: FEW });
    const { accounts, store } = setup({
      users: JSON.stringify([
        { username: 'N', email: 'n@x.io', password: 12345678 },
        { username: null, email: 'null@x.io', password: 'null-pass' },
        { username: 'D', email: 'd@x.io', ...stored, createdAt: 'last Tuesday' },
      ]),
    });
    await expect(accounts.authenticate('n@x.io', '12345678')).resolves.toMatchObject({ kind: 'signed-in' });
    await expect(accounts.authenticate('null@x.io', 'null-pass')).resolves.toEqual({ kind: 'signed-in', user: { username: 'null', email: 'null@x.io' } });
    await expect(accounts.authenticate('d@x.io', 'fine-pass')).resolves.toMatchObject({ kind: 'signed-in' });
    expect(store.data.has('users.backup')).toBe(false);
    expect(everything(store)).not.toMatch(/12345678|null-pass/);
  });

  it('sets aside only the records that cannot be used, with their passwords hashed, and says how many', async () => {
    const good = await hashPassword('good-pass', { iterations: FEW });
    const { accounts, store, problems, users } = setup({
      users: JSON.stringify([
        { username: 'G', email: 'g@x.io', ...good, createdAt: '2026-01-01T00:00:00.000Z' },
        { username: 'S', email: 's@x.io', ...good, salt: '%%% not base64 %%%', createdAt: '2026-01-01T00:00:00.000Z' },
        { username: 'I', email: 'i@x.io', ...good, iterations: 1e9, createdAt: '2026-01-01T00:00:00.000Z' },
        { username: 'NoEmail', password: 'plain-secret' },
      ]),
    });
    await expect(accounts.authenticate('g@x.io', 'good-pass')).resolves.toMatchObject({ kind: 'signed-in' });
    await vi.waitFor(() => expect(store.data.has('users.backup')).toBe(true));
    const backup = JSON.parse(store.data.get('users.backup') ?? '[]') as Record<string, unknown>[];
    expect(backup.map((user) => user.username)).toEqual(['S', 'I', 'NoEmail']);
    expect(backup[2]).toMatchObject({ username: 'NoEmail', iterations: FEW });
    expect(backup[2]).not.toHaveProperty('password');
    await vi.waitFor(() => expect(users()?.map((user) => user.username)).toEqual(['G']));
    expect(everything(store)).not.toContain('plain-secret');
    expect(problems).toEqual([{ kind: 'records-set-aside', key: 'users', backupKey: 'users.backup', count: 3 }]);
  });
});

describe('reading the users list', () => {
  it('happens when the accounts are first asked something, not when they are made (the forms make them as they render)', () => {
    const store = createMemoryStore({ users: JSON.stringify([{ username: 'Asha', email: 'asha@example.com', password: 'marigold-88' }]) });
    const reads: string[] = [];
    const counted = { ...store, getItem: (key: string) => (reads.push(key), store.getItem(key)) };
    const accounts = createAccounts(createStorageAdapter({ backend: () => counted }), { iterations: FEW });
    expect(reads).toEqual([]);
    expect(accounts.isEmailTaken('asha@example.com')).toBe(true);
    expect(reads).toContain('users');
  });
});

describe('accountsFor', () => {
  it('gives one shared instance per storage adapter', () => {
    const a = createStorageAdapter({ backend: () => createMemoryStore() });
    const b = createStorageAdapter({ backend: () => createMemoryStore() });
    expect(accountsFor(a)).toBe(accountsFor(a));
    expect(accountsFor(a)).not.toBe(accountsFor(b));
  });
});

describe('withoutPlainPassword', () => {
  it('hashes a plain password wherever it is in a record and drops confirmations, leaving nothing readable', async () => {
    const redacted = await withoutPlainPassword({ 'ravi@example.com': { password: 'hunter22', conformPassword: 'hunter22' }, list: [{ password: 42 }], note: 'kept' }, FEW);
    const text = JSON.stringify(redacted);
    expect(text).not.toMatch(/hunter22|"password"|conformPassword|"42"/);
    expect(redacted).toMatchObject({ 'ravi@example.com': { iterations: FEW }, list: [{ iterations: FEW }], note: 'kept' });
    const inner = (redacted as Record<string, Record<string, string>>)['ravi@example.com']!;
    await expect(verifyPassword('hunter22', { passwordHash: inner.passwordHash!, salt: inner.salt!, iterations: FEW })).resolves.toBe(true);
  });
});
