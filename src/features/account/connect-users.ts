import type { StorageAdapter } from '@/lib/storage';
import { accountsFor, type AccountsOptions } from './accounts';

/**
 * Start-up check of the `users` list. Reading it sets an unreadable list aside (as `users.backup`,
 * with a notice) straight away, and records of the earlier implementation that hold plain
 * passwords are upgraded at once, so plain text does not linger.
 */
export function connectUsers(storage: StorageAdapter, options?: AccountsOptions): Promise<void> {
  return accountsFor(storage, options)
    .upgrade()
    .catch((error: unknown) => {
      // Not fatal: the upgrade runs again before any login or signup.
      console.error('Could not upgrade the stored accounts.', error);
    });
}
