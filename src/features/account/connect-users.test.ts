import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noticeStore } from '@/lib/notices';
import { createMemoryStore, createStorageAdapter, type StorageProblem } from '@/lib/storage';
import { resetStores } from '@/test/stores';
import { createAccounts } from './accounts';
import { connectUsers } from './connect-users';
import { sessionStore } from './session';

function setup(initial: Record<string, string>) {
  const store = createMemoryStore(initial);
  const storage = createStorageAdapter({ backend: () => store });
  const problems: StorageProblem[] = [];
  storage.onProblem((problem) => problems.push(problem));
  const accounts = createAccounts(storage, { iterations: 1_000 });
  return { store, storage, problems, accounts };
}

beforeEach(resetStores);
afterEach(resetStores);

describe('connectUsers (when the accounts are first used)', () => {
  const user = { username: 'Asha', email: 'asha@example.com', passwordHash: 'AAAA', salt: 'AAAA', iterations: 600000, createdAt: '2026-01-01T00:00:00.000Z' };
  const signedIn = (email: string) =>
    sessionStore.setState({ session: { username: 'Asha', email, signedInAt: '2026-11-23T10:00:00.000Z' } });

  it('signs out, saying why, a session whose account is not on this device', async () => {
    const { accounts } = setup({ users: JSON.stringify([user]) });
    signedIn('meera@example.com');
    await connectUsers(accounts);
    expect(sessionStore.getState().session).toBeNull();
    expect(noticeStore.getState().notices).toEqual([
      expect.objectContaining({ tone: 'info', message: expect.stringMatching(/^You have been signed out: the account meera@example\.com is no longer on this device\./) }),
    ]);
  });

  it('keeps a session whose account is here (emails compared case-insensitively), and has nothing to do when signed out', async () => {
    const { accounts } = setup({ users: JSON.stringify([user]) });
    signedIn('ASHA@example.com');
    await connectUsers(accounts);
    expect(sessionStore.getState().session).toMatchObject({ email: 'ASHA@example.com' });
    expect(noticeStore.getState().notices).toEqual([]);

    sessionStore.setState({ session: null });
    await connectUsers(setup({}).accounts);
    expect(noticeStore.getState().notices).toEqual([]);
  });

  it('signs out a session when the users list could not be read (set aside)', async () => {
    const { accounts } = setup({ users: 'not json' });
    signedIn('asha@example.com');
    await connectUsers(accounts);
    expect(sessionStore.getState().session).toBeNull();
  });

  it('upgrades plain passwords straight away', async () => {
    const legacy = [{ username: 'Ravi', email: 'ravi@example.com', password: 'hunter22', conformPassword: 'hunter22' }];
    const { store, accounts } = setup({ users: JSON.stringify(legacy) });
    await connectUsers(accounts);
    const raw = store.data.get('users') ?? '';
    expect(raw).not.toContain('hunter22');
    expect(JSON.parse(raw)).toEqual([expect.objectContaining({ username: 'Ravi', email: 'ravi@example.com', iterations: 1_000 })]);
    await expect(accounts.authenticate('ravi@example.com', 'hunter22')).resolves.toMatchObject({ kind: 'signed-in' });
  });

  it('leaves a current list untouched', async () => {
    const current = JSON.stringify([
      { username: 'A', email: 'a@example.com', passwordHash: 'AAAA', salt: 'AAAA', iterations: 600000, createdAt: '2026-01-01T00:00:00.000Z' },
    ]);
    const { store, accounts, problems } = setup({ users: current });
    await connectUsers(accounts);
    expect(store.data.get('users')).toBe(current);
    expect(problems).toEqual([]);
  });

  it('sets an unreadable list aside as users.backup at once, with a problem to report', async () => {
    const { store, accounts, problems } = setup({ users: 'not json' });
    await connectUsers(accounts);
    expect(store.data.get('users.backup')).toBe('not json');
    expect(store.data.has('users')).toBe(false);
    expect(problems).toEqual([{ kind: 'set-aside', key: 'users', backupKey: 'users.backup' }]);
  });

  it('does nothing when there are no users', async () => {
    const { store, accounts, problems } = setup({});
    await connectUsers(accounts);
    expect(store.data.size).toBe(0);
    expect(problems).toEqual([]);
  });
});
