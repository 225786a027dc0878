import { useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { findProduct, useTees } from '@/features/catalogue';
import { focusOnMount } from '@/lib/focus';
import { useHydrated } from '@/lib/hydrated';
import { leftOutSentence, orderableLines } from '../availability';
import { useCartCoupon, useCartLines } from '../cart-store';
import { cartSavings } from '../savings';
import { cartTotals } from '../totals';
import { CartTable } from './cart-table';
import { CheckoutBar } from './checkout-bar';
import { CouponForm } from './coupon-form';
import { TotalsBox } from './totals-box';
import './cart-view.css';

const noLines: readonly never[] = [];

/** The cart's lines, coupon box and totals; or, when it is empty, a way to the shop. */
export function CartContents() {
  const stored = useCartLines();
  // Its lines' tees come with the page (src/app/router.tsx); a line added in another tab waits for its tee.
  const { complete } = useTees(stored.map((line) => line.productId));
  const lines = complete ? stored : noLines;
  // A line no longer available is kept and shown, out of the totals and the order.
  const orderable = orderableLines(lines);
  const leftOut = lines.length - orderable.length;
  const coupon = useCartCoupon();
  const totals = cartTotals(orderable, findProduct, coupon);
  const checkoutRef = useRef<HTMLAnchorElement>(null);
  // Emptied here (the last Remove pressed): focus goes to the empty cart's heading.
  const [emptiedHere, setEmptiedHere] = useState(false);
  if (emptiedHere && lines.length > 0) setEmptiedHere(false);
  // The prerendered page always shows an empty cart; once the app runs, an empty cart is confirmed.
  const hydrated = useHydrated() && complete;
  return (
    <section className={`section container cart${lines.length > 0 ? ' cart--filled' : ''}`} aria-labelledby="cart-contents">
      {lines.length === 0 ? (
        <div className="cart-empty" data-confirmed={hydrated || undefined}>
          <h2 id="cart-contents" tabIndex={-1} ref={emptiedHere ? focusOnMount : undefined}>
            Your cart is empty
          </h2>
          <p>Find a T-shirt you love in the shop; it will wait here for you, even if you close the tab.</p>
          <Link to={paths.shop()} className="btn btn--primary">
            Browse the shop
          </Link>
        </div>
      ) : (
        <>
          <h2 id="cart-contents" className="visually-hidden" tabIndex={-1}>
            Items in your cart
          </h2>
          <CartTable lines={lines} onEmptied={() => setEmptiedHere(true)} />
          {leftOut > 0 && (
            <p className="cart__left-out">
              {leftOutSentence(leftOut)}: {leftOut === 1 ? 'it stays here, marked, but is' : 'they stay here, marked, but are'} not in
              the totals or your order. Remove {leftOut === 1 ? 'it' : 'them'}, or choose another colour or size on the tee’s page.
            </p>
          )}
          <div className="cart__bottom">
            <CouponForm beforeCoupon={totals.total + (totals.coupon?.amount ?? 0)} applied={coupon} minimum={totals.couponMinimum} />
            <TotalsBox totals={totals} saved={cartSavings(orderable, findProduct, totals)} canOrder={orderable.length > 0} checkoutRef={checkoutRef} />
          </div>
          {orderable.length > 0 && <CheckoutBar total={totals.total} watch={checkoutRef} />}
        </>
      )}
    </section>
  );
}
