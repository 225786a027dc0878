import { describe, expect, it } from 'vitest';
import { readBackup } from '@/features/desk/backup';
import { statusCounts } from '@/features/desk/ledger';
import { sampleDeskBackup } from './desk-sample';

describe('the sample desk of many orders', () => {
  it('is a backup the desk reads, every message passing the check, with orders at every step', () => {
    const now = new Date('2026-11-27T06:00:00Z');
    const text = sampleDeskBackup(300, now);
    expect(sampleDeskBackup(300, now)).toBe(text);
    const read = readBackup(text);
    if (!read.ok) throw new Error(read.error);
    expect(read.orders).toHaveLength(300);
    expect(read.orders.filter((order) => order.check.differences.length > 0)).toEqual([]);
    const counts = statusCounts(read.orders);
    for (const status of ['New', 'Awaiting payment', 'Paid', 'Packed', 'Shipped', 'Delivered', 'Cancelled'] as const) expect(counts[status], status).toBeGreaterThan(0);
    expect(new Set(read.orders.map((order) => order.number)).size).toBe(300);
  });
});
