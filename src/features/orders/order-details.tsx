import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { Link, useLocation } from '@/lib/router';
import { StatusMessage } from '@/components/ui/status-message';
import { TypedText } from '@/components/ui/typed-text';
import { paths } from '@/config/paths';
import { orderSettings } from '@/config/orders';
import { formatAddress, site } from '@/config/site';
import { formatPrice } from '@/lib/money';
import { findProduct } from '@/features/catalogue';
import { orderFigures, orderProgress, readUtr, type Order, type OrderStep } from './order';
import { MISMATCH_WARNING, orderProblems } from './order-check';
import { formatMobile, orderMailto, orderMessage, placeLine, whatsappLink } from './order-message';
import { OrderFacts } from './order-facts';
import { OrderSummary } from './order-summary';
import { aboveUpiLimit, shopPayee, upiLimitWord, upiLink } from './upi';
import { UpiQr } from './upi-qr';

/** Copies text; false when the browser refused (no permission, an old browser). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function CopyButton({ text, label, done, onCopied }: { text: string; label: string; done: string; onCopied?: () => void }) {
  const [said, setSaid] = useState<{ ok: boolean } | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() =>
          void copyText(text).then((ok) => {
            setSaid({ ok });
            if (ok) onCopied?.();
          })
        }
      >
        {label}
      </button>
      <StatusMessage tone={said?.ok === false ? 'error' : 'success'} className="order-handoff__status">
        {said && (said.ok ? done : 'Your browser did not allow copying. The text is under “Order details as text” below: select it and copy it.')}
      </StatusMessage>
    </>
  );
}

/** What the visitor can record of an order on this device: that they sent it, the UTR of their payment. */
export type RecordChange = (change: Partial<Pick<Order, 'sentAt' | 'utr'>>) => void;

/**
 * After paying, the visitor records the UPI transaction reference (UTR) their app shows: it is kept
 * with the order and written into the message, so the shop can find the payment. Only the shop can
 * say the money arrived.
 */
function UtrForm({ order, onRecord, message, onSent }: { order: Order; onRecord: RecordChange; message: string; onSent: () => void }) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Set when the visitor has just recorded a UTR: what took the form's place gets focus, so it is read out. */
  const [recorded, setRecorded] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (recorded) said.current?.focus();
  }, [recorded]);
  if (order.utr && !editing) {
    return (
      <div className="order-utr">
        <p className="order-utr__said" ref={said} tabIndex={-1}>
          UTR <strong>{order.utr}</strong> recorded. {orderProgress(order).status}.
        </p>
        <p>Send it to the shop so they can find your payment:</p>
        <p className="order-utr__actions">
          <a className="btn btn--primary" href={whatsappLink(message)} target="_blank" rel="noopener noreferrer" onClick={onSent}>
            Send the UTR on WhatsApp
          </a>
          <button type="button" className="btn btn--ghost" onClick={() => setEditing(true)}>
            Change the UTR
          </button>
        </p>
      </div>
    );
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('utr');
    const utr = readUtr(typeof typed === 'string' ? typed : '');
    if (!utr) {
      setError('A UTR is the 12 digits your UPI app shows after paying (also called UPI reference or transaction ID).');
      return;
    }
    setError(null);
    setEditing(false);
    setRecorded(true);
    onRecord({ utr });
  }
  return (
    <form className="order-utr" noValidate onSubmit={onSubmit} aria-labelledby="order-utr-title">
      <h3 id="order-utr-title">Paid? Record it</h3>
      <Field label="UPI transaction ID (UTR)" live error={error} hint="12 digits, shown by your UPI app after paying.">
        {(control) => (
          <input {...control} name="utr" className="input order-utr__input" type="text" inputMode="numeric" autoComplete="off" maxLength={24} defaultValue={order.utr ?? ''} />
        )}
      </Field>
      <button type="submit" className="btn btn--secondary">
        Record payment
      </button>
    </form>
  );
}

function UpiPayment({ order, onRecord, message, onSent }: { order: Order; onRecord: RecordChange; message: string; onSent: () => void }) {
  const link = upiLink(order);
  const amount = formatPrice(order.total);
  return (
    <section className="order-pay" id="pay" aria-labelledby="order-pay-title">
      <h2 id="order-pay-title">Pay {amount} by UPI</h2>
      {aboveUpiLimit(order.total) && <p className="order-pay__limit">{upiLimitWord(order.total)}</p>}
      <div className="order-pay__body">
        <UpiQr text={link} label={`UPI QR code for ${amount} to ${shopPayee.name}`} />
        <div className="order-pay__ways">
          <p>Open your UPI app with the amount and note filled in, or scan the QR code with any UPI app (BHIM, Google Pay, PhonePe, Paytm, your bank’s).</p>
          <a className="btn order-pay__app" href={link}>
            Pay with a UPI app
          </a>
          <p className="order-pay__id">
            UPI ID: <strong>{shopPayee.id}</strong> ({shopPayee.name}), amount <strong>{amount}</strong>, note <strong>{order.number}</strong>
          </p>
          <CopyButton text={shopPayee.id} label="Copy UPI ID" done={`UPI ID ${shopPayee.id} copied.`} />
          <p className="order-pay__honest">
            Only the shop can confirm your payment. They check that it has arrived and tell you on WhatsApp or by phone.
          </p>
        </div>
      </div>
      <UtrForm order={order} onRecord={onRecord} message={message} onSent={onSent} />
    </section>
  );
}

