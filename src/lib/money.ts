/**
 * Formats rupees the Indian way: `₹1,299`, `₹1,23,456`, `₹99.50` (paise only when not whole).
 *
 * Written out rather than with `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })`,
 * whose output it matches (money.test.ts compares the two): the first `Intl` formatter a page makes
 * loads the locale's data, 100–130 ms of the main thread at 4× CPU on the bench's machine, in the
 * task that starts the app on every page, while a shopper's first tap waits.
 */
export function formatPrice(rupees: number): string {
  // Beyond what a shop's sums reach (and NaN), the platform's formatter says what it says.
  if (!Number.isFinite(rupees) || Math.abs(rupees) >= 1e15) return intlPrice(rupees);
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  if (Number.isInteger(rupees)) return `${sign}₹${indianGrouping(String(Math.abs(rupees)))}`;
  const [whole, paise] = toPaise(Math.abs(rupees));
  return `${sign}₹${indianGrouping(whole)}.${paise}`;
}

/**
 * A positive amount (under 10^15) in rupees and two digits of paise, rounded half up from the
 * number's shortest decimal form, as Intl does (1.005 is "1.01", though the double is a hair under).
 */
function toPaise(amount: number): [string, string] {
  if (amount < 1e-6) return ['0', '00']; // String() would say "1e-7"
  const [whole = '0', fraction = ''] = String(amount).split('.');
  const cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

/**
 * A count the Indian way ("12", "1,234", "12,34,567"), as `count.toLocaleString('en-IN')` says it
 * (money.test.ts compares the two), without its cost: a rating on every card says its reviews'
 * count, and the first `Intl` formatter would load the locale's data while the page starts.
 */
export function formatCount(count: number): string {
  // A whole number of 0 or more (-0 is "0"); anything else, Intl's words.
  return Number.isSafeInteger(count) && count >= 0 ? indianGrouping(`${count}`) : count.toLocaleString('en-IN');
}

/** "1234567" → "12,34,567": the last three digits, then pairs. */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 1 ? [head.slice(0, 1)] : [];
  for (let at = head.length % 2; at < head.length; at += 2) pairs.push(head.slice(at, at + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

function intlPrice(rupees: number): string {
  const digits = Number.isInteger(rupees) ? 0 : 2;
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(rupees);
}

/**
 * What a sale saves against the MRP: the whole percentage, rounded down so it never says more than
 * is true (₹599 against ₹1,999 is "70% off"), or null when the price is not below the MRP.
 */
export function savingOf(price: number, mrp: number | undefined): { mrp: number; percent: number; amount: number } | null {
  if (mrp === undefined || !(mrp > price) || mrp <= 0) return null;
  return { mrp, percent: Math.floor(((mrp - price) * 100) / mrp), amount: mrp - price };
}
