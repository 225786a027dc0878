/** The shop's running deals, from its data: the largest saving, and the coupon the pages show. */
export interface Deals {
  upTo: number;
  coupon: { code: string; wording: string } | undefined;
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