/** The steps after "Place order", the current one marked (PRODUCT.md §13). */
function OrderSteps({ order }: { order: Order }) {
  const { steps, done, current } = orderProgress(order);
  const amount = formatPrice(order.total);
  const words: Record<OrderStep, string> = {
    send: 'Send the order to the shop',
    pay: `Pay ${amount} by UPI`,
    confirm: 'The shop confirms',
    ship: order.payment === 'cod' ? `Shipped: pay ${amount} in cash on arrival` : 'Shipped',
  };
  return (
    <ol role="list" className="order-steps" aria-label="What happens next">
      {steps.map((step) => (
        <li key={step} className={done.has(step) ? 'order-steps__step is-done' : 'order-steps__step'} aria-current={step === current ? 'step' : undefined}>
          {words[step]}
          {done.has(step) && <span className="visually-hidden"> (done)</span>}
        </li>
      ))}
    </ol>
  );
}

/**
 * An address ending #send or #pay (the next actions of the orders list) brings that part of the
 * order into view, its heading focused, once the order is shown: after the new page's own move
 * to the top (route-effects.tsx), which runs in the same commit.
 */
function useSectionInAddress() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== '#send' && hash !== '#pay') return;
    const frame = requestAnimationFrame(() => {
      const heading = document.getElementById(hash.slice(1))?.querySelector<HTMLElement>('h2');
      if (!heading) return;
      heading.setAttribute('tabindex', '-1');
      heading.scrollIntoView({ block: 'start' });
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

/**
 * Everything about one placed order: how to send it to the shop (WhatsApp, email, copy), how to pay
 * (UPI with QR code and link, or cash on delivery), what was ordered and where it goes. Prints as
 * an order confirmation (src/styles/print.css).
 */
export function OrderDetails({ order, unsaved, onRecord }: { order: Order; unsaved: boolean; onRecord: RecordChange }) {
  // Stored orders can be edited by anyone holding the device: checked before anything is shown or sent.
  const problems = orderProblems(order, findProduct);
  const message = orderMessage(order, { problems });
  const plainMessage = orderMessage(order, { bold: false, problems });
  const { details } = order;
  const sent = () => onRecord({ sentAt: new Date().toISOString() });
  useSectionInAddress();
  return (
    <div className="order">
      <p className="order__print-head">
        <strong>Order confirmation</strong> · {site.name} · {formatAddress()} · {site.phone} · {orderSettings.orderEmail}
      </p>
      {unsaved && (
        <p className="status status--error order__saved" role="alert">
          We could not keep this order on this device (storage is full or turned off), so it is here only until you reload the page or close
          this tab, and your cart is kept. Send it to the shop now on WhatsApp or by email so it is not lost.
        </p>
      )}

      {problems.length > 0 && (
        <div className="status status--error" role="alert">
          <p>
            <strong>{MISMATCH_WARNING}.</strong> This order was changed on this device after it was placed. It is sent to the
            shop with what differs, and it cannot be paid from here: the shop will tell you the amount.
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      {problems.length === 0 && <OrderSteps order={order} />}

      <section className="order-handoff" id="send" aria-labelledby="order-send-title">
        <h2 id="order-send-title">Send your order to {site.name}</h2>
        <p>{order.sentAt ? 'Not arrived? Send it again.' : 'The shop receives nothing until you send it. WhatsApp is quickest.'}</p>
        <div className="order-handoff__actions">
          <a className="btn btn--primary" href={whatsappLink(message)} target="_blank" rel="noopener noreferrer" onClick={sent}>
            Send order on WhatsApp
          </a>
          <a className="btn btn--secondary" href={orderMailto(order)} onClick={sent}>
            Email the order
          </a>
          <CopyButton
            text={plainMessage}
            label="Copy order details"
            done="Order details copied: paste them into any message to the shop."
            onCopied={sent}
          />
        </div>
        <details className="order-handoff__text">
          <summary>Order details as text</summary>
          <pre>{plainMessage}</pre>
        </details>
      </section>

      {problems.length > 0 ? null : order.payment === 'upi' ? (
        <UpiPayment order={order} onRecord={onRecord} message={message} onSent={sent} />
      ) : (
        <section className="order-pay" id="pay" aria-labelledby="order-pay-title">
          <h2 id="order-pay-title">Pay {formatPrice(order.total)} on delivery</h2>
          <p>Pay the courier in cash when your order arrives. The shop confirms your order on WhatsApp or by phone first.</p>
        </section>
      )}

      <div className="order__facts">
        <OrderSummary
          title="What you ordered"
          titleId="order-lines"
          lines={order.lines}
          totals={orderFigures(order)}
        />
        <section className="order-delivery" aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title">Delivery</h2>
          <address className="order-delivery__address">
            <strong>
              <TypedText text={details.name} />
            </strong>
            <span className="order-delivery__lines">
              <TypedText text={details.address} />
            </span>
            {details.landmark && (
              <span>
                Landmark: <TypedText text={details.landmark} />
              </span>
            )}
            <span>
              <TypedText text={placeLine(details)} />
            </span>
            <span>
              Mobile: <TypedText text={formatMobile(details.mobile)} />
            </span>
            {details.email && (
              <span>
                Email: <TypedText text={details.email} />
              </span>
            )}
          </address>
          <OrderFacts order={order} facts={['placed', 'payment', 'status']} className="order-delivery__facts" />
        </section>
      </div>

      <p className="order__more">
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          Print order confirmation
        </button>
        <Link to={paths.orders()}>All your orders</Link>
        <Link to={paths.shop()}>Continue shopping</Link>
      </p>
    </div>
  );
}
