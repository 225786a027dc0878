import { findColour, findProduct } from '@/features/catalogue';
import { isSize, MAX_QUANTITY, tellAdded, type AddResult } from '@/features/cart';
import { ADDS_EARLY_FORM, EARLY_ADDS_KEY, type EarlyAddRecord } from '@/config/early-contract';

const KINDS: readonly string[] = ['added', 'merged', 'capped'] satisfies AddResult['kind'][];
const count = (value: unknown, least: number): value is number => Number.isInteger(value) && (value as number) >= least && (value as number) <= MAX_QUANTITY;

function isEarlyAdd(entry: unknown): entry is EarlyAddRecord {
  if (typeof entry !== 'object' || entry === null) return false;
  const { page, productId, colour, size, kind, added, quantity } = entry as Record<string, unknown>;
  return (
    typeof page === 'number' &&
    typeof productId === 'number' &&
    typeof colour === 'string' &&
    typeof size === 'string' &&
    typeof kind === 'string' &&
    KINDS.includes(kind) &&
    count(added, 1) &&
    count(quantity, 1) &&
    (added as number) <= (quantity as number)
  );
}

/**
 * A quick add, or the product page's Add to Cart, tapped before the app was ready is carried out at
 * once by the early script, which writes down what it did; the app says it here, once, in the words
 * it uses for its own adds, where it says its own (a notice; the product page's form, its status)
 * (./pending-adds.ts calls this at start-up and for each one after, until the app is ready).
 * Records of another page are dropped: their lines are in the cart, and their word was for a page
 * the visitor has left. Each names a tee this page shows (the early script acts on its cards and its
 * form), which the page has loaded with its code: `findProduct` knows it.
 */
export function sayEarlyAdds(session: Pick<Storage, 'getItem' | 'removeItem'> | undefined, thisPage: number): void {
  let list: unknown;
  try {
    const text = session?.getItem(EARLY_ADDS_KEY);
    if (text === null || text === undefined) return;
    session?.removeItem(EARLY_ADDS_KEY);
    list = JSON.parse(text);
  } catch {
    return; // unreadable, or not removable: nothing is said twice
  }
  for (const entry of Array.isArray(list) ? list : []) {
    if (!isEarlyAdd(entry) || entry.page !== thisPage || !isSize(entry.size)) continue;
    const product = findProduct(entry.productId);
    const colour = product && findColour(product, entry.colour);
    if (!product || !colour) continue;
    tellAdded(product, colour, entry.size, { kind: entry.kind, added: entry.added, quantity: entry.quantity }, entry.from === ADDS_EARLY_FORM ? 'form' : 'quick-add');
  }
}
