const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats rupees the Indian way: `₹1,299`, `₹1,23,456`, `₹99.50` (paise only when not whole). */
export function formatPrice(rupees: number): string {
  return Number.isInteger(rupees) ? whole.format(rupees) : withPaise.format(rupees);
}

/**
 * What a sale saves against the MRP: the whole percentage, rounded down so it never says more than
 * is true (₹599 against ₹1,999 is "70% off"), or null when the price is not below the MRP.
 */
export function savingOf(price: number, mrp: number | undefined): { mrp: number; percent: number; amount: number } | null {
  if (mrp === undefined || !(mrp > price) || mrp <= 0) return null;
  return { mrp, percent: Math.floor(((mrp - price) * 100) / mrp), amount: mrp - price };
}
