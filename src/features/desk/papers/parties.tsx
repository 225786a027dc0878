import { formatMobile } from '@/features/orders';
import type { DeskOrder } from '../desk-order';

/** The buyer as the order message gives them: name, address, landmark, place with PIN, mobile. */
export function BuyerBlock({ title, order }: { title: string; order: DeskOrder }) {
  const { buyer } = order.check;
  const id = `paper-buyer-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="paper__buyer">
      <h3 id={id} className="paper__subtitle">
        {title}
      </h3>
      <p className="paper__buyer-name">{buyer.name || 'Name not given'}</p>
      {buyer.address && <p>{buyer.address}</p>}
      {buyer.landmark && <p>{buyer.landmark}</p>}
      {buyer.place && <p>{buyer.place}</p>}
      {buyer.mobile && <p>Mobile {formatMobile(buyer.mobile)}</p>}
    </section>
  );
}
