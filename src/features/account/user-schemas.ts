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

/** The `users` list: current records, and old ones waiting to be upgraded. */
export const usersSchema = v.array(v.union([storedUserSchema, legacyUserSchema]));

/** True for a record that still holds a plain password (or confirmation) and needs upgrading. */
export function isLegacyUser(user: UserRecord): user is LegacyUser {
  return !('passwordHash' in user) || 'password' in user || 'conformPassword' in user;
}
