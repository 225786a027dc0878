import { indiaDate } from '@/lib/delivery';
import type { Status } from './desk-order';
import { summaryOf, type OrderSummary, type Summarised } from './desk-summary';
import { countLines, type LineCount } from './line-counts';

export { receivedAt } from './desk-summary';

/**
 * Today (PRODUCT.md §16): the owner's morning in figures, worked out from the ledger alone. Days
 * and months are India's (UTC+5:30, no summer time), whatever the phone's own time zone says.
 */

/** The ledger's views that Today's figures open, beside its filters by status. */
export const focuses = ['to-check', 'to-collect', 'to-pack', 'waiting'] as const;
export type Focus = (typeof focuses)[number];

/** What each view shows, as the ledger says it. */
export const focusLabels: Readonly<Record<Focus, string>> = {
  'to-check': 'Payments to check',
  'to-collect': 'Cash to collect',
  'to-pack': 'To pack',
  waiting: 'Waiting more than two days',
};

const WAIT_MS = 2 * 86_400_000;
const open: readonly Status[] = ['New', 'Awaiting payment', 'Paid', 'Packed'];
const cashOwed: readonly Status[] = ['New', 'Awaiting payment', 'Packed', 'Shipped'];

const isCash = (order: OrderSummary) => order.payment === 'cod';

/**
 * Whether an order belongs to one of Today's views:
 * - to check: a UPI order not yet marked paid (the owner looks for the money in the account);
 * - to collect: a cash order on its way that is not yet delivered (its total is still to come);
 * - to pack: paid, or a cash order the buyer confirmed ("Mark confirmed"), and not yet packed;
 * - waiting: taken in more than two days ago and still not shipped (nor cancelled).
 */
export function inFocus(whole: Summarised, focus: Focus, now: Date): boolean {
  const order = summaryOf(whole);
  switch (focus) {
    case 'to-check':
      return !isCash(order) && (order.status === 'New' || order.status === 'Awaiting payment');
    case 'to-collect':
      return isCash(order) && cashOwed.includes(order.status);
    case 'to-pack':
      return order.status === 'Paid' || (isCash(order) && order.status === 'Awaiting payment');
    case 'waiting':
      return open.includes(order.status) && now.getTime() - Date.parse(order.addedAt) > WAIT_MS;
  }
}

/** Money in, UPI and cash apart, in rupees. */
export interface Money {
  upi: number;
  cash: number;
}

export interface Today {
  newOrders: number;
  toCheck: { orders: number; amount: number };
  toCollect: { orders: number; amount: number };
  toPack: { orders: number; lines: LineCount[] };
  waiting: number;
  received: { today: Money; month: Money };
}

const cents = (rupees: number) => Math.round(rupees * 100) / 100;

/** India's day and month of `now` as spans of time (ms): a time is compared, not turned into a date 10,000 times. */
function indiaSpans(now: Date): { day: [number, number]; month: [number, number] } {
  const day = indiaDate(now);
  const start = (isoDate: string) => Date.parse(`${isoDate}T00:00:00+05:30`);
  const [year, month] = day.split('-').map(Number) as [number, number];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { day: [start(day), start(day) + 86_400_000], month: [start(`${day.slice(0, 7)}-01`), start(nextMonth)] };
}

const within = (time: number, [from, to]: [number, number]) => time >= from && time < to;

/** Today's figures at `now`, in one pass over the ledger. */
export function todayFigures(orders: readonly Summarised[], now: Date): Today {
  const spans = indiaSpans(now);
  const figures: Today = {
    newOrders: 0,
    toCheck: { orders: 0, amount: 0 },
    toCollect: { orders: 0, amount: 0 },
    toPack: { orders: 0, lines: [] },
    waiting: 0,
    received: { today: { upi: 0, cash: 0 }, month: { upi: 0, cash: 0 } },
  };
  const packing: OrderSummary[] = [];
  for (const whole of orders) {
    const order = summaryOf(whole);
    if (order.status === 'New') figures.newOrders += 1;
    if (inFocus(order, 'to-check', now)) {
      figures.toCheck.orders += 1;
      figures.toCheck.amount += order.total;
    }
    if (inFocus(order, 'to-collect', now)) {
      figures.toCollect.orders += 1;
      figures.toCollect.amount += order.total;
    }
    if (inFocus(order, 'to-pack', now)) packing.push(order);
    if (inFocus(order, 'waiting', now)) figures.waiting += 1;
    const money = order.received;
    if (money) {
      const when = Date.parse(money.at);
      if (within(when, spans.day)) figures.received.today[money.kind] += money.amount;
      if (within(when, spans.month)) figures.received.month[money.kind] += money.amount;
    }
  }
  figures.toPack = { orders: packing.length, lines: countLines(packing) };
  figures.toCheck.amount = cents(figures.toCheck.amount);
  figures.toCollect.amount = cents(figures.toCollect.amount);
  for (const money of [figures.received.today, figures.received.month]) {
    money.upi = cents(money.upi);
    money.cash = cents(money.cash);
  }
  return figures;
}
