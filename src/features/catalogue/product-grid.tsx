import { memo, type ReactNode } from 'react';
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

/** A list of product cards. The first `priorityCount` images load eagerly (they are above the fold). */
export function ProductGrid({
  products,
  renderAction,
  label,
  priorityCount = 0,
  headingLevel,
}: {
  products: readonly Product[];
  renderAction?: RenderAction;
  /** The list's accessible name, e.g. "Featured products". */
  label: string;
  priorityCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul role="list" className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <GridCard key={product.id} product={product} renderAction={renderAction} priority={index < priorityCount} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
