import { orderSettings } from '@/config/orders';
import { site } from '@/config/site';
import { mailtoHref } from '@/lib/mailto';
import { formatPrice } from '@/lib/money';
import { findProduct, shortSizes } from '@/features/catalogue';
import { orderFigures, orderItemCount, paymentLabels, type Order, type OrderLine } from './order';
import { MISMATCH_WARNING, orderProblems } from './order-check';

/**
 * The text an order is sent to the shop with (WhatsApp, email, copy), and the addresses that carry
 * it (PRODUCT.md §13). It always carries every line: past MESSAGE_LIMIT characters the lines take
 * their compact form (`2 × #16 Indigo/XL ₹3,598`) instead of being cut (click-to-chat has no
 * documented limit, but a share path has been seen cutting near 2,250). Text that came from a
 * visitor or from storage cannot forge it: see `plainField` and `unpaired`.
 */
export const MESSAGE_LIMIT = 1500;

/** A 10-digit Indian mobile number written the way people read it: "+91 98765 43210". */
export function formatMobile(digits: string): string {
  return /^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}

/** Line and paragraph breaks of every kind, and the marks that reorder text (bidi controls). */
const BREAKS = /[\n\r\v\f\u0085\u2028\u2029]+/g;
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Half of a surrogate pair with no other half: no character at all, and a link cannot carry it. */
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A field as one line of plain text: every line break becomes a space, bidi controls (a
 * right-to-left override that would reorder the PIN after it) are dropped, a lone surrogate (from
 * an edited record: it would break the WhatsApp and email links) becomes �, spaces are collapsed.
 */
export function plainField(text: string): string {
  return text.replace(BREAKS, ' ').replace(BIDI_CONTROLS, '').replace(LONE_SURROGATES, '\ufffd').replace(/\s+/g, ' ').trim();
}

/** WhatsApp's formatting marks, each with a look-alike that formats nothing. */
export const MARKS: Readonly<Record<string, string>> = { '*': '\u2217', _: '\uff3f', '~': '\u223c', '`': '\u02cb' };

/** A mark between two letters, combining marks or digits (the underscores of asha_k_sharma@example.com, the * of 2*3): WhatsApp formats nothing there. */
const INSIDE_A_WORD = /(?<=[\p{L}\p{M}\p{N}])[*_~`](?=[\p{L}\p{M}\p{N}])/u;

/**
 * A message line with no formatting of its own. WhatsApp formats text between two of the same mark
 * where each stands at the edge of a word (`*bold*`, `_italic_`), so where a line holds two or more
 * such marks, each is replaced by its look-alike. A mark inside a word formats nothing and stays as
 * typed, so an email address (asha_k_sharma@example.com) or a number is sent as it is; so does a
 * lone mark.
 */
export function unpaired(line: string): string {
  let result = line;
  for (const [mark, alike] of Object.entries(MARKS)) {
    const chars = [...result];
    const atEdges = chars.flatMap((char, at) => (char === mark && !INSIDE_A_WORD.test(`${chars[at - 1] ?? ''}${char}${chars[at + 1] ?? ''}`) ? [at] : []));
    if (atEdges.length < 2) continue;
    for (const at of atEdges) chars[at] = alike;
    result = chars.join('');
  }
  return result;
}

/** An order line in full: "2 × Kite Tee (Sky Blue, XL) — ₹1,598". */
export function lineText(line: OrderLine): string {
  const colour = plainField(line.colourName);
  return `${line.quantity} × ${plainField(line.title)} (${colour ? `${colour}, ` : ''}${line.size}) — ${formatPrice(line.amount)}`;
}

/** The sizes as the compact form writes them (S, M, L, XL, XXL): the catalogue's short names. */
export { shortSizes };

/** An order line in its compact form, for long orders: "2 × #16 Indigo/XL ₹3,598". */
export function compactLineText(line: OrderLine): string {
  const colour = plainField(line.colourName);
  return `${line.quantity} × #${line.productId} ${colour ? `${colour}/` : ''}${shortSizes[line.size]} ${formatPrice(line.amount)}`;
}

/** The one-line place an order goes: "Mumbai, Maharashtra 400001". */
export function placeLine(details: Order['details']): string {
  return `${details.city}, ${details.state} ${details.pin}`;
}

function messageParts(order: Order, shopName: string, bold: (text: string) => string, problems: readonly string[]): { head: string[]; tail: string[] } {
  const field = (name: keyof Order['details']) => plainField(order.details[name]);
  const figures = orderFigures(order);
  const count = orderItemCount(order);
  const head = [bold(unpaired(`${plainField(shopName)} order ${plainField(order.number)}`)), `${count} ${count === 1 ? 'item' : 'items'}:`];
  const totals = [
    `Subtotal: ${formatPrice(order.subtotal)}`,
    ...figures.offers.map((offer) => `${plainField(offer.name)}: −${formatPrice(offer.amount)}`),
    ...(figures.coupon ? [`Coupon ${plainField(figures.coupon.code)}: −${formatPrice(figures.coupon.amount)}`] : []),
    'Shipping: Free',
  ];
  const after = [
    ...(problems.length ? [`⚠ ${MISMATCH_WARNING}:`, ...problems.map((problem) => `• ${plainField(problem)}`)] : []),
    `Payment: ${paymentLabels[order.payment]}${order.payment === 'upi' && order.utr ? `, paid: UTR ${plainField(order.utr)} (please confirm)` : ''}`,
    '',
    `Deliver to: ${field('name')}`,
    `Mobile: ${formatMobile(field('mobile'))}`,
    `Address: ${field('address')}`,
    ...(field('landmark') ? [`Landmark: ${field('landmark')}`] : []),
    `Place: ${field('city')}, ${field('state')} ${field('pin')}`,
    ...(field('email') ? [`Email: ${field('email')}`] : []),
  ];
  return { head, tail: ['', ...totals.map(unpaired), bold(`Total: ${formatPrice(order.total)}`), ...after.map(unpaired)] };
}

export interface MessageOptions {
  shopName?: string;
  limit?: number;
  /** WhatsApp shows `*text*` in bold; email and copied text go without. */
  bold?: boolean;
  /** What does not match the shop's prices (./order-check.ts): written under the total. */
  problems?: readonly string[];
}

/**
 * The order as a message: number, each line (quantity × title, colour and size, amount), totals, payment,
 * name, mobile and address; under the total, any amount that does not match the shop's prices.
 * Every line, always: in full, or compact when the full form would pass `limit` characters.
 */
export function orderMessage(
  order: Order,
  { shopName = site.name, limit = MESSAGE_LIMIT, bold = true, problems = orderProblems(order, findProduct) }: MessageOptions = {},
): string {
  const { head, tail } = messageParts(order, shopName, bold ? (text) => `*${text}*` : (text) => text, problems);
  const join = (lines: readonly string[]) => [...head, ...lines.map(unpaired), ...tail].join('\n');
  const full = join(order.lines.map(lineText));
  return full.length <= limit ? full : join(order.lines.map(compactLineText));
}

/** WhatsApp click-to-chat with the message written in: `https://wa.me/<number>?text=…`. */
export function whatsappLink(text: string, number: string = orderSettings.whatsapp): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The order as an email to the shop: the same text, without WhatsApp's bold marks. */
export function orderMailto(order: Order, to: string = orderSettings.orderEmail): string {
  return mailtoHref(to, `${site.name} order ${order.number}`, orderMessage(order, { bold: false }));
}
