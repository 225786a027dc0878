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
  const { buyer, payment, total, items } = order.check;
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
      <p className={payment === 'cod' ? 'label__pay label__pay--collect' : 'label__pay'}>{payment === 'cod' ? `COLLECT ${formatPrice(total)}` : 'PREPAID'}</p>
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
