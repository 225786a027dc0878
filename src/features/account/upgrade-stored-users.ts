import type { StorageAdapter } from '@/lib/storage';

/**
 * Upgrades the accounts stored on this device (old records hashed, unreadable ones set aside),
 * in the background. Its code (the accounts list and its checks) loads as its own chunk when this
 * is called, so it is not part of what a page needs before it works; login and signup run the
 * same upgrade first in any case.
 */
export function upgradeStoredUsers(storage: StorageAdapter): Promise<void> {
  return import('./connect-users').then(({ connectUsers }) => connectUsers(storage));
}
