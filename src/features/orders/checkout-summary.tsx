import { useEffect, useState } from 'react';
import type { TotalsFigures } from '@/features/cart';
import { atOnce } from '@/lib/idle';
import { loadOnce } from '@/lib/load-once';
import { formatPrice } from '@/lib/money';
import type { SummaryLine, SummaryLines as Lines } from './order-summary';

/**
 * The summary's lines and totals (./order-summary, which an order's page shares), loaded once, when
 * the page is ready (`after`): before it the summary has nothing to show (the app has not read the
 * cart), so they are no part of the checkout's JavaScript before ready. A load that fails is tried
 * again on the next summary.
 */
const lines = loadOnce((after: () => Promise<void>): Promise<typeof Lines> => after().then(() => import('./order-summary').then((module) => module.SummaryLines)));

/**
 * The checkout's order summary, its total in view when the visitor decides (PRODUCT.md §13): on
 * wide screens beside the form, staying in view as the form scrolls by; on phones a closed fold
 * above the form whose line carries the total, "Order summary · ₹5,246", opening to the lines and
 * totals (orders.css). One summary in the page for both, CSS choosing how it shows.
 *
 * The fold is the browser's own `<details>`: it opens before the app runs, and React never sets
 * whether it is open, so a fold opened early stays open as the app starts. Until the app has read
 * the cart (`figures` null), and its lines' code has come (`after` the page is ready), its line has
 * no amount or the items are said to be on their way.
 */
export function CheckoutSummary({
  figures,
  after = atOnce,
}: {
  figures: { lines: readonly SummaryLine[]; totals: TotalsFigures } | null;
  after?: () => Promise<void>;
}) {
  const [SummaryLines, setSummaryLines] = useState<typeof Lines | undefined>(lines.arrived);
  useEffect(() => {
    let live = true;
    if (!lines.arrived()) void lines.get(after).then((component) => live && setSummaryLines(() => component), () => {});
    return () => {
      live = false;
    };
  }, [after]);
  return (
    <section className="order-summary checkout-summary" aria-labelledby="order-summary">
      <h2 id="order-summary" className="order-summary__title">
        Order summary
      </h2>
      <details className="checkout-summary__fold">
        <summary>Order summary{figures && ` · ${formatPrice(figures.totals.total)}`}</summary>
      </details>
      {figures && SummaryLines ? (
        <SummaryLines lines={figures.lines} totals={figures.totals} />
      ) : (
        <p className="order-summary__pending">Your cart’s items show here in a moment.</p>
      )}
    </section>
  );
}
