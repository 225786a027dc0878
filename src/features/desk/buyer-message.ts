import { orderSettings } from '@/config/orders';
import { site } from '@/config/site';
import { formatPrice } from '@/lib/money';
import { trackingSentence } from './couriers';
import type { DeskOrder } from './desk-order';

/** A link to the buyer on WhatsApp with the shop's words for the order's step, and its name. */
export interface BuyerMessage {
  label: string;
  text: string;
  href: string;
}

const CONFIRM_CASH = 'Confirm cash order on WhatsApp';
const MESSAGE_BUYER = 'Message the buyer on WhatsApp';

/** The shop's words for where the order is, and what the link says they are. */
function words(order: DeskOrder, shopName: string): { label: string; text: string } | null {
  const { number, check, payment, shipment, cancelReason } = order;
  const hello = `Hello ${check.buyer.name || 'there'}, this is ${shopName}.`;
  const total = formatPrice(check.total);
  const cash = check.payment === 'cod';
  switch (order.status) {
    case 'New':
    case 'Awaiting payment':
      return cash
        ? { label: CONFIRM_CASH, text: `${hello} Your order ${number} (${total}, cash on delivery) is confirmed. Please reply YES to confirm it, and keep ${total} ready in cash when it arrives.` }
        : {
            label: `${MESSAGE_BUYER}: order confirmed, how to pay`,
            text: `${hello} Your order ${number} is confirmed. Please pay ${total} by UPI to ${orderSettings.upiId} (${orderSettings.payeeName}) and send us the 12-digit UPI transaction ID (UTR) once paid.`,
          };
    case 'Paid':
      return {
        label: `${MESSAGE_BUYER}: payment received`,
        text: `${hello} We have received your payment of ${formatPrice(payment?.received ?? check.total)} for order ${number}${payment?.utr ? ` (UTR ${payment.utr})` : ''}. We will pack and ship it soon.`,
      };
    case 'Packed':
      return cash
        ? { label: CONFIRM_CASH, text: `${hello} Your order ${number} is packed. Please reply YES to confirm you will pay ${total} in cash on delivery, and we will ship it.` }
        : { label: `${MESSAGE_BUYER}: packed`, text: `${hello} Your order ${number} is packed and ships soon.` };
    case 'Shipped':
      return {
        label: `${MESSAGE_BUYER}: shipped, with tracking`,
        text: `${hello} Your order ${number} has shipped with ${shipment?.courier ?? 'the courier'}, AWB number ${shipment?.awb ?? ''}. ${trackingSentence(shipment?.courier ?? 'the courier', shipment?.awb ?? '')}${cash ? ` Please keep ${total} ready in cash.` : ''}`,
      };
    case 'Delivered':
      return { label: `${MESSAGE_BUYER}: delivered`, text: `${hello} Your order ${number} has been delivered. Thank you for shopping with us!` };
    case 'Cancelled':
      return { label: `${MESSAGE_BUYER}: cancelled`, text: `${hello} Your order ${number} is cancelled${cancelReason ? `: ${cancelReason}` : ''}. Sorry for the trouble.` };
    case 'Returned':
      return null;
  }
}

/** The link for the order's step (`https://wa.me/91<mobile>?text=…`); null with no 10-digit mobile or nothing to say. */
export function buyerMessage(order: DeskOrder, shopName: string = site.name): BuyerMessage | null {
  const mobile = order.check.buyer.mobile;
  const said = words(order, shopName);
  if (!said || !/^[6-9]\d{9}$/.test(mobile)) return null;
  return { ...said, href: `https://wa.me/91${mobile}?text=${encodeURIComponent(said.text)}` };
}
