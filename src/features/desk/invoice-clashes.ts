import type { DeskOrder } from './desk-order';

/**
 * Invoice numbers are given on each device (papers/invoice-number.ts: one more than the highest
 * this desk holds), so two devices making invoices before their desks were merged can give one
 * number to two orders. An import says so, by number and order, and changes neither: an invoice a
 * buyer already holds must keep its number, and only the owner knows which were sent.
 */

type Invoiced = Pick<DeskOrder, 'number' | 'invoice'>;

/** One invoice number held by more than one order after an import. */
export interface InvoiceClash {
  invoice: string;
  /** The orders holding it, in the desk's order then the backup's. */
  orders: string[];
}

/**
 * The invoice numbers that the merged desk holds on more than one order, where at least one of
 * those orders came from the backup (`changed`): clashes the desk had before are not said again.
 */
export function invoiceClashes(merged: readonly Invoiced[], changed: readonly Invoiced[]): InvoiceClash[] {
  const byInvoice = new Map<string, string[]>();
  for (const order of merged) {
    if (!order.invoice) continue;
    const holders = byInvoice.get(order.invoice.number);
    if (holders) holders.push(order.number);
    else byInvoice.set(order.invoice.number, [order.number]);
  }
  const brought = new Set(changed.filter((order) => order.invoice).map((order) => order.number));
  return [...byInvoice]
    .filter(([, orders]) => orders.length > 1 && orders.some((number) => brought.has(number)))
    .map(([invoice, orders]) => ({ invoice, orders }));
}

/** What the desk says of the clashes after an import: which numbers, which orders, what to do. */
export function invoiceClashWords(clashes: readonly InvoiceClash[]): string {
  if (clashes.length === 0) return '';
  const each = clashes.map(({ invoice, orders }) => `${invoice} is on orders ${orders.slice(0, -1).join(', ')} and ${orders.at(-1)}`).join('; ');
  return (
    `Invoice numbers are given on each device, and this backup holds ${clashes.length === 1 ? 'a number' : 'numbers'} this desk had given to another order: ${each}. ` +
    'Nothing was renumbered: an invoice a buyer already has must keep its number. Check which of these invoices were sent; if both of one number were, tell your accountant. ' +
    'From now on, make invoices on one device only.'
  );
}
