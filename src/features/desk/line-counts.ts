import { allSizes } from '@/features/catalogue';
import { summaryOf, type Summarised } from './desk-summary';

/** One product, colour and size with how many of it the orders hold. */
export interface LineCount {
  /** The catalogue's tee, or null when the message named one it does not know. */
  productId: number | null;
  title: string;
  colour: string;
  size: string;
  count: number;
}

const sizeRank = (size: string) => {
  const at = (allSizes as readonly string[]).indexOf(size);
  return at === -1 ? allSizes.length : at;
};

/**
 * Every line of these orders added up by product, colour and size (a colour's case ignored: a
 * message may say "indigo" or "Indigo"), by title, then colour, then size from small to large. Both
 * the packing list (Today) and Stock count this way, so the two never disagree.
 */
export function countLines(orders: Iterable<Summarised>): LineCount[] {
  const byKey = new Map<string, LineCount>();
  for (const order of orders)
    for (const line of summaryOf(order).lines) {
      const key = `${line.productId ?? line.title}\u0000${line.colour.toLowerCase()}\u0000${line.size}`;
      const held = byKey.get(key);
      if (held) held.count += line.quantity;
      else byKey.set(key, { productId: line.productId, title: line.title, colour: line.colour, size: line.size, count: line.quantity });
    }
  return [...byKey.values()].sort((a, b) => a.title.localeCompare(b.title) || a.colour.localeCompare(b.colour) || sizeRank(a.size) - sizeRank(b.size));
}
