import { describe, expect, it } from 'vitest';
import { financialYear, nextInvoiceNumber } from './invoice-number';

describe('invoice numbers: one series per financial year', () => {
  it('runs April to March, in India’s time', () => {
    expect(financialYear(new Date('2026-11-27T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
  });

  it('gives one more than the year’s highest, never one already given, and starts each year at 0001', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(nextInvoiceNumber('RNG', now, [])).toBe('RNG/2026-27/0001');
    expect(nextInvoiceNumber('RNG', now, ['RNG/2026-27/0001', 'RNG/2026-27/0007', 'RNG/2025-26/0040'])).toBe('RNG/2026-27/0008');
    expect(nextInvoiceNumber('RNG', new Date('2027-04-02T10:00:00Z'), ['RNG/2026-27/0008'])).toBe('RNG/2027-28/0001');
    expect(nextInvoiceNumber('RNG', now, ['RNG/2026-27/9999'])).toBe('RNG/2026-27/10000');
  });
});
