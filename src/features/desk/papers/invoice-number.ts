import { indiaDate } from '@/lib/delivery';

/**
 * Tax invoice numbers (PRODUCT.md §16): one series per financial year (April to March), like
 * `RNG/2026-27/0001`, the prefix the shop's order prefix. A number is given to an order once, kept
 * with it, and never given again: the next is one more than the highest this desk holds for the
 * year, so a number survives everything but the order's own removal, which the desk never does.
 */

/** The financial year of `now` in India: "2026-27" from 1 April 2026 to 31 March 2027. */
export function financialYear(now: Date): string {
  const [year, month] = indiaDate(now).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The next number of the year's series, after every number in `taken`. */
export function nextInvoiceNumber(prefix: string, now: Date, taken: Iterable<string>): string {
  const series = `${prefix}/${financialYear(now)}/`;
  let highest = 0;
  for (const number of taken) {
    if (number.startsWith(series)) highest = Math.max(highest, Number(number.slice(series.length)) || 0);
  }
  return `${series}${String(highest + 1).padStart(4, '0')}`;
}
