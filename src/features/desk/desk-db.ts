import Dexie, { type EntityTable } from 'dexie';
import type { DeskOrder } from './desk-order';
import type { Sealed } from './lock/crypto';

/** An order as stored: in the clear, or (with a passcode) sealed, only its number, the key, in the clear. */
export type StoredOrder = DeskOrder | { number: string; sealed: Sealed };

/** How orders are sealed before they are stored and opened after, while the desk has a passcode (lock/). */
export interface Sealer {
  seal(order: DeskOrder): Promise<StoredOrder>;
  open(stored: StoredOrder): Promise<DeskOrder>;
}
let sealer: Sealer | null = null;

/** Seals every order saved from now on (null: stores them in the clear); set by the lock once unlocked. */
export function setSealer(next: Sealer | null): void {
  sealer = next;
}

/**
 * The desk's store: one IndexedDB database on this device, through Dexie (PRODUCT.md §16), orders
 * kept by number. Only this file touches it; every failure comes back as a sentence for the owner.
 */
class DeskDatabase extends Dexie {
  orders!: EntityTable<StoredOrder, 'number'>;
  /** The desk's own facts by name (when the last backup was exported). */
  facts!: EntityTable<DeskFact, 'name'>;
  constructor() {
    super('desk');
    this.version(1).stores({ orders: 'number, status, updatedAt' });
    this.version(2).stores({ facts: 'name' });
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

export function loadOrders(): Promise<Stored<DeskOrder[]>> {
  return attempt(async () => {
    const stored = await database().orders.toArray();
    const opening = sealer;
    return opening ? Promise.all(stored.map((each) => opening.open(each))) : (stored as DeskOrder[]);
  });
}

/** Saves orders (new or changed) together: all of them or none. */
export function saveOrders(orders: readonly DeskOrder[]): Promise<Stored<void>> {
  return attempt(async () => {
    const { orders: table } = database();
    // Sealed before the transaction: it must not wait on anything but the store.
    const stored = sealer ? await Promise.all(orders.map((order) => sealer!.seal(order))) : [...orders];
    await database().transaction('rw', table, () => table.bulkPut(stored));
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
