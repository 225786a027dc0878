import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import type { CartTotals } from '../totals';
import { TotalsList } from './totals-list';

/** The cart's totals and the way on; `canOrder` is false when no line can be ordered (no Checkout then). */
export function TotalsBox({ totals, canOrder = true }: { totals: CartTotals; canOrder?: boolean }) {
  return (
    <section className="totals" aria-labelledby="totals-title">
      <h2 id="totals-title" className="totals__title">
        Cart Totals
      </h2>
      <TotalsList totals={totals} subtotalLabel="Cart Subtotal" />
      <p className="totals__note">Prices include GST. Pay by UPI or cash on delivery.</p>
      <div className="totals__actions">
        {canOrder && (
          <Link to={paths.checkout()} className="btn btn--primary">
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
