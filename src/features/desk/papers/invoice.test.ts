import { describe, expect, it } from 'vitest';
import { taxSettings } from '@/config/shop-facts';
import { deskOrderOf, plainTee, shopperOrder } from '@/test/desk';
import { backupText, readBackup } from '../backup';
import { buyerState, gstSettings, invoiceOf, withInvoiceNumber } from './invoice';

const gst = { gstin: '27AAAAA0000A1Z2', hsn: '6109', bands: [{ upTo: 2500, rate: 5 }, { rate: 18 }] };
const now = new Date('2026-11-27T06:00:00Z');

describe('the tax invoice of an order', () => {
  it('is made only for a shop with a GSTIN (the sample shop’s is a sample)', () => {
    expect(gstSettings(null)).toBeNull();
    expect(gstSettings({ hsn: '6109', bands: gst.bands })).toBeNull();
    expect(gstSettings(taxSettings)?.gstin).toMatch(/^27/);
  });

  it('knows the buyer’s state from the PIN, else from the place the message names, else says it does not', () => {
    const buyer = { name: '', mobile: '', address: '', landmark: '', email: '' };
    expect(buyerState({ ...buyer, place: 'Bengaluru, Karnataka 560001', pin: '560001' })).toEqual({ state: 'Karnataka', code: '29' });
    // 605 is shared by Tamil Nadu and Puducherry: the place says which.
    expect(buyerState({ ...buyer, place: 'Puducherry, Puducherry 605001', pin: '605001' })).toEqual({ state: 'Puducherry', code: '34' });
    expect(buyerState({ ...buyer, place: 'Somewhere 605001', pin: '605001' })).toBeNull();
  });

  it('gets its number once, the next of the year, with a line in the order’s history', () => {
    const first = withInvoiceNumber(deskOrderOf(shopperOrder()), [], now);
    expect(first.invoice).toEqual({ number: 'RNG/2026-27/0001', date: now.toISOString() });
    expect(first.history.at(-1)?.what).toBe('Tax invoice RNG/2026-27/0001 made');
    expect(withInvoiceNumber(first, [first], new Date('2026-12-01T00:00:00Z'))).toBe(first);
    const second = withInvoiceNumber(deskOrderOf(shopperOrder()), [first], now);
    expect(second.invoice?.number).toBe('RNG/2026-27/0002');
  });

  it('keeps its number through a backup, so another device never gives it again', () => {
    const numbered = withInvoiceNumber(deskOrderOf(shopperOrder()), [], now);
    const read = readBackup(backupText([numbered, deskOrderOf(shopperOrder())], now));
    expect(read.ok && read.orders.map((order) => order.invoice)).toEqual([numbered.invoice, undefined]);
  });

  it('charges CGST + SGST to a buyer in the seller’s state and IGST to one outside, the lines adding up to the total', () => {
    const mumbai = withInvoiceNumber(deskOrderOf(shopperOrder('upi', { pin: '400001', city: 'Mumbai', state: 'Maharashtra' })), [], now);
    const within = invoiceOf({ ...mumbai, invoice: mumbai.invoice! }, gst);
    expect(within).toMatchObject({ sameState: true, placeOfSupply: { state: 'Maharashtra', code: '27' }, seller: { gstin: gst.gstin, state: 'Maharashtra', code: '27' } });
    expect(within.lines[0]).toMatchObject({ hsn: '6109', quantity: 2, title: plainTee.title, igst: 0 });
    expect(within.totals.cgst + within.totals.sgst).toBe(within.totals.tax);
    expect(within.totals.taxable + within.totals.tax).toBe(mumbai.check.total * 100);

    const bengaluru = withInvoiceNumber(deskOrderOf(shopperOrder('upi', { pin: '560001', city: 'Bengaluru', state: 'Karnataka' })), [], now);
    const outside = invoiceOf({ ...bengaluru, invoice: bengaluru.invoice! }, gst);
    expect(outside).toMatchObject({ sameState: false, placeOfSupply: { state: 'Karnataka', code: '29' }, totals: { cgst: 0, sgst: 0 } });
    expect(outside.totals.igst).toBe(outside.totals.tax);
  });
});
