import { describe, expect, it } from 'vitest';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { markPacked, markPaid, type Step } from './actions';
import { ledgerOfVersion3, type PackedSummary, type StoredSummary } from './desk-db';
import type { DeskOrder } from './desk-order';
import { searchKey, searchText, summarise, type OrderSummary } from './desk-summary';
import { ledgerOfVersion4, mergeLedger, openLedger, packLedger, type LedgerRecord, type StoredRow, type Version4Record } from './ledger-record';
import { newLock } from './lock/crypto';
import { sealerOf } from './lock/lock-store';

const now = new Date('2026-11-27T06:00:00Z');

function ok(step: Step): DeskOrder {
  if (!step.ok) throw new Error(JSON.stringify(step.errors));
  return step.order;
}

const asha = deskOrderOf(shopperOrder('upi', { name: 'Asha Verma', mobile: '9876543210', pin: '400001' }));
const ravi = deskOrderOf(shopperOrder('cod', { name: 'Ravi Kumar', pin: '560001', city: 'Bengaluru', state: 'Karnataka' }));
const byNumber = (orders: readonly DeskOrder[]) => new Map(orders.map((each) => [each.number, summarise(each)]));

describe('the ledger: every summary in one record', () => {
  it('is read back as it was written, in the clear', async () => {
    const summaries = [summarise(asha), summarise(ravi)];
    const record = await packLedger(summaries, null);
    expect(record).toMatchObject({ name: 'ledger', text: expect.any(String) });
    expect(await openLedger(record, null)).toEqual(summaries);
  });

  it('stores rows without what it can work out again: names of fields, the catalogue’s titles, the search text', async () => {
    const invoiced: DeskOrder = { ...ok(markPaid(asha, { utr: '123456789012', received: String(asha.check.total) }, now)), invoice: { number: 'RNG/2026-27/0001', date: now.toISOString() } };
    const unknown: DeskOrder = { ...ravi, check: { ...ravi.check, orderLines: ravi.check.orderLines.map((line) => ({ ...line, productId: null, title: 'Golden Tee' })) } };
    const summaries = [summarise(invoiced), summarise(unknown)];
    const record = await packLedger(summaries, null);
    const text = 'text' in record ? record.text : '';
    const [first, second] = JSON.parse(text) as [StoredRow, StoredRow];
    expect(first).toHaveLength(13);
    expect(text).not.toContain('"status"');
    for (const line of asha.check.orderLines) expect(text).not.toContain(line.title);
    expect(second[11].every((line) => line[4] === 'Golden Tee')).toBe(true);
    expect(text.length).toBeLessThan(JSON.stringify(summaries).length * 0.6);
    const opened = await openLedger(record, null);
    expect(opened).toEqual(summaries);
    expect(searchText(opened[0]!)).toBe(searchText(summaries[0]!));
  });

  it('is sealed whole under a passcode, opened only with its key', async () => {
    const { key } = await newLock('mango lassi 42', 1000);
    const record = await packLedger([summarise(asha)], sealerOf(key));
    expect(JSON.stringify(record)).not.toMatch(/Asha|9876543210|400001/);
    expect(await openLedger(record, sealerOf(key))).toEqual([summarise(asha)]);
    await expect(openLedger(record, null)).rejects.toThrow(/sealed ledger/);
    const other = await newLock('another passcode', 1000);
    await expect(openLedger(record, sealerOf(other.key))).rejects.toThrow();
  });

  it('takes a changed order in place of its old summary and adds a new one, leaving what it held unchanged', () => {
    const held = byNumber([asha, ravi]);
    const paid = ok(markPaid(asha, { utr: '123456789012', received: String(asha.check.total) }, now));
    const third = deskOrderOf(shopperOrder('upi', { name: 'Meera Iyer', mobile: '9123456780', pin: '110001' }));
    const next = mergeLedger(held, [summarise(paid), summarise(third)]);
    expect([...next.keys()]).toEqual([asha.number, ravi.number, third.number]);
    expect(next.get(asha.number)).toMatchObject({ status: 'Paid' });
    expect(held.get(asha.number)).toMatchObject({ status: 'New' });
    expect(held.size).toBe(2);
  });
});

