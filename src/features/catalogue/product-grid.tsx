import type { ReactNode } from 'react';
import type { Product } from './product';
import { ProductCard } from './product-card';

/** A list of product cards. The first `priorityCount` images load eagerly (they are above the fold). */
export function ProductGrid({
  products,
  renderAction,
  label,
  priorityCount = 0,
  headingLevel,
}: {
  products: readonly Product[];
  renderAction?: (product: Product) => ReactNode;
  /** The list's accessible name, e.g. "Featured products". */
  label: string;
  priorityCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul role="list" className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          action={renderAction?.(product)}
          priority={index < priorityCount}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}
