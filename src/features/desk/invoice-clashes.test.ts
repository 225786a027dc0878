import { describe, expect, it } from 'vitest';
import { mergeOrders } from './backup';
import type { DeskOrder } from './desk-order';
import { invoiceClashes, invoiceClashWords } from './invoice-clashes';

/** An order in as much as the rule reads of it. */
const order = (number: string, invoice?: string, updatedAt = '2026-11-27T06:00:00.000Z') => ({
  number,
  updatedAt,
  ...(invoice ? { invoice: { number: invoice, date: updatedAt } } : {}),
});

describe('invoice numbers given on two devices, met on import', () => {
  it('names a number the backup gives to another order than this desk did, with both orders, and renumbers nothing', () => {
    const mine = [order('RNG-261101-AAAAAA', 'RNG/2026-27/0001'), order('RNG-261102-BBBBBB', 'RNG/2026-27/0002')];
    const theirs = [order('RNG-261103-CCCCCC', 'RNG/2026-27/0002'), order('RNG-261104-DDDDDD', 'RNG/2026-27/0003')] as DeskOrder[];
    const { merged, changed } = mergeOrders(mine, theirs);
    const clashes = invoiceClashes(merged, changed);
    expect(clashes).toEqual([{ invoice: 'RNG/2026-27/0002', orders: ['RNG-261102-BBBBBB', 'RNG-261103-CCCCCC'] }]);
    expect(changed.map((each) => each.invoice?.number)).toEqual(['RNG/2026-27/0002', 'RNG/2026-27/0003']);
    const words = invoiceClashWords(clashes);
    expect(words).toContain('RNG/2026-27/0002 is on orders RNG-261102-BBBBBB and RNG-261103-CCCCCC');
    expect(words).toMatch(/Nothing was renumbered/);
    expect(words).toMatch(/one device only/);
  });

  it('says nothing when the same order comes back with its own number, or a clash was already on the desk', () => {
    const mine = [order('RNG-261101-AAAAAA', 'RNG/2026-27/0001'), order('RNG-261102-BBBBBB', 'RNG/2026-27/0005'), order('RNG-261105-EEEEEE', 'RNG/2026-27/0005')];
    const theirs = [order('RNG-261101-AAAAAA', 'RNG/2026-27/0001', '2026-11-28T06:00:00.000Z'), order('RNG-261106-FFFFFF')] as DeskOrder[];
    const { merged, changed } = mergeOrders(mine, theirs);
    expect(changed).toHaveLength(2);
    expect(invoiceClashes(merged, changed)).toEqual([]);
    expect(invoiceClashWords([])).toBe('');
  });

  it('names every order of a number three devices gave', () => {
    const merged = [order('A', 'RNG/2026-27/0007'), order('B', 'RNG/2026-27/0007'), order('C', 'RNG/2026-27/0007')];
    const clashes = invoiceClashes(merged, [merged[2]!]);
    expect(clashes).toEqual([{ invoice: 'RNG/2026-27/0007', orders: ['A', 'B', 'C'] }]);
    expect(invoiceClashWords(clashes)).toContain('is on orders A, B and C');
  });
});
