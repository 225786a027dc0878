import { useState } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { orderSettings } from '@/config/orders';
import { formatAddress, site } from '@/config/site';
import { formatPrice } from '@/lib/money';
import { findProduct } from '@/features/catalogue';
import { orderFigures, type Order } from './order';
import { MISMATCH_WARNING, orderProblems } from './order-check';
import { formatMobile, orderMailto, orderMessage, placeLine, whatsappLink } from './order-message';
import { OrderFacts } from './order-facts';
import { OrderSummary } from './order-summary';
import { aboveUpiLimit, shopPayee, upiLimitWord, upiLink } from './upi';
import { UpiQr } from './upi-qr';
import './orders.css';

/** Copies text; false when the browser refused (no permission, an old browser). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const [said, setSaid] = useState<{ ok: boolean } | null>(null);
  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={() => void copyText(text).then((ok) => setSaid({ ok }))}>
        {label}
      </button>
      <StatusMessage tone={said?.ok === false ? 'error' : 'success'} className="order-handoff__status">
        {said && (said.ok ? done : 'Your browser did not allow copying. The text is under “Order details as text” below: select it and copy it.')}
      </StatusMessage>
    </>
  );
}

function UpiPayment({ order }: { order: Order }) {
  const link = upiLink(order);
  const amount = formatPrice(order.total);
  return (
    <section className="order-pay" aria-labelledby="order-pay-title">
      <h2 id="order-pay-title">Pay {amount} by UPI</h2>
      {aboveUpiLimit(order.total) && <p className="order-pay__limit">{upiLimitWord(order.total)}</p>}
      <div className="order-pay__body">
        <UpiQr text={link} label={`UPI QR code for ${amount} to ${shopPayee.name}`} />
        <div className="order-pay__ways">
          <p>
            Scan the code with any UPI app (BHIM, Google Pay, PhonePe, Paytm, your bank’s), or on this phone open it in one:
          </p>
          <a className="btn btn--primary" href={link}>
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
    </section>
  );
}

/**
 * Everything about one placed order: how to send it to the shop (WhatsApp, email, copy), how to pay
 * (UPI with QR code and link, or cash on delivery), what was ordered and where it goes. Prints as
 * an order confirmation (src/styles/print.css).
 */
export function OrderDetails({ order, unsaved }: { order: Order; unsaved: boolean }) {
  // Stored orders can be edited by anyone holding the device: checked before anything is shown or sent.
  const problems = orderProblems(order, findProduct);
  const message = orderMessage(order, { problems });
  const plainMessage = orderMessage(order, { bold: false, problems });
  const { details } = order;
  return (
    <div className="order">
      <p className="order__print-head">
        <strong>Order confirmation</strong> · {site.name} · {formatAddress()} · {site.phone} · {orderSettings.orderEmail}
      </p>
      {unsaved ? (
        <p className="status status--error order__saved" role="alert">
          We could not keep this order on this device (storage is full or turned off), so it is here only until you close
          this tab, and your cart is kept. Send it to the shop now on WhatsApp or by email so it is not lost.
        </p>
      ) : (
        <p className="order__saved">Your order is saved on this device. The shop has not received it yet: send it to them below.</p>
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

      <section className="order-handoff" aria-labelledby="order-send-title">
        <h2 id="order-send-title">Send your order to {site.name}</h2>
        <p>The shop receives nothing until you send it: WhatsApp is quickest.</p>
        <div className="order-handoff__actions">
          <a className="btn btn--primary" href={whatsappLink(message)} target="_blank" rel="noopener noreferrer">
            Send order on WhatsApp
          </a>
          <a className="btn btn--secondary" href={orderMailto(order)}>
            Email the order
          </a>
          <CopyButton text={plainMessage} label="Copy order details" done="Order details copied: paste them into any message to the shop." />
        </div>
        <details className="order-handoff__text">
          <summary>Order details as text</summary>
          <pre>{plainMessage}</pre>
        </details>
      </section>

      {problems.length > 0 ? null : order.payment === 'upi' ? (
        <UpiPayment order={order} />
      ) : (
        <section className="order-pay" aria-labelledby="order-pay-title">
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
            <strong>{details.name}</strong>
            <span className="order-delivery__lines">{details.address}</span>
            {details.landmark && <span>Landmark: {details.landmark}</span>}
            <span>{placeLine(details)}</span>
            <span>Mobile: {formatMobile(details.mobile)}</span>
            {details.email && <span>Email: {details.email}</span>}
          </address>
          <OrderFacts order={order} facts={['placed', 'payment', 'status']} className="order-delivery__facts" />
        </section>
      </div>

      <p className="order__more">
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          Print order confirmation
        </button>{' '}
        <Link to={paths.orders()}>All your orders</Link> · <Link to={paths.shop()}>Continue shopping</Link>
      </p>
    </div>
  );
}
