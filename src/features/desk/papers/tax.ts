/**
 * GST taken out of tax-inclusive prices (PRODUCT.md §16 "Papers"). Every amount is a whole number
 * of paise, so nothing is lost to floating point: a line's taxable value and its tax always add up
 * to what the buyer paid for it, to the paisa, and the lines to the order's total.
 */

/** A rate band from shop.yaml `tax.bands`: `upTo` rupees a piece before tax (none: any value). */
export interface TaxBand {
  readonly upTo?: number;
  readonly rate: number;
}

export interface TaxLine {
  /** What the buyer paid for the line after its share of any offer or coupon, in paise, tax included. */
  paid: number;
  quantity: number;
  rate: number;
  taxable: number;
  tax: number;
  /** Within the seller's state: CGST and SGST (half each); outside: IGST (all of it). */
  cgst: number;
  sgst: number;
  igst: number;
}

/** A rate as hundredths of a percent (5 → 500, 0.25 → 25): whole numbers to work with. */
const basisPoints = (rate: number) => Math.round(rate * 100);

/** The tax inside a tax-inclusive `paid` (paise) at `rate`%, rounded half up to the paisa. */
export function taxInside(paid: number, rate: number): number {
  const bp = basisPoints(rate);
  const denominator = 10_000 + bp;
  return Math.floor((2 * paid * bp + denominator) / (2 * denominator));
}

/**
 * The band a line falls in: the first whose `upTo` the value of one piece before tax (worked out at
 * that band's rate) does not pass. GST on garments is decided by the value of each piece, so a ₹2,625
 * tee (₹2,500 + 5%) is in the 5% band and a ₹2,700 one in the next.
 */
export function bandFor(paid: number, quantity: number, bands: readonly TaxBand[]): TaxBand {
  for (const band of bands) {
    if (band.upTo === undefined) return band;
    // paid / quantity / (1 + rate) ≤ upTo, in whole numbers: paid × 10,000 ≤ upTo × 100 × quantity × (10,000 + bp).
    if (paid * 10_000 <= band.upTo * 100 * quantity * (10_000 + basisPoints(band.rate))) return band;
  }
  return bands[bands.length - 1]!;
}

/**
 * Shares `discount` paise out over `amounts` in proportion to each, the paise left by rounding down
 * going to the largest remainders (then the earliest lines), so the shares add up to it exactly.
 */
export function shareOut(discount: number, amounts: readonly number[]): number[] {
  const whole = amounts.reduce((sum, amount) => sum + amount, 0);
  if (discount <= 0 || whole <= 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (discount * amount) / whole);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, at) => ({ at, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.at - b.at);
  for (const { at } of byRemainder) {
    if (left <= 0) break;
    shares[at]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * An order's lines with their tax: `lines` as the message gives them (rupees, tax included, before
 * offers), `total` what the buyer pays (rupees); the difference, offers and coupon, is shared out over
 * the lines before tax is taken out, as the invoice must show the value actually charged.
 */
export function taxLines(lines: readonly { amount: number; quantity: number }[], total: number, bands: readonly TaxBand[], sameState: boolean): TaxLine[] {
  const amounts = lines.map((line) => Math.round(line.amount * 100));
  const discount = amounts.reduce((sum, amount) => sum + amount, 0) - Math.round(total * 100);
  const shares = shareOut(discount, amounts);
  return lines.map((line, at) => {
    const paid = amounts[at]! - shares[at]!;
    const { rate } = bandFor(paid, line.quantity, bands);
    const tax = taxInside(paid, rate);
    const igst = sameState ? 0 : tax;
    const sgst = sameState ? Math.floor(tax / 2) : 0;
    const cgst = sameState ? tax - sgst : 0;
    return { paid, quantity: line.quantity, rate, taxable: paid - tax, tax, cgst, sgst, igst };
  });
}

/** The sums of the lines' amounts (paise). */
export function taxTotals(lines: readonly TaxLine[]): Pick<TaxLine, 'paid' | 'taxable' | 'tax' | 'cgst' | 'sgst' | 'igst'> {
  const sum = (key: 'paid' | 'taxable' | 'tax' | 'cgst' | 'sgst' | 'igst') => lines.reduce((total, line) => total + line[key], 0);
  return { paid: sum('paid'), taxable: sum('taxable'), tax: sum('tax'), cgst: sum('cgst'), sgst: sum('sgst'), igst: sum('igst') };
}
