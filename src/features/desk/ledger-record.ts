import { products } from '@/features/catalogue';
import { newestFirst, statuses } from './desk-order';
import type { OrderSummary, Received, SummaryLine } from './desk-summary';
import type { Sealed } from './lock/crypto';

/**
 * The desk's ledger as stored (schema version 5): every order's summary (./desk-summary.ts) in one
 * record, one JSON text, or with a passcode one sealed text. The desk opens with one read and one
 * parse (or one decryption): reading 10,000 records back, even small ones, was most of a phone's
 * wait (1.2–1.8 s on the phone profile, against 0.3–0.4 s for one record of the same summaries).
 *
 * Each summary is stored as a row of values in a set order (`StoredRow`), without what can be
 * worked out again: the field names, a line's title when it is the catalogue's title of its tee,
 * and the search text (made on the first search). For 10,000 orders that is about 2 MB of JSON
 * in place of version 4's 4.9 MB, read and parsed on every opening. The rows are written newest
 * first, as the ledger shows them, so the desk opens without sorting them (¼ s on the phone profile).
 *
 * Beside it a small record counts the ledger's changes. A tab keeps the ledger it read or wrote
 * with that count; before it writes, it compares the count in the store with its own, and reads the
 * ledger again when another tab wrote since, so one tab never writes over another's change.
 */
export type LedgerRecord = { name: 'ledger'; text: string } | { name: 'ledger'; sealed: Sealed };
export type LedgerVersion = { name: 'version'; version: number };
/** Version 4's record: the summaries as objects, search text and titles in them (read once, by the upgrade). */
export type Version4Record = { name: 'summaries'; text: string } | { name: 'summaries'; sealed: Sealed };
export type LedgerRow = LedgerRecord | LedgerVersion | Version4Record;

/** A line as stored: product id, colour, size, quantity, and its title only when the catalogue's differs. */
type StoredLine = [productId: number | null, colour: string, size: SummaryLine['size'], quantity: number, title?: string];
/** A summary as stored, its values in this order (./desk-summary.ts says what each is). */
export type StoredRow = [
  number: string,
  status: number,
  addedAt: string,
  updatedAt: string,
  name: string,
  total: number,
  payment: OrderSummary['payment'],
  mismatch: 0 | 1,
  mobile: string,
  pin: string,
  received: [at: string, kind: Received['kind'], amount: number] | 0,
  lines: StoredLine[],
  invoice?: [number: string, date: string],
];

/** How a sealed ledger is sealed and opened: the lock's sealer (../desk-db.ts `Sealer`). */
export interface LedgerSealer {
  seal(record: { number: string; rows: StoredRow[] }): Promise<{ number: string; sealed: Sealed }>;
  open<T extends { number: string }>(stored: T | { number: string; sealed: Sealed }): Promise<T>;
}

/** The key the sealer is given for the ledger (it seals records by their number). */
const SEALED_AS = 'ledger';

let titles: Map<number, string> | undefined;
/** The catalogue's title of a tee, by its id. */
const titleOf = (productId: number | null) => (productId === null ? undefined : (titles ??= new Map(products.map((each) => [each.id, each.title]))).get(productId));

/** One summary as a stored row. */
export function toRow(summary: OrderSummary): StoredRow {
  const { received, invoice } = summary;
  const row: StoredRow = [
    summary.number,
    statuses.indexOf(summary.status),
    summary.addedAt,
    summary.updatedAt,
    summary.name,
    summary.total,
    summary.payment,
    summary.mismatch ? 1 : 0,
    summary.mobile,
    summary.pin,
    received ? [received.at, received.kind, received.amount] : 0,
    summary.lines.map((line) => (line.title === titleOf(line.productId) ? [line.productId, line.colour, line.size, line.quantity] : [line.productId, line.colour, line.size, line.quantity, line.title])),
  ];
  if (invoice) row.push([invoice.number, invoice.date]);
  return row;
}

/** One stored row as the summary it was. */
export function fromRow(row: StoredRow): OrderSummary {
  const [number, status, addedAt, updatedAt, name, total, payment, mismatch, mobile, pin, received, lines, invoice] = row;
  const summary: OrderSummary = {
    number,
    status: statuses[status] ?? 'New',
    addedAt,
    updatedAt,
    name,
    total,
    payment,
    mismatch: mismatch === 1,
    mobile,
    pin,
    received: received ? { at: received[0], kind: received[1], amount: received[2] } : null,
    lines: lines.map(([productId, colour, size, quantity, title]): SummaryLine => ({ productId, title: title ?? titleOf(productId) ?? '', colour, size, quantity })),
  };
  if (invoice) summary.invoice = { number: invoice[0], date: invoice[1] };
  return summary;
}

/** The summaries as one record: in the clear, or sealed when the desk has a passcode. */
export async function packLedger(summaries: readonly OrderSummary[], by: LedgerSealer | null): Promise<LedgerRecord> {
  const rows = summaries.map(toRow);
  if (!by) return { name: 'ledger', text: JSON.stringify(rows) };
  const { sealed } = await by.seal({ number: SEALED_AS, rows });
  return { name: 'ledger', sealed };
}

/** The summaries of a stored ledger; a sealed one needs the passcode's key. */
export async function openLedger(record: LedgerRecord, by: LedgerSealer | null): Promise<OrderSummary[]> {
  if ('text' in record) return (JSON.parse(record.text) as StoredRow[]).map(fromRow);
  if (!by) throw new Error('A sealed ledger without the passcode’s key.');
  return (await by.open<{ number: string; rows: StoredRow[] }>({ number: SEALED_AS, sealed: record.sealed })).rows.map(fromRow);
}

/**
 * A summary as version 4 stored it: with its search text and without mobile and PIN; or, for a
 * desk upgraded from version 2 through 3 and 4 at once, as summaries are made now.
 */
type Version4Summary = Omit<OrderSummary, 'mobile' | 'pin'> & { search?: string; mobile?: string; pin?: string };

/**
 * The ledger's records when a desk of schema version 4 is upgraded to 5: its summaries as rows,
 * the mobile and PIN taken back from the search text (number, name, mobile and PIN joined, as the
 * search compares them). A locked desk's sealed ledger cannot be read without its passcode: it
 * gets none, and the ledger is made from its orders when it is next unlocked (../desk-db.ts
 * `currentLedger`).
 */
export function ledgerOfVersion4(stored: Version4Record | undefined, version: number): (LedgerRecord | LedgerVersion)[] {
  if (!stored || !('text' in stored)) return [];
  const summaries = (JSON.parse(stored.text) as Version4Summary[]).map(({ search = '', mobile, pin, ...summary }): OrderSummary => {
    const [, , searchedMobile = '', searchedPin = ''] = search.split('\u0000');
    return { ...summary, mobile: mobile ?? searchedMobile, pin: pin ?? searchedPin };
  });
  return [{ name: 'ledger', text: JSON.stringify(newestFirst(summaries).map(toRow)) }, { name: 'version', version: version + 1 }];
}

/**
 * The ledger with `changed` in it: each replaces the summary of its number, or is added. The held
 * map is left as it was (a write that fails changes nothing the tab holds).
 */
export function mergeLedger(held: ReadonlyMap<string, OrderSummary>, changed: readonly OrderSummary[]): Map<string, OrderSummary> {
  const next = new Map(held);
  for (const summary of changed) next.set(summary.number, summary);
  return next;
}
