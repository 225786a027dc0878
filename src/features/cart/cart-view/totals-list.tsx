import { Price } from '@/components/ui/price';
import type { TotalsFigures } from '../totals';
import './totals-list.css';

/**
 * Subtotal, each offer applied (by its wording), the coupon, free shipping and total in ₹, as a
 * description list: the cart's totals box, and the order summary beside the checkout form and on
 * an order's page.
 */
export function TotalsList({ totals, subtotalLabel = 'Subtotal' }: { totals: TotalsFigures; subtotalLabel?: string }) {
  return (
    <dl className="totals-list">
      <div className="totals-list__row">
        <dt>{subtotalLabel}</dt>
        <dd>
          <Price amount={totals.subtotal} />
        </dd>
      </div>
      {totals.offers.map((offer) => (
        <div key={offer.name} className="totals-list__row totals-list__row--saving">
          <dt>{offer.name}</dt>
          <dd>
            −<Price amount={offer.amount} />
          </dd>
        </div>
      ))}
      {totals.coupon && (
        <div className="totals-list__row totals-list__row--saving">
          <dt>Coupon {totals.coupon.code}</dt>
          <dd>
            −<Price amount={totals.coupon.amount} />
          </dd>
        </div>
      )}
      <div className="totals-list__row">
        <dt>Shipping</dt>
        <dd>Free</dd>
      </div>
      <div className="totals-list__row totals-list__row--total">
        <dt>Total</dt>
        <dd>
          <Price amount={totals.total} />
        </dd>
      </div>
    </dl>
  );
}
