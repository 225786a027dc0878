import { formatPrice, savingOf } from '@/lib/money';
import './price.css';

export function Price({ amount, className = 'price' }: { amount: number; className?: string }) {
  return <span className={className}>{formatPrice(amount)}</span>;
}

/**
 * A selling price with, on sale, the MRP struck through and the saving after it (PRODUCT.md §2, §9):
 * "₹599 MRP ₹1,999 70% off". The struck price is in an `<s>`, which screen readers do not announce
 * as struck, so it says "MRP" in words, or (`struck="was"`, a price before an offer) "was", read
 * out only. `saving="amount"` says the saving in rupees ("Save ₹900"), where a badge gives the percentage.
 */
export function SalePrice({
  price,
  mrp,
  className = 'sale-price',
  struck = 'mrp',
  saving: savingAs = 'percent',
}: {
  price: number;
  mrp?: number | undefined;
  className?: string;
  struck?: 'mrp' | 'was';
  saving?: 'percent' | 'amount';
}) {
  const saving = savingOf(price, mrp);
  const savingText = !saving
    ? ''
    : savingAs === 'amount'
      ? `Save ${formatPrice(saving.amount)}`
      : saving.percent >= 1
        ? `${saving.percent}% off`
        : `${formatPrice(saving.amount)} off`;
  return (
    <span className={className}>
      <span className="price">{formatPrice(price)}</span>
      {saving && (
        <>
          {' '}
          <s className="sale-price__mrp">
            {struck === 'mrp' ? 'MRP ' : <span className="visually-hidden">was </span>}
            {formatPrice(saving.mrp)}
          </s>{' '}
          <span className="sale-price__saving">{savingText}</span>
        </>
      )}
    </span>
  );
}
