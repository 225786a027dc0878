import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { formatMobile, paymentLabels } from '@/features/orders';
import { setNotes } from './actions';
import { buyerMessage } from './buyer-message';
import { trackingLink } from './couriers';
import type { DeskOrder } from './desk-order';
import { statusClass } from './ledger-view';
import { OrderActions } from './order-actions';
import { CheckResult, OrderLines } from './order-lines';
import { PaperLinks } from './papers/paper-links';
import { comparedWithTotal } from './payment-check';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="desk-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One order on the desk: what the message said and what the check found, the buyer, the payment, the steps and their history. */
export function OrderDetail({ order, save }: { order: DeskOrder; save: (order: DeskOrder) => Promise<string | null> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [notesSaid, setNotesSaid] = useState('');
  useEffect(() => heading.current?.focus(), [order.number]);
  const { check, payment, shipment } = order;
  const { buyer } = check;
  const message = buyerMessage(order);
  const tracking = shipment && trackingLink(shipment.courier, shipment.awb);

  async function onNotes(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const notes = String(new FormData(event.currentTarget).get('notes') ?? '');
    const failed = await save(setNotes(order, notes, new Date()));
    setNotesSaid(failed ?? 'Notes saved.');
  }

  return (
    <article className="desk-order" aria-labelledby="desk-order-title">
      <Link to={paths.desk()} className="desk-order__back">
        ← All orders
      </Link>
      <header className="desk-order__head">
        <h2 id="desk-order-title" ref={heading} tabIndex={-1} className="desk-order__number">
          {order.number}
        </h2>
        <span className={statusClass(order.status)}>{order.status}</span>
      </header>
      <CheckResult check={check} />
      <OrderLines check={check} />
      <dl className="desk-facts">
        <Fact term="Buyer">{buyer.name || '—'}</Fact>
        <Fact term="Mobile">{buyer.mobile ? formatMobile(buyer.mobile) : '—'}</Fact>
        <Fact term="Address">{[buyer.address, buyer.landmark, buyer.place].filter(Boolean).join(', ') || '—'}</Fact>
        {buyer.email && <Fact term="Email">{buyer.email}</Fact>}
        <Fact term="Payment">{check.payment ? paymentLabels[check.payment] : 'Not said'}</Fact>
        {check.payment === 'upi' && <Fact term="UTR the buyer sent">{check.utr ?? 'None yet'}</Fact>}
        {payment && <Fact term="Received">{comparedWithTotal(payment.received, check.total)}</Fact>}
        {payment?.utr && <Fact term="UTR checked">{payment.utr}</Fact>}
        {shipment && <Fact term="Shipped">{`${shipment.courier}, AWB ${shipment.awb}`}</Fact>}
        {shipment && <Fact term="Tracking">{tracking ? <a href={tracking.href} target="_blank" rel="noopener noreferrer">{`Track on ${tracking.courier}’s site`}</a> : `No tracking link for ${shipment.courier}: the AWB number is ${shipment.awb}.`}</Fact>}
        {order.cancelReason && <Fact term="Cancelled">{order.cancelReason}</Fact>}
      </dl>
      {message && (
        <a className="btn btn--secondary desk-whatsapp" href={message.href} target="_blank" rel="noopener noreferrer">
          {message.label}
        </a>
      )}
      <PaperLinks order={order.number} />
      <OrderActions key={order.number} order={order} save={save} />
      <form className="desk-notes" onSubmit={(event) => void onNotes(event)}>
        <label className="field__label" htmlFor="desk-notes">
          Notes
        </label>
        <textarea id="desk-notes" name="notes" className="textarea" rows={3} defaultValue={order.notes} key={order.number} />
        <button type="submit" className="btn btn--ghost btn--small">
          Save notes
        </button>
        <p className="desk-notes__said" aria-live="polite">
          {notesSaid}
        </p>
      </form>
      <section aria-labelledby="desk-history-title">
        <h3 id="desk-history-title" className="desk-order__subtitle">
          History
        </h3>
        <ol className="desk-history">
          {order.history.map((entry, at) => (
            <li key={at}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> {entry.what}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
