import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type { DeskOrder } from './desk-order';
import { summarise, type OrderSummary } from './desk-summary';
import type { Sealed } from './lock/crypto';

/** A record as stored: in the clear, or (with a passcode) sealed, only its number, the key, in the clear. */
export type SealedRecord = { number: string; sealed: Sealed };
export type StoredOrder = DeskOrder | SealedRecord;
/**
 * A summary as stored: its JSON text beside its number (or sealed). One string per record is read
 * back many times faster than the same summary as an object of objects: the browser's structured
 * clone of 10,000 small objects was most of the desk's opening even after the orders left it.
 */
export type PackedSummary = { number: string; text: string };
export type StoredSummary = PackedSummary | SealedRecord;

export const packSummary = (summary: OrderSummary): PackedSummary => ({ number: summary.number, text: JSON.stringify(summary) });
const isPacked = (stored: StoredSummary): stored is PackedSummary => 'text' in stored;

/** A stored summary read back: unpacked, or opened with the passcode's key when sealed. */
async function openSummary(stored: StoredSummary, by: Sealer | null): Promise<OrderSummary> {
  if (isPacked(stored)) return JSON.parse(stored.text) as OrderSummary;
  if (!by) throw new Error('A sealed summary without the passcode’s key.');
  return by.open<OrderSummary>(stored);
}
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

/**
 * The records to store for `orders`: each order and its summary (./desk-summary.ts), both sealed
 * when the desk has a passcode, so the summary never shows what the sealed order hides.
 */
export async function recordsOf(orders: readonly DeskOrder[], by: Sealer | null): Promise<{ orders: StoredOrder[]; summaries: StoredSummary[] }> {
  const summaries = orders.map(summarise);
  if (!by) return { orders: [...orders], summaries: summaries.map(packSummary) };
  const [sealedOrders, sealedSummaries] = await Promise.all([Promise.all(orders.map((order) => by.seal(order))), Promise.all(summaries.map((summary) => by.seal(summary)))]);
  return { orders: sealedOrders, summaries: sealedSummaries };
}

/**
 * The summaries a desk of the old schema (orders alone) gets when it is upgraded: one for each order
 * in the clear. A sealed order cannot be read without its passcode: its summary is made when the
 * desk is next unlocked (`loadSummaries` sees the two tables differ and makes the missing ones).
 */
export function summariesOfStored(stored: readonly StoredOrder[]): PackedSummary[] {
  return stored.flatMap((each) => (isSealed(each) ? [] : [packSummary(summarise(each))]));
}

/**
 * The desk's store: one IndexedDB database on this device, through Dexie (PRODUCT.md §16), orders
 * kept by number, each with its summary (what the ledger, Today and Stock read when the desk opens).
 * Only this file touches it; every failure comes back as a sentence for the owner.
 */
class DeskDatabase extends Dexie {
  orders!: EntityTable<StoredOrder, 'number'>;
  /** Each order in brief, by number, written with its order (version 3). */
  summaries!: EntityTable<StoredSummary, 'number'>;
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

/**
 * Every order's summary: what the desk opens with. When the store holds fewer summaries than
 * orders (a locked desk upgraded from the old schema, whose sealed orders could not be read then),
 * they are made again from the whole orders, once, and kept.
 */
export function loadSummaries(): Promise<Stored<OrderSummary[]>> {
  return attempt(async () => {
    const { orders, summaries } = database();
    const [stored, count] = await database().transaction('r', orders, summaries, async () => Promise.all([summaries.toArray(), orders.count()]));
    if (stored.length !== count) {
      const whole = await openAll();
      const records = await recordsOf(whole, sealer);
      await database().transaction('rw', summaries, () => summaries.bulkPut(records.summaries));
      return whole.map(summarise);
    }
    const opening = sealer;
    const packed = stored.filter(isPacked);
    if (packed.length === stored.length) return packed.map(unpackSummary);
    return Promise.all(stored.map((each) => openSummary(each, opening)));
  });
}

/** Saves orders (new or changed) with their summaries, together: all of them or none. Returns the summaries. */
export function saveOrders(orders: readonly DeskOrder[]): Promise<Stored<OrderSummary[]>> {
  return attempt(async () => {
    const { orders: table, summaries } = database();
    // Sealed before the transaction: it must not wait on anything but the store.
    const records = await recordsOf(orders, sealer);
    await database().transaction('rw', table, summaries, async () => {
      await table.bulkPut(records.orders);
      await summaries.bulkPut(records.summaries);
    });
    return orders.map(summarise);
  });
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
