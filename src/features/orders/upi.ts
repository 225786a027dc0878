import { orderSettings } from '@/config/orders';
import type { Order } from './order';

export { aboveUpiLimit, UPI_LIMIT, upiLimitWord } from './upi-limit';

/**
 * A UPI payment address (NPCI's UPI Linking Specification) for an order:
 * `upi://pay?pa=<merchant UPI ID>&pn=<payee name>[&mc=<merchant category code>]&am=<rupees, 2 decimals>&cu=INR&tn=<order>&tr=<order>`.
 * A payment app opens it (or its QR code) with the amount and note filled in. The site is told
 * nothing of the payment: the shop checks its account and confirms.
 */

/** Rupees with exactly two decimals, as `am` wants them ("1299.00"); paise are rounded, never floated. */
export function upiAmount(rupees: number): string {
  const paise = Math.round(rupees * 100);
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** Encodes a parameter's value; `@` stays as it is (it is allowed in a query, and UPI IDs have one). */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

export interface Payee {
  /** The merchant UPI ID (`pa`). */
  id: string;
  /** The name payment apps show (`pn`). */
  name: string;
  /** The merchant category code the bank issued with the ID (`mc`), when it issued one. */
  mc?: string | undefined;
}

export const shopPayee: Payee = { id: orderSettings.upiId, name: orderSettings.payeeName, mc: orderSettings.mc };

export function upiLink(order: Pick<Order, 'number' | 'total'>, payee: Payee = shopPayee): string {
  const params: [string, string][] = [
    ['pa', payee.id],
    ['pn', payee.name],
    ...(payee.mc ? ([['mc', payee.mc]] as [string, string][]) : []),
    ['am', upiAmount(order.total)],
    ['cu', 'INR'],
    ['tn', order.number],
    ['tr', order.number],
  ];
  return `upi://pay?${params.map(([name, value]) => `${name}=${encode(value)}`).join('&')}`;
}
