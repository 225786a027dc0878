import Dexie, { type EntityTable, type Transaction } from 'dexie';
import { newestFirst, type DeskOrder } from './desk-order';
import { summarise, type OrderSummary } from './desk-summary';
import { ledgerOfVersion4, mergeLedger, openLedger, packLedger, type LedgerRow, type LedgerVersion, type Version4Record } from './ledger-record';
import { announceLedgerChange } from './ledger-signal';
import type { Sealed } from './lock/crypto';

/** A record as stored: in the clear, or (with a passcode) sealed, only its number, the key, in the clear. */
export type SealedRecord = { number: string; sealed: Sealed };
export type StoredOrder = DeskOrder | SealedRecord;
/**
 * A summary as schema version 3 stored it, one record per order: its JSON text beside its number
 * (or sealed). Version 4 keeps them all in one record (./ledger-record.ts); these are read once,
 * by the upgrade.
 */
export type PackedSummary = { number: string; text: string };
export type StoredSummary = PackedSummary | SealedRecord;

export const unpackSummary = (stored: PackedSummary): OrderSummary => JSON.parse(stored.text) as OrderSummary;

/** How records are sealed before they are stored and opened after, while the desk has a passcode (lock/). */
export interface Sealer {
  seal(record: { number: string }): Promise<SealedRecord>;
  open<T extends { number: string }>(stored: T | SealedRecord): Promise<T>;
}
let sealer: Sealer | null = null;

/** Seals every record saved from now on (null: stores them in the clear); set by the lock once unlocked. */
export function setSealer(next: Sealer | null): void {
  sealer = next;
}

export const isSealed = (stored: object): stored is SealedRecord => 'sealed' in stored;

/** The orders as stored: sealed when the desk has a passcode (their summaries go in the ledger, sealed alike). */
export async function recordsOf(orders: readonly DeskOrder[], by: Sealer | null): Promise<StoredOrder[]> {
  return by ? Promise.all(orders.map((order) => by.seal(order))) : [...orders];
}

/**
 * The ledger's records when a desk of schema version 3 (one summary per record) is upgraded: every
 * summary, unpacked, in one record. A locked desk's summaries are sealed and cannot be read without
 * its passcode: it gets none, and the ledger is made from its orders when it is next unlocked
 * (`loadSummaries`).
 */
export function ledgerOfVersion3(stored: readonly StoredSummary[]): (Version4Record | LedgerVersion)[] {
  if (stored.some(isSealed)) return [];
  const summaries = (stored as PackedSummary[]).map(unpackSummary);
  return [{ name: 'summaries', text: JSON.stringify(summaries) }, { name: 'version', version: 1 }];
}

/** The summaries of a desk of schema version 2 (orders alone, before summaries), for its upgrade to 3. */
export function summariesOfStored(stored: readonly StoredOrder[]): PackedSummary[] {
  return stored.flatMap((each) => (isSealed(each) ? [] : [{ number: each.number, text: JSON.stringify(summarise(each)) }]));
}

/**
 * The desk's store: one IndexedDB database on this device, through Dexie (PRODUCT.md §16), orders
 * kept by number, and the ledger: every order's summary in one record (what the ledger, Today and
 * Stock read when the desk opens), written with its orders in one transaction.
 * Only this file touches it; every failure comes back as a sentence for the owner.
 */
class DeskDatabase extends Dexie {
  orders!: EntityTable<StoredOrder, 'number'>;
  /** Every order in brief, in one record, and the count of its changes (versions 4 and 5: ./ledger-record.ts). */
  ledger!: EntityTable<LedgerRow, 'name'>;
  /** The desk's own facts by name (when the last backup was exported). */
  facts!: EntityTable<DeskFact, 'name'>;
  constructor() {
    super('desk');
    this.version(1).stores({ orders: 'number, status, updatedAt' });
    this.version(2).stores({ facts: 'name' });
    this.version(3)
      .stores({ summaries: 'number' })
      .upgrade(async (tx: Transaction) => {
        await tx.table('summaries').bulkPut(summariesOfStored(await tx.table<StoredOrder>('orders').toArray()));
      });
    this.version(4)
      .stores({ summaries: null, ledger: 'name' })
      .upgrade(async (tx: Transaction) => {
        await tx.table('ledger').bulkPut(ledgerOfVersion3(await tx.table<StoredSummary>('summaries').toArray()));
      });
    // The same table; its record of summaries becomes one of smaller rows (./ledger-record.ts).
    this.version(5)
      .stores({ ledger: 'name' })
      .upgrade(async (tx: Transaction) => {
        const table = tx.table<LedgerRow, string>('ledger');
        const [old, count] = [await table.get('summaries'), await table.get('version')];
        await table.delete('summaries');
        await table.bulkPut(ledgerOfVersion4(old?.name === 'summaries' ? old : undefined, count && 'version' in count ? count.version : 0));
      });
  }
}

/** One fact the desk keeps about itself, by name. */
export interface DeskFact {
  name: 'lastBackup';
  /** An ISO time. */
  value: string;
}

let db: DeskDatabase | undefined;
const database = () => (db ??= new DeskDatabase());

/** What a failed store says: a full one is said plainly, with what to do. */
export function storeFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError')
    return 'The phone’s storage is full, so the desk could not save. Free some space (photos, other apps), then try again: nothing you saved before is lost.';
  return 'The desk could not use this browser’s storage (a private window, or storage turned off for this site?). Nothing was saved.';
}

export type Stored<T> = { ok: true; value: T } | { ok: false; error: string };

async function attempt<T>(work: () => Promise<T>): Promise<Stored<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: storeFailure(error) };
  }
}

