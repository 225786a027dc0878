import { describe, expect, it } from 'vitest';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { markPacked } from './actions';
import { newestFirst } from './desk-order';
import { ledgerRows, statusCounts } from './ledger';

describe('the ledger', () => {
  const asha = deskOrderOf(shopperOrder('upi', {}, new Date('2026-11-25T05:00:00Z')));
  const ravi = deskOrderOf(shopperOrder('cod', { name: 'Ravi Kumar', mobile: '9123456780', pin: '560001', city: 'Bengaluru', state: 'Karnataka' }, new Date('2026-11-26T05:00:00Z')));
  const step = markPacked(ravi, new Date());
  const packed = step.ok ? step.order : ravi;
  const orders = [asha, packed];

  it('shows the newest first, by the order’s date', () => {
    expect(newestFirst(orders).map((order) => order.number)).toEqual([packed.number, asha.number]);
  });

  it('counts the orders at each step and filters by one', () => {
    expect(statusCounts(orders)).toMatchObject({ New: 1, Packed: 1, Paid: 0 });
    expect(ledgerRows(orders, 'Packed', '')).toEqual([packed]);
  });

  it('finds an order by number, name, mobile (typed with spaces) or PIN', () => {
    expect(ledgerRows(orders, null, asha.number.slice(-6).toLowerCase())).toEqual([asha]);
    expect(ledgerRows(orders, null, 'ravi')).toEqual([packed]);
    expect(ledgerRows(orders, null, '91234 56780')).toEqual([packed]);
    expect(ledgerRows(orders, null, '560001')).toEqual([packed]);
    expect(ledgerRows(orders, 'New', 'ravi')).toEqual([]);
  });

  it('shows one of Today’s views, with a status and a search too', () => {
    expect(ledgerRows(orders, { status: null, focus: 'to-check' }, '')).toEqual([asha]);
    expect(ledgerRows(orders, { status: null, focus: 'to-collect' }, '')).toEqual([packed]);
    expect(ledgerRows(orders, { status: null, focus: 'to-collect' }, 'asha')).toEqual([]);
    expect(ledgerRows(orders, { status: 'New', focus: 'to-check' }, '')).toEqual([asha]);
  });
});

