import * as v from 'valibot';
import { hashPassword } from './password';
import { isLegacyUser, storedUserSchema, type StoredUser, type UserRecord } from './user-schemas';

export interface UpgradeOptions {
  /** PBKDF2 iterations for the new hash (the default, 600,000, unless a test passes fewer). */
  iterations?: number | undefined;
  now?: (() => Date) | undefined;
}

/**
 * Turns a record into the stored shape: a plain password becomes its hash (with salt, iterations
 * and the time of the upgrade), the plain `password` and `conformPassword` fields are dropped,
 * and every other field is kept as it was.
 */
export async function upgradeUser(user: UserRecord, { iterations, now = () => new Date() }: UpgradeOptions = {}): Promise<StoredUser> {
  if (!isLegacyUser(user)) return user;
  const rest: Record<string, unknown> = { ...user };
  const password = rest.password;
  delete rest.password;
  delete rest.conformPassword;
  // Already hashed, with a stray plain field beside it: only the plain fields go.
  const alreadyHashed = v.safeParse(storedUserSchema, rest);
  if (alreadyHashed.success) return alreadyHashed.output;
  const secret = await hashPassword(typeof password === 'string' ? password : '', { iterations });
  return { ...rest, username: user.username, email: user.email, ...secret, createdAt: now().toISOString() };
}
