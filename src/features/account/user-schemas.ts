import * as v from 'valibot';

/**
 * The shapes of the `users` list in localStorage. Only valibot schemas live here: start-up loads
 * this module to check the list cheaply, and the hashing code is loaded only when it is needed.
 */

/** Cap on a stored iteration count, so a tampered record cannot freeze a login. */
const MAX_ITERATIONS = 10_000_000;

/** A registered user as Rangeela stores it: the password only as a salted PBKDF2-SHA-256 hash. */
export const storedUserSchema = v.looseObject({
  username: v.string(),
  email: v.string(),
  passwordHash: v.pipe(v.string(), v.nonEmpty(), v.base64()),
  salt: v.pipe(v.string(), v.nonEmpty(), v.base64()),
  iterations: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_ITERATIONS)),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type StoredUser = v.InferOutput<typeof storedUserSchema>;

/**
 * A user written by the earlier implementation: the signup form's values, the password in plain
 * text. Its checks are loose on purpose (that version validated nothing), so no such list is ever
 * rejected and left behind, plain passwords included, as an unreadable backup.
 */
export const legacyUserSchema = v.looseObject({
  username: v.string(),
  email: v.string(),
  password: v.string(),
  conformPassword: v.optional(v.string()),
});
export type LegacyUser = v.InferOutput<typeof legacyUserSchema>;

export type UserRecord = StoredUser | LegacyUser;

/** One record of the `users` list: a current record, or an old one waiting to be upgraded. */
export const userRecordSchema = v.union([storedUserSchema, legacyUserSchema]);

/** The `users` list: current records, and old ones waiting to be upgraded. */
export const usersSchema = v.array(userRecordSchema);

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

/** Stands for a creation time that could not be read: the account is kept, its age unknown. */
export const UNKNOWN_CREATION = '1970-01-01T00:00:00.000Z';

/**
 * Makes an old or slightly off user record usable before it is checked, so one such record never
 * costs its owner the account: a missing or empty username becomes the email's local part (older
 * records may lack one), a password saved as a number becomes its digits, and a stored user whose
 * creation time cannot be read keeps the account with the time marked unknown. Anything else is
 * left as it is, for the checks to accept or refuse.
 */
export function repairUser(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const user: Record<string, unknown> = { ...raw };
  const { email, username, password, createdAt } = user;
  if ((typeof username !== 'string' || username.trim() === '') && typeof email === 'string' && email.includes('@')) {
    user.username = email.slice(0, email.indexOf('@'));
  }
  if (typeof password === 'number' && Number.isFinite(password)) user.password = String(password);
  if ('passwordHash' in user && !('password' in user) && !v.is(isoTimestamp, createdAt)) user.createdAt = UNKNOWN_CREATION;
  return user;
}

/** True for a record that still holds a plain password (or confirmation) and needs upgrading. */
export function isLegacyUser(user: UserRecord): user is LegacyUser {
  return !('passwordHash' in user) || 'password' in user || 'conformPassword' in user;
}
