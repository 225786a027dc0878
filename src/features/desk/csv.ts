import { paymentLabels } from '@/features/orders';
import type { DeskOrder } from './desk-order';

const HEADINGS = ['Order', 'Status', 'Added', 'Name', 'Mobile', 'Address', 'PIN', 'Items', 'Total', 'Payment', 'UTR', 'Received', 'Courier', 'AWB', 'Amounts match', 'Notes'];

/** A spreadsheet cell: quoted, and a leading =, +, - or @ made text (so no formula runs from a buyer's words). */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The orders as CSV for a spreadsheet or an accountant: one row each, amounts in rupees as numbers. */
export function ordersCsv(orders: readonly DeskOrder[]): string {
  const rows = orders.map(({ number, status, addedAt, check, payment, shipment, notes }) => [
    number,
    status,
    addedAt,
    check.buyer.name,
    check.buyer.mobile,
    [check.buyer.address, check.buyer.landmark, check.buyer.place].filter(Boolean).join(', '),
    check.buyer.pin,
    check.items,
    check.total,
    check.payment ? paymentLabels[check.payment] : '',
    payment?.utr ?? '',
    payment ? payment.received : '',
    shipment?.courier ?? '',
    shipment?.awb ?? '',
    check.differences.length ? 'No' : 'Yes',
    notes,
  ]);
  return [HEADINGS, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
