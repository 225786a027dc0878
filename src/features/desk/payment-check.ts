import { formatPrice } from '@/lib/money';
import { readUtr } from '@/features/orders';

/** The UTR the owner typed (spaces and dashes allowed), or what is wrong with it. */
export function utrFrom(text: string): { ok: true; utr: string } | { ok: false; error: string } {
  const utr = readUtr(text);
  if (utr) return { ok: true, utr };
  const digits = text.replace(/[\s-]/g, '');
  if (digits === '') return { ok: false, error: 'Type the UPI transaction ID (UTR) from the payment: 12 digits.' };
  if (/^\d+$/.test(digits))
    return { ok: false, error: `This UTR has ${digits.length} ${digits.length === 1 ? 'digit' : 'digits'}; a UPI transaction ID has 12. Check it against the payment.` };
  return { ok: false, error: 'A UPI transaction ID (UTR) is 12 digits, with no letters.' };
}

/** Rupees the owner typed ("1,598", "₹1598", "1598.50"), or what is wrong. */
export function amountFrom(text: string): { ok: true; amount: number } | { ok: false; error: string } {
  const plain = text.replace(/[₹,\s]|^Rs\.?/gi, '');
  if (plain === '') return { ok: false, error: 'Type the amount that reached the account, in rupees.' };
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(plain)) return { ok: false, error: 'Type the amount in rupees, in figures (such as 1,598).' };
  return { ok: true, amount: Number(plain) };
}

/** The amount received said against the total: the same, or by how much it is short or over. */
export function comparedWithTotal(received: number, total: number): string {
  if (received === total) return `${formatPrice(received)} received: the whole total.`;
  const difference = Math.round(Math.abs(received - total) * 100) / 100;
  return received < total
    ? `${formatPrice(received)} received: ${formatPrice(difference)} less than the total of ${formatPrice(total)}.`
    : `${formatPrice(received)} received: ${formatPrice(difference)} more than the total of ${formatPrice(total)}.`;
}