/**
 * Summaries in order of their numbers. The ledger keeps two orders of one day added at the same
 * moment in order of their numbers (desk-order.ts `newestFirst`), and these orders' numbers are
 * random: compared in the order they were made, a test passed or failed by the draw (half the time).
 */
function inNumberOrder<T extends { number: string }>(summaries: readonly T[]): T[] {
  return [...summaries].sort((a, b) => (a.number < b.number ? -1 : 1));
}

describe('the upgrade from schema version 3 (one summary per record)', () => {
  it('puts every summary of a desk in the clear in one record, counted as its first change', async () => {
    const packed = ok(markPacked(ravi, now));
    const stored: PackedSummary[] = [asha, packed].map((each) => ({ number: each.number, text: JSON.stringify(summarise(each)) }));
    const rows = ledgerOfVersion3(stored);
    expect(rows).toHaveLength(2);
    const [record, version] = rows as [Version4Record, unknown];
    expect(version).toEqual({ name: 'version', version: 1 });
    const [upgraded] = ledgerOfVersion4(record, 1) as [LedgerRecord];
    expect(inNumberOrder(await openLedger(upgraded, null))).toEqual(inNumberOrder([summarise(asha), summarise(packed)]));
  });

  it('writes nothing for a locked desk, whose sealed summaries wait for the passcode', async () => {
    const { key } = await newLock('mango lassi 42', 1000);
    const stored: StoredSummary[] = [{ number: asha.number, text: JSON.stringify(summarise(asha)) }, await sealerOf(key).seal(summarise(ravi))];
    expect(ledgerOfVersion3(stored)).toEqual([]);
  });

  it('gives an empty desk an empty ledger', async () => {
    const [record] = ledgerOfVersion3([]) as [Version4Record];
    const [upgraded] = ledgerOfVersion4(record, 1) as [LedgerRecord];
    expect(await openLedger(upgraded, null)).toEqual([]);
  });
});

/** A summary as schema version 4 stored it: its search text in place of the mobile and PIN. */
function asVersion4({ mobile: _mobile, pin: _pin, ...summary }: OrderSummary) {
  return { ...summary, search: [summary.number, summary.name, _mobile, _pin].map(searchKey).join('\u0000') };
}

describe('the upgrade from schema version 4 (summaries as objects, with their search text)', () => {
  it('stores the same summaries as rows, found by the same searches, and counts the change', async () => {
    const paid = ok(markPaid(asha, { utr: '123456789012', received: String(asha.check.total) }, now));
    const old: Version4Record = { name: 'summaries', text: JSON.stringify([paid, ravi].map(summarise).map(asVersion4)) };
    const [record, version] = ledgerOfVersion4(old, 7) as [LedgerRecord, unknown];
    expect(version).toEqual({ name: 'version', version: 8 });
    const opened = inNumberOrder(await openLedger(record, null));
    const made = inNumberOrder([paid, ravi].map(summarise));
    expect(opened.map((each) => [each.number, each.status, each.received, each.lines])).toEqual(made.map((each) => [each.number, each.status, each.received, each.lines]));
    expect(opened.map(searchText)).toEqual(made.map(searchText));
  });

  it('writes nothing for a locked desk (its ledger is made again once unlocked), nor for a desk that had none', async () => {
    const { key } = await newLock('mango lassi 42', 1000);
    const version4 = { number: 'ledger', summaries: [asVersion4(summarise(asha))] };
    const { sealed } = await sealerOf(key).seal(version4);
    expect(ledgerOfVersion4({ name: 'summaries', sealed }, 3)).toEqual([]);
    expect(ledgerOfVersion4(undefined, 0)).toEqual([]);
  });
});
