import { useCallback, useEffect, useRef, useState } from 'react';
import { loadStylesheet } from '@/lib/stylesheet';
import deskStyles from './desk.css?url';
import { loadSummaries, openStore, saveOrders } from './desk-db';
import { newestFirst, type DeskOrder } from './desk-order';
import type { OrderSummary } from './desk-summary';
import { onLedgerChange } from './ledger-signal';
import type { LockMeta } from './lock/crypto';
import { forgetKey, readLock, unlockDesk } from './lock/lock-store';

export type DeskState =
  | { state: 'opening' }
  | { state: 'failed'; error: string }
  /** The desk has a passcode and asks for it (lock/). */
  | { state: 'locked'; meta: LockMeta }
  /** Open: every order in brief, newest first (the whole order is read when it is shown). */
  | { state: 'open'; orders: OrderSummary[] };

/**
 * The desk's orders in brief (./desk-summary.ts), read from this device's store once the page runs
 * (the prerendered page knows none), with the desk's own stylesheet. `save` stores new or changed
 * whole orders and shows them only once stored; a failure comes back as the sentence to show, and
 * nothing shown is lost. What another tab of the desk stores is shown here as soon as that tab
 * says so (./ledger-signal.ts).
 */
export function useDesk(): {
  desk: DeskState;
  save: (changed: readonly DeskOrder[]) => Promise<string | null>;
  /** Opens a locked desk: null, or why not (a wrong passcode). */
  unlock: (passcode: string) => Promise<string | null>;
  /** Locks the desk now: its orders leave the page until the passcode is typed. */
  lock: () => Promise<void>;
} {
  const [desk, setDesk] = useState<DeskState>({ state: 'opening' });
  useEffect(() => {
    let current = true;
    const open = async () => {
      // The desk's store opens while the lock's is read: two databases, not one after the other.
      const store = openStore();
      const lock = await readLock();
      await store;
      if (lock.ok && lock.value) return { kind: 'locked', meta: lock.value } as const;
      return { kind: 'loaded', loaded: await loadSummaries() } as const;
    };
    void Promise.all([open(), loadStylesheet(deskStyles)]).then(([opened]) => {
      if (!current) return;
      if (opened.kind === 'locked') return setDesk({ state: 'locked', meta: opened.meta });
      const { loaded } = opened;
      // Newest first as stored (./desk-db.ts): 10,000 orders are not sorted again as the desk opens.
      setDesk(loaded.ok ? { state: 'open', orders: loaded.value } : { state: 'failed', error: loaded.error });
    });
    return () => {
      current = false;
    };
  }, []);
  const isOpen = useRef(false);
  useEffect(() => {
    isOpen.current = desk.state === 'open';
  }, [desk.state]);
  // Another tab stored orders: the ledger is read again and shown, without a reload (a locked desk waits for its passcode).
  useEffect(
    () =>
      onLedgerChange(() => {
        if (!isOpen.current) return;
        void loadSummaries().then((loaded) => {
          if (loaded.ok) setDesk((now) => (now.state === 'open' ? { state: 'open', orders: loaded.value } : now));
        });
      }),
    [],
  );
  const save = useCallback(async (changed: readonly DeskOrder[]) => {
    if (changed.length === 0) return null;
    const stored = await saveOrders(changed);
    if (!stored.ok) return stored.error;
    setDesk((now) => {
      if (now.state !== 'open') return now;
      const byNumber = new Map(now.orders.map((order) => [order.number, order]));
      for (const summary of stored.value) byNumber.set(summary.number, summary);
      return { state: 'open', orders: newestFirst([...byNumber.values()]) };
    });
    return null;
  }, []);
  const unlock = useCallback(
    async (passcode: string) => {
      if (desk.state !== 'locked') return null;
      const loaded = await unlockDesk(passcode, desk.meta);
      if (!loaded.ok) return loaded.error;
      setDesk({ state: 'open', orders: loaded.value });
      return null;
    },
    [desk],
  );
  const lock = useCallback(async () => {
    const stored = await readLock();
    if (!stored.ok || !stored.value) return;
    forgetKey();
    setDesk({ state: 'locked', meta: stored.value });
  }, []);
  return { desk, save, unlock, lock };
}
