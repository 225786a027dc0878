/** The shop's running deals, from its data: the largest saving, the coupon the pages show and the offers' wordings. */
export interface Deals {
  upTo: number;
  coupon: { code: string; wording: string } | undefined;
  /** The automatic offers that run, as worded to shoppers ("Buy 1 Get 1 Free"); none when the shop runs none. */
  offers?: readonly string[];
}

/** Whether the shop runs any deal at all: a saving, a coupon or an offer. */
export function hasDeals({ upTo, coupon, offers = [] }: Deals): boolean {
  return upTo > 0 || coupon !== undefined || offers.length > 0;
}

/**
 * The seed's line, "Save more with coupons & up to 70% off!", with each part only where the data
 * makes it true (PRODUCT.md §7): the coupons when the shop has one (shown by `CouponNote` beside
 * it), the saving when a tee is on sale. Null when the shop runs neither.
 */
export function dealsLine({ upTo, coupon }: Deals): string | null {
  const off = upTo > 0 ? `up to ${upTo}% off` : null;
  if (coupon && off) return `Save more with coupons & ${off}!`;
  if (coupon) return 'Save more with coupons!';
  if (off) return `Save ${off}!`;
  return null;
}

/** The coupon the line promises: its code and what it is worth. */
export function CouponNote({ coupon, className }: { coupon: Deals['coupon']; className: string }) {
  if (!coupon) return null;
  return (
    <p className={className}>
      Use code <strong>{coupon.code}</strong> in your cart: {coupon.wording}
    </p>
  );
}
