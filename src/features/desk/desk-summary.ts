import type { Checked, DeskOrder, Status } from './desk-order';

/** One line of an order as Today's packing list and Stock count it. */
export type SummaryLine = Pick<Checked['orderLines'][number], 'productId' | 'title' | 'colour' | 'size' | 'quantity'>;

/**
 * An order in brief: what the ledger, Today and Stock need of it, and nothing else (PRODUCT.md §16
 * "At scale"). The desk opens with these alone: reading 10,000 whole orders (message, check, history)
 * from the store was most of a phone's wait; the whole order is read when it is opened. Every
 * summary is kept in one record, the ledger (./ledger-record.ts), written with its orders in one
 * transaction (desk-db.ts), so the two never disagree. With a passcode, the ledger is sealed as the
 * orders are: it holds the buyers' names, mobiles and PINs (for the search), which the lock promises to hide.
 */
export interface OrderSummary {
  number: string;
  status: Status;
  addedAt: string;
  updatedAt: string;
  /** The buyer's name, '' when the message gave none. */
  name: string;
  total: number;
  payment: Checked['payment'];
  /** The check found the message asking for what the catalogue does not say. */
  mismatch: boolean;
  /** The buyer's mobile and PIN as the message gave them, for the search (`searchText`). */
  mobile: string;
  pin: string;
  /** When and how its money came in (./today.ts), or null. */
  received: Received | null;
  lines: SummaryLine[];
  invoice?: DeskOrder['invoice'];
}

/** An order's money as received: a UPI payment when marked paid, cash when marked delivered. */
export interface Received {
  at: string;
  kind: 'upi' | 'cash';
  amount: number;
}

/**
 * Letters in one case and digits without spaces: "98765 43210" finds "9876543210". The plain
 * lower case is English's and India's (only Turkish, Azeri and Lithuanian differ), and several
 * times quicker than asking for a locale's, which counts with 10,000 orders to search.
 */
export function searchKey(text: string): string {
  return text.toLowerCase().replace(/[\s-]+/g, '');
}

/**
 * When an order's money came in: a UPI payment when it was marked paid, cash when the order was
 * marked delivered (its last such step in the history); null when nothing was received.
 */
export function receivedAt(order: Pick<DeskOrder, 'payment' | 'history'>): Received | null {
  const { payment } = order;
  if (!payment) return null;
  const kind = payment.utr === null ? 'cash' : 'upi';
  const step: Status = kind === 'upi' ? 'Paid' : 'Delivered';
  const entry = order.history.findLast((each) => each.status === step);
  return entry ? { at: entry.at, kind, amount: payment.received } : null;
}

const searched = new WeakMap<OrderSummary, string>();

/**
 * Number, name, mobile and PIN as the search compares them (one case, no spaces or dashes), one
 * text, made once and kept with the summary: in the moments after the desk opens
 * (`prepareSearch`), or on the first search. It is not stored: 0.7 MB more of the ledger to read and
 * parse on every opening, for 10,000 orders.
 */
export function searchText(summary: OrderSummary): string {
  let text = searched.get(summary);
  // Joined by a character no one types, so a search never matches across two fields.
  if (text === undefined) searched.set(summary, (text = searchKey(`${summary.number}\u0000${summary.name}\u0000${summary.mobile}\u0000${summary.pin}`)));
  return text;
}

const indexes = new WeakMap<readonly Summarised[], readonly string[]>();

/**
 * The search texts of these orders, in their order: made once for the desk's list of orders (the
 * list is replaced, never changed, when an order is stored), so a search of 10,000 orders is one
 * loop over an array of plain strings, with no lookup of each order's text.
 */
export function searchTexts(summaries: readonly Summarised[]): readonly string[] {
  let texts = indexes.get(summaries);
  if (!texts) indexes.set(summaries, (texts = summaries.map((each) => searchText(summaryOf(each)))));
  return texts;
}

/**
 * Makes the search texts of these summaries while the page has nothing else to do, a few at a
 * time, so the owner's first search finds them made. Returns what stops it (the orders changed).
 */
export function prepareSearch(summaries: readonly Summarised[]): () => void {
  if (typeof requestIdleCallback !== 'function') return () => {};
  const texts: string[] = [];
  let id = 0;
  const work = (deadline: IdleDeadline) => {
    if (indexes.has(summaries)) return;
    while (texts.length < summaries.length && deadline.timeRemaining() > 1) {
      const end = Math.min(texts.length + 200, summaries.length);
      while (texts.length < end) texts.push(searchText(summaryOf(summaries[texts.length]!)));
    }
    if (texts.length < summaries.length) id = requestIdleCallback(work);
    else indexes.set(summaries, texts);
  };
  id = requestIdleCallback(work);
  return () => cancelIdleCallback(id);
}

/** The summary of a whole order. */
export function summarise(order: DeskOrder): OrderSummary {
  const { check } = order;
  const { buyer } = check;
  return {
    number: order.number,
    status: order.status,
    addedAt: order.addedAt,
    updatedAt: order.updatedAt,
    name: buyer.name,
    total: check.total,
    payment: check.payment,
    mismatch: check.differences.length > 0,
    mobile: buyer.mobile,
    pin: buyer.pin,
    received: receivedAt(order),
    lines: check.orderLines.map(({ productId, title, colour, size, quantity }) => ({ productId, title, colour, size, quantity })),
    ...(order.invoice ? { invoice: order.invoice } : {}),
  };
}

/** What the ledger, Today and Stock read: summaries, or whole orders (tests, a paper) summarised on the way. */
export type Summarised = OrderSummary | DeskOrder;

const made = new WeakMap<DeskOrder, OrderSummary>();

/** The summary of either: made once per whole order object (orders are replaced, never changed). */
export function summaryOf(order: Summarised): OrderSummary {
  if (!('check' in order)) return order;
  let held = made.get(order);
  if (!held) made.set(order, (held = summarise(order)));
  return held;
}
