import { COUPON_CHANGE, lineKey, type CartLine } from './cart-lines';

/**
 * Two tabs' carts put together, line by line (PRODUCT.md §10: tabs merge instead of overwriting).
 * Each side says when each line (by product and size) and the coupon last changed (`changes`, ms);
 * a removed line keeps its time, so a merge can tell "removed" from "never there". For every line
 * the later change wins: a line added in one tab and another in the other tab are both kept, a
 * removal made after an add removes it, an add made after a removal brings it back. On a tie (two
 * old carts without times, or the same millisecond) the line that is there wins, with the larger
 * quantity. The result is the same whichever side is `a` (apart from the order of the lines, which
 * is b's, then a's new ones: `b` is the incoming cart).
 */
export interface MergeableCart {
  lines: readonly CartLine[];
  coupon: string | null;
  changes?: Readonly<Record<string, number>> | undefined;
}

function newer(a: CartLine | undefined, b: CartLine | undefined, timeA: number, timeB: number): CartLine | undefined {
  if (timeA !== timeB) return timeA > timeB ? a : b;
  if (!a || !b) return a ?? b;
  return b.quantity > a.quantity ? b : a;
}

export function mergeCarts<C extends MergeableCart>(a: C, b: C): Omit<C, 'lines' | 'coupon' | 'changes'> & Required<MergeableCart> {
  const linesA = new Map<string, CartLine>(a.lines.map((line) => [lineKey(line), line]));
  const linesB = new Map<string, CartLine>(b.lines.map((line) => [lineKey(line), line]));
  const changesA = a.changes ?? {};
  const changesB = b.changes ?? {};
  const keys = new Set([...linesA.keys(), ...linesB.keys(), ...Object.keys(changesA), ...Object.keys(changesB)]);
  keys.delete(COUPON_CHANGE);

  const changes: Record<string, number> = {};
  const kept = new Map<string, CartLine>();
  for (const key of keys) {
    const timeA = changesA[key] ?? 0;
    const timeB = changesB[key] ?? 0;
    const line = newer(linesA.get(key), linesB.get(key), timeA, timeB);
    if (line) kept.set(key, line);
    const time = Math.max(timeA, timeB);
    if (time > 0) changes[key] = time;
  }

  const couponA = changesA[COUPON_CHANGE] ?? 0;
  const couponB = changesB[COUPON_CHANGE] ?? 0;
  let coupon: string | null;
  if (couponA !== couponB) coupon = couponA > couponB ? a.coupon : b.coupon;
  else coupon = a.coupon === null || b.coupon === null ? (a.coupon ?? b.coupon) : a.coupon < b.coupon ? a.coupon : b.coupon;
  if (Math.max(couponA, couponB) > 0) changes[COUPON_CHANGE] = Math.max(couponA, couponB);

  // In b's order (the incoming cart's), then a's new lines in a's order: a cart that already holds
  // everything of a's comes back exactly as it is, so a tab that takes in another's write has nothing
  // to write back (a different order alone would be a change, and two tabs would rewrite it for ever).
  const order = [...linesB.keys(), ...[...linesA.keys()].filter((key) => !linesB.has(key))];
  const lines = order.flatMap((key) => kept.get(key) ?? []);
  return { ...a, ...b, lines, coupon: lines.length === 0 ? null : coupon, changes };
}
