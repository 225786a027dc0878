import { lineKey, type CartLine } from './cart-lines';

// On its own (not in cart-lines.ts, which every page's first bundle holds): only the checkout uses it.
/** Whether two carts hold the same lines, each in the same quantity (in whatever order). */
export function sameLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  if (a.length !== b.length) return false;
  const quantities = new Map(a.map((line) => [lineKey(line), line.quantity]));
  return b.every((line) => quantities.get(lineKey(line)) === line.quantity);
}
