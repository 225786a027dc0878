import { describe, expect, it } from 'vitest';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { cancelOrder, confirmCash, markDelivered, markPacked, markPaid, markShipped, type Step } from './actions';
import type { DeskOrder } from './desk-order';
import { inFocus, receivedAt, todayFigures } from './today';

function ok(step: Step): DeskOrder {
  if (!step.ok) throw new Error(JSON.stringify(step.errors));
  return step.order;
}

const takenIn = new Date('2026-11-27T05:00:00Z');
const upi = (at = takenIn) => deskOrderOf(shopperOrder('upi'), at);
const cash = (at = takenIn) => deskOrderOf(shopperOrder('cod'), at);
const paid = (order: DeskOrder, at: Date, received = order.check.total) => ok(markPaid(order, { utr: '123456789012', received: String(received) }, at));

describe('Today’s figures', () => {
  const now = new Date('2026-11-27T09:00:00Z');

  it('counts new orders, UPI payments to check and open cash orders to collect, with their amounts', () => {
    const orders = [upi(), upi(), cash(), ok(confirmCash(cash(), now)), paid(upi(), now), ok(cancelOrder(cash(), 'Buyer asked', now))];
    const total = orders[0]!.check.total;
    const today = todayFigures(orders, now);
    expect(today.newOrders).toBe(3);
    expect(today.toCheck).toEqual({ orders: 2, amount: total * 2 });
    expect(today.toCollect).toEqual({ orders: 2, amount: total * 2 });
  });

  it('lists what to pack from paid and confirmed cash orders, by product, colour and size with counts', () => {
    const order = paid(upi(), now);
    const other = { ...order, number: 'RNG-261127-OTHER1', check: { ...order.check, orderLines: [{ ...order.check.orderLines[0]!, size: 'Small' as const, quantity: 1 }] } };
    const orders = [order, other, ok(confirmCash(cash(), now)), cash(), ok(markPacked(paid(upi(), now), now))];
    const { toPack } = todayFigures(orders, now);
    const line = order.check.orderLines[0]!;
    expect(toPack.orders).toBe(3);
    // Small before Medium; two paid/confirmed orders of two Medium each.
    expect(toPack.lines).toEqual([
      { productId: line.productId, title: line.title, colour: line.colour, size: 'Small', count: 1 },
      { productId: line.productId, title: line.title, colour: line.colour, size: 'Medium', count: 4 },
    ]);
  });

  it('counts orders taken in more than two days ago that have not shipped, and not the cancelled or shipped', () => {
    const old = new Date('2026-11-25T08:59:00Z');
    const orders = [upi(old), cash(old), ok(cancelOrder(upi(old), 'No reply', now)), ok(markShipped(ok(markPacked(paid(upi(old), now), now)), { courier: 'DTDC', awb: 'D1234567' }, now)), upi(new Date('2026-11-25T09:01:00Z'))];
    expect(todayFigures(orders, now).waiting).toBe(2);
    expect(orders.map((order) => inFocus(order, 'waiting', now))).toEqual([true, true, false, false, false]);
  });

  it('adds the money received today and this month, UPI and cash apart', () => {
    const yesterday = new Date('2026-11-26T09:00:00Z');
    const lastMonth = new Date('2026-10-30T09:00:00Z');
    const total = upi().check.total;
    const delivered = ok(markDelivered(ok(markShipped(ok(markPacked(cash(), now)), { courier: 'India Post', awb: 'EK123456789IN' }, now)), now));
    const orders = [paid(upi(), now, total - 100), paid(upi(), yesterday), paid(upi(), lastMonth), delivered];
    expect(todayFigures(orders, now).received).toEqual({ today: { upi: total - 100, cash: total }, month: { upi: total * 2 - 100, cash: total } });
  });
});

describe('days and months are India’s', () => {
  const total = upi().check.total;

  it('a payment at 23:59 in India is that day’s; one at 00:00 the next day’s, and the next month’s on the 1st', () => {
    // 30 November, 23:59:59 in India (18:29:59 UTC).
    const lastSecond = new Date('2026-11-30T18:29:59Z');
    const midnight = new Date('2026-11-30T18:30:00Z');
    const before = paid(upi(), lastSecond);
    const after = paid(upi(), midnight);
    expect(todayFigures([before, after], lastSecond).received).toEqual({ today: { upi: total, cash: 0 }, month: { upi: total, cash: 0 } });
    // At midnight in India it is 1 December: only the second payment is today's, and December's.
    expect(todayFigures([before, after], midnight).received).toEqual({ today: { upi: total, cash: 0 }, month: { upi: total, cash: 0 } });
    expect(todayFigures([before], midnight).received).toEqual({ today: { upi: 0, cash: 0 }, month: { upi: 0, cash: 0 } });
  });

  it('a payment made on the 1st at 00:10 in India (the 31st in UTC) counts in the new month', () => {
    const first = paid(upi(), new Date('2026-10-31T18:40:00Z'));
    expect(todayFigures([first], new Date('2026-11-15T06:00:00Z')).received.month.upi).toBe(total);
    expect(todayFigures([first], new Date('2026-10-31T18:20:00Z')).received.month.upi).toBe(0);
  });

  it('an order with no payment, or cash not yet delivered, has received nothing', () => {
    expect(receivedAt(upi())).toBeNull();
    expect(receivedAt(ok(markPacked(cash(), takenIn)))).toBeNull();
  });
});
