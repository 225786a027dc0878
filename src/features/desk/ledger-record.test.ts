import { describe, expect, it } from 'vitest';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { markPacked, markPaid, type Step } from './actions';
import { ledgerOfVersion3, type PackedSummary, type StoredSummary } from './desk-db';
import type { DeskOrder } from './desk-order';
import { summarise } from './desk-summary';
import { mergeLedger, openLedger, packLedger, type LedgerRecord } from './ledger-record';
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
    expect(record).toEqual({ name: 'summaries', text: JSON.stringify(summaries) });
    expect(await openLedger(record, null)).toEqual(summaries);
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

describe('the upgrade from schema version 3 (one summary per record)', () => {
  it('puts every summary of a desk in the clear in one record, counted as its first change', async () => {
    const packed = ok(markPacked(ravi, now));
    const stored: PackedSummary[] = [asha, packed].map((each) => ({ number: each.number, text: JSON.stringify(summarise(each)) }));
    const rows = ledgerOfVersion3(stored);
    expect(rows).toHaveLength(2);
    const [record, version] = rows as [LedgerRecord, unknown];
    expect(version).toEqual({ name: 'version', version: 1 });
    expect(await openLedger(record, null)).toEqual([summarise(asha), summarise(packed)]);
  });

  it('writes nothing for a locked desk, whose sealed summaries wait for the passcode', async () => {
    const { key } = await newLock('mango lassi 42', 1000);
    const stored: StoredSummary[] = [{ number: asha.number, text: JSON.stringify(summarise(asha)) }, await sealerOf(key).seal(summarise(ravi))];
    expect(ledgerOfVersion3(stored)).toEqual([]);
  });

  it('gives an empty desk an empty ledger', async () => {
    const [record] = ledgerOfVersion3([]) as [LedgerRecord];
    expect(await openLedger(record, null)).toEqual([]);
  });
});
