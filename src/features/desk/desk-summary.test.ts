import { describe, expect, it } from 'vitest';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { markDelivered, markPacked, markPaid, markShipped, type Step } from './actions';
import { backupText, mergeOrders, readBackup } from './backup';
import { isSealed, recordsOf, summariesOfStored, unpackSummary, type StoredOrder } from './desk-db';
import type { DeskOrder } from './desk-order';
import { searchText, summarise, summaryOf, type OrderSummary } from './desk-summary';
import { mergeLedger, openLedger, packLedger } from './ledger-record';
import { ledgerRows } from './ledger';
import { newLock } from './lock/crypto';
import { sealerOf } from './lock/lock-store';
import { stockTaken } from './stock';
import { todayFigures } from './today';

const now = new Date('2026-11-27T06:00:00Z');
const later = new Date('2026-11-27T09:00:00Z');

function ok(step: Step): DeskOrder {
  if (!step.ok) throw new Error(JSON.stringify(step.errors));
  return step.order;
}

const asha = deskOrderOf(shopperOrder('upi', { name: 'Asha Verma', mobile: '9876543210', pin: '400001' }));
const ravi = deskOrderOf(shopperOrder('cod', { name: 'Ravi Kumar', pin: '560001', city: 'Bengaluru', state: 'Karnataka' }));

describe('an order in brief', () => {
  it('holds what the ledger, Today and Stock need, and the search text of number, name, mobile and PIN', () => {
    const summary = summarise(asha);
    expect(summary).toMatchObject({ number: asha.number, status: 'New', name: 'Asha Verma', total: asha.check.total, payment: 'upi', mismatch: false, received: null });
    expect(summary.lines).toEqual(asha.check.orderLines.map(({ productId, title, colour, size, quantity }) => ({ productId, title, colour, size, quantity })));
    expect(searchText(summary).split('\u0000')).toEqual([asha.number.toLowerCase().replaceAll('-', ''), 'ashaverma', '9876543210', '400001']);
    expect(summary).not.toHaveProperty('message');
    expect(summary).not.toHaveProperty('history');
  });

  it('gives the ledger, Today and Stock the same answers as the whole orders', () => {
    const paid = ok(markPaid(asha, { utr: '123456789012', received: String(asha.check.total) }, now));
    const shipped = ok(markShipped(ok(markPacked(ravi, now)), { courier: 'DTDC', awb: 'D1234567' }, now));
    const orders = [paid, shipped];
    const summaries = orders.map(summarise);
    for (const query of ['', 'asha', '56000', '98765 43210']) expect(ledgerRows(summaries, null, query).map((each) => each.number)).toEqual(ledgerRows(orders, null, query).map((each) => each.number));
    expect(ledgerRows(summaries, { status: null, focus: 'to-collect' }, '').map((each) => each.number)).toEqual([shipped.number]);
    expect(todayFigures(summaries, later)).toEqual(todayFigures(orders, later));
    expect(stockTaken(summaries)).toEqual(stockTaken(orders));
  });

  it('is made once per whole order, and a summary passes through as it is', () => {
    expect(summaryOf(asha)).toBe(summaryOf(asha));
    const summary = summarise(ravi);
    expect(summaryOf(summary)).toBe(summary);
  });
});

/** The summaries a write stores in the ledger: the changed orders' merged into what it held. */
const ledgerAfter = (held: ReadonlyMap<string, OrderSummary>, changed: readonly DeskOrder[]) => mergeLedger(held, changed.map(summarise));

describe('the summaries in the store, kept in step with their orders', () => {
  it('are written with each order added or moved on: the same status, money and time of change', async () => {
    const added = ledgerAfter(new Map(), [asha]);
    expect([...added.values()]).toEqual([summarise(asha)]);
    const paid = ok(markPaid(asha, { utr: '123456789012', received: String(asha.check.total) }, later));
    expect(await recordsOf([paid], null)).toEqual([paid]);
    const moved = ledgerAfter(added, [paid]);
    expect([...moved.values()]).toEqual([expect.objectContaining({ number: asha.number, status: 'Paid', updatedAt: later.toISOString(), received: { at: later.toISOString(), kind: 'upi', amount: asha.check.total } })]);
    const delivered = ok(markDelivered(ok(markShipped(ok(markPacked(ravi, now)), { courier: 'DTDC', awb: 'D1234567' }, now)), later));
    expect(ledgerAfter(moved, [delivered]).get(ravi.number)).toMatchObject({ status: 'Delivered', received: { kind: 'cash', amount: ravi.check.total } });
  });

  it('are written for the orders an imported backup adds or brings up to date, merged by number', () => {
    const packed = ok(markPacked(ravi, later));
    const read = readBackup(backupText([asha, packed], later));
    if (!read.ok) throw new Error(read.error);
    const mine = [summarise(asha), summarise(ravi)];
    const { changed, merged } = mergeOrders(mine, read.orders);
    expect(changed.map((each) => each.number)).toEqual([ravi.number]);
    expect(merged).toHaveLength(2);
    const ledger = ledgerAfter(new Map(mine.map((each) => [each.number, each])), changed);
    expect([...ledger.values()]).toEqual([summarise(asha), expect.objectContaining({ number: ravi.number, status: 'Packed', updatedAt: later.toISOString() })]);
  });

  it('are sealed like their orders under a passcode: nothing of the buyer in the clear, opened back whole', async () => {
    const { key } = await newLock('mango lassi 42', 1000);
    const sealer = sealerOf(key);
    const orders = await recordsOf([asha], sealer);
    const record = await packLedger([summarise(asha)], sealer);
    expect(Object.keys(record).sort()).toEqual(['name', 'sealed']);
    expect(new TextDecoder().decode(('sealed' in record && record.sealed.data) || new ArrayBuffer(0))).not.toContain('Asha');
    expect(isSealed(orders[0]!)).toBe(true);
    expect(await openLedger(record, sealer)).toEqual([summarise(asha)]);
    expect(await sealer.open<DeskOrder>(orders[0]!)).toEqual(JSON.parse(JSON.stringify(asha)));
  });

  it('are made for every order in the clear when a desk of schema version 2 is upgraded to 3; sealed ones wait for the passcode', async () => {
    const { key } = await newLock('mango lassi 42', 1000);
    const sealed = await sealerOf(key).seal(ravi);
    const old: StoredOrder[] = [asha, sealed];
    expect(summariesOfStored(old).map((each) => unpackSummary(each))).toEqual([summarise(asha)]);
  });
});
