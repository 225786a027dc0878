import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isState, stateForPin, states, statesAndTerritories, unionTerritories } from './india';
import { runs } from '@/test/runs';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 60_000;

const RUNS = runs(1000);

const digits = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

describe('states and union territories', () => {
  it('are India’s 28 states and 8 union territories, each once', () => {
    expect(states).toHaveLength(28);
    expect(unionTerritories).toHaveLength(8);
    expect(statesAndTerritories).toHaveLength(36);
    expect(new Set(statesAndTerritories).size).toBe(36);
    expect(statesAndTerritories).toEqual([...states, ...unionTerritories]);
  });

  it('follow the 2019–2020 changes: Ladakh on its own, Dadra and Nagar Haveli and Daman and Diu as one', () => {
    expect(unionTerritories).toContain('Ladakh');
    expect(unionTerritories).toContain('Jammu and Kashmir');
    expect(unionTerritories).toContain('Dadra and Nagar Haveli and Daman and Diu');
    expect(statesAndTerritories).not.toContain('Dadra and Nagar Haveli');
    expect(statesAndTerritories).not.toContain('Daman and Diu');
    expect(states).not.toContain('Jammu and Kashmir');
    expect(states).toContain('Telangana');
  });

  it('are names with no stray spaces, in alphabetical order within each list', () => {
    for (const name of statesAndTerritories) expect(name).toBe(name.trim());
    expect([...states]).toEqual([...states].sort());
    expect([...unionTerritories]).toEqual([...unionTerritories].sort());
  });

  it('recognises exactly these names', () => {
    for (const name of statesAndTerritories) expect(isState(name)).toBe(true);
    for (const other of ['', 'maharashtra', ' Goa', 'Goa ', 'Orissa', 'Pondicherry', 'Bombay', 'India', 'toString', 'constructor']) {
      expect(isState(other)).toBe(false);
    }
  });
});

describe('stateForPin', () => {
  it.each([
    ['400001', 'Maharashtra'],
    ['110001', 'Delhi'],
    ['600001', 'Tamil Nadu'],
    ['403001', 'Goa'],
    ['560001', 'Karnataka'],
    ['700001', 'West Bengal'],
    ['737101', 'Sikkim'],
    ['194101', 'Ladakh'],
    ['190001', 'Jammu and Kashmir'],
    ['682555', 'Lakshadweep'],
    ['682001', 'Kerala'],
    ['744101', 'Andaman and Nicobar Islands'],
    ['160017', 'Chandigarh'],
    ['500001', 'Telangana'],
    ['831001', 'Jharkhand'],
    ['800001', 'Bihar'],
    ['248001', 'Uttarakhand'],
    ['226001', 'Uttar Pradesh'],
    ['302001', 'Rajasthan'],
    ['380001', 'Gujarat'],
    ['452001', 'Madhya Pradesh'],
    ['492001', 'Chhattisgarh'],
    ['520001', 'Andhra Pradesh'],
    ['751001', 'Odisha'],
    ['781001', 'Assam'],
    ['793001', 'Meghalaya'],
    ['795001', 'Manipur'],
    ['796001', 'Mizoram'],
    ['797001', 'Nagaland'],
    ['799001', 'Tripura'],
    ['791111', 'Arunachal Pradesh'],
    ['171001', 'Himachal Pradesh'],
    ['141001', 'Punjab'],
    ['122001', 'Haryana'],
  ])('knows %s is in %s', (pin, state) => {
    expect(stateForPin(pin)).toBe(state);
  });

  it.each([
    ['605001', 'Villupuram and Puducherry share 605'],
    ['247667', 'Saharanpur and Roorkee share 247'],
    ['160101', 'Chandigarh and Punjab share 160'],
    ['900001', 'the Army Postal Service'],
    ['999999', 'the Army Postal Service'],
    ['350001', 'no zone'],
    ['813102', 'Banka is in Bihar: 813 is not Jharkhand’s alone'],
    ['362520', 'Diu and Gujarat’s Una share 3625'],
  ])('suggests nothing for %s (%s)', (pin) => {
    expect(stateForPin(pin)).toBeNull();
  });

  it.each(['', '40000', '4000011', '040001', '000000', '40000a', 'abcdef', ' 400001', '400001 ', '400 001', '４００００１', '4e5001', '+40001'])(
    'suggests nothing for the invalid PIN %j',
    (pin) => {
      expect(stateForPin(pin)).toBeNull();
    },
  );

  it(
    'only ever names a state or territory of the list, or nothing (1000 runs)',
    () => {
      fc.assert(
        fc.property(fc.oneof(digits(6), fc.string({ maxLength: 8 })), (pin) => {
          const state = stateForPin(pin);
          expect(state === null || statesAndTerritories.includes(state)).toBe(true);
          if (!/^[1-9]\d{5}$/.test(pin)) expect(state).toBeNull();
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'suggests nothing for a PIN with a leading 0, the wrong length or other characters (1000 runs)',
    () => {
      const invalidArb = fc.oneof(
        digits(5).map((rest) => `0${rest}`),
        fc.integer({ min: 0, max: 12 }).filter((n) => n !== 6).chain(digits),
        fc.tuple(digits(6), fc.nat(5), fc.constantFrom(...'aZ x-.+eé१٠')).map(([pin, at, char]) => pin.slice(0, at) + char + pin.slice(at + 1)),
      );
      fc.assert(
        fc.property(invalidArb, (pin) => {
          expect(stateForPin(pin)).toBeNull();
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'lets the most exact prefix win (1000 runs)',
    () => {
      const cases: [string, string | null][] = [
        ['16000', 'Chandigarh'],
        ['16003', 'Chandigarh'],
        ['68255', 'Lakshadweep'],
        ['737', 'Sikkim'],
        ['744', 'Andaman and Nicobar Islands'],
        ['403', 'Goa'],
        ['194', 'Ladakh'],
        ['605', null],
        ['9', null],
      ];
      fc.assert(
        fc.property(fc.constantFrom(...cases), digits(5), ([prefix, state], rest) => {
          expect(stateForPin((prefix + rest).slice(0, 6))).toBe(state);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});
