/**
 * The orders feature (PRODUCT.md §13): the checkout, the order model and its messages (WhatsApp,
 * email, UPI), the orders kept on this device and their pages. Its one public surface.
 */
export { CheckoutView } from './checkout-view';
export type { Placed } from './checkout-form';
export type { RecordChange } from './order-details';
/** An order's details, with its messages and UPI: its page loads them with the book, after ready. */
export const loadOrderDetails = () => import('./order-details').then((module) => module.OrderDetails);
export { orderHref } from './order-href';
export { OrderList } from './order-list';
export { markOrdersHeld } from './orders-held';
export { OrderMessageCheck } from './order-message-check';
export { useOrderBook } from './use-order-book';
export { ORDER_NUMBER_PATTERN, type Order } from './order';
/** The owner's check of an order message (`/orders/check`), which the desk runs on every message it takes in. */
export { checkOrderMessage, type CheckOptions, type MessageCheck, type MessageBuyer, type ReadLine } from './message-check';
export { readUtr, paymentLabels, type PaymentMethod } from './order';
export { formatMobile } from './order-message';
/** Which state a PIN code is in: the desk's tax invoice names the place of supply by it. */
export { stateForPin } from './india';
export { statesAndTerritories } from './states';
