import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/account/session';
import { resetStores } from '@/test/stores';
import { markAppReady } from './ready';
import { startStores } from './start';

/** Every key read from localStorage, in order. */
let reads: string[] = [];

beforeEach(() => {
  resetStores();
  reads = [];
  const getItem = Storage.prototype.getItem;
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
    reads.push(key);
    return getItem.call(this, key);
  });
  // jsdom has neither; idle work runs at once here, so nothing scheduled for later is missed.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    task();
    return 0;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetStores();
});

/** Lets whatever start-up set going after the page is ready (code loaded on demand included) run its course. */
async function afterReady() {
  markAppReady();
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('startStores', () => {
  it('never reads the stored accounts, however many there are, and still shows who is signed in', async () => {
    const users = Array.from({ length: 500 }, (_, i) => ({
      username: `User ${i}`,
      email: `user${i}@example.com`,
      passwordHash: 'AAAA',
      salt: 'AAAA',
      iterations: 600_000,
      createdAt: '2026-01-01T00:00:00.000Z',
    }));
    // An old plain record too: it waits for the accounts' first use (the login and signup forms).
    users.push({ username: 'Ravi', email: 'ravi@example.com', password: 'hunter22' } as never);
    window.localStorage.setItem('users', JSON.stringify(users));
    window.localStorage.setItem('session', JSON.stringify({ username: 'User 5', email: 'user5@example.com', signedInAt: '2026-01-01T00:00:00.000Z' }));

    await startStores();
    await afterReady();

    expect(reads).toContain('session');
    expect(reads).not.toContain('users');
    expect(sessionStore.getState().session).toMatchObject({ username: 'User 5', email: 'user5@example.com' });
  });
});
