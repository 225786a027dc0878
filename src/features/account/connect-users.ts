import { paths } from '@/config/paths';
import { notify } from '@/lib/notices';
import type { StorageAdapter } from '@/lib/storage';
import { accountsFor, type AccountsOptions } from './accounts';
import { sessionStore, signOut } from './session';

/**
 * Start-up check of the `users` list. Reading it sets an unreadable list aside (as `users.backup`,
 * with a notice) straight away, and records of the earlier implementation that hold plain
 * passwords are upgraded at once, so plain text does not linger. Then a stored session must name
 * one of these users: one whose account is not on this device (deleted in another tab, an edited
 * record, a list set aside) signs the visitor out, saying why.
 */
export function connectUsers(storage: StorageAdapter, options?: AccountsOptions): Promise<void> {
  const accounts = accountsFor(storage, options);
  return accounts
    .upgrade()
    .catch((error: unknown) => {
      // Not fatal: the upgrade runs again before any login or signup.
      console.error('Could not upgrade the stored accounts.', error);
    })
    .then(() => {
      const session = sessionStore.getState().session;
      if (!session || accounts.isEmailTaken(session.email)) return;
      signOut();
      notify({
        id: 'account-missing',
        tone: 'info',
        message: `You have been signed out: the account ${session.email} is no longer on this device. Sign up again to keep one here.`,
        action: { label: 'Sign up', href: paths.signup() },
      });
    });
}
