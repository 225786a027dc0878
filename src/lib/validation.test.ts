import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailSchema, mobileSchema, normaliseMobile, pinCodeSchema, sameEmail, validationMessages } from './validation';
import { runs } from '@/test/runs';

const RUNS = runs(1000);
const firstIssue = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.[0]?.message;

describe('emailSchema', () => {
  it('accepts an address, trimmed', () => {
    expect(v.parse(emailSchema, '  asha@example.com ')).toBe('asha@example.com');
  });

  it.each([
    ['', validationMessages.email],
    ['   ', validationMessages.email],
    ['asha@', validationMessages.emailFormat],
    ['asha example.com', validationMessages.emailFormat],
    [`${'a'.repeat(250)}@x.io`, validationMessages.emailFormat],
  ])('refuses %j saying how to fix it', (value, message) => {
    expect(firstIssue(emailSchema, value)).toBe(message);
  });

  it('compares addresses whatever their case and surrounding spaces', () => {
    expect(sameEmail(' Asha@Example.com', 'asha@example.COM ')).toBe(true);
    expect(sameEmail('asha@example.com', 'asha@example.co')).toBe(false);
  });
});

describe('mobile numbers', () => {
  const mobile = fc.tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/)).map(([a, b]) => a + b);

  it('accepts any 10 digits starting 6–9, written with +91, 91 or 0 and spaces or dashes (1000 runs)', () => {
    fc.assert(
      fc.property(mobile, fc.constantFrom('', '+91', '+91 ', '91', '0'), fc.constantFrom('', ' ', '-'), (digits, prefix, gap) => {
        const written = `${prefix}${digits.slice(0, 5)}${gap}${digits.slice(5)}`;
        expect(normaliseMobile(written)).toBe(digits);
        expect(v.parse(mobileSchema, ` ${written} `)).toBe(digits);
      }),
      RUNS,
    );
  });

  it('refuses anything that is not such a number (1000 runs)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (text) => {
        const result = normaliseMobile(text);
        if (result !== null) expect(result).toMatch(/^[6-9]\d{9}$/);
      }),
      RUNS,
    );
    for (const bad of ['12345', '5876543210', '98765432101', '+1 987 654 3210', 'nine876543210', '0091 98765 43210']) {
      expect(normaliseMobile(bad)).toBeNull();
    }
    expect(firstIssue(mobileSchema, '')).toBe(validationMessages.mobile);
    expect(firstIssue(mobileSchema, '12345')).toBe(validationMessages.mobileFormat);
  });
});

describe('pinCodeSchema', () => {
  it('accepts six digits whose first is 1–9, and nothing else (1000 runs)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        const compact = text.replace(/\s/g, '');
        expect(v.is(pinCodeSchema, text)).toBe(/^[1-9]\d{5}$/.test(compact));
      }),
      RUNS,
    );
    expect(v.parse(pinCodeSchema, '400 001')).toBe('400001');
    expect(firstIssue(pinCodeSchema, '')).toBe(validationMessages.pinCode);
    expect(firstIssue(pinCodeSchema, '040001')).toBe(validationMessages.pinCodeFormat);
  });
});
