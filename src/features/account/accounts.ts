import { createPersistedList, perStorage } from '@/lib/persisted-list';
import type { StorageAdapter } from '@/lib/storage';
import { sameEmail } from '@/lib/validation';
import { DEFAULT_ITERATIONS, hashPassword, verifyPassword } from './password';
import { upgradeUser } from './upgrade';
import { isLegacyUser, repairUser, userRecordSchema, type StoredUser, type UserRecord } from './user-schemas';

export interface AccountsOptions {
  /** PBKDF2 iterations for new hashes; tests pass a small count. */
  iterations?: number;
  now?: () => Date;
}

/** What the session keeps about a signed-in user: never a password. */
export interface AccountUser {
  username: string;
  email: string;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

export type RegisterResult =
  | { kind: 'email-taken' }
  /** `saved: false` when storage refused the write: the account lasts for this tab only. */
  | { kind: 'registered'; user: AccountUser; saved: boolean };

export type AuthenticateResult = { kind: 'signed-in'; user: AccountUser } | { kind: 'incorrect' };

export interface Accounts {
  isEmailTaken(email: string): boolean;
  /** Hashes any plain passwords left by the earlier implementation (done before every login and signup). */
  upgrade(): Promise<void>;
  register(account: NewAccount): Promise<RegisterResult>;
  authenticate(email: string, password: string): Promise<AuthenticateResult>;
}

/**
 * A user record as it may be kept in a backup: wherever in it an object holds a plain `password`,
 * that password is replaced by its hash (salt and iterations beside it), and any confirmation of it
 * is left out. A password that is not text is left out too. Nothing readable remains.
 */
export async function withoutPlainPassword(raw: unknown, iterations: number): Promise<unknown> {
  if (Array.isArray(raw)) return Promise.all(raw.map((item) => withoutPlainPassword(item, iterations)));
  if (typeof raw !== 'object' || raw === null) return raw;
  const { password, ...rest } = raw as Record<string, unknown>;
  delete rest.conformPassword;
  const inner = Object.fromEntries(await Promise.all(Object.entries(rest).map(async ([key, value]) => [key, await withoutPlainPassword(value, iterations)] as const)));
  const text = typeof password === 'string' ? password : typeof password === 'number' ? String(password) : null;
  return text === null ? inner : { ...inner, ...(await hashPassword(text, { iterations })) };
}

/**
 * The registered users of this device, kept under `users` through `persist()`. A list that could
 * not be saved (storage full or refused) stays in memory, so its accounts work until the tab closes.
 */
export function createAccounts(storage: StorageAdapter, { iterations = DEFAULT_ITERATIONS, now = () => new Date() }: AccountsOptions = {}): Accounts {
  const list = createPersistedList<UserRecord>(storage, 'users', {
    record: userRecordSchema,
    repair: repairUser,
    // A record that cannot be used is kept aside, but never with a readable password.
    redact: (raw) => withoutPlainPassword(raw, iterations),
    identify: (user) => user.email.trim().toLowerCase(),
  });
  let upgrading: Promise<void> | null = null;
  const users = () => list.read();

  async function runUpgrade(): Promise<void> {
    const legacy = users().filter(isLegacyUser);
    const upgraded = new Map<UserRecord, StoredUser>();
    for (const user of legacy) upgraded.set(user, await upgradeUser(user, { iterations, now }));
    // Other tabs may have written while we hashed: apply the upgrades to the list as it is now.
    const findUpgrade = (user: UserRecord) =>
      [...upgraded].find(([old]) => JSON.stringify(old) === JSON.stringify(user))?.[1];
    let changed = false;
    const next = users().map((user) => {
      const replacement = isLegacyUser(user) ? findUpgrade(user) : undefined;
      if (replacement) changed = true;
      return replacement ?? user;
    });
    if (changed) list.write(next);
  }

  function upgrade(): Promise<void> {
    if (upgrading) return upgrading;
    if (!users().some(isLegacyUser)) return Promise.resolve();
    upgrading = runUpgrade().finally(() => {
      upgrading = null;
    });
    return upgrading;
  }

  function isEmailTaken(email: string): boolean {
    return users().some((user) => sameEmail(user.email, email));
  }

  return {
    isEmailTaken,
    upgrade,

    async register({ username, email, password }) {
      await upgrade();
      if (isEmailTaken(email)) return { kind: 'email-taken' };
      const secret = await hashPassword(password, { iterations });
      // Checked again: another tab may have registered the address while we hashed.
      if (isEmailTaken(email)) return { kind: 'email-taken' };
      const user: StoredUser = { username, email, ...secret, createdAt: now().toISOString() };
      const saved = list.add(user);
      return { kind: 'registered', user: { username, email }, saved };
    },

    async authenticate(email, password) {
      await upgrade();
      // Only a record hashed the way this app hashes (its iteration count) is checked; one with any
      // other count was not written by it (tampered, or copied from elsewhere) and never signs in.
      // Exactly one hash is computed whatever the case, so the answer takes the same time for a
      // right or wrong password, an unknown email, or a tampered record.
      const user = users().find((record): record is StoredUser => !isLegacyUser(record) && sameEmail(record.email, email) && record.iterations === iterations);
      if (!user) {
        await hashPassword(password, { iterations });
        return { kind: 'incorrect' };
      }
      if (!(await verifyPassword(password, user))) return { kind: 'incorrect' };
      // Records from the earlier implementation may lack a username: show the email instead.
      return { kind: 'signed-in', user: { username: user.username.trim() || user.email, email: user.email } };
    },
  };
}

/** The one `Accounts` of a storage adapter, shared by start-up and the login and signup forms. */
export const accountsFor = perStorage(createAccounts);
