import * as v from 'valibot';
import { emailSchema, validationMessages } from '@/lib/validation';

/** What each form field must hold, and what the visitor is told when it does not. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_USERNAME_LENGTH = 40;

export const messages = {
  username: 'Enter a username.',
  usernameTooLong: `Use at most ${MAX_USERNAME_LENGTH} characters.`,
  email: validationMessages.email,
  emailFormat: validationMessages.emailFormat,
  emailTaken: 'An account with this email already exists. Log in instead, or use another email.',
  password: 'Enter a password.',
  passwordShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  loginPassword: 'Enter your password.',
  confirmation: 'Enter your password again.',
  mismatch: 'The passwords do not match.',
  incorrect: 'Email or password is incorrect',
} as const;


/**
 * The signup form. `isEmailTaken` checks the accounts on this device (case-insensitive).
 * The confirmation field keeps the original form's name, `conformPassword`.
 */
export function createSignupSchema(isEmailTaken: (email: string) => boolean) {
  return v.pipe(
    v.object({
      username: v.pipe(v.string(), v.trim(), v.nonEmpty(messages.username), v.maxLength(MAX_USERNAME_LENGTH, messages.usernameTooLong)),
      email: v.pipe(emailSchema, v.check((value) => !isEmailTaken(value), messages.emailTaken)),
      password: v.pipe(v.string(), v.nonEmpty(messages.password), v.minLength(MIN_PASSWORD_LENGTH, messages.passwordShort)),
      conformPassword: v.pipe(v.string(), v.nonEmpty(messages.confirmation)),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['conformPassword']],
        (input) => input.password === input.conformPassword,
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
