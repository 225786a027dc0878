import { useEffect, useState } from 'react';
import { loadOrder } from './desk-db';
import type { DeskOrder } from './desk-order';
import type { OrderSummary } from './desk-summary';

export type WholeOrder = { state: 'none' } | { state: 'reading' } | { state: 'failed'; error: string } | { state: 'read'; order: DeskOrder };

/**
 * The whole order behind a summary, read from the store when it is shown (the desk opens with
 * summaries alone), and read again whenever the order changes (its summary's `updatedAt`).
 */
export function useOrder(summary: OrderSummary | undefined): WholeOrder {
  const number = summary?.number;
  const version = summary?.updatedAt;
  const [read, setRead] = useState<{ key: string; whole: WholeOrder } | null>(null);
  const key = `${number}|${version}`;
  useEffect(() => {
    if (!number) return;
    let current = true;
    void loadOrder(number).then((loaded) => {
      if (!current) return;
      const whole: WholeOrder = !loaded.ok ? { state: 'failed', error: loaded.error } : loaded.value ? { state: 'read', order: loaded.value } : { state: 'none' };
      setRead({ key: `${number}|${version}`, whole });
    });
    return () => {
      current = false;
    };
  }, [number, version]);
  if (!number) return { state: 'none' };
  if (read?.key === key) return read.whole;
  // While a changed order is read again, the one shown before stays (no flash of "Opening…").
  if (read?.whole.state === 'read' && read.whole.order.number === number) return read.whole;
  return { state: 'reading' };
}
