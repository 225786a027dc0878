import { useLayoutEffect, useRef } from 'react';
import { formatAddress, sellerFacts, site } from '@/config/site';
import { formatMobile } from '@/features/orders';
import { formatPrice } from '@/lib/money';
import type { DeskOrder } from '../desk-order';
import { drawBarcode } from './barcode';

/**
 * A 4 × 6 in shipping label (PRODUCT.md §16): what to collect (or that it is prepaid) in large type,
 * the buyer's name, address, PIN and mobile, the order number as a Code 128 barcode with the number
 * under it, and the shop's return address. One page, black on white.
 */
export function LabelPaper({ order }: { order: DeskOrder }) {
  const { buyer, items } = order.check;
  const bars = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (bars.current) drawBarcode(bars.current, order.number);
  }, [order.number]);
  const pin = buyer.pin || /(\d{6})\s*$/.exec(buyer.place)?.[1] || '';
  return (
    <article className="paper paper--label" aria-labelledby="paper-title">
      <h2 id="paper-title" className="visually-hidden">
        Shipping label
      </h2>
      <PaySlot order={order} />
      <section className="label__to" aria-labelledby="label-to">
        <h3 id="label-to" className="label__heading">
          Deliver to
        </h3>
        <p className="label__name">{buyer.name || 'Name not given'}</p>
        {buyer.address && <p>{buyer.address}</p>}
        {buyer.landmark && <p>{buyer.landmark}</p>}
        {buyer.place && <p>{buyer.place.replace(/\s*\d{6}\s*$/, '')}</p>}
        {pin && (
          <p className="label__pin">
            PIN <strong>{pin}</strong>
          </p>
        )}
        {buyer.mobile && <p className="label__mobile">Mobile {formatMobile(buyer.mobile)}</p>}
      </section>
      <figure className="label__barcode">
        <svg ref={bars} role="img" aria-label={`Barcode of order ${order.number}`} />
        <figcaption>{order.number}</figcaption>
      </figure>
      <p className="label__items">
        {items} {items === 1 ? 'item' : 'items'}
      </p>
      <section className="label__from" aria-labelledby="label-from">
        <h3 id="label-from" className="label__heading">
          If undelivered, return to
        </h3>
        <p>
          <strong>{sellerFacts.seller.name}</strong>, {formatAddress()}
        </p>
        <p>{site.phone}</p>
      </section>
    </article>
  );
}

/**
 * What the courier is told about money, in large type: "COLLECT ₹…" for cash on delivery, "PREPAID"
 * for a UPI order only once the owner has marked it paid. A UPI order whose payment is not recorded
 * is never called prepaid: the label says so and what to do, as a courier must not deliver it free
 * by mistake.
 */
function PaySlot({ order }: { order: DeskOrder }) {
  const { payment, total } = order.check;
  if (payment === 'cod') return <p className="label__pay label__pay--collect">{`COLLECT ${formatPrice(total)}`}</p>;
  if (order.payment) return <p className="label__pay">PREPAID</p>;
  return (
    <>
      <p className="label__pay label__pay--unpaid">NOT PAID YET</p>
      <p className="label__unpaid-note">UPI payment not marked received. Mark the order paid, then print this label again.</p>
    </>
  );
}
