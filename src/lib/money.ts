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
