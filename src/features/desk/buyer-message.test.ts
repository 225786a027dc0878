import { describe, expect, it } from 'vitest';
import { orderSettings } from '@/config/orders';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { markPacked, markPaid, markShipped } from './actions';
import { buyerMessage } from './buyer-message';
import type { DeskOrder } from './desk-order';

const now = new Date();
const done = (step: { ok: true; order: DeskOrder } | { ok: false }) => (step.ok ? step.order : null)!;

describe('messages to the buyer', () => {
  const order = deskOrderOf(shopperOrder());

  it('confirms a new UPI order with how to pay, to the buyer’s mobile, in the shop’s name', () => {
    const message = buyerMessage(order, 'Kapda Ghar')!;
    expect(message.label).toBe('Message the buyer on WhatsApp: order confirmed, how to pay');
    expect(message.href.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(message.text).toContain('this is Kapda Ghar.');
    expect(message.text).toContain(orderSettings.upiId);
    expect(decodeURIComponent(message.href.split('text=')[1]!)).toBe(message.text);
  });

  it('says the payment received, then shipped with the courier and AWB', () => {
    const paid = done(markPaid(order, { utr: '123456789012', received: String(order.check.total) }, now));
    expect(buyerMessage(paid)!.text).toContain('UTR 123456789012');
    const shipped = done(markShipped(done(markPacked(paid, now)), { courier: 'Delhivery', awb: '1490881234' }, now));
    expect(buyerMessage(shipped)).toMatchObject({ label: 'Message the buyer on WhatsApp: shipped, with tracking', text: expect.stringContaining('Delhivery, AWB number 1490881234') });
    expect(buyerMessage(shipped)!.text).toContain('. Track it here: https://www.delhivery.com/track/package/1490881234');
    const byHand = done(markShipped(done(markPacked(paid, now)), { courier: 'Ramesh Transport', awb: 'RT5521' }, now));
    expect(buyerMessage(byHand)!.text).toContain('has shipped with Ramesh Transport, AWB number RT5521. Your AWB number is RT5521: track it on Ramesh Transport’s site with that number.');
  });

  it('has a cash order confirmed before it ships', () => {
    const cash = deskOrderOf(shopperOrder('cod'));
    expect(buyerMessage(cash)!.label).toBe('Confirm cash order on WhatsApp');
    expect(buyerMessage(done(markPacked(cash, now)))!.label).toBe('Confirm cash order on WhatsApp');
  });

  it('offers no link without a 10-digit mobile', () => {
    expect(buyerMessage({ ...order, check: { ...order.check, buyer: { ...order.check.buyer, mobile: '12345' } } })).toBeNull();
  });
});
