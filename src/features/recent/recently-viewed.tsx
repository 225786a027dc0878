import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';
import { isProductId, ProductGrid, useTees, type Product } from '@/features/catalogue';
import { shownRecent } from './recent-rules';
import { clearRecent, useRecentIds } from './recent-store';

/**
 * "Recently viewed" (PRODUCT.md §3a): up to eight products this device opened last, never the one
 * on screen (`current`), as cards, with "Clear". Nothing at all when there are none. For the product
 * page, the empty cart and the not-found page; `renderAction` adds each card's buttons. Shown only
 * in the browser, once `connectRecent()` has read storage.
 */
export function RecentlyViewed({ current, renderAction }: { current?: number; renderAction?: (product: Product) => ReactNode }) {
  const ids = useRecentIds();
  // The tees seen last are loaded as this part is (it comes once the page is ready), and shown together.
  const { tees: shown, complete } = useTees(shownRecent(ids, current, isProductId));
  if (shown.length === 0 || !complete) return null;
  return (
    <section className="section container recently-viewed" aria-labelledby="recent-title">
      <SectionHeading id="recent-title" title="Recently viewed">
        The tees you looked at last, on this device only.{' '}
        <button type="button" className="btn btn--ghost recently-viewed__clear" onClick={clearRecent}>
          Clear<span className="visually-hidden"> recently viewed</span>
        </button>
      </SectionHeading>
      <ProductGrid products={shown} label="Recently viewed products" renderAction={renderAction} />
    </section>
  );
}
