import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { CartTotals } from '../totals';
import { TotalsList } from './totals-list';

export function TotalsBox({ totals, coupon }: { totals: CartTotals; coupon: string | null }) {
  return (
    <section className="totals" aria-labelledby="totals-title">
      <h2 id="totals-title" className="totals__title">
        Cart Totals
      </h2>
      <TotalsList totals={totals} coupon={coupon} subtotalLabel="Cart Subtotal" />
      <p className="totals__note">Prices include GST. Pay by UPI or cash on delivery.</p>
      <div className="totals__actions">
        <Link to={paths.checkout()} className="btn btn--primary">
          Checkout
        </Link>
        <Link to={paths.shop()} className="btn btn--secondary">
          Continue shopping
        </Link>
      </div>
    </section>
  );
}
