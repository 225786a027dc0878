import { formatPrice, savingOf } from '@/lib/money';
import './price.css';

export function Price({ amount, className = 'price' }: { amount: number; className?: string }) {
  return <span className={className}>{formatPrice(amount)}</span>;
}

/**
 * A selling price with, on sale, the MRP struck through and the saving after it (PRODUCT.md §2, §9):
 * "₹599 MRP ₹1,999 70% off". The MRP is in an `<s>`, which screen readers do not announce as
 * struck, so it says "MRP" in words.
 */
export function SalePrice({ price, mrp, className = 'sale-price' }: { price: number; mrp?: number | undefined; className?: string }) {
  const saving = savingOf(price, mrp);
  return (
    <span className={className}>
      <span className="price">{formatPrice(price)}</span>
      {saving && (
        <>
          {' '}
          <s className="sale-price__mrp">MRP {formatPrice(saving.mrp)}</s>{' '}
          <span className="sale-price__saving">{saving.percent >= 1 ? `${saving.percent}% off` : `${formatPrice(saving.amount)} off`}</span>
        </>
      )}
    </span>
  );
}
