import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/money';
import { messageOf, plainTee, shopperOrder } from '@/test/desk';
import { hasMismatch } from './desk-order';
import { takeIn, takeInSentence } from './take-in';

const now = new Date('2026-11-27T05:00:00Z');

describe('taking orders in', () => {
  it('adds each order message, checked and kept with its result, payment and UTR', () => {
    const upi = { ...shopperOrder(), utr: '123456789012' };
    const cash = shopperOrder('cod');
    const result = takeIn(`${messageOf(upi)}\n\n${messageOf(cash)}`, new Set(), now);
    expect(result.added.map((order) => order.number)).toEqual([upi.number, cash.number]);
    expect(result.added[0]).toMatchObject({ status: 'New', message: messageOf(upi), check: { kind: 'checked', payment: 'upi', utr: '123456789012', differences: [] } });
    expect(result.added[1]!.check).toMatchObject({ payment: 'cod', total: cash.total, buyer: { name: 'Asha Sharma', mobile: '9876543210', pin: '400001' } });
    expect(result.added[0]!.history).toEqual([{ at: now.toISOString(), what: 'Added to the desk', status: 'New' }]);
  });

  it('never adds one order number twice, and says which it had and which texts were not orders', () => {
    const [had, fresh] = [shopperOrder(), shopperOrder()];
    const text = `Good morning!\n${messageOf(had)}\n${messageOf(fresh)}\n${messageOf(fresh)}`;
    const result = takeIn(text, new Set([had.number]), now);
    expect(result.added.map((order) => order.number)).toEqual([fresh.number]);
    expect(result.had).toEqual([had.number, fresh.number]);
    expect(result.notOrders).toEqual([{ excerpt: 'Good morning!', why: 'It is not an order message.' }]);
    expect(takeInSentence(result)).toBe('1 new order, 2 already on the desk, 1 text that was not an order message.');
  });

  it('says a text with no order in it is none', () => {
    const result = takeIn('Is the indigo tee in XL?', new Set(), now);
    expect(result).toEqual({ added: [], had: [], notOrders: [{ excerpt: 'Is the indigo tee in XL?', why: 'It is not an order message.' }] });
    expect(takeInSentence(result)).toBe('0 new orders, 0 already on the desk, 1 text that was not an order message.');
  });

  it('keeps a message edited to a lower price, flagged with what differs', () => {
    const order = shopperOrder();
    const lowered = messageOf(order).replace(`— ${formatPrice(order.lines[0]!.amount)}`, '— ₹99');
    const [kept] = takeIn(lowered, new Set(), now).added;
    expect(kept).toBeDefined();
    expect(hasMismatch(kept!)).toBe(true);
    expect(kept!.check.differences[0]).toBe(`Line 1 (${plainTee.title}, ${order.lines[0]!.colourName}, Medium): ₹99 for 2 in the message; the catalogue says ${formatPrice(order.lines[0]!.amount)} for 2 (${formatPrice(plainTee.price)} each).`);
  });

  it('keeps a message from another shop, flagged: its heading is not this shop’s', () => {
    const message = messageOf(shopperOrder()).replace(/^\*\S+ order/, '*Kapda Ghar order');
    const [kept] = takeIn(message, new Set(), now).added;
    expect(kept && hasMismatch(kept)).toBe(true);
    expect(kept!.check.differences[0]).toMatch(/^The message is headed “Kapda Ghar order .*”: this shop’s orders are headed/);
  });

  it('tells an unreadable order message with the check’s own sentence', () => {
    const broken = messageOf(shopperOrder()).replace(/Subtotal:.*\n/, '');
    const result = takeIn(broken, new Set(), now);
    expect(result.added).toEqual([]);
    expect(result.notOrders[0]!.why).toMatch(/no “Subtotal:” line/);
  });
});
