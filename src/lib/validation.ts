import * as v from 'valibot';

/**
 * Rules shared by every form, defined once: an email address, an Indian mobile number and a PIN
 * code. Each says what to do when it is not met.
 */

export const MAX_EMAIL_LENGTH = 254;

export const validationMessages = {
  email: 'Enter your email address.',
  emailFormat: 'Enter an email address like name@example.com.',
  mobile: 'Enter your mobile number.',
  mobileFormat: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (e.g. 98765 43210).',
  pinCode: 'Enter your PIN code.',
  pinCodeFormat: 'Enter a 6-digit PIN code that does not start with 0 (e.g. 400001).',
} as const;

/** A required email address, trimmed. */
export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(validationMessages.email),
  v.maxLength(MAX_EMAIL_LENGTH, validationMessages.emailFormat),
  v.email(validationMessages.emailFormat),
);

/** Two email addresses are the same account or subscriber whatever their case and spaces. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * An Indian mobile number as its 10 digits: spaces, dashes, dots and brackets are dropped, and a
 * leading +91, 91 or 0 is accepted. `null` when what is left is not 10 digits starting 6–9.
 */
export function normaliseMobile(text: string): string | null {
  let digits = text.replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** A required Indian mobile number, given back as its 10 digits. */
export const mobileSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(validationMessages.mobile),
  v.check((text) => normaliseMobile(text) !== null, validationMessages.mobileFormat),
  v.transform((text) => normaliseMobile(text) ?? text),
);

/** A required PIN code: 6 digits, the first 1–9 (spaces inside are dropped). */
export const pinCodeSchema = v.pipe(
  v.string(),
  v.transform((text) => text.replace(/\s/g, '')),
  v.nonEmpty(validationMessages.pinCode),
  v.regex(/^[1-9]\d{5}$/, validationMessages.pinCodeFormat),
);
