import { useEffect, useState } from 'react';
import { storage } from '@/lib/storage';
import type { OrderBook } from './order-book';

/**
 * The orders on this device, once the app runs (the prerendered page cannot know them): null until
 * the book, with its schema, has loaded. `failed` when its code could not be loaded (offline on a
 * first visit); the page says so instead of waiting for ever.
 */
export function useOrderBook(): { book: OrderBook | null; failed: boolean } {
  const [state, setState] = useState<{ book: OrderBook | null; failed: boolean }>({ book: null, failed: false });
  useEffect(() => {
    let current = true;
    import('./order-book')
      .then((m) => current && setState({ book: m.orderBookFor(storage), failed: false }))
      .catch((error: unknown) => {
        console.warn('The orders could not be read.', error);
        if (current) setState({ book: null, failed: true });
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
