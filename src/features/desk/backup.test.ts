import { describe, expect, it } from 'vitest';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { markPacked } from './actions';
import { BACKUP_FORMAT, backupText, mergeOrders, readBackup } from './backup';
import type { DeskOrder } from './desk-order';

const now = new Date('2026-11-27T07:00:00Z');
const later = new Date('2026-11-27T08:00:00Z');

function packed(order: DeskOrder, at: Date): DeskOrder {
  const step = markPacked(order, at);
  if (!step.ok) throw new Error('not packed');
  return step.order;
}

describe('the desk backup', () => {
  const orders = [deskOrderOf(shopperOrder()), deskOrderOf(shopperOrder('cod'))];

  it('is one JSON file with its format and version, read back to the same orders (each message checked again)', () => {
    const text = backupText(orders, now);
    expect(JSON.parse(text)).toMatchObject({ format: BACKUP_FORMAT, version: 1, exportedAt: now.toISOString() });
    expect(readBackup(text)).toEqual({ ok: true, orders });
  });

  it('refuses a file that is not a desk backup', () => {
    for (const text of ['Order list\nRNG-1', '{"orders": []}', '[]', 'null']) {
      expect(readBackup(text)).toEqual({ ok: false, error: 'This file is not a desk backup (a file made with “Export backup”). Nothing was changed.' });
    }
  });

  it('refuses a corrupt backup', () => {
    const text = backupText(orders, now);
    expect(readBackup(text.slice(0, text.length / 2))).toMatchObject({ ok: false, error: expect.stringContaining('not a desk backup') });
    const damaged = JSON.parse(text) as { orders: { status: string }[] };
    damaged.orders[0]!.status = 'Lost';
    expect(readBackup(JSON.stringify(damaged))).toEqual({ ok: false, error: 'This desk backup is damaged: some of it cannot be read. Nothing was changed.' });
    const forged = JSON.parse(text) as { orders: { message: string }[] };
    forged.orders[1]!.message = 'hello';
    expect(readBackup(JSON.stringify(forged))).toMatchObject({ ok: false, error: expect.stringMatching(/^This desk backup is damaged: the message of order RNG-/) });
  });

  it('refuses a backup from a newer desk', () => {
    const newer = { ...JSON.parse(backupText(orders, now)), version: 2 };
    expect(readBackup(JSON.stringify(newer))).toEqual({
      ok: false,
      error: 'This backup was made by a newer desk (version 2; this one reads version 1). Update the shop’s site first. Nothing was changed.',
    });
  });
});

describe('merging two desks', () => {
  it('merges by order number, the later change winning', () => {
    const [a, b, c] = [deskOrderOf(shopperOrder()), deskOrderOf(shopperOrder()), deskOrderOf(shopperOrder())];
    const phone = [packed(a, later), b];
    const tablet = [a, packed(b, later), c];
    const { merged, changed } = mergeOrders(phone, tablet);
    expect(merged.map((order) => [order.number, order.status])).toEqual([
      [a.number, 'Packed'],
      [b.number, 'Packed'],
      [c.number, 'New'],
    ]);
    expect(changed.map((order) => order.number)).toEqual([b.number, c.number]);
  });
});
