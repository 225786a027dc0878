import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandFor, shareOut, taxInside, taxLines, taxTotals } from './tax';

const bands = [{ upTo: 2500, rate: 5 }, { rate: 18 }];

describe('GST taken out of tax-inclusive prices', () => {
  it('takes 5% out of a ₹1,299 tee and 18% out of a ₹2,799 one, to the paisa', () => {
    expect(taxInside(129_900, 5)).toBe(6186); // 1299 × 5/105 = 61.857…
    expect(taxInside(279_900, 18)).toBe(42_697); // 2799 × 18/118 = 426.966…
  });

  it('puts a piece in its band by its value before tax: ₹2,625 is ₹2,500 + 5%, ₹2,700 is above', () => {
    expect(bandFor(262_500, 1, bands).rate).toBe(5);
    expect(bandFor(270_000, 1, bands).rate).toBe(18);
    expect(bandFor(2 * 262_500, 2, bands).rate).toBe(5);
    expect(bandFor(2 * 262_501, 2, bands).rate).toBe(18);
  });

  it('splits the tax into CGST and SGST within the seller’s state, IGST outside', () => {
    const [within] = taxLines([{ amount: 1299, quantity: 1 }], 1299, bands, true);
    expect(within).toMatchObject({ tax: 6186, cgst: 3093, sgst: 3093, igst: 0, taxable: 123_714 });
    const [outside] = taxLines([{ amount: 1299, quantity: 1 }], 1299, bands, false);
    expect(outside).toMatchObject({ tax: 6186, cgst: 0, sgst: 0, igst: 6186 });
  });

  it('shares an offer out over the lines before the tax is taken out', () => {
    const lines = taxLines([{ amount: 1000, quantity: 1 }, { amount: 3000, quantity: 1 }], 3600, bands, true);
    expect(lines.map((line) => line.paid)).toEqual([90_000, 270_000]);
    // ₹2,700 after its share is over ₹2,500 + 5%: 18%.
    expect(lines.map((line) => line.rate)).toEqual([5, 18]);
  });

  it('always adds up: taxable + tax = paid per line, the lines to the total, CGST + SGST + IGST = tax (property)', () => {
    const line = fc.record({ amount: fc.integer({ min: 1, max: 200_000 }), quantity: fc.integer({ min: 1, max: 10 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.double({ min: 0, max: 0.6, noNaN: true }), fc.boolean(), (lines, off, sameState) => {
        const subtotal = lines.reduce((sum, each) => sum + each.amount, 0);
        const total = subtotal - Math.floor(subtotal * off);
        const taxed = taxLines(lines, total, bands, sameState);
        for (const each of taxed) {
          expect(each.taxable + each.tax).toBe(each.paid);
          expect(each.cgst + each.sgst + each.igst).toBe(each.tax);
          expect(Math.abs(each.tax - (each.paid * each.rate) / (100 + each.rate))).toBeLessThanOrEqual(0.5);
          expect(each.paid).toBeGreaterThanOrEqual(0);
        }
        const totals = taxTotals(taxed);
        expect(totals.paid).toBe(total * 100);
        expect(totals.taxable + totals.tax).toBe(total * 100);
      }),
    );
  });

  it('shares a discount out exactly, in proportion', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 100 }), (amounts, percent) => {
        const whole = amounts.reduce((sum, amount) => sum + amount, 0);
        const discount = Math.floor((whole * percent) / 100);
        const shares = shareOut(discount, amounts);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
        shares.forEach((share, at) => expect(Math.abs(share - (discount * amounts[at]!) / whole)).toBeLessThan(1));
      }),
    );
  });
});
