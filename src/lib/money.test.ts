import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from './money';
import { runs } from '@/test/runs';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 30_000;

describe('formatPrice', () => {
  it.each([
    [1299, '₹1,299'],
    [123456, '₹1,23,456'],
    [0, '₹0'],
    [99.5, '₹99.50'],
    [349, '₹349'],
    [2799, '₹2,799'],
    [10000000, '₹1,00,00,000'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('always uses the rupee sign, never a dollar sign (1000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0, max: 1e7, noNaN: true })), (amount) => {
        const text = formatPrice(amount);
        expect(text).not.toContain('$');
        expect(text.startsWith('₹')).toBe(true);
      }),
      runs(1000),
    );
  }, PROPERTY_TIMEOUT);

  it('says what Intl.NumberFormat says for en-IN rupees, for any amount (2000 runs)', () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits });
    const [whole, withPaise] = [intl(0), intl(2)];
    const expected = (amount: number) => (Number.isInteger(amount) ? whole : withPaise).format(amount);
    const paise = fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((n) => n / 100);
    const anyAmount = fc.oneof(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), paise, fc.double({ min: -1e16, max: 1e16 }), fc.constantFrom(0, -0, 0.005, 1.005, 2.675, 999.995, 1e15, NaN));
    fc.assert(
      fc.property(anyAmount, (amount) => {
        expect(formatPrice(amount)).toBe(expected(amount));
      }),
      runs(2000),
    );
  }, PROPERTY_TIMEOUT);

  it('shows paise only when the amount is not whole', () => {
    expect(formatPrice(1299)).not.toContain('.');
    expect(formatPrice(1299.25)).toBe('₹1,299.25');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [12, '12'],
    [1234, '1,234'],
    [1234567, '12,34,567'],
  ])('writes %s as %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });

  it('says what toLocaleString says for en-IN, for any number but -0, which is 0 (2000 runs)', () => {
    expect(formatCount(-0)).toBe('0');
    const anyNumber = fc.oneof(fc.integer(), fc.integer({ min: -1e6, max: 1e6 }), fc.double(), fc.constantFrom(NaN, 2 ** 53, -(2 ** 53), 1e21)).filter((n) => !Object.is(n, -0));
    fc.assert(
      fc.property(anyNumber, (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-IN'));
      }),
      runs(2000),
    );
  }, PROPERTY_TIMEOUT);
});