/** Every whole order (for a backup, the CSV, setting or removing a passcode): slow with many, so only when asked. */
export function loadOrders(): Promise<Stored<DeskOrder[]>> {
  return attempt(() => openAll());
}

async function openAll(): Promise<DeskOrder[]> {
  const stored = await database().orders.toArray();
  const opening = sealer;
  return opening ? Promise.all(stored.map((each) => opening.open<DeskOrder>(each))) : (stored as DeskOrder[]);
}

/** One whole order, to show it; null when the desk has none of that number. */
export function loadOrder(number: string): Promise<Stored<DeskOrder | null>> {
  return attempt(async () => {
    const stored = await database().orders.get(number);
    if (!stored) return null;
    return sealer ? sealer.open<DeskOrder>(stored) : (stored as DeskOrder);
  });
}

/** The ledger this tab read or wrote last, with the store's count of changes then. */
type Held = { version: number; byNumber: Map<string, OrderSummary> };
let held: Held | null = null;

/** Forgets the ledger held in memory (the desk is locked: its orders leave the page). */
export function forgetLedger(): void {
  held = null;
}

/** The store's count of the ledger's changes (0 for a desk that has never written one). */
async function storedVersion(): Promise<number> {
  const row = await database().ledger.get('version');
  return row && 'version' in row ? row.version : 0;
}

/**
 * The ledger as the store has it now: the one held when no tab has changed it since, else read.
 * A desk with no ledger record (a locked desk upgraded from version 3 or 4, whose sealed summaries
 * could not be read then) has it made from its whole orders, once, and kept.
 */
async function currentLedger(): Promise<Held> {
  const { ledger } = database();
  const [version, record] = await database().transaction('r', ledger, async () => {
    const now = await storedVersion();
    // The big record is read only when the held one is out of date.
    return [now, held?.version === now ? null : await ledger.get('ledger')] as const;
  });
  if (held?.version === version) return held;
  if (record?.name === 'ledger') {
    const summaries = await openLedger(record, sealer);
    return (held = { version, byNumber: new Map(summaries.map((each) => [each.number, each])) });
  }
  const summaries = (await openAll()).map(summarise);
  const next = new Map(summaries.map((each) => [each.number, each]));
  return writeLedger(version, next, []);
}

/**
 * Writes the ledger `next` (and these orders with it) in one transaction, if the store's count is
 * still `version`; counts the change. Returns what is held then, or null when another tab wrote first.
 */
async function tryWrite(version: number, next: Map<string, OrderSummary>, orders: readonly StoredOrder[]): Promise<Held | null> {
  // Kept newest first, as the ledger shows it: the desk opens without sorting 10,000 orders.
  const ordered = newestFirst([...next.values()]);
  const record = await packLedger(ordered, sealer);
  const { orders: table, ledger } = database();
  // Sealed before the transaction: it must not wait on anything but the store.
  const written = await database().transaction('rw', table, ledger, async () => {
    if ((await storedVersion()) !== version) return false;
    if (orders.length) await table.bulkPut([...orders]);
    await ledger.put(record);
    const counted: LedgerVersion = { name: 'version', version: version + 1 };
    await ledger.put(counted);
    return true;
  });
  if (!written) return null;
  // The desk's other tabs read the ledger again and show the change (./ledger-signal.ts).
  announceLedgerChange(version + 1);
  return (held = { version: version + 1, byNumber: new Map(ordered.map((each) => [each.number, each])) });
}

async function writeLedger(version: number, next: Map<string, OrderSummary>, orders: readonly StoredOrder[]): Promise<Held> {
  return (await tryWrite(version, next, orders)) ?? currentLedger();
}

/**
 * Every order's summary, newest first (the ledger is written in that order): what the desk opens
 * with (one record read, ./ledger-record.ts).
 */
export function loadSummaries(): Promise<Stored<OrderSummary[]>> {
  return attempt(async () => [...(await currentLedger()).byNumber.values()]);
}

/** Tries a few times over when another tab writes the ledger at the same moment. */
const ATTEMPTS = 3;

/**
 * Saves orders (new or changed) with their summaries in the ledger, together: all of them or none.
 * With `whole`, the orders are the whole desk (a passcode set or removed: every record sealed or
 * opened again). Returns the summaries.
 */
export function saveOrders(orders: readonly DeskOrder[], { whole = false } = {}): Promise<Stored<OrderSummary[]>> {
  return attempt(async () => {
    const summaries = orders.map(summarise);
    const records = await recordsOf(orders, sealer);
    for (let tries = 0; tries < ATTEMPTS; tries += 1) {
      const base: Held = whole ? { version: await storedVersion(), byNumber: new Map() } : await currentLedger();
      if (await tryWrite(base.version, mergeLedger(base.byNumber, summaries), records)) return summaries;
    }
    throw new Error('The ledger kept changing in another tab.');
  });
}

/**
 * Opens the store ahead of its first read (the desk opens it while the lock is read). Settles
 * either way: a store that cannot open says so at its first read.
 */
export function openStore(): Promise<void> {
  return database()
    .open()
    .then(
      () => undefined,
      () => undefined,
    );
}

/** When a backup of this desk was last exported on this device (ISO), or null if never. */
export function loadLastBackup(): Promise<Stored<string | null>> {
  return attempt(async () => (await database().facts.get('lastBackup'))?.value ?? null);
}

export function saveLastBackup(at: Date): Promise<Stored<void>> {
  return attempt(async () => {
    await database().facts.put({ name: 'lastBackup', value: at.toISOString() });
  });
}
