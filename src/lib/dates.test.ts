import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatLongDate } from './dates';
import { runs } from '@/test/runs';

const intlLong = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const intlDayMonth = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', timeZone: 'UTC' });
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('formatLongDate and formatDayMonth', () => {
  it('write a date as the shop shows it', () => {
    expect(formatLongDate('2026-01-05')).toBe('5 January 2026');
    expect(formatDayMonth('2026-09-05')).toBe('05 Sept');
  });

  it('say what Intl says for en-IN, for every day from 2020 to 2031', () => {
    for (let day = Date.UTC(2020, 0, 1); day < Date.UTC(2032, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      expect([formatLongDate(iso(date)), formatDayMonth(iso(date))]).toEqual([intlLong.format(date), intlDayMonth.format(date)]);
    }
  });

  it('say what Intl says for any text, dates of other years and forms too (2000 runs)', () => {
    const someDay = fc.date({ min: new Date(Date.UTC(0, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }).map(iso);
    const oddText = fc.oneof(fc.string(), fc.constantFrom('2026-02-30', '2026-13-01', '0999-12-31', '2026-1-5', ' 2026-01-05', '2026-01-05T10:00'));
    fc.assert(
      fc.property(fc.oneof(someDay, oddText), (text) => {
        const date = new Date(`${text}T00:00:00Z`);
        const expected = (format: Intl.DateTimeFormat) => {
          try {
            return format.format(date);
          } catch (error) {
            return String(error);
          }
        };
        const actual = (format: (text: string) => string) => {
          try {
            return format(text);
          } catch (error) {
            return String(error);
          }
        };
        expect(actual(formatLongDate)).toBe(expected(intlLong));
        expect(actual(formatDayMonth)).toBe(expected(intlDayMonth));
      }),
      runs(2000),
    );
  }, 30_000);
});
