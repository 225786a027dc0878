import { Activity, Fragment, memo, type ReactNode } from 'react';
import type { Product } from './product';
import { ProductCard } from './product-card';

type RenderAction = (product: Product) => ReactNode;

/**
 * One card of a grid, drawn again only when its product, its action's maker, its priority or its
 * heading change: a filter that keeps a card, or "Show more" (twelve new cards after the ones
 * shown), leaves the cards already drawn alone instead of rendering every one again. Its buttons
 * follow the cart and wishlist through their own state, not through the grid.
 */
const GridCard = memo(function GridCard({
  product,
  renderAction,
  priority,
  headingLevel,
}: {
  product: Product;
  renderAction?: RenderAction;
  priority: boolean;
  headingLevel?: 2 | 3;
}) {
  return <ProductCard product={product} action={renderAction?.(product)} priority={priority} headingLevel={headingLevel} />;
});

/**
 * A list of product cards. The first `priorityCount` images load eagerly (they are above the fold).
 * With `pageSize`, the cards are drawn a page at a time and `upcoming` (the page after the last one
 * shown) is drawn ahead, hidden (React's `Activity`: at the lowest priority, once the shown cards
 * are on screen; not in the prerendered HTML, not in the accessibility tree, no effects), so that
 * the shop's "Show more" reveals cards already made instead of making them after the tap: each
 * page keeps its place in the tree, so the hidden page becomes a shown one as it is. The first
 * page, always shown, is no `Activity`: React hydrates an `Activity` as a boundary of its own, and
 * the first change after the page is ready (the app's taking over, src/lib/hydrated.ts) would make
 * it hydrate twelve cards in one task.
 */
export function ProductGrid({
  products,
  renderAction,
  label,
  priorityCount = 0,
  headingLevel,
  pageSize,
  upcoming = [],
  busy = false,
}: {
  products: readonly Product[];
  renderAction?: RenderAction;
  /** The list's accessible name, e.g. "Featured products". */
  label: string;
  priorityCount?: number;
  headingLevel?: 2 | 3;
  /** How many cards a page has (the shop's paging); `products` is whole pages but perhaps the last. */
  pageSize?: number;
  /** The next page's products, drawn hidden ahead of "Show more" (needs `pageSize`). */
  upcoming?: readonly Product[];
  /** True while these cards are about to be replaced (`aria-busy`). */
  busy?: boolean;
}) {
  const card = (product: Product, index: number) => (
    <GridCard key={product.id} product={product} renderAction={renderAction} priority={index < priorityCount} headingLevel={headingLevel} />
  );
  return (
    <ul role="list" className="product-grid" aria-label={label} aria-busy={busy || undefined}>
      {pageSize
        ? pagesOf(products, upcoming, pageSize).map((page) =>
            // The first page is always shown: as plain cards, React takes them over with the page,
            // not as a boundary of their own that any later change would make it take over at once.
            page.from === 0 ? (
              <Fragment key={page.from}>{page.products.map((product, index) => card(product, index))}</Fragment>
            ) : (
              <Activity key={page.from} mode={page.shown ? 'visible' : 'hidden'}>
                {page.products.map((product, index) => card(product, page.from + index))}
              </Activity>
            ),
          )
        : products.map(card)}
    </ul>
  );
}

/** The shown products a page at a time, then the upcoming page (hidden) when the shown end on a whole page. */
function pagesOf(products: readonly Product[], upcoming: readonly Product[], pageSize: number) {
  const pages: { from: number; products: readonly Product[]; shown: boolean }[] = [];
  for (let from = 0; from < products.length; from += pageSize) pages.push({ from, products: products.slice(from, from + pageSize), shown: true });
  if (upcoming.length > 0 && products.length % pageSize === 0) pages.push({ from: products.length, products: upcoming.slice(0, pageSize), shown: false });
  return pages;
}
