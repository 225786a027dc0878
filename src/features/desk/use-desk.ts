import { useCallback, useEffect, useState } from 'react';
import { loadStylesheet } from '@/lib/stylesheet';
import deskStyles from './desk.css?url';
import todayStyles from './desk-today.css?url';
import { loadOrders, saveOrders } from './desk-db';
import { newestFirst, type DeskOrder } from './desk-order';

export type DeskState =
  | { state: 'opening' }
  | { state: 'failed'; error: string }
  | { state: 'open'; orders: DeskOrder[] };

/**
 * The desk's orders, read from this device's store once the page runs (the prerendered page knows
 * none), with the desk's own stylesheet. `save` stores new or changed orders and shows them only once
 * stored; a failure comes back as the sentence to show, and nothing shown is lost.
 */
export function useDesk(): { desk: DeskState; save: (changed: readonly DeskOrder[]) => Promise<string | null> } {
  const [desk, setDesk] = useState<DeskState>({ state: 'opening' });
  useEffect(() => {
    let current = true;
    void Promise.all([loadOrders(), loadStylesheet(deskStyles), loadStylesheet(todayStyles)]).then(([loaded]) => {
      if (!current) return;
      setDesk(loaded.ok ? { state: 'open', orders: newestFirst(loaded.value) } : { state: 'failed', error: loaded.error });
    });
    return () => {
      current = false;
    };
  }, []);
  const save = useCallback(async (changed: readonly DeskOrder[]) => {
    if (changed.length === 0) return null;
    const stored = await saveOrders(changed);
    if (!stored.ok) return stored.error;
    setDesk((now) => {
      if (now.state !== 'open') return now;
      const byNumber = new Map(now.orders.map((order) => [order.number, order]));
      for (const order of changed) byNumber.set(order.number, order);
      return { state: 'open', orders: newestFirst([...byNumber.values()]) };
    });
    return null;
  }, []);
  return { desk, save };
}
