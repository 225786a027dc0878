import { useEffect, useState } from 'react';
import { atOnce } from '@/lib/idle';
import { storage } from '@/lib/storage';
import { loadStylesheet } from '@/lib/stylesheet';
import pageStyles from './order-page.css?url';
import { markOrdersHeld } from './orders-held';
import type { OrderBook } from './order-book';

/**
 * The orders on this device, once the app runs (the prerendered page cannot know them): null until
 * the book, with its schema and the order pages' stylesheet, has loaded. `failed` when its code
 * could not be loaded (offline on a first visit); the page says so instead of waiting for ever.
 * `after` is what the book waits for (the page's ready mark, from the route), so its code never
 * delays the page from working; `alongside`, what the page shows the book with, loaded with it
 * (both stable functions, such as a module's own).
 */
export function useOrderBook(
  after: () => Promise<void> = atOnce,
  alongside: () => Promise<unknown> = atOnce,
): { book: OrderBook | null; failed: boolean } {
  const [state, setState] = useState<{ book: OrderBook | null; failed: boolean }>({ book: null, failed: false });
  useEffect(() => {
    let current = true;
    after()
      // The order pages' own styles come with the book (order-page.css), never in the first paint.
      .then(() => Promise.all([import('./order-book'), loadStylesheet(pageStyles), alongside()]))
      .then(([m]) => {
        const book = m.orderBookFor(storage);
        markOrdersHeld(book.all().length > 0);
        if (current) setState({ book, failed: false });
      })
      .catch((error: unknown) => {
        console.warn('The orders could not be read.', error);
        if (current) setState({ book: null, failed: true });
      });
    return () => {
      current = false;
    };
  }, [after, alongside]);
  return state;
}
