import { site } from '@/config/site';
import { cartTotals, type CartLine, type Size, type TotalsFigures } from '@/features/cart';
import type { AppliedOffer } from '@/features/catalogue';
import { indiaDate } from '@/lib/delivery';
import type { State } from './states';

/**
 * An order as plain data, and how one is made from the cart (PRODUCT.md §13). Nothing here touches
 * React or storage: the checkout calls `createOrder`, the order page and the messages read it.
 */

export const paymentMethods = ['upi', 'cod'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentLabels: Record<PaymentMethod, string> = { upi: 'UPI', cod: 'Cash on delivery' };

/** Where an order goes, as the checkout accepted it (the mobile number as its 10 digits). */
export interface DeliveryDetails {
  name: string;
  mobile: string;
  address: string;
  /** Optional: empty when not given. */
  landmark: string;
  city: string;
  state: State;
  pin: string;
  /** Optional: empty when not given. */
  email: string;
}

/** A line of an order, with the title, colour name and price of the moment it was placed. */
export interface OrderLine {
  productId: number;
  title: string;
  /** The colour's id ("indigo"), and its name as it was shown ("Indigo"). */
  colour: string;
  colourName: string;
  size: Size;
  quantity: number;
  unitPrice: number;
  /** unitPrice × quantity. */
  amount: number;
}

/** Stored orders all say `placed`: what happened since is in `sentAt` and `utr` (see `orderProgress`). */
export type OrderStatus = 'placed';

export interface Order {
  /** `<prefix>-YYMMDD-XXXXXX`, the prefix the shop's (`RNG` in the sample; four characters on orders placed before 2026-11-25). */
  number: string;
  createdAt: string;
  lines: OrderLine[];
  subtotal: number;
  /** The automatic offers that applied, with what each took off (none on orders placed before offers existed). */
  offers: AppliedOffer[];
  /** Everything taken off: the offers and the coupon. */
  discount: number;
  /** The coupon's code when one applied. */
  coupon: string | null;
  shipping: 0;
  total: number;
  details: DeliveryDetails;
  payment: PaymentMethod;
  status: OrderStatus;
  /** When the visitor last sent the order to the shop (WhatsApp, email or copy); null until then. */
  sentAt: string | null;
  /** The 12-digit UPI transaction reference the visitor recorded after paying; null until then. */
  utr: string | null;
  /** The email of the account signed in when it was placed, if any: its next checkout is filled in from this order. */
  account: string | null;
}

/** What the catalogue says of a product: its title, unit price and colours (with the sizes sold out in each) now (undefined: not sold). */
export type ProductFacts = (productId: number) =>
  | {
      title: string;
      price: number;
      collections: readonly string[];
      colours: readonly { id: string; name: string; soldOut?: readonly Size[] }[];
    }
  | undefined;

/** The letters an order number's random part is made of: no 0/O, 1/I/L, so it can be read out over the phone. */
export const NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/**
 * What this shop's order numbers start with: `orderPrefix` in shop/shop.yaml (2 to 5 capital letters,
 * `RNG` in the sample), or one made from the shop's name (src/config/shop-schema.ts).
 */
export const ORDER_PREFIX = site.orderPrefix;

/**
 * `<prefix>-YYMMDD-XXXXXX`, with this shop's prefix only (a device holds the orders of one shop);
 * numbers given before they had six characters had four, and stay valid.
 */
export const ORDER_NUMBER_PATTERN = /* @__PURE__ */ new RegExp(`^${ORDER_PREFIX}-\\d{6}-(?:[A-HJKMNP-Z2-9]{4}|[A-HJKMNP-Z2-9]{6})$`);
const CODE_LENGTH = 6;

/**
 * A new order number, the shop's prefix and `-` (`RNG-`) + the date in India (`YYMMDD`, Asia/Kolkata, whatever the device's
 * zone) + 6 random characters (31⁶, about 887 million a day: two shoppers' numbers meet by chance
 * once the shop takes some 35,000 orders in a day), that no order in `taken` has. `random` gives
 * numbers in [0, 1), as Math.random does.
 */
export function orderNumber(now: Date, taken: ReadonlySet<string>, random: () => number): string {
  const date = indiaDate(now).slice(2).replaceAll('-', '');
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i += 1) code += NUMBER_ALPHABET[Math.floor(random() * NUMBER_ALPHABET.length) % NUMBER_ALPHABET.length];
    const number = `${ORDER_PREFIX}-${date}-${code}`;
    if (!taken.has(number)) return number;
  }
  throw new Error('No free order number was found for today.');
}

/** Random numbers from the browser's cryptographic source, for order numbers no one can guess. */
export function secureRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

export interface NewOrder {
  lines: readonly CartLine[];
  coupon: string | null;
  details: DeliveryDetails;
  payment: PaymentMethod;
  account: string | null;
}

