import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cartTotals, useCartCoupon, useCartLines } from '@/features/cart';
import { findColour, findProduct } from '@/features/catalogue';
import { useHydrated } from '@/lib/hydrated';
import { CheckoutForm, type Placed } from './checkout-form';
import { OrderSummary, type SummaryLine } from './order-summary';
import './orders.css';

const priceOf = (productId: number) => findProduct(productId)?.price ?? 0;

/**
 * The checkout page's content: the delivery form beside the order summary, or, for an empty cart,
 * a way to the shop. The prerendered page cannot know the cart: it holds both, and the early
 * script's `data-cart-filled` shows the one that fits until the app confirms it (layout.css).
 */
export function CheckoutView({ onPlaced }: { onPlaced: (placed: Placed) => void }) {
  const lines = useCartLines();
  const coupon = useCartCoupon();
  const hydrated = useHydrated();
  const [placed, setPlaced] = useState<Placed | null>(null);

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
  const totals = cartTotals(lines, priceOf, coupon);
  const confirmed = hydrated || undefined;

  return (
    <section className="section container checkout" aria-label="Checkout">
      {(!hydrated || lines.length === 0) && (
        <div className="checkout-empty" data-confirmed={confirmed}>
          <h2>Your cart is empty</h2>
          <p>Add a T-shirt or two in the shop, then come back here to place your order.</p>
          <Link to={paths.shop()} className="btn btn--primary">
            Browse the shop
          </Link>
        </div>
      )}
      {(!hydrated || lines.length > 0) && (
        <div className="checkout__body" data-confirmed={confirmed}>
          <CheckoutForm
            lines={lines}
            coupon={coupon}
            onPlaced={(done) => {
              setPlaced(done);
              onPlaced(done);
            }}
          />
          {hydrated ? (
            <OrderSummary title="Order summary" titleId="order-summary" lines={summaryLines} totals={{ ...totals, coupon: totals.discount > 0 ? coupon : null }} />
          ) : (
            <section className="order-summary" aria-labelledby="order-summary">
              <h2 id="order-summary" className="order-summary__title">
                Order summary
              </h2>
              <p className="order-summary__pending">Your cart’s items show here in a moment.</p>
            </section>
          )}
        </div>
      )}
    </section>
  );
}
