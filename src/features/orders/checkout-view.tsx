import { useState } from 'react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { cartTotals, leftOutSentence, orderableLines, useCartCoupon, useCartLines } from '@/features/cart';
import { findColour, findProduct, useTees } from '@/features/catalogue';
import { useHydrated } from '@/lib/hydrated';
import { CheckoutForm, type Placed } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';
import type { SummaryLine } from './order-summary';
import './orders.css';

/**
 * The checkout page's content: the order summary and the delivery form, or, for an empty cart,
 * a way to the shop. The prerendered page cannot know the cart: it holds both, and the early
 * script's `data-cart-filled` shows the one that fits until the app confirms it (layout.css).
 */
const noLines: readonly never[] = [];

/** `after`: what filling in remembered details waits for (the page's ready mark). */
export function CheckoutView({ onPlaced, after }: { onPlaced: (placed: Placed) => void; after?: () => Promise<void> }) {
  const stored = useCartLines();
  // Its lines' tees come with the page (src/app/router.tsx); a line added in another tab waits for its tee.
  const { complete } = useTees(stored.map((line) => line.productId));
  const inCart = complete ? stored : noLines;
  // A line no longer available stays in the cart, out of the order (the cart page says which).
  const lines = orderableLines(inCart);
  const leftOut = inCart.length - lines.length;
  const coupon = useCartCoupon();
  const hydrated = useHydrated() && complete;
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [placedElsewhere, setPlacedElsewhere] = useState<Placed | null>(null);

  // The same cart placed from two tabs at once is one order: this tab did not place it again.
  if (placedElsewhere) {
    return (
      <section className="section container checkout" aria-labelledby="checkout-placed">
        <h2 id="checkout-placed" role="status">
          Your order was already placed in another tab: order {placedElsewhere.number}.
        </h2>
        <p>One tap places one order, so this tab did not place it again.</p>
        <Link to={paths.order(placedElsewhere.number)} className="btn btn--primary">
          Open order {placedElsewhere.number}
        </Link>
      </section>
    );
  }

  if (placed) {
    return (
      <section className="section container checkout" aria-labelledby="checkout-placed">
        <h2 id="checkout-placed" role="status">
          Order {placed.number} is placed. Opening it…
        </h2>
      </section>
    );
  }

  const summaryLines: SummaryLine[] = lines.flatMap((line) => {
    const product = findProduct(line.productId);
    const colourName = product && (findColour(product, line.colour)?.name ?? line.colour);
    return product ? [{ ...line, title: product.title, colourName: colourName ?? '', amount: product.price * line.quantity }] : [];
  });
  const totals = cartTotals(lines, findProduct, coupon);
  const confirmed = hydrated || undefined;

  return (
    <section className="section container checkout" aria-label="Checkout">
      {(!hydrated || lines.length === 0) && (
        <div className="checkout-empty" data-confirmed={confirmed}>
          {hydrated && leftOut > 0 ? (
            <>
              <h2>Nothing in your cart can be ordered now</h2>
              <p>{leftOutSentence(leftOut)}. Remove it from your cart, or choose another colour or size on its page.</p>
              <Link to={paths.cart()} className="btn btn--primary">
                Review your cart
              </Link>
            </>
          ) : (
            <>
              <h2>Your cart is empty</h2>
              <p>Add a T-shirt or two in the shop, then come back here to place your order.</p>
              <Link to={paths.shop()} className="btn btn--primary">
                Browse the shop
              </Link>
            </>
          )}
        </div>
      )}
      {hydrated && lines.length > 0 && leftOut > 0 && (
        <p className="checkout__left-out">
          {leftOutSentence(leftOut)} and {leftOut === 1 ? 'is' : 'are'} not part of this order. <Link to={paths.cart()}>Review your cart</Link>
        </p>
      )}
      {(!hydrated || lines.length > 0) && (
        <div className="checkout__body" data-confirmed={confirmed}>
          {/* Before the form: on phones the summary is a fold above it (PRODUCT.md §13). */}
          <CheckoutSummary figures={hydrated ? { lines: summaryLines, totals } : null} after={after} />
          <CheckoutForm
            lines={lines}
            coupon={coupon}
            onPlaced={(done) => {
              setPlaced(done);
              onPlaced(done);
            }}
            onPlacedElsewhere={setPlacedElsewhere}
            after={after}
          />
        </div>
      )}
    </section>
  );
}
