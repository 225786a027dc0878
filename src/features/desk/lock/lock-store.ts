import Dexie, { type EntityTable } from 'dexie';
import { forgetLedger, isSealed, loadOrders, loadSummaries, saveOrders, setSealer, storeFailure, type SealedRecord, type Sealer, type Stored } from '../desk-db';
import type { OrderSummary } from '../desk-summary';
import { keyFor, newLock, seal, unseal, type LockMeta } from './crypto';

/**
 * The passcode lock's part of the store (PRODUCT.md §16). The lock's salt and check are kept in a
 * database of their own, beside the desk's, so the desk's schema is not touched. With a passcode,
 * every order is sealed whole (its payload: lines, buyer, payment, history), and so is the ledger,
 * the one record of every order's summary (which names the buyers: ../ledger-record.ts); only each
 * order's number, the store's key, stays in the clear, with no other index: the desk reads the
 * ledger when it opens, so it needs none, and nothing of a buyer can be read from the phone's storage.
 *
 * Setting a passcode writes the lock first and seals the orders after; removing it opens the
 * orders first and removes the lock after: stopped half-way, the desk can still read every order
 * (a record says whether it is sealed).
 */
class LockDatabase extends Dexie {
  lock!: EntityTable<LockMeta & { name: 'lock' }, 'name'>;
  constructor() {
    super('desk-lock');
    this.version(1).stores({ lock: 'name' });
  }
}

let db: LockDatabase | undefined;
const database = () => (db ??= new LockDatabase());

/** Seals and opens records under `key` (exported for its tests). */
export function sealerOf(key: CryptoKey): Sealer {
  return {
    seal: async (record) => ({ number: record.number, sealed: await seal(key, record) }),
    open: <T extends { number: string }>(stored: T | SealedRecord) =>
      isSealed(stored) ? unseal<T>(key, stored.sealed) : Promise.resolve(stored as T),
  };
}

/** The lock as stored, or null when the desk has no passcode. */
export async function readLock(): Promise<Stored<LockMeta | null>> {
  try {
    const found = await database().lock.get('lock');
    return { ok: true, value: found ? { salt: found.salt, iterations: found.iterations, check: found.check } : null };
  } catch (error) {
    return { ok: false, error: storeFailure(error) };
  }
}

export const WRONG_PASSCODE = 'That passcode is not this desk’s. Try again (a forgotten passcode cannot be recovered).';

/** Opens the desk with `passcode`: its orders' summaries, or why not (a wrong passcode said plainly). */
export async function unlockDesk(passcode: string, meta: LockMeta): Promise<Stored<OrderSummary[]>> {
  const key = await keyFor(passcode, meta);
  if (!key) return { ok: false, error: WRONG_PASSCODE };
  setSealer(sealerOf(key));
  return loadSummaries();
}

/** Forgets the key: the desk is locked until the passcode is typed again. */
export function forgetKey(): void {
  setSealer(null);
  forgetLedger();
}

/** Gives the desk a passcode and seals every order (and summary) with it. Returns the failure's sentence, or null. */
export async function setPasscode(passcode: string): Promise<string | null> {
  const orders = await loadOrders();
  if (!orders.ok) return orders.error;
  const { meta, key } = await newLock(passcode);
  try {
    await database().lock.put({ name: 'lock', ...meta });
  } catch (error) {
    return storeFailure(error);
  }
  setSealer(sealerOf(key));
  const sealed = await saveOrders(orders.value, { whole: true });
  return sealed.ok ? null : sealed.error;
}

/** Takes the passcode away: every order stored in the clear again, then the lock removed. */
export async function removePasscode(): Promise<string | null> {
  const orders = await loadOrders();
  if (!orders.ok) return orders.error;
  setSealer(null);
  const opened = await saveOrders(orders.value, { whole: true });
  if (!opened.ok) return opened.error;
  try {
    await database().lock.delete('lock');
    return null;
  } catch (error) {
    return storeFailure(error);
  }
}
