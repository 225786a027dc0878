import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle';
import type { Accounts } from './accounts';

/**
 * Checks the stored accounts (./connect-users.ts: old records upgraded, a session whose account is
 * gone signed out) once the login or signup form is on the page and the browser is idle. This is
 * where the accounts are first used: no other page reads them, so a device holding thousands of
 * accounts starts every other page as fast as an empty one. Its code loads only then.
 */
export function useAccountsCheck(accounts: Accounts): void {
  useEffect(() => {
    let left = false;
    whenIdle(() => {
      if (left) return;
      import('./connect-users')
        .then(({ connectUsers }) => connectUsers(accounts))
        .catch((error: unknown) => console.warn('The accounts on this device could not be checked.', error));
    });
    return () => {
      left = true;
    };
  }, [accounts]);
}
