import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '@/lib/notices';
import { createMemoryStore, createStorageAdapter, storageKeys } from '@/lib/storage';
import { resetStores } from '@/test/stores';
import { connectStorageNotices } from './storage-notices';
import { describeProblem, type ShownProblem } from './storage-words';

beforeEach(resetStores);

describe('describeProblem', () => {
  it('says a set-aside value was kept as a backup, and how the app starts again', () => {
    expect(describeProblem({ kind: 'set-aside', key: 'cart', backupKey: 'cart.backup' })).toBe(
      'Your saved cart could not be read, so it was kept aside as “cart.backup”. Your cart starts empty.',
    );
    expect(describeProblem({ kind: 'set-aside', key: 'orders', backupKey: 'orders.backup' })).toBe(
      'Your saved orders could not be read, so they were kept aside as “orders.backup”. New orders start a fresh list; the old one is kept aside, not deleted.',
    );
  });

  it('counts the records set aside on their own, and says the others are kept', () => {
    expect(describeProblem({ kind: 'records-set-aside', key: 'users', backupKey: 'users.backup', count: 2 })).toBe(
      '2 saved accounts could not be read, so they were kept aside as “users.backup” (their passwords only as a hash). The others are here as before.',
    );
    expect(describeProblem({ kind: 'records-set-aside', key: 'orders', backupKey: 'orders.backup.2', count: 1 })).toBe(
      '1 saved order could not be read, so it was kept aside as “orders.backup.2”. The others are here as before.',
    );
  });

  it('says a stored cart line that could not be read was kept aside on its own (the cart sets aside lines, not the whole cart)', () => {
    expect(describeProblem({ kind: 'records-set-aside', key: 'cart', backupKey: 'cart.backup', count: 1 })).toBe(
      '1 line of your saved cart could not be read, so it was kept aside as “cart.backup”. The others are here as before.',
    );
    expect(describeProblem({ kind: 'records-set-aside', key: 'cart', backupKey: 'cart.backup', count: 2 })).toBe(
      '2 lines of your saved cart could not be read, so they were kept aside as “cart.backup”. The others are here as before.',
    );
  });

  it('says an unreadable value was left untouched and changes will not be saved', () => {
    const message = describeProblem({ kind: 'kept-unreadable', key: 'users' });
    expect(message).toMatch(/^The accounts saved on this device could not be read/);
    expect(message).toMatch(/they were left untouched/);
    expect(message).toMatch(/will not be saved/);
  });

  it('says a failed write keeps working only until the page is reloaded or the tab closed (it is in this page’s memory)', () => {
    expect(describeProblem({ kind: 'write-failed', key: 'cart' })).toBe(
      'We could not save your cart on this device (storage is full or turned off). It still works until you reload the page or close this tab.',
    );
  });

  it('never names the device twice (“… on this device on this device”)', () => {
    expect(describeProblem({ kind: 'write-failed', key: 'users' })).toBe(
      'We could not save your account changes on this device (storage is full or turned off). It still works until you reload the page or close this tab.',
    );
  });

  it('says when storage is unavailable, and that a reload loses what was kept', () => {
    expect(describeProblem({ kind: 'unavailable' })).toBe(
      'This browser is not letting the shop save anything, so your cart and sign-in last only until you reload the page or close this tab.',
    );
  });

  it('gives every key and kind a clear, distinct, non-empty message', () => {
    const messages = new Set<string>();
    for (const key of storageKeys) {
      const problems: ShownProblem[] = [
        { kind: 'set-aside', key, backupKey: `${key}.backup` },
        { kind: 'kept-unreadable', key },
        { kind: 'write-failed', key },
      ];
      for (const problem of problems) {
        const message = describeProblem(problem);
        expect(message).not.toMatch(/undefined|\[object/);
        expect(message.charAt(0)).toBe(message.charAt(0).toUpperCase());
        messages.add(message);
      }
      expect(describeProblem({ kind: 'set-aside', key, backupKey: `${key}.backup` })).toContain(`${key}.backup`);
    }
    expect(messages.size).toBe(storageKeys.length * 3);
  });
});

describe('connectStorageNotices', () => {
  /** Lets every problem shown so far reach the notices (their words load on first use). */
  const shown = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('turns each storage problem into a notice, once even if it happens twice', async () => {
    const memory = createMemoryStore({ cart: 'broken {' });
    const storage = createStorageAdapter({ backend: () => memory });
    // A problem before connecting is replayed.
    storage.load('cart', v.unknown());
    const disconnect = connectStorageNotices(storage);
    await vi.waitFor(() => expect(noticeStore.getState().notices).toHaveLength(1));
    expect(noticeStore.getState().notices[0]).toMatchObject({ tone: 'info', message: expect.stringMatching(/cart.backup/) });

    memory.failWrites = true;
    storage.save('cart', {});
    storage.save('cart', {});
    storage.save('cart', {});
    await vi.waitFor(() => expect(noticeStore.getState().notices).toHaveLength(2));
    await shown();
    expect(noticeStore.getState().notices).toHaveLength(2);
    expect(noticeStore.getState().notices[1]).toMatchObject({ tone: 'error', message: describeProblem({ kind: 'write-failed', key: 'cart' }) });

    storage.save('theme', 'darkMode');
    await vi.waitFor(() => expect(noticeStore.getState().notices).toHaveLength(3));

    // Once the cart is saved after all, its "could not save" notice goes (never before it was
    // shown, though both happen at once); the others stay.
    memory.failWrites = true;
    storage.save('newsletter', []);
    memory.failWrites = false;
    storage.save('newsletter', []);
    storage.save('cart', { version: 1 });
    await vi.waitFor(() =>
      expect(noticeStore.getState().notices.map((notice) => notice.message)).toEqual([
        expect.stringMatching(/cart.backup/),
        describeProblem({ kind: 'write-failed', key: 'theme' }),
      ]),
    );
    disconnect();
    memory.failWrites = true;
    storage.save('users', []);
    await shown();
    expect(noticeStore.getState().notices).toHaveLength(2);
  });

  it('shows unavailable storage once', async () => {
    const storage = createStorageAdapter({
      backend: () => {
        throw new Error('denied');
      },
    });
    connectStorageNotices(storage);
    storage.load('cart', v.unknown());
    storage.save('cart', {});
    storage.save('cart', {});
    await vi.waitFor(() => expect(noticeStore.getState().notices.length).toBeGreaterThan(0));
    await shown();
    const notices = noticeStore.getState().notices;
    expect(notices.filter((notice) => notice.message === describeProblem({ kind: 'unavailable' }))).toHaveLength(1);
    expect(notices.every((notice) => notice.tone === 'error')).toBe(true);
    expect(new Set(notices.map((notice) => notice.id)).size).toBe(notices.length);
  });

  it('a problem whose words cannot be fetched (the connection gone) is left out, and the next is shown', async () => {
    const memory = createMemoryStore();
    const storage = createStorageAdapter({ backend: () => memory });
    let attempt = 0;
    const words = () => (++attempt === 1 ? Promise.reject(new Error('offline')) : import('./storage-words'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    connectStorageNotices(storage, words);
    memory.failWrites = true;
    storage.save('cart', {});
    storage.save('theme', 'darkMode');
    await vi.waitFor(() => expect(noticeStore.getState().notices.map((notice) => notice.message)).toEqual([describeProblem({ kind: 'write-failed', key: 'theme' })]));
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
