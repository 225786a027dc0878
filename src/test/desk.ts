import { products, shopOffers } from '@/features/catalogue';
import { createOrder, type DeliveryDetails, type Order, type PaymentMethod } from '@/features/orders/order';
import { orderMessage } from '@/features/orders/order-message';
import { checkOrderMessage } from '@/features/orders/message-check';
import { newDeskOrder, type DeskOrder } from '@/features/desk/desk-order';
import { cartLine, catalogue, details } from './orders';

/** A tee no offer takes, so a line's amount is its price times its quantity. */
export const plainTee = products.find((p) => !shopOffers.some((offer) => p.collections.includes(offer.collection)))!;

let seed = 0;

/** A genuine order of the real catalogue, as a shopper's checkout makes it (a fresh number each time). */
export function shopperOrder(payment: PaymentMethod = 'upi', buyer: Partial<DeliveryDetails> = {}, now = new Date('2026-11-27T04:45:00Z')): Order {
  seed += 1;
  const random = ((n) => () => ((n = (n * 9301 + 49297) % 233280) / 233280))(seed * 7919);
  return createOrder(
    { lines: [cartLine(plainTee.id, 'Medium', 2)], coupon: null, details: { ...details, ...buyer }, payment, account: null },
    { products: catalogue, now, taken: new Set(), random },
  );
}

/** The WhatsApp message a shopper's order page sends. */
export function messageOf(order: Order): string {
  return orderMessage(order);
}

/** An order as the desk keeps it, taken in from its message. */
export function deskOrderOf(order: Order, now = new Date('2026-11-27T05:00:00Z')): DeskOrder {
  const message = messageOf(order);
  const check = checkOrderMessage(message);
  if (check.kind !== 'checked') throw new Error(check.sentence);
  return newDeskOrder(message, check, now);
}
