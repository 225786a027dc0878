import { cartActions, currentCart, orderableLines, reloadCart, sameLines } from '@/features/cart';
import { findProduct } from '@/features/catalogue';
import { oneAtATime } from '@/lib/one-at-a-time';
import type { OrderBook } from './order-book';
import { createOrder, type NewOrder, type ProductFacts } from './order';
import { markOrdersHeld } from './orders-held';
import { PLACE_ORDER_LOCK } from './place-order-lock';
import { announcePlaced, orderedKey, placedElsewhere } from './placed-announcement';

const productFacts: ProductFacts = (id) => findProduct(id);

/** What placing an order came to, decided while this tab alone may place one. */
export type Outcome = { placed: string } | { elsewhere: string } | { changed: true };

/**
 * Places the checkout's order (checkout-form.tsx), while this tab alone holds the lock every tab
 * places orders with: one tap places one order, even the same cart placed from two tabs at the same
 * moment (PRODUCT.md §13). `shownAt` is when the form was shown (ms): an order of these very lines
 * placed since was placed from another tab. A module of its own, loaded with the form's rules once
 * the visitor goes to the form, not with the checkout page (its JavaScript before ready).
 */
export function placeOrder(book: OrderBook, order: NewOrder, shownAt: number): Promise<Outcome> {
  const { lines, coupon } = order;
  return oneAtATime(PLACE_ORDER_LOCK, async (): Promise<Outcome> => {
    // The visitor ordered the cart they saw. Another tab may have ordered it or changed it while
    // the order code loaded or this tab waited for the lock: the lock manager says whether it
    // was just ordered (storage may not show that tab's write yet), and the cart as stored now
    // whether it changed.
    const key = orderedKey(lines, coupon);
    const justPlaced = await placedElsewhere(key, shownAt);
    if (justPlaced) return { elsewhere: justPlaced };
    reloadCart();
    const now = currentCart();
    if (!sameLines(orderableLines(now.lines), lines) || now.coupon !== coupon) {
      const elsewhere = book.all().find((placed) => Date.parse(placed.createdAt) >= shownAt && sameLines(placed.lines, lines));
      return elsewhere ? { elsewhere: elsewhere.number } : { changed: true };
    }
    const placed = createOrder(order, { products: productFacts, now: new Date(), taken: book.numbers() });
    // A refused write keeps the cart: the order lives in this tab only. A line left out of
    // the order (no longer available) stays in the cart.
    if (book.keep(placed)) cartActions.ordered(lines);
    markOrdersHeld(true);
    await announcePlaced(key, placed.number, Date.parse(placed.createdAt));
    return { placed: placed.number };
  });
}
