import { createPersistedList, perStorage, type PersistedList } from '@/lib/persisted-list';
import type { StorageAdapter } from '@/lib/storage';
import { sameEmail } from '@/lib/validation';
import { DEFAULT_ITERATIONS, hashPassword, matchPassword, toBase64, type PasswordHash } from './password';
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
 * Stands for the record of an unknown email: checked like a real one (and never matching), so a
 * login for an address with no account takes as long as a wrong password.
 */
const noRecord = (iterations: number): PasswordHash => ({ passwordHash: '', salt: toBase64(new Uint8Array(16)), iterations });

/**
 * The registered users of this device, kept under `users` through `persist()`. A list that could
 * not be saved (storage full or refused) stays in memory, so its accounts work until the tab closes.
 * The list is read the first time it is asked for, not when this is made: the login and signup
 * forms make it as they render, and a page whose visitor never sends them must not pay for reading
 * and checking every stored user (thousands of them can take a second or more on a phone).
 */
export function createAccounts(storage: StorageAdapter, { iterations = DEFAULT_ITERATIONS, now = () => new Date() }: AccountsOptions = {}): Accounts {
  let connected: PersistedList<UserRecord> | undefined;
  const list = () =>
    (connected ??= createPersistedList<UserRecord>(storage, 'users', {
      record: userRecordSchema,
      repair: repairUser,
      // A record that cannot be used is kept aside, but never with a readable password.
      redact: (raw) => withoutPlainPassword(raw, iterations),
      identify: (user) => user.email.trim().toLowerCase(),
    }));
  let upgrading: Promise<void> | null = null;
  const users = () => list().read();

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
    if (changed) list().write(next);
  }

  function upgrade(): Promise<void> {
    if (upgrading) return upgrading;
    if (!users().some(isLegacyUser)) return Promise.resolve();
    upgrading = runUpgrade().finally(() => {
      upgrading = null;
    });
    return upgrading;
  }

  /**
   * Replaces a user's hash with one of the same password in composed form. Where the list cannot be
   * saved, the new hash lasts for this tab, and the stored one still matches the password as typed.
   */
  async function rehash(user: StoredUser, password: string): Promise<void> {
    const secret = await hashPassword(password, { iterations });
    // Other tabs may have written while we hashed: only the record as it was is replaced.
    const same = (record: UserRecord) => !isLegacyUser(record) && sameEmail(record.email, user.email) && record.passwordHash === user.passwordHash;
    const current = users();
    if (current.some(same)) list().write(current.map((record) => (same(record) ? { ...record, ...secret } : record)));
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
      const saved = list().add(user);
      return { kind: 'registered', user: { username, email }, saved };
    },

    async authenticate(email, password) {
      await upgrade();
      // Only a record hashed the way this app hashes (its iteration count) is checked; one with any
      // other count was not written by it (tampered, or copied from elsewhere) and never signs in.
      // The same hashes are computed whatever the case (one, or two for a password typed
      // decomposed: see matchPassword), so the answer takes the same time for a right or wrong
      // password, an unknown email, or a tampered record.
      const user = users().find((record): record is StoredUser => !isLegacyUser(record) && sameEmail(record.email, email) && record.iterations === iterations);
      const match = await matchPassword(password, user ?? noRecord(iterations));
      if (!user || match === 'none') return { kind: 'incorrect' };
      // A hash made, before passwords were normalised, from a password typed decomposed: made again
      // from its composed form, so from now on the password signs in however it is typed.
      // Not needed to sign in: if it fails, the old hash stays and still matches as typed.
      if (match === 'as-typed') await rehash(user, password).catch((error: unknown) => console.error('Could not renew a password’s hash.', error));
      // Records from the earlier implementation may lack a username: show the email instead.
      return { kind: 'signed-in', user: { username: user.username.trim() || user.email, email: user.email } };
    },
  };
}

/** The one `Accounts` of a storage adapter, shared by the login and signup forms and their check of the stored accounts. */
export const accountsFor = perStorage(createAccounts);
