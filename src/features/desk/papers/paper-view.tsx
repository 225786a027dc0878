import { useEffect, useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { loadStylesheet } from '@/lib/stylesheet';
import type { DeskOrder } from '../desk-order';
import { gstSettings, invoiceOf, withInvoiceNumber } from './invoice';
import { InvoicePaper } from './invoice-paper';
import { LabelPaper } from './label-paper';
import type { Paper } from './paper-links';
import papersStyles from './papers.css?url';
import { ReceiptPaper } from './receipt-paper';

/** The papers' stylesheet (screen and print): loaded with their code, before they are shown. */
export const loadPapersStylesheet = () => loadStylesheet(papersStyles);

/**
 * One order's paper, to print (PRODUCT.md §16 "Papers"): its tax invoice (or receipt, for a shop
 * without a GSTIN) or its shipping label, with a way back and a Print button that print hides. A tax
 * invoice is given its number the first time it is opened, and the order keeps it from then on.
 */
export function PaperView({
  paper,
  order,
  orders,
  save,
}: {
  paper: Paper;
  order: DeskOrder;
  /** The desk's orders, for the invoice numbers they already hold. */
  orders: readonly Pick<DeskOrder, 'invoice'>[];
  save: (changed: readonly DeskOrder[]) => Promise<string | null>;
}) {
  const gst = gstSettings();
  const wantsNumber = paper === 'invoice' && gst !== null && !order.invoice;
  const [failed, setFailed] = useState<string | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!wantsNumber || asked.current) return;
    asked.current = true;
    void save([withInvoiceNumber(order, orders, new Date())]).then(setFailed);
  }, [wantsNumber, order, orders, save]);
  const title = paper === 'label' ? 'Shipping label' : gst ? 'Tax invoice' : 'Receipt';

  return (
    <div className={`paper-view paper-view--${paper}`}>
      <div className="paper-tools">
        <Link to={paths.desk(order.number)} className="paper-tools__back">
          ← Back to order {order.number}
        </Link>
        <button type="button" className="btn btn--primary btn--small" onClick={() => window.print()} disabled={wantsNumber}>
          Print
        </button>
        <p className="paper-tools__hint">
          {paper === 'label' ? 'Prints on one 4 × 6 in label: choose that paper size, no margins.' : 'Prints on A4.'} {title} of order {order.number}.
        </p>
      </div>
      {failed ? (
        <p className="desk-problem" role="alert">
          {failed}
        </p>
      ) : paper === 'label' ? (
        <LabelPaper order={order} />
      ) : !gst ? (
        <ReceiptPaper order={order} />
      ) : order.invoice ? (
        <InvoicePaper order={order} invoice={invoiceOf({ ...order, invoice: order.invoice }, gst)} />
      ) : (
        <p role="status">Giving the invoice its number…</p>
      )}
    </div>
  );
}
