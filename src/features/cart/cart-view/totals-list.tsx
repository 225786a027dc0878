import { Price } from '@/components/ui/price';
import './totals-list.css';

export interface TotalsFigures {
  subtotal: number;
  discount: number;
  total: number;
}

/**
 * Subtotal, discount (with its coupon), free shipping and total in ₹, as a description list: the
 * cart's totals box, and the order summary beside the checkout form and on an order's page.
 */
export function TotalsList({ totals, coupon, subtotalLabel = 'Subtotal' }: { totals: TotalsFigures; coupon: string | null; subtotalLabel?: string }) {
  return (
    <dl className="totals-list">
      <div className="totals-list__row">
        <dt>{subtotalLabel}</dt>
        <dd>
          <Price amount={totals.subtotal} />
        </dd>
      </div>
      {totals.discount > 0 && (
        <div className="totals-list__row">
          <dt>Discount{coupon ? ` (${coupon})` : ''}</dt>
          <dd>
            −<Price amount={totals.discount} />
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
