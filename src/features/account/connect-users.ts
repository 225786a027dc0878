import { paths } from '@/config/paths';
import { notify } from '@/lib/notices';
import type { Accounts } from './accounts';
import { sessionStore, signOut } from './session';

/**
 * The check of the `users` list, made when the login or signup form is on the page (never at
 * start-up: a page no one signs in on does not read the accounts). Reading it sets an unreadable
 * list aside (as `users.backup`, with a notice), and records of the earlier implementation that
 * hold plain passwords are upgraded at once, so plain text does not linger once the accounts are
 * in use. Then a stored session must name one of these users: one whose account is not on this
 * device (deleted in another tab, an edited record, a list set aside) signs the visitor out,
 * saying why.
 */
export function connectUsers(accounts: Accounts): Promise<void> {
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
