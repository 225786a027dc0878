import type { OrderSummary } from './desk-summary';
import type { Sealed } from './lock/crypto';

/**
 * The desk's ledger as stored (schema version 4): every order's summary (./desk-summary.ts) in one
 * record, one JSON text, or with a passcode one sealed text. The desk opens with one read and one
 * parse (or one decryption): reading 10,000 records back, even small ones, was most of a phone's
 * wait (1.2–1.8 s on the phone profile, against 0.3–0.4 s for one record of the same summaries).
 *
 * Beside it a small record counts the ledger's changes. A tab keeps the ledger it read or wrote
 * with that count; before it writes, it compares the count in the store with its own, and reads the
 * ledger again when another tab wrote since, so one tab never writes over another's change.
 */
export type LedgerRecord = { name: 'summaries'; text: string } | { name: 'summaries'; sealed: Sealed };
export type LedgerVersion = { name: 'version'; version: number };
export type LedgerRow = LedgerRecord | LedgerVersion;

/** How a sealed ledger is sealed and opened: the lock's sealer (../desk-db.ts `Sealer`). */
export interface LedgerSealer {
  seal(record: { number: string; summaries: OrderSummary[] }): Promise<{ number: string; sealed: Sealed }>;
  open<T extends { number: string }>(stored: T | { number: string; sealed: Sealed }): Promise<T>;
}

/** The key the sealer is given for the ledger (it seals records by their number). */
const SEALED_AS = 'ledger';

/** The summaries as one record: in the clear, or sealed when the desk has a passcode. */
export async function packLedger(summaries: readonly OrderSummary[], by: LedgerSealer | null): Promise<LedgerRecord> {
  if (!by) return { name: 'summaries', text: JSON.stringify(summaries) };
  const { sealed } = await by.seal({ number: SEALED_AS, summaries: [...summaries] });
  return { name: 'summaries', sealed };
}

/** The summaries of a stored ledger; a sealed one needs the passcode's key. */
export async function openLedger(record: LedgerRecord, by: LedgerSealer | null): Promise<OrderSummary[]> {
  if ('text' in record) return JSON.parse(record.text) as OrderSummary[];
  if (!by) throw new Error('A sealed ledger without the passcode’s key.');
  return (await by.open<{ number: string; summaries: OrderSummary[] }>({ number: SEALED_AS, sealed: record.sealed })).summaries;
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
