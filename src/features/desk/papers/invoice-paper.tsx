import { formatLongDate } from '@/lib/dates';
import type { DeskOrder } from '../desk-order';
import { paiseText } from './amounts';
import { stateWithCode, type Invoice } from './invoice';
import { BuyerBlock } from './parties';
import { rupeesInWords } from './words';

/**
 * A GST tax invoice on an A4 page (PRODUCT.md §16): the seller with GSTIN and state, the invoice's
 * number and date, the buyer and place of supply, each line's HSN, taxable value and tax at its band's
 * rate (CGST + SGST within the seller's state, IGST outside), totals in figures and in words.
 */
export function InvoicePaper({ order, invoice }: { order: DeskOrder; invoice: Invoice }) {
  const { seller, lines, totals, sameState, placeOfSupply } = invoice;
  const taxHeads = sameState ? (['CGST', 'SGST'] as const) : (['IGST'] as const);
  return (
    <article className="paper paper--a4" aria-labelledby="paper-title">
      <header className="paper__head">
        <div>
          <p className="paper__seller-name">{seller.name}</p>
          <p>{seller.address}</p>
          <p>
            GSTIN <strong>{seller.gstin}</strong> · State {stateWithCode(seller)}
          </p>
        </div>
        <div className="paper__title-block">
          <h2 id="paper-title" className="paper__title">
            Tax invoice
          </h2>
          <dl className="paper__facts">
            <dt>Invoice number</dt>
            <dd>{invoice.number}</dd>
            <dt>Invoice date</dt>
            <dd>{formatLongDate(invoice.date.slice(0, 10))}</dd>
            <dt>Order</dt>
            <dd>{order.number}</dd>
          </dl>
        </div>
      </header>
      <div className="paper__parties">
        <BuyerBlock title="Bill to and ship to" order={order} />
        <section aria-labelledby="paper-supply">
          <h3 id="paper-supply" className="paper__subtitle">
            Place of supply
          </h3>
          <p>{placeOfSupply ? stateWithCode(placeOfSupply) : 'Not known from the PIN or address: taken as within the seller’s state'}</p>
          <p>Tax payable on reverse charge: No</p>
        </section>
      </div>
      <table className="paper__table">
        <caption className="visually-hidden">Items, with the tax in each price</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">HSN</th>
            <th scope="col" className="paper__num">
              Qty
            </th>
            <th scope="col" className="paper__num">
              Taxable value
            </th>
            <th scope="col" className="paper__num">
              GST rate
            </th>
            {taxHeads.map((head) => (
              <th scope="col" className="paper__num" key={head}>
                {head}
              </th>
            ))}
            <th scope="col" className="paper__num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, at) => (
            <tr key={at}>
              <th scope="row" className="paper__item">
                {line.title}
                {line.choice && <span className="paper__choice">{line.choice}</span>}
              </th>
              <td>{line.hsn}</td>
              <td className="paper__num">{line.quantity}</td>
              <td className="paper__num">{paiseText(line.taxable)}</td>
              <td className="paper__num">{sameState ? `${line.rate / 2}% + ${line.rate / 2}%` : `${line.rate}%`}</td>
              {sameState ? (
                <>
                  <td className="paper__num">{paiseText(line.cgst)}</td>
                  <td className="paper__num">{paiseText(line.sgst)}</td>
                </>
              ) : (
                <td className="paper__num">{paiseText(line.igst)}</td>
              )}
              <td className="paper__num">{paiseText(line.paid)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="paper__num">{paiseText(totals.taxable)}</td>
            <td />
            {sameState ? (
              <>
                <td className="paper__num">{paiseText(totals.cgst)}</td>
                <td className="paper__num">{paiseText(totals.sgst)}</td>
              </>
            ) : (
              <td className="paper__num">{paiseText(totals.igst)}</td>
            )}
            <td className="paper__num">
              <strong>{paiseText(totals.paid)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className="paper__totals">
        <div>
          <dt>Taxable value</dt>
          <dd>{paiseText(totals.taxable)}</dd>
        </div>
        {sameState ? (
          <>
            <div>
              <dt>CGST</dt>
              <dd>{paiseText(totals.cgst)}</dd>
            </div>
            <div>
              <dt>SGST</dt>
              <dd>{paiseText(totals.sgst)}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>IGST</dt>
            <dd>{paiseText(totals.igst)}</dd>
          </div>
        )}
        <div className="paper__grand">
          <dt>Invoice total</dt>
          <dd>{paiseText(totals.paid)}</dd>
        </div>
      </dl>
      <p className="paper__words">
        <span>Amount in words:</span> {rupeesInWords(totals.paid)}
      </p>
      <footer className="paper__foot">
        <p>Prices include GST; any offer or coupon is shared over the lines before the tax is worked out.</p>
        <p className="paper__sign">For {seller.name}: authorised signatory</p>
      </footer>
    </article>
  );
}
