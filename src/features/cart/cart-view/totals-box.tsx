import type { Ref } from 'react';
import { Link } from '@/lib/router';
import { Price } from '@/components/ui/price';
import { paths } from '@/config/paths';
import type { CartTotals } from '../totals';
import { TotalsList } from './totals-list';

/**
 * The cart's totals, what they save the visitor (`saved`: MRPs, offers and coupon together; said
 * only when it is something) and the way on; `canOrder` is false when no line can be ordered (no
 * Checkout then). `checkoutRef` is the Checkout link, which the phone's checkout bar watches.
 */
export function TotalsBox({
  totals,
  saved = 0,
  canOrder = true,
  checkoutRef,
}: {
  totals: CartTotals;
  saved?: number;
  canOrder?: boolean;
  checkoutRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <section className="totals" aria-labelledby="totals-title">
      <h2 id="totals-title" className="totals__title">
        Cart Totals
      </h2>
      <TotalsList totals={totals} subtotalLabel="Cart Subtotal" />
      {saved > 0 && (
        <p className="totals__saved">
          You save <Price amount={saved} className="" />
        </p>
      )}
      <p className="totals__note">Prices include GST. Pay by UPI or cash on delivery.</p>
      <div className="totals__actions">
        {canOrder && (
          <Link to={paths.checkout()} className="btn btn--primary" ref={checkoutRef}>
            Checkout
          </Link>
        )}
        <Link to={paths.shop()} className="btn btn--secondary">
          Continue shopping
        </Link>
      </div>
    </section>
  );
}
