import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Order } from './order';
import { OrderFacts } from './order-facts';

/**
 * Every order on this device, newest first, each linking to its page; or a way to the shop.
 * `pending`: the orders are not read yet (the prerendered page, the app starting). The empty state
 * shows, unless the early script found stored orders (`data-has-orders`, layout.css), so a visitor
 * with none sees it from the first paint and one with orders never sees it wrongly.
 */
export function OrderList({ orders, pending = false }: { orders: readonly Order[]; pending?: boolean }) {
  if (orders.length === 0) {
    return (
      <div className="orders-empty" data-confirmed={pending ? undefined : ''}>
        <h2>No orders yet</h2>
        <p>Orders you place on this device are listed here, so you can send them again or find their payment details.</p>
        <Link to={paths.shop()} className="btn btn--primary">
          Browse the shop
        </Link>
      </div>
    );
  }
  return (
    <ul role="list" className="orders-list" aria-label="Orders on this device">
      {orders.map((order) => (
        <li key={order.number} className="orders-list__item">
          <Link to={paths.order(order.number)} className="orders-list__number">
            {order.number}
          </Link>
          <OrderFacts order={order} facts={['placed', 'items', 'total', 'status']} className="orders-list__facts" />
        </li>
      ))}
    </ul>
  );
}
