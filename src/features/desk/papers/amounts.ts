import { formatPrice } from '@/lib/money';

/** Paise as an invoice writes them, always with two decimals: 123714 → "₹1,237.14", 129900 → "₹1,299.00". */
export function paiseText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${formatPrice(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}
