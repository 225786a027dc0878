import { formatPrice } from '@/lib/money';
import { moves, type DeskOrder, type Status } from './desk-order';
import { amountFrom, comparedWithTotal, utrFrom } from './payment-check';

/** An owner's step: the order moved on, or what is wrong with each field (by the field's name). */
export type Step = { ok: true; order: DeskOrder } | { ok: false; errors: Record<string, string> };

/** Whether an order may move to `status` now. A cash order the buyer confirmed may be packed without a payment. */
export function canMove(order: Pick<DeskOrder, 'status' | 'check'>, status: Status): boolean {
  if (order.status === 'Awaiting payment' && status === 'Packed') return order.check.payment === 'cod';
  return moves[order.status].includes(status);
}

function moved(order: DeskOrder, status: Status, what: string, now: Date, change: Partial<DeskOrder> = {}): Step {
  if (!canMove(order, status)) return { ok: false, errors: { status: `An order that is ${order.status} cannot be marked ${status}.` } };
  const at = now.toISOString();
  return { ok: true, order: { ...order, ...change, status, updatedAt: at, history: [...order.history, { at, what, status }] } };
}

/** Paid by UPI: the UTR (12 digits, spaces allowed) and the amount received, compared with the total. */
export function markPaid(order: DeskOrder, form: { utr: string; received: string }, now: Date): Step {
  const utr = utrFrom(form.utr);
  const amount = amountFrom(form.received);
  if (!utr.ok || !amount.ok) return { ok: false, errors: { ...(utr.ok ? {} : { utr: utr.error }), ...(amount.ok ? {} : { received: amount.error }) } };
  const said = comparedWithTotal(amount.amount, order.check.total);
  return moved(order, 'Paid', `Marked paid: UTR ${utr.utr}, ${said}`, now, { payment: { utr: utr.utr, received: amount.amount } });
}

export function markAwaitingPayment(order: DeskOrder, now: Date): Step {
  return moved(order, 'Awaiting payment', 'Confirmed; waiting for the payment', now);
}

/** A cash order the buyer confirmed on WhatsApp: it waits for its payment on delivery, and is ready to pack. */
export function confirmCash(order: DeskOrder, now: Date): Step {
  if (order.check.payment !== 'cod') return { ok: false, errors: { status: 'Only a cash order is confirmed this way; a UPI order is marked paid.' } };
  return moved(order, 'Awaiting payment', 'Cash order confirmed by the buyer', now);
}

export function markPacked(order: DeskOrder, now: Date): Step {
  return moved(order, 'Packed', 'Marked packed', now);
}

/** Shipped with a courier and its AWB (air waybill) number. */
export function markShipped(order: DeskOrder, form: { courier: string; awb: string }, now: Date): Step {
  const courier = form.courier.trim();
  const awb = form.awb.replace(/\s+/g, '');
  const errors: Record<string, string> = {};
  if (!courier) errors.courier = 'Type the courier’s name.';
  if (!awb) errors.awb = 'Type the AWB number from the courier’s receipt.';
  else if (!/^[A-Za-z0-9-]{4,30}$/.test(awb)) errors.awb = 'An AWB number is 4 to 30 letters and digits.';
  if (Object.keys(errors).length) return { ok: false, errors };
  return moved(order, 'Shipped', `Marked shipped: ${courier}, AWB ${awb}`, now, { shipment: { courier, awb } });
}

/** Delivered; a cash order's total is collected then. */
export function markDelivered(order: DeskOrder, now: Date): Step {
  const cash = order.check.payment === 'cod';
  const change = cash ? { payment: { utr: null, received: order.check.total } } : {};
  return moved(order, 'Delivered', cash ? `Marked delivered: ${formatPrice(order.check.total)} in cash` : 'Marked delivered', now, change);
}

export function cancelOrder(order: DeskOrder, reason: string, now: Date): Step {
  const why = reason.trim();
  if (!why) return { ok: false, errors: { reason: 'Say why the order is cancelled: the buyer may ask.' } };
  return moved(order, 'Cancelled', `Cancelled: ${why}`, now, { cancelReason: why });
}

/**
 * Exchanged (PRODUCT.md §16): a delivered tee swapped for another (a size, a colour). Not a status
 * of its own (the ledger's statuses are §16's eight): the order stays delivered, the exchange in its history.
 */
export function markExchanged(order: DeskOrder, what: string, now: Date): Step {
  const said = what.trim();
  if (order.status !== 'Delivered') return { ok: false, errors: { status: `An order that is ${order.status} cannot be exchanged: only a delivered one.` } };
  if (!said) return { ok: false, errors: { exchange: 'Say what was exchanged for what (such as “Medium for Large”).' } };
  const at = now.toISOString();
  return { ok: true, order: { ...order, updatedAt: at, history: [...order.history, { at, what: `Exchanged: ${said}`, status: order.status }] } };
}

export function markReturned(order: DeskOrder, now: Date): Step {
  return moved(order, 'Returned', 'Marked returned', now);
}

/** The owner's notes, kept with a line in the history. */
export function setNotes(order: DeskOrder, notes: string, now: Date): DeskOrder {
  const at = now.toISOString();
  return { ...order, notes: notes.trim(), updatedAt: at, history: [...order.history, { at, what: 'Notes changed', status: order.status }] };
}
