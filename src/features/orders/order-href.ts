import { paths } from '@/config/paths';
import type { Order } from './order';

/** An order's page; with its placing time when another order on the device has the same number. */
export function orderHref(order: Pick<Order, 'number' | 'createdAt'>, shared = false): string {
  return shared ? `${paths.order(order.number)}?placed=${encodeURIComponent(order.createdAt)}` : paths.order(order.number);
}
