import type { StorageAdapter } from '@/lib/storage';
import type { AccountsOptions } from './accounts';
import { isLegacyUser, usersSchema } from './user-schemas';

/**
 * Start-up check of the `users` list. Reading it through its schema sets an unreadable list aside
 * (as `users.backup`, with a notice) straight away. When records of the earlier implementation
 * hold plain passwords, the hashing code is loaded and they are upgraded at once, so plain text
 * does not linger; without such records nothing more is loaded.
 */
export function connectUsers(storage: StorageAdapter, options?: AccountsOptions): Promise<void> {
  const users = storage.load('users', usersSchema);
  if (!users?.some(isLegacyUser)) return Promise.resolve();
  return import('./accounts')
    .then(({ accountsFor }) => accountsFor(storage, options).upgrade())
    .catch((error: unknown) => {
      // Not fatal: the upgrade runs again before any login or signup.
      console.error('Could not upgrade the stored accounts.', error);
    });
}
