import { Link } from 'react-router';
import { Price } from '@/components/ui/price';
import { paths } from '@/config/paths';
import type { CartTotals } from '../totals';

export function TotalsBox({ totals, coupon }: { totals: CartTotals; coupon: string | null }) {
  return (
    <section className="totals" aria-labelledby="totals-title">
      <h2 id="totals-title" className="totals__title">
        Cart Totals
      </h2>
      <dl className="totals__list">
        <div className="totals__row">
          <dt>Cart Subtotal</dt>
          <dd>
            <Price amount={totals.subtotal} />
          </dd>
        </div>
        {totals.discount > 0 && (
          <div className="totals__row">
            <dt>Discount{coupon ? ` (${coupon})` : ''}</dt>
            <dd>
              −<Price amount={totals.discount} />
            </dd>
          </div>
        )}
        <div className="totals__row">
          <dt>Shipping</dt>
          <dd>Free</dd>
        </div>
        <div className="totals__row totals__row--total">
          <dt>Total</dt>
          <dd>
            <Price amount={totals.total} />
          </dd>
        </div>
      </dl>
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
