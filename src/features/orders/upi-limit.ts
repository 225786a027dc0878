import { formatPrice } from '@/lib/money';

/*
 * The limit of one UPI payment, on its own: the checkout's form says it before the page is ready,
 * and needs nothing else of UPI (./upi.ts, the payment link an order's page shows).
 */

/** The usual most one UPI payment may be (NPCI's limit for a person-to-merchant payment in most categories). */
export const UPI_LIMIT = 1_00_000;

/** Whether an amount is above what one UPI payment usually allows. */
export function aboveUpiLimit(total: number): boolean {
  return total > UPI_LIMIT;
}

/** What the checkout and the order page say of an amount above the limit (PRODUCT.md §13). */
export function upiLimitWord(total: number): string {
  return `${formatPrice(total)} is above ${formatPrice(UPI_LIMIT)}, the usual limit of one UPI payment: choose cash on delivery, or agree with the shop on WhatsApp to pay in parts.`;
}
