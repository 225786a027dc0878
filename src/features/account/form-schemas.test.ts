import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createSignupSchema, loginSchema, MAX_PASSWORD_LENGTH, messages } from './form-schemas';

const taken = new Set(['asha@example.com']);
const signup = createSignupSchema((email) => taken.has(email.toLowerCase()));
const valid = { username: ' Ravi ', email: ' Ravi@Example.com ', password: 'peacock-77', conformPassword: 'peacock-77' };

/** The first message per field, as the form shows them. */
function problems(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    out[path] ??= issue.message;
  }
  return out;
}

describe('signup schema', () => {
  it('accepts a complete form, trimming the username and email but never the password', () => {
    expect(v.parse(signup, { ...valid, password: ' spaced-8 ', conformPassword: ' spaced-8 ' })).toEqual({
      username: 'Ravi',
      email: 'Ravi@Example.com',
      password: ' spaced-8 ',
      conformPassword: ' spaced-8 ',
    });
  });

  it('asks for every field', () => {
    expect(problems(signup, { username: '', email: '', password: '', conformPassword: '' })).toEqual({
      username: messages.username,
      email: messages.email,
      password: messages.password,
      conformPassword: messages.confirmation,
    });
    expect(problems(signup, { ...valid, username: '   ' })).toEqual({ username: messages.username });
  });

  it.each(['asha', 'asha@', '@example.com', 'asha@example', 'asha example@x.com'])('refuses the email %j', (email) => {
    expect(problems(signup, { ...valid, email })).toEqual({ email: messages.emailFormat });
  });

  it('needs at least 8 characters of password', () => {
    expect(problems(signup, { ...valid, password: '1234567', conformPassword: '1234567' })).toEqual({ password: messages.passwordShort });
    expect(problems(signup, { ...valid, password: '12345678', conformPassword: '12345678' })).toEqual({});
  });

  it('takes at most 128 characters of password (the inputs carry the same maxlength)', () => {
    const longest = 'p'.repeat(MAX_PASSWORD_LENGTH);
    expect(problems(signup, { ...valid, password: longest, conformPassword: longest })).toEqual({});
    expect(problems(signup, { ...valid, password: `${longest}q`, conformPassword: `${longest}q` })).toEqual({ password: messages.passwordLong });
  });

  it('needs the confirmation to match, and says so under the confirmation', () => {
    expect(problems(signup, { ...valid, conformPassword: 'peacock-78' })).toEqual({ conformPassword: messages.mismatch });
  });

  it('refuses an email already registered, whatever its case', () => {
    expect(problems(signup, { ...valid, email: 'ASHA@example.com' })).toEqual({ email: messages.emailTaken });
  });

  it.each([
    ['a Hangul filler (U+3164)', '\u3164'],
    ['a blank Braille pattern (U+2800)', '\u2800'],
    ['a halfwidth Hangul filler (U+FFA0)', '\uFFA0'],
    ['a Hangul choseong filler (U+115F)', '\u115F'],
    ['a combining grapheme joiner (U+034F)', '\u034F'],
    ['combining marks alone', '\u0301\u0308'],
    ['a right-to-left override alone', '\u202E'],
    ['fillers among spaces', ' \u3164\u2800 \uFFA0 '],
  ])('asks for a username made only of %s, as for an empty one', (_, username) => {
    expect(problems(signup, { ...valid, username })).toEqual({ username: messages.username });
  });

  it('drops the marks that reorder text from the username, so it reads as typed', () => {
    expect(v.parse(signup, { ...valid, username: 'abc\u202Etuo goL' }).username).toBe('abctuo goL');
    expect(v.parse(signup, { ...valid, username: ' \u2067Asha\u2069 ' }).username).toBe('Asha');
    // Letters of any script stay, and so do the combining marks that sit on them.
    expect(v.parse(signup, { ...valid, username: 'אשה' }).username).toBe('אשה');
    expect(v.parse(signup, { ...valid, username: 'Rene\u0301e' }).username).toBe('Rene\u0301e');
  });

  it('takes a confirmation whose letters were typed in another Unicode form as matching', () => {
    expect(problems(signup, { ...valid, password: 'caf\u00e9-latte', conformPassword: 'cafe\u0301-latte' })).toEqual({});
  });

  it('limits the username length', () => {
    expect(problems(signup, { ...valid, username: 'x'.repeat(41) })).toEqual({ username: messages.usernameTooLong });
  });
});

describe('login schema', () => {
  it('asks for both fields', () => {
    expect(problems(loginSchema, { email: ' ', password: '' })).toEqual({ email: messages.email, password: messages.loginPassword });
  });

  it('does not judge the email format (old accounts may use any address)', () => {
    expect(v.parse(loginSchema, { email: ' a@b ', password: 'x' })).toEqual({ email: 'a@b', password: 'x' });
  });
});
