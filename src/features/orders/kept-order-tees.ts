import { loadTees } from '@/features/catalogue';
import { storage } from '@/lib/storage';

/**
 * Loads the tees the orders stored on this device name. A page has only the tees it shows (the
 * checkout, its cart's), and the order book needs its orders' tees as it reads them: a line kept
 * before colours existed takes its tee's first colour, by name (./order-book.ts), and the orders'
 * pages show each line's tee and check its prices. A few small modules (one a tee), not the range.
 */
export function loadKeptOrderTees(): Promise<void> {
  return loadTees(keptLineTees()).catch(() => undefined); // offline: read as before, by the tees the page has
}

/** The tees the stored orders' lines name: a hint, as the book's own reading checks them and sets aside what it cannot read. */
function keptLineTees(): number[] {
  const kept = storage.peek('orders');
  return (Array.isArray(kept) ? kept : []).flatMap((order: unknown) => {
    const lines: unknown = typeof order === 'object' && order !== null && 'lines' in order ? order.lines : [];
    return (Array.isArray(lines) ? lines : []).flatMap((line: unknown) => {
      const { productId } = (line ?? {}) as Record<string, unknown>;
      return typeof productId === 'number' ? [productId] : [];
    });
  });
}
