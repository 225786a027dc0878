import { describe, expect, it } from 'vitest';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { cancelOrder, canMove, confirmCash, markDelivered, markExchanged, markPacked, markPaid, markReturned, markShipped, setNotes } from './actions';
import type { DeskOrder } from './desk-order';

const now = new Date('2026-11-27T06:00:00Z');

function ok(step: ReturnType<typeof markPaid>): DeskOrder {
  if (!step.ok) throw new Error(JSON.stringify(step.errors));
  return step.order;
}

describe('moving an order on', () => {
  const order = deskOrderOf(shopperOrder());
  const total = order.check.total;

  it('marks paid with a 12-digit UTR typed with spaces and the whole total received', () => {
    const paid = ok(markPaid(order, { utr: '1234 5678 9012', received: String(total) }, now));
    expect(paid).toMatchObject({ status: 'Paid', payment: { utr: '123456789012', received: total }, updatedAt: now.toISOString() });
    expect(paid.history.at(-1)).toEqual({ at: now.toISOString(), status: 'Paid', what: expect.stringMatching(/^Marked paid: UTR 123456789012, ₹[\d,]+ received: the whole total\.$/) });
  });

  it('refuses an 11-digit UTR with a message, and the amount when it is not one', () => {
    expect(markPaid(order, { utr: '12345 678901', received: 'abc' }, now)).toEqual({
      ok: false,
      errors: { utr: 'This UTR has 11 digits; a UPI transaction ID has 12. Check it against the payment.', received: 'Type the amount in rupees, in figures (such as 1,598).' },
    });
  });

  it('says how much less or more than the total was received', () => {
    expect(ok(markPaid(order, { utr: '123456789012', received: String(total - 100) }, now)).history.at(-1)!.what).toContain('₹100 less than the total of');
    expect(ok(markPaid(order, { utr: '123456789012', received: `₹${total + 50}` }, now)).history.at(-1)!.what).toContain('₹50 more than the total of');
  });

  it('goes packed, shipped (courier and AWB) and delivered, each with its time in the history', () => {
    const paid = ok(markPaid(order, { utr: '123456789012', received: String(total) }, now));
    const shipped = ok(markShipped(ok(markPacked(paid, now)), { courier: ' Delhivery ', awb: '1490 8812 3456' }, now));
    expect(shipped.shipment).toEqual({ courier: 'Delhivery', awb: '149088123456' });
    const delivered = ok(markDelivered(shipped, now));
    expect(delivered.history.map((entry) => entry.status)).toEqual(['New', 'Paid', 'Packed', 'Shipped', 'Delivered']);
    expect(canMove(delivered, 'Returned')).toBe(true);
    expect(ok(markReturned(delivered, now)).status).toBe('Returned');
  });

  it('asks for the courier and AWB number before shipping', () => {
    const packed = ok(markPacked(order, now));
    expect(markShipped(packed, { courier: '', awb: '' }, now)).toEqual({ ok: false, errors: { courier: 'Type the courier’s name.', awb: 'Type the AWB number from the courier’s receipt.' } });
  });

  it('refuses a move the step does not allow', () => {
    expect(markShipped(order, { courier: 'DTDC', awb: 'D1234567' }, now)).toEqual({ ok: false, errors: { status: 'An order that is New cannot be marked Shipped.' } });
    expect(markDelivered(order, now).ok).toBe(false);
  });

  it('cancels only with a reason, kept with the order', () => {
    expect(cancelOrder(order, '  ', now)).toEqual({ ok: false, errors: { reason: 'Say why the order is cancelled: the buyer may ask.' } });
    expect(ok(cancelOrder(order, 'Buyer asked', now))).toMatchObject({ status: 'Cancelled', cancelReason: 'Buyer asked' });
  });

  it('records a cash order’s total as collected when it is delivered', () => {
    const cash = deskOrderOf(shopperOrder('cod'));
    const shipped = ok(markShipped(ok(markPacked(cash, now)), { courier: 'DTDC', awb: 'D1234567' }, now));
    expect(ok(markDelivered(shipped, now)).payment).toEqual({ utr: null, received: cash.check.total });
  });

  it('keeps the owner’s notes', () => {
    expect(setNotes(order, ' Gift wrap ', now)).toMatchObject({ notes: 'Gift wrap', history: [{}, { what: 'Notes changed' }] });
  });
});

describe('a cash order confirmed by the buyer', () => {
  it('waits for its payment on delivery and may be packed; a UPI order awaiting payment may not', () => {
    const cash = deskOrderOf(shopperOrder('cod'));
    const confirmed = ok(confirmCash(cash, now));
    expect(confirmed).toMatchObject({ status: 'Awaiting payment' });
    expect(confirmed.history.at(-1)).toEqual({ at: now.toISOString(), what: 'Cash order confirmed by the buyer', status: 'Awaiting payment' });
    expect(canMove(confirmed, 'Packed')).toBe(true);
    const upi = deskOrderOf(shopperOrder('upi'));
    expect(confirmCash(upi, now)).toEqual({ ok: false, errors: { status: 'Only a cash order is confirmed this way; a UPI order is marked paid.' } });
    expect(canMove({ ...upi, status: 'Awaiting payment' }, 'Packed')).toBe(false);
  });
});

describe('an exchange', () => {
  it('is kept in a delivered order’s history, the order still delivered; refused before delivery or without saying what', () => {
    const upi = deskOrderOf(shopperOrder('upi'));
    const paid = ok(markPaid(upi, { utr: '123456789012', received: String(upi.check.total) }, now));
    const delivered = ok(markDelivered(ok(markShipped(ok(markPacked(paid, now)), { courier: 'DTDC', awb: 'D1234567' }, now)), now));
    const later = new Date('2026-11-30T06:00:00Z');
    const exchanged = ok(markExchanged(delivered, ' Medium for Large ', later));
    expect(exchanged).toMatchObject({ status: 'Delivered', updatedAt: later.toISOString() });
    expect(exchanged.history.at(-1)).toEqual({ at: later.toISOString(), what: 'Exchanged: Medium for Large', status: 'Delivered' });
    expect(markExchanged(delivered, '  ', later)).toEqual({ ok: false, errors: { exchange: 'Say what was exchanged for what (such as “Medium for Large”).' } });
    expect(markExchanged(paid, 'Medium for Large', later)).toMatchObject({ ok: false, errors: { status: 'An order that is Paid cannot be exchanged: only a delivered one.' } });
  });
});

