import { validationMessages } from '@/lib/validation';

/** What each form field must hold, and what the visitor is told when it does not. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_USERNAME_LENGTH = 40;
/** Long enough for any passphrase or generated password; the inputs carry it as `maxlength`, so a huge paste is cut there. */
export const MAX_PASSWORD_LENGTH = 128;

export const messages = {
  username: 'Enter a username.',
  usernameTooLong: `Use at most ${MAX_USERNAME_LENGTH} characters.`,
  email: validationMessages.email,
  emailFormat: validationMessages.emailFormat,
  emailTaken: 'An account with this email already exists. Log in instead, or use another email.',
  password: 'Enter a password.',
  passwordShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  loginPassword: 'Enter your password.',
  confirmation: 'Enter your password again.',
  mismatch: 'The passwords do not match.',
  incorrect: 'Email or password is incorrect',
} as const;
