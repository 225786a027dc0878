import type { TotalsFigures } from '@/features/cart';
import { formatPrice } from '@/lib/money';
import { SummaryLines, type SummaryLine } from './order-summary';

/**
 * The checkout's order summary, its total in view when the visitor decides (PRODUCT.md §13): on
 * wide screens beside the form, staying in view as the form scrolls by; on phones a closed fold
 * above the form whose line carries the total, "Order summary · ₹5,246", opening to the lines and
 * totals (orders.css). One summary in the page for both, CSS choosing how it shows.
 *
 * The fold is the browser's own `<details>`: it opens before the app runs, and React never sets
 * whether it is open, so a fold opened early stays open as the app starts. Until the app has read
 * the cart (`figures` null) its line has no amount and the items are said to be on their way.
 */
export function CheckoutSummary({ figures }: { figures: { lines: readonly SummaryLine[]; totals: TotalsFigures } | null }) {
  return (
    <section className="order-summary checkout-summary" aria-labelledby="order-summary">
      <h2 id="order-summary" className="order-summary__title">
        Order summary
      </h2>
      <details className="checkout-summary__fold">
        <summary>Order summary{figures && ` · ${formatPrice(figures.totals.total)}`}</summary>
      </details>
      {figures ? (
        <SummaryLines lines={figures.lines} totals={figures.totals} />
      ) : (
        <p className="order-summary__pending">Your cart’s items show here in a moment.</p>
      )}
    </section>
  );
}