export interface OrderContext {
  products: ProductFacts;
  now: Date;
  /** Numbers of the orders already on this device. */
  taken: ReadonlySet<string>;
  random?: () => number;
}

/**
 * The order for a cart: its lines with the catalogue's titles and prices of the moment (a line
 * whose product is no longer sold is left out), the cart's totals (the same function the cart uses,
 * so they never differ), the delivery details and the payment choice.
 */
export function createOrder(order: NewOrder, { products, now, taken, random = secureRandom }: OrderContext): Order {
  const lines: OrderLine[] = [];
  for (const line of order.lines) {
    const product = products(line.productId);
    if (!product) continue;
    lines.push({
      productId: line.productId,
      title: product.title,
      colour: line.colour,
      colourName: product.colours.find((colour) => colour.id === line.colour)?.name ?? line.colour,
      size: line.size,
      quantity: line.quantity,
      unitPrice: product.price,
      amount: product.price * line.quantity,
    });
  }
  if (lines.length === 0) throw new Error('An order needs at least one item.');
  const totals = cartTotals(lines, products, order.coupon);
  return {
    number: orderNumber(now, taken, random),
    createdAt: now.toISOString(),
    lines,
    subtotal: totals.subtotal,
    offers: [...totals.offers],
    discount: totals.discount,
    coupon: totals.coupon?.code ?? null,
    shipping: 0,
    total: totals.total,
    details: order.details,
    payment: order.payment,
    status: 'placed',
    sentAt: null,
    utr: null,
    account: order.account,
  };
}

/** An order's totals as the totals list shows them: what its coupon took is what the offers did not. */
export function orderFigures(order: Pick<Order, 'subtotal' | 'offers' | 'discount' | 'coupon' | 'total'>): TotalsFigures {
  const offered = order.offers.reduce((sum, offer) => sum + offer.amount, 0);
  return {
    subtotal: order.subtotal,
    offers: order.offers,
    coupon: order.coupon === null ? null : { code: order.coupon, amount: Math.max(0, order.discount - offered) },
    total: order.total,
  };
}

/** How many items an order holds (the sum of its quantities). */
export function orderItemCount(order: Pick<Order, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Orders newest first (by creation time, then number, so the order is stable). */
export function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => (a.createdAt === b.createdAt ? b.number.localeCompare(a.number) : a.createdAt < b.createdAt ? 1 : -1));
}

/** The delivery details of an account's latest order, to fill in its next checkout. */
export function lastDetailsOf(orders: readonly Order[], account: string): DeliveryDetails | undefined {
  const key = account.trim().toLowerCase();
  return newestFirst(orders).find((order) => order.account?.trim().toLowerCase() === key)?.details;
}

/** The steps after "Place order" (PRODUCT.md §13); paying is a step of its own only for UPI. */
export type OrderStep = 'send' | 'pay' | 'confirm' | 'ship';

/** Where an order stands as this device knows it: what is done, and the step to take now. */
export interface OrderProgress {
  steps: readonly OrderStep[];
  done: ReadonlySet<OrderStep>;
  /** The first step not done: the visitor's next action, or the shop's. */
  current: OrderStep;
  /** The status as words. */
  status: string;
}

/** "Payment sent, awaiting the shop's confirmation": what a UPI order says once its UTR is recorded. */
export const PAYMENT_SENT = "Payment sent, awaiting the shop's confirmation";

/**
 * What this device knows of an order: sent (the visitor opened WhatsApp or email with it, or copied
 * it) and, for UPI, paid (a UTR recorded). Only the shop can confirm or ship, so those steps are
 * never done here.
 */
export function orderProgress(order: Pick<Order, 'payment' | 'sentAt' | 'utr'>): OrderProgress {
  const upi = order.payment === 'upi';
  const steps: OrderStep[] = upi ? ['send', 'pay', 'confirm', 'ship'] : ['send', 'confirm', 'ship'];
  const done = new Set<OrderStep>();
  if (order.sentAt) done.add('send');
  if (upi && order.utr) done.add('pay');
  const current = steps.find((step) => !done.has(step)) ?? 'confirm';
  const status =
    upi && order.utr
      ? order.sentAt
        ? PAYMENT_SENT
        : 'Paid (UTR recorded), not sent to the shop yet'
      : !order.sentAt
        ? 'Not sent to the shop yet'
        : upi
          ? 'Sent to the shop, not paid yet'
          : 'Sent, awaiting the shop’s confirmation';
  return { steps, done, current, status };
}

/** What an order that does not match the shop's checkout says, on its page, in the list and in its message (./order-check.ts). */
export const MISMATCH_WARNING = 'These amounts do not match the shop’s prices';

/** A UPI transaction reference (UTR) as banks give it: 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;

/** The UTR in what the visitor typed or pasted (spaces and dashes dropped), or null when it is not 12 digits. */
export function readUtr(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return UTR_PATTERN.test(digits) ? digits : null;
}
