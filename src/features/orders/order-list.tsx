import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/money';
import { colourImages, findColour, findProduct, ProductImageView } from '@/features/catalogue';
import { MISMATCH_WARNING, orderProgress, type Order } from './order';
import { orderHref } from './order-href';
import { OrderFacts } from './order-facts';

/** The photo of an order's first tee, in the colour ordered (none when the tee is no longer sold). */
function FirstPhoto({ order }: { order: Order }) {
  const [line] = order.lines;
  const product = line && findProduct(line.productId);
  if (!line || !product) return <span className="orders-list__photo" />;
  const colour = findColour(product, line.colour);
  const image = colour ? colourImages(product, colour)[0] : product.images[0];
  return image ? <ProductImageView image={{ ...image, alt: '' }} sizes="72px" className="orders-list__photo" /> : <span className="orders-list__photo" />;
}

/**
 * What the visitor does next with an order: send it, pay it, or look at it. An order whose amounts
 * do not match the shop's prices (changed on this device) is only looked at: its page says what
 * differs, and it cannot be paid from here.
 */
function NextAction({ order, href, changed }: { order: Order; href: string; changed: boolean }) {
  const { current } = orderProgress(order);
  const which = <span className="visually-hidden"> ({order.number})</span>;
  if (changed) {
    return (
      <Link to={href} className="btn btn--secondary btn--small">
        View order{which}
      </Link>
    );
  }
  if (current === 'send')
    return (
      <Link to={`${href}#send`} className="btn btn--primary btn--small">
        Send to the shop{which}
      </Link>
    );
  if (current === 'pay')
    return (
      <Link to={`${href}#pay`} className="btn btn--primary btn--small">
        Pay {formatPrice(order.total)}
        {which}
      </Link>
    );
  return (
    <Link to={href} className="btn btn--secondary btn--small">
      View order{which}
    </Link>
  );
}

/** Removing an order from this device, asked twice: it takes the address and the payment details with it. */
function Removal({ order, onRemove }: { order: Order; onRemove: (order: Order) => void }) {
  const [asking, setAsking] = useState(false);
  // Focus follows the question: to "Keep it" when it is asked, back to "Remove" when it is not.
  const answered = useRef(false);
  const remove = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (answered.current) remove.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button type="button" ref={remove} className="btn btn--ghost btn--small" onClick={() => setAsking(true)}>
        Remove<span className="visually-hidden"> order {order.number}</span>
      </button>
    );
  return (
    <div className="orders-list__confirm" role="group" aria-label={`Remove order ${order.number}?`}>
      <p>Remove this order and its address from this device? The shop keeps what you sent them.</p>
      <button type="button" className="btn btn--primary btn--small" onClick={() => onRemove(order)}>
        Yes, remove it
      </button>
      <button
        type="button"
        ref={keep}
        className="btn btn--secondary btn--small"
        onClick={() => {
          answered.current = true;
          setAsking(false);
        }}
      >
        Keep it
      </button>
    </div>
  );
}

/**
 * Every order on this device, newest first, each with its first tee's photo, number, facts,
 * status as words and next action, and a way to remove it; or a way to the shop.
 * `pending`: the orders are not read yet (the prerendered page, the app starting). The empty state
 * shows, unless the early script found stored orders (`data-has-orders`, layout.css), so a visitor
 * with none sees it from the first paint and one with orders never sees it wrongly.
 */
export function OrderList({
  orders,
  pending = false,
  onRemove = () => undefined,
  said = null,
  isChanged = () => false,
}: {
  orders: readonly Order[];
  pending?: boolean;
  onRemove?: (order: Order) => void;
  /**
   * Whether an order differs from what the shop's checkout makes (the book's check: its code comes
   * with the book, not with the page).
   */
  isChanged?: (order: Order) => boolean;
  /** What the last removal did, said above the list. */
  said?: string | null;
}) {
  // After a removal, focus goes to what it said (the removed order's buttons are gone).
  const saying = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (said) saying.current?.focus();
  }, [said]);
  const announcement = (
    <div ref={saying} tabIndex={-1} className="orders-list__said-focus">
      <StatusMessage className="orders-list__said">{said}</StatusMessage>
    </div>
  );
  if (orders.length === 0) {
    return (
      <>
        {announcement}
        <div className="orders-empty" data-confirmed={pending ? undefined : ''}>
          <h2>No orders yet</h2>
          <p>Orders you place on this device are listed here, so you can send them again or find their payment details.</p>
          <Link to={paths.shop()} className="btn btn--primary">
            Browse the shop
          </Link>
        </div>
      </>
    );
  }
  const counts = new Map<string, number>();
  for (const order of orders) counts.set(order.number, (counts.get(order.number) ?? 0) + 1);
  // An exact copy of a record (same number and time) is listed as often as it is stored, each its own item.
  const copies = new Map<string, number>();
  const keyOf = (order: Order) => {
    const id = `${order.number} ${order.createdAt}`;
    const copy = copies.get(id) ?? 0;
    copies.set(id, copy + 1);
    return `${id} ${copy}`;
  };
  return (
    <>
      {announcement}
      <ul role="list" className="orders-list" aria-label="Orders on this device">
        {orders.map((order) => {
          const href = orderHref(order, (counts.get(order.number) ?? 0) > 1);
          const changed = isChanged(order);
          return (
            <li key={keyOf(order)} className="orders-list__item">
              <FirstPhoto order={order} />
              <div className="orders-list__body">
                <Link to={href} className="orders-list__number">
                  {order.number}
                </Link>
                <OrderFacts order={order} facts={['placed', 'items', 'total', 'payment', 'status']} className="orders-list__facts" />
                {changed && <p className="orders-list__changed">{MISMATCH_WARNING}: open the order to see what differs.</p>}
                <div className="orders-list__actions">
                  <NextAction order={order} href={href} changed={changed} />
                  <Removal order={order} onRemove={onRemove} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
