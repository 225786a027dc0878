import type { MessageCheck } from '@/features/orders';

/** The steps of an order on the desk (PRODUCT.md §16), in the order the ledger's filters show them. */
export const statuses = ['New', 'Awaiting payment', 'Paid', 'Packed', 'Shipped', 'Delivered', 'Cancelled', 'Returned'] as const;
export type Status = (typeof statuses)[number];

/** Where an order may go from each step. Delivered, Cancelled and Returned are ends, but a delivered order may come back. */
export const moves: Readonly<Record<Status, readonly Status[]>> = {
  New: ['Awaiting payment', 'Paid', 'Packed', 'Cancelled'],
  'Awaiting payment': ['Paid', 'Cancelled'],
  Paid: ['Packed', 'Cancelled'],
  Packed: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Returned'],
  Delivered: ['Returned'],
  Cancelled: [],
  Returned: [],
};

export type Checked = Extract<MessageCheck, { kind: 'checked' }>;

/** One change of an order, with its time (ISO). */
export interface HistoryEntry {
  at: string;
  /** What happened, in words ("Marked paid: UTR 123456789012, ₹1,598 received"). */
  what: string;
  status: Status;
}

export interface Payment {
  utr: string | null;
  /** Rupees the owner says reached the account (UPI) or were collected (cash). */
  received: number;
}

/** An order as the desk keeps it: the message it came in, the check of it, and what the owner did. */
export interface DeskOrder {
  number: string;
  /** The message as it was received: the desk's record of what the buyer sent. */
  message: string;
  check: Checked;
  status: Status;
  payment: Payment | null;
  shipment: { courier: string; awb: string } | null;
  cancelReason: string | null;
  notes: string;
  history: HistoryEntry[];
  addedAt: string;
  /** The last change's time: of two copies of one order, the later wins (merge). */
  updatedAt: string;
  /** Its tax invoice's number and date (ISO), given once, when the invoice is first made (papers/invoice-number.ts). */
  invoice?: { number: string; date: string };
}

/** A new order on the desk, from a message the check read. */
export function newDeskOrder(message: string, check: Checked, now: Date): DeskOrder {
  const at = now.toISOString();
  return {
    number: check.number,
    message,
    check,
    status: 'New',
    payment: null,
    shipment: null,
    cancelReason: null,
    notes: '',
    history: [{ at, what: 'Added to the desk', status: 'New' }],
    addedAt: at,
    updatedAt: at,
  };
}

/** The date in an order's number (`RNG-261127-…` → `261127`), for newest first; '' when it has none. */
function numberDate(number: string): string {
  return /-(\d{6})-/.exec(number)?.[1] ?? '';
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Newest first: by the date in the number, then by when the desk took it in. Each order's date is
 * read once, and compared as plain text (digits and ISO times sort as text): 10,000 orders sort at once.
 */
export function newestFirst<T extends Pick<DeskOrder, 'number' | 'addedAt'>>(orders: readonly T[]): T[] {
  const keyed = orders.map((each) => ({ each, date: numberDate(each.number) }));
  keyed.sort((a, b) => order(b.date, a.date) || order(b.each.addedAt, a.each.addedAt) || order(a.each.number, b.each.number));
  return keyed.map(({ each }) => each);
}

/** Whether the message asked for anything the catalogue does not say. */
export function hasMismatch(order: Pick<DeskOrder, 'check'>): boolean {
  return order.check.differences.length > 0;
}
