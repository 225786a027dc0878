import { orderSettings } from '@/config/orders';
import { site } from '@/config/site';
import { mailtoHref } from '@/lib/mailto';
import { formatPrice } from '@/lib/money';
import { orderFigures, orderItemCount, paymentLabels, type Order, type OrderLine } from './order';

/**
 * The text an order is sent to the shop with (WhatsApp, email, copy), and the addresses that carry
 * it. A message longer than MESSAGE_LIMIT lists as many whole lines as fit and sums up the rest:
 * click-to-chat has no documented limit, but a share path has been seen cutting near 2,250.
 */
export const MESSAGE_LIMIT = 1500;

/** A 10-digit Indian mobile number written the way people read it: "+91 98765 43210". */
export function formatMobile(digits: string): string {
  return /^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}

export function lineText(line: OrderLine): string {
  return `${line.quantity} × ${line.title} (${line.colourName ? `${line.colourName}, ` : ''}${line.size}) — ${formatPrice(line.amount)}`;
}

function summaryText(rest: readonly OrderLine[], number: string): string {
  const items = rest.reduce((sum, line) => sum + line.quantity, 0);
  const amount = rest.reduce((sum, line) => sum + line.amount, 0);
  return `…and ${rest.length} more ${rest.length === 1 ? 'line' : 'lines'} (${items} ${items === 1 ? 'item' : 'items'}, ${formatPrice(amount)}): the full list is on order ${number}.`;
}

/** The one-line place an order goes: "Mumbai, Maharashtra 400001". */
export function placeLine(details: Order['details']): string {
  return `${details.city}, ${details.state} ${details.pin}`;
}

function messageParts(order: Order, shopName: string, bold: (text: string) => string): { head: string[]; tail: string[] } {
  const { details } = order;
  const figures = orderFigures(order);
  const head = [bold(`${shopName} order ${order.number}`), `${orderItemCount(order)} ${orderItemCount(order) === 1 ? 'item' : 'items'}:`];
  const tail = [
    '',
    `Subtotal: ${formatPrice(order.subtotal)}`,
    ...figures.offers.map((offer) => `${offer.name}: −${formatPrice(offer.amount)}`),
    ...(figures.coupon ? [`Coupon ${figures.coupon.code}: −${formatPrice(figures.coupon.amount)}`] : []),
    'Shipping: Free',
    bold(`Total: ${formatPrice(order.total)}`),
    `Payment: ${paymentLabels[order.payment]}`,
    '',
    `Deliver to: ${details.name}`,
    `Mobile: ${formatMobile(details.mobile)}`,
    `Address: ${details.address}`,
    ...(details.landmark ? [`Landmark: ${details.landmark}`] : []),
    placeLine(details),
    ...(details.email ? [`Email: ${details.email}`] : []),
  ];
  return { head, tail };
}

export interface MessageOptions {
  shopName?: string;
  limit?: number;
  /** WhatsApp shows `*text*` in bold; email and copied text go without. */
  bold?: boolean;
}

/**
 * The order as a message: number, each line (quantity × title, colour and size, amount), totals, payment,
 * name, mobile and address. Past `limit` characters the lines that do not fit are summed up in one
 * line; no line is ever cut.
 */
export function orderMessage(order: Order, { shopName = site.name, limit = MESSAGE_LIMIT, bold = true }: MessageOptions = {}): string {
  const { head, tail } = messageParts(order, shopName, bold ? (text) => `*${text}*` : (text) => text);
  const join = (lines: readonly string[]) => [...head, ...lines, ...tail].join('\n');
  const full = join(order.lines.map(lineText));
  if (full.length <= limit) return full;
  for (let kept = order.lines.length - 1; kept > 0; kept -= 1) {
    const text = join([...order.lines.slice(0, kept).map(lineText), summaryText(order.lines.slice(kept), order.number)]);
    if (text.length <= limit) return text;
  }
  return join([summaryText(order.lines, order.number)]);
}

/** WhatsApp click-to-chat with the message written in: `https://wa.me/<number>?text=…`. */
export function whatsappLink(text: string, number: string = orderSettings.whatsapp): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The order as an email to the shop: the same text, without WhatsApp's bold marks. */
export function orderMailto(order: Order, to: string = orderSettings.orderEmail): string {
  return mailtoHref(to, `${site.name} order ${order.number}`, orderMessage(order, { bold: false }));
}
