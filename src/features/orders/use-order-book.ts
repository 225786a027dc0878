import { useEffect, useState, useSyncExternalStore } from 'react';
import { atOnce } from '@/lib/idle';
import { storage } from '@/lib/storage';
import { loadStylesheet } from '@/lib/stylesheet';
import pageStyles from './order-page.css?url';
import { loadKeptOrderTees } from './kept-order-tees';
import { markOrdersHeld } from './orders-held';
import type { OrderBook } from './order-book';

export interface OrderBookState {
  /** The book, once it, its schema and the order pages' stylesheet have loaded. */
  book: OrderBook | null;
  /** Its code could not be loaded (offline on a first visit): the page says so instead of waiting for ever. */
  failed: boolean;
  /** Nothing is stored under `orders`: this device has no orders, and no book was loaded to say so. */
  none: boolean;
}

/**
 * The orders on this device, once the app runs (the prerendered page cannot know them).
 *
 * Where nothing at all is stored under `orders`, there are no orders and nothing to set aside: the
 * page says so at once (`none`) and loads none of the book's code, its schema or its stylesheet,
 * until another tab stores an order, when the book opens as it would have. Anything stored, even
 * unreadable, opens the book, which sets aside what it cannot read (with a notice).
 *
 * `after` is what the book waits for (the page's ready mark, from the route), so its code never
 * delays the page from working; `alongside`, what the page shows the book with, loaded with it
 * (both stable functions, such as a module's own).
 */
export function useOrderBook(after: () => Promise<void> = atOnce, alongside: () => Promise<unknown> = atOnce): OrderBookState {
  const stored = useSyncExternalStore(watchOrdersKey, holdsOrders, unknownWhilePrerendered);
  const [state, setState] = useState<{ book: OrderBook | null; failed: boolean }>({ book: null, failed: false });
  useEffect(() => {
    if (!stored) return;
    let current = true;
    after()
      // The order pages' own styles come with the book (order-page.css), never in the first paint.
      // And the tees the orders name, which the pages show and check (./kept-order-tees.ts).
      .then(() => Promise.all([import('./order-book'), loadStylesheet(pageStyles), alongside(), loadKeptOrderTees()]))
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
  }, [stored, after, alongside]);
  return { ...state, none: stored === false && !state.book && !state.failed };
}

const holdsOrders = () => storage.holds('orders');
/** The prerendered page cannot know what this device stores. */
const unknownWhilePrerendered = () => null;
/** Another tab storing orders, or clearing everything. */
const watchOrdersKey = (changed: () => void) => storage.onChange('orders', changed);
