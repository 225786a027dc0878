import * as v from 'valibot';
import { showsText, withoutBidiControls } from '@/lib/bidi';
import { emailSchema } from '@/lib/validation';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, messages, MIN_PASSWORD_LENGTH } from './form-messages';

export { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, messages, MIN_PASSWORD_LENGTH } from './form-messages';

/**
 * A username as the header will show it (PRODUCT.md §13, src/lib/bidi.ts): without the marks that
 * reorder text ("abc\u202Etuo goL", with a right-to-left override, would read "abcLog out" beside
 * the real button), and refused like an empty one when it would show nothing (only Hangul fillers,
 * blank Braille, combining marks alone and the like), so no one is "Signed in as" nothing.
 */
const usernameSchema = v.pipe(
  v.string(),
  v.transform(withoutBidiControls),
  v.trim(),
  v.check(showsText, messages.username),
  v.maxLength(MAX_USERNAME_LENGTH, messages.usernameTooLong),
);

/**
 * The signup form. `isEmailTaken` checks the accounts on this device (case-insensitive).
 * The confirmation field keeps the original form's name, `conformPassword`.
 */
export function createSignupSchema(isEmailTaken: (email: string) => boolean) {
  return v.pipe(
    v.object({
      username: usernameSchema,
      email: v.pipe(emailSchema, v.check((value) => !isEmailTaken(value), messages.emailTaken)),
      password: v.pipe(
        v.string(),
        v.nonEmpty(messages.password),
        v.minLength(MIN_PASSWORD_LENGTH, messages.passwordShort),
        v.maxLength(MAX_PASSWORD_LENGTH, messages.passwordLong),
      ),
      conformPassword: v.pipe(v.string(), v.nonEmpty(messages.confirmation)),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['conformPassword']],
        // Compared as they are hashed (./password.ts): an "é" typed composed in one and
        // decomposed in the other is the same password.
        (input) => input.password.normalize('NFC') === input.conformPassword.normalize('NFC'),
        messages.mismatch,
      ),
      ['conformPassword'],
    ),
  );
}
export type SignupSchema = ReturnType<typeof createSignupSchema>;
export type SignupInput = v.InferInput<SignupSchema>;
export type SignupOutput = v.InferOutput<SignupSchema>;

/**
 * The login form. The email's format is not checked: accounts upgraded from the earlier
 * implementation may use addresses today's signup would refuse, and an unknown address gets the
 * same answer as a wrong password anyway.
 */
export const loginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(messages.email)),
  password: v.pipe(v.string(), v.nonEmpty(messages.loginPassword)),
});
export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginOutput = v.InferOutput<typeof loginSchema>;
