import { sellerFacts, site, formatAddress } from '@/config/site';
import { paymentLabels } from '@/features/orders';
import { formatLongDate } from '@/lib/dates';
import type { DeskOrder } from '../desk-order';
import { paiseText } from './amounts';
import { BuyerBlock } from './parties';
import { rupeesInWords } from './words';

/** A receipt on an A4 page, for a shop without a GSTIN (PRODUCT.md §16): the invoice's facts without tax. */
export function ReceiptPaper({ order }: { order: DeskOrder }) {
  const { check } = order;
  const subtotal = check.orderLines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
  const total = Math.round(check.total * 100);
  return (
    <article className="paper paper--a4" aria-labelledby="paper-title">
      <header className="paper__head">
        <div>
          <p className="paper__seller-name">{sellerFacts.seller.name}</p>
          <p>{sellerFacts.seller.address || formatAddress()}</p>
          <p>
            {site.phone} · {site.email}
          </p>
        </div>
        <div className="paper__title-block">
          <h2 id="paper-title" className="paper__title">
            Receipt
          </h2>
          <dl className="paper__facts">
            <dt>Order</dt>
            <dd>{order.number}</dd>
            <dt>Date</dt>
            <dd>{formatLongDate(order.addedAt.slice(0, 10))}</dd>
            <dt>Payment</dt>
            <dd>{check.payment ? paymentLabels[check.payment] : 'Not said'}</dd>
          </dl>
        </div>
      </header>
      <div className="paper__parties">
        <BuyerBlock title="Bill to and ship to" order={order} />
      </div>
      <table className="paper__table">
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="paper__num">
              Qty
            </th>
            <th scope="col" className="paper__num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {check.orderLines.map((line, at) => (
            <tr key={at}>
              <th scope="row" className="paper__item">
                {line.title}
                <span className="paper__choice">{[line.colour, line.size].filter(Boolean).join(', ')}</span>
              </th>
              <td className="paper__num">{line.quantity}</td>
              <td className="paper__num">{paiseText(Math.round(line.amount * 100))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {subtotal !== total && (
            <tr>
              <th scope="row" colSpan={2}>
                Offers and coupon
              </th>
              <td className="paper__num">{paiseText(total - subtotal)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="paper__num">
              <strong>{paiseText(total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="paper__words">
        <span>Amount in words:</span> {rupeesInWords(total)}
      </p>
      <footer className="paper__foot">
        <p>Thank you for shopping with {site.name}.</p>
      </footer>
    </article>
  );
}
