import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showsText, withoutBidiControls } from '@/lib/bidi';
import { validationMessages } from '@/lib/validation';
import { checkoutChecks } from './checkout-checks';
import { deliveryLimits, deliveryMessages } from './checkout-fields';
import { statesAndTerritories } from './india';
import { details } from '@/test/orders';
import { runs } from '@/test/runs';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 60_000;

const RUNS = runs(1000);

/** A form as the checkout holds it when everything is filled in well (the mobile as a visitor types it). */
const valid: Record<string, string> = { ...details, mobile: '+91 98765 43210', payment: 'upi' };

/** What the checks make of it. */
const accepted = { ...details, payment: 'upi' };

/** The valid form without these fields. */
const without = (...names: string[]) => Object.fromEntries(Object.entries(valid).filter(([name]) => !names.includes(name)));
const check = (changes: Record<string, string>) => checkoutChecks({ ...valid, ...changes });
const errorsOf = (fields: Record<string, string>) => {
  const result = checkoutChecks(fields);
  return result.ok ? {} : result.errors;
};

const digit = fc.constantFrom(...'0123456789');
const digitsArb = (min: number, max: number) => fc.string({ unit: digit, minLength: min, maxLength: max });

/** Puts each separator at a position of `text` (positions wrap around its length). */
function insertAll(text: string, inserts: readonly [number, string][]): string {
  let result = text;
  for (const [at, piece] of inserts) {
    const i = at % (result.length + 1);
    result = result.slice(0, i) + piece + result.slice(i);
  }
  return result;
}

