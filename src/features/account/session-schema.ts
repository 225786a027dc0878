import * as v from 'valibot';

/**
 * Who is signed in on this device, as stored under `session`. Never holds a password. The email
 * is not format-checked here: accounts upgraded from the earlier implementation may hold
 * addresses today's form would refuse.
 */
export const sessionSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1)),
  email: v.pipe(v.string(), v.minLength(1)),
  signedInAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Session = v.InferOutput<typeof sessionSchema>;
