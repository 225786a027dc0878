import { describe, expect, it } from 'vitest';
import { createMemoryStore, createStorageAdapter, type StorageProblem } from '@/lib/storage';
import { accountsFor } from './accounts';
import { connectUsers } from './connect-users';
import { upgradeStoredUsers } from './upgrade-stored-users';

function setup(initial: Record<string, string>) {
  const store = createMemoryStore(initial);
  const storage = createStorageAdapter({ backend: () => store });
  const problems: StorageProblem[] = [];
  storage.onProblem((problem) => problems.push(problem));
  return { store, storage, problems };
}

describe('connectUsers (at start-up)', () => {
  it('upgrades plain passwords straight away', async () => {
    const legacy = [{ username: 'Ravi', email: 'ravi@example.com', password: 'hunter22', conformPassword: 'hunter22' }];
    const { store, storage } = setup({ users: JSON.stringify(legacy) });
    await connectUsers(storage, { iterations: 1_000 });
    const raw = store.data.get('users') ?? '';
    expect(raw).not.toContain('hunter22');
    expect(JSON.parse(raw)).toEqual([expect.objectContaining({ username: 'Ravi', email: 'ravi@example.com', iterations: 1_000 })]);
    await expect(accountsFor(storage).authenticate('ravi@example.com', 'hunter22')).resolves.toMatchObject({ kind: 'signed-in' });
  });

  it('leaves a current list untouched', async () => {
    const current = JSON.stringify([
      { username: 'A', email: 'a@example.com', passwordHash: 'AAAA', salt: 'AAAA', iterations: 600000, createdAt: '2026-01-01T00:00:00.000Z' },
    ]);
    const { store, storage, problems } = setup({ users: current });
    await connectUsers(storage);
    expect(store.data.get('users')).toBe(current);
    expect(problems).toEqual([]);
  });

  it('sets an unreadable list aside as users.backup at once, with a problem to report', async () => {
    const { store, storage, problems } = setup({ users: 'not json' });
    await connectUsers(storage);
    expect(store.data.get('users.backup')).toBe('not json');
    expect(store.data.has('users')).toBe(false);
    expect(problems).toEqual([{ kind: 'set-aside', key: 'users', backupKey: 'users.backup' }]);
  });

  it('does nothing when there are no users', async () => {
    const { store, storage, problems } = setup({});
    await connectUsers(storage);
    expect(store.data.size).toBe(0);
    expect(problems).toEqual([]);
  });

  it('is what the start-up’s background upgrade runs (upgradeStoredUsers loads it on demand)', async () => {
    const legacy = [{ username: 'Ravi', email: 'ravi@example.com', password: 'hunter22', conformPassword: 'hunter22' }];
    const { store, storage } = setup({ users: JSON.stringify(legacy) });
    await upgradeStoredUsers(storage);
    expect(store.data.get('users') ?? '').not.toContain('hunter22');
    await expect(accountsFor(storage).authenticate('ravi@example.com', 'hunter22')).resolves.toMatchObject({ kind: 'signed-in' });
  });
});