describe('checkoutChecks', () => {
  it('accepts a complete form, with the mobile number as its 10 digits', () => {
    expect(checkoutChecks(valid)).toEqual({ ok: true, values: accepted });
  });

  it('takes landmark and email as optional, missing or empty', () => {
    expect(checkoutChecks(without('landmark', 'email'))).toEqual({ ok: true, values: accepted });
    expect(check({ landmark: '   ', email: '  ' })).toEqual({ ok: true, values: accepted });
  });

  it('trims every text field and keeps a landmark and email when given', () => {
    expect(
      check({
        name: '  Asha Sharma ',
        mobile: ' 98765-43210 ',
        address: '\t12 MG Road, Flat 4B\n',
        landmark: ' Near the temple ',
        city: ' Mumbai ',
        pin: ' 400 001 ',
        email: ' asha@example.com ',
        payment: 'cod',
      }),
    ).toEqual({ ok: true, values: { ...accepted, landmark: 'Near the temple', email: 'asha@example.com', payment: 'cod' } });
  });

  it('accepts names, addresses and cities in Devanagari, Tamil and emoji, as typed', () => {
    const result = check({ name: 'आशा शर्मा', address: '👕🎉 फ्लैट 2, गली नं. 3 & #4', city: 'சென்னை', state: 'Tamil Nadu', pin: '600001', landmark: 'கோவில் அருகில்' });
    expect(result).toEqual({
      ok: true,
      values: { ...accepted, name: 'आशा शर्मा', address: '👕🎉 फ्लैट 2, गली नं. 3 & #4', city: 'சென்னை', state: 'Tamil Nadu', pin: '600001', landmark: 'கோவில் அருகில்' },
    });
  });

  it.each([
    ['name', '', deliveryMessages.name],
    ['name', '   ', deliveryMessages.name],
    ['name', 'a'.repeat(deliveryLimits.name + 1), deliveryMessages.nameLong],
    ['mobile', '', validationMessages.mobile],
    ['mobile', '  ', validationMessages.mobile],
    ['mobile', '12345', validationMessages.mobileFormat],
    ['mobile', '5876543210', validationMessages.mobileFormat],
    ['mobile', '98765 4321', validationMessages.mobileFormat],
    ['mobile', '+44 7700 900123', validationMessages.mobileFormat],
    ['mobile', 'nine eight seven', validationMessages.mobileFormat],
    ['address', '', deliveryMessages.address],
    ['address', '\n\t ', deliveryMessages.address],
    ['address', 'a'.repeat(deliveryLimits.address + 1), deliveryMessages.addressLong],
    ['landmark', 'a'.repeat(deliveryLimits.landmark + 1), deliveryMessages.landmarkLong],
    ['city', '', deliveryMessages.city],
    ['city', 'a'.repeat(deliveryLimits.city + 1), deliveryMessages.cityLong],
    ['state', '', deliveryMessages.state],
    ['state', 'Atlantis', deliveryMessages.state],
    ['state', 'maharashtra', deliveryMessages.state],
    ['state', 'Orissa', deliveryMessages.state],
    ['pin', '', validationMessages.pinCode],
    ['pin', '012345', validationMessages.pinCodeFormat],
    ['pin', '40001', validationMessages.pinCodeFormat],
    ['pin', '4000011', validationMessages.pinCodeFormat],
    ['pin', '40000A', validationMessages.pinCodeFormat],
    ['email', 'asha@', validationMessages.emailFormat],
    ['email', 'asha example.com', validationMessages.emailFormat],
    ['email', `${'a'.repeat(250)}@x.io`, validationMessages.emailFormat],
    ['payment', '', deliveryMessages.payment],
    ['payment', 'card', deliveryMessages.payment],
    ['payment', 'UPI', deliveryMessages.payment],
  ])('refuses %s %j saying how to fix it, and nothing else', (field, value, message) => {
    expect(check({ [field]: value })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('refuses a form that sends no state at all, saying to choose one', () => {
    expect(checkoutChecks(without('state'))).toEqual({ ok: false, errors: { state: deliveryMessages.state } });
  });

  // A radio group with no radio checked sends no field at all (FormData leaves it out).
  it('refuses a form with no payment chosen (the field missing), saying how to pay', () => {
    expect(checkoutChecks(without('payment'))).toEqual({ ok: false, errors: { payment: deliveryMessages.payment } });
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a word joiner and no-break spaces', '\u2060\u00a0\u00a0'],
    ['a byte-order mark and a right-to-left mark', '\ufeff\u200f'],
    ['ideographic spaces', '\u3000 \u3000'],
    ['Hangul fillers', '\u3164\uffa0\u115f'],
    ['blank Braille patterns', '\u2800\u2800'],
    ['a combining grapheme joiner', '\u034f'],
    ['combining marks with no letter', '\u0301\u0308\u0952'],
  ])('takes a name, address or city of only %s as empty', (_what, invisible) => {
    expect(errorsOf({ ...valid, name: invisible, address: invisible, city: invisible })).toEqual({
      name: deliveryMessages.name,
      address: deliveryMessages.address,
      city: deliveryMessages.city,
    });
  });

  it('drops the marks that would reorder an address on screen, and keeps every other character', () => {
    expect(check({ address: 'Flat 1 \u202e400001 PIN Road', name: '\u2067Asha\u2069' })).toMatchObject({
      ok: true,
      values: { address: 'Flat 1 400001 PIN Road', name: 'Asha' },
    });
  });

  it('keeps the joiners Indic names are written with', () => {
    expect(check({ name: 'क्\u200dष' })).toMatchObject({ ok: true, values: { name: 'क्\u200dष' } });
  });

  it('says what each field needs when all of them are wrong at once', () => {
    expect(errorsOf({ name: '', mobile: '1', address: ' ', landmark: 'x'.repeat(101), city: '', state: '', pin: '0', email: 'x', payment: '' })).toEqual({
      name: deliveryMessages.name,
      mobile: validationMessages.mobileFormat,
      address: deliveryMessages.address,
      landmark: deliveryMessages.landmarkLong,
      city: deliveryMessages.city,
      state: deliveryMessages.state,
      pin: validationMessages.pinCodeFormat,
      email: validationMessages.emailFormat,
      payment: deliveryMessages.payment,
    });
  });

  it('accepts every state and union territory, and both ways to pay', () => {
    for (const state of statesAndTerritories) expect(check({ state })).toMatchObject({ ok: true, values: { state } });
    expect(check({ payment: 'cod' })).toMatchObject({ ok: true, values: { payment: 'cod' } });
  });

  it('takes fields at their longest', () => {
    const long = { name: 'n'.repeat(100), address: 'a'.repeat(200), landmark: 'l'.repeat(100), city: 'c'.repeat(60) };
    expect(check(long)).toEqual({ ok: true, values: { ...accepted, ...long } });
  });

  it(
    'accepts a mobile number written with +91, 91 or 0 and any spaces, dashes or brackets, as its 10 digits (1000 runs)',
    () => {
      const writtenArb = fc
        .tuple(
          fc.stringMatching(/^[6-9]\d{9}$/),
          fc.constantFrom('', '+91', '+91 ', '+91-', '0', '91'),
          fc.array(fc.tuple(fc.nat(20), fc.constantFrom(' ', '-', '  ', ' - ', '.', '(', ')', '\t')), { maxLength: 5 }),
        )
        .map(([digits, prefix, separators]) => ({ digits, written: insertAll(prefix + digits, separators) }));
      fc.assert(
        fc.property(writtenArb, ({ digits, written }) => {
          const result = check({ mobile: written });
          expect(result).toEqual({ ok: true, values: { ...accepted, mobile: digits } });
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'refuses every string of digits that is not an Indian mobile number (1000 runs)',
    () => {
      const isMobile = (text: string) => /^[6-9]\d{9}$/.test(text) || /^0[6-9]\d{9}$/.test(text) || /^91[6-9]\d{9}$/.test(text);
      const candidateArb = fc.oneof(
        digitsArb(0, 16),
        digitsArb(9, 13),
        fc.tuple(fc.constantFrom('', '0', '91', '+91', '+', '+1', '00', '091', '+0'), digitsArb(8, 12)).map(([prefix, rest]) => prefix + rest),
      );
      fc.assert(
        fc.property(candidateArb, (text) => {
          const result = check({ mobile: text });
          const expected = text.startsWith('+91') ? /^[6-9]\d{9}$/.test(text.slice(3)) : isMobile(text);
          if (expected) {
            expect(result).toMatchObject({ ok: true, values: { mobile: text.slice(text.length - 10) } });
          } else {
            expect(result).toEqual({ ok: false, errors: { mobile: text === '' ? validationMessages.mobile : validationMessages.mobileFormat } });
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'accepts exactly the PIN codes of 6 digits not starting with 0 (1000 runs)',
    () => {
      const pinArb = fc.oneof(
        digitsArb(0, 8),
        fc.stringMatching(/^[1-9]\d{5}$/),
        fc.string({ unit: fc.constantFrom(...'0123456789aO-.+१'), maxLength: 8 }),
      );
      fc.assert(
        fc.property(pinArb, (pin) => {
          const result = check({ pin });
          if (/^[1-9]\d{5}$/.test(pin)) expect(result).toEqual({ ok: true, values: { ...accepted, pin } });
          else expect(result).toEqual({ ok: false, errors: { pin: pin === '' ? validationMessages.pinCode : validationMessages.pinCodeFormat } });
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'takes a PIN code with spaces anywhere as its 6 digits (1000 runs)',
    () => {
      const spacedArb = fc
        .tuple(fc.stringMatching(/^[1-9]\d{5}$/), fc.array(fc.tuple(fc.nat(10), fc.constantFrom(' ', '  ', '\t', '\u00a0')), { maxLength: 4 }))
        .map(([pin, spaces]) => ({ pin, written: insertAll(pin, spaces) }));
      fc.assert(
        fc.property(spacedArb, ({ pin, written }) => {
          expect(check({ pin: written })).toEqual({ ok: true, values: { ...accepted, pin } });
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'accepts any name, address and city up to their limits, in any script, trimmed (1000 runs)',
    () => {
      const textArb = fc.oneof(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
        fc.constantFrom('आशा शर्मा', 'சென்னை', '👕🎉', 'A & B #1 + 50%', 'O’Brien-D’Souza', '*Flat* 2\nBlock C'),
      );
      fc.assert(
        fc.property(textArb, textArb, textArb, (name, address, city) => {
          const result = check({ name, address, city });
          // Something to see (not only spaces or invisible characters), within the limit.
          const kept = (text: string) => withoutBidiControls(text).trim();
          const fits = (text: string, max: number) => showsText(text) && kept(text).length <= max;
          if (fits(name, deliveryLimits.name) && fits(address, deliveryLimits.address) && fits(city, deliveryLimits.city)) {
            expect(result).toEqual({ ok: true, values: { ...accepted, name: kept(name), address: kept(address), city: kept(city) } });
          } else {
            expect(result.ok).toBe(false);
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('cash on delivery by PIN (the shop’s delivery zones)', () => {
  it('refuses cash on delivery where the shop’s zones do not take it, on the payment choice', () => {
    // shop/shop.yaml: Jammu and Kashmir (PINs 18, 19) has no cash on delivery; Mumbai has.
    expect(errorsOf({ ...valid, pin: '190001', state: 'Jammu and Kashmir', payment: 'cod' })).toEqual({
      payment: 'Cash on delivery does not reach 190001 (Jammu and Kashmir): please pay by UPI.',
    });
    expect(check({ pin: '190001', state: 'Jammu and Kashmir', payment: 'upi' }).ok).toBe(true);
    expect(check({ pin: '400001', payment: 'cod' }).ok).toBe(true);
  });
});
