import { useEffect, useState, type ReactNode } from 'react';
import { soldOutLast } from '../facet-rules';
import type { Product } from '../product';
import { ProductGrid } from '../product-grid';
import type { CatalogueQuery } from '../query';
import { queryCatalogue } from '../range-query';
import { loadSearch, type ProductSearch } from './load-search';

/**
 * The products a typo-tolerant search finds for the query's words, within its other choices (collection,
 * rating, filters). In the query's sort when it has one, else best match first; sold out last either way.
 */
export function closeMatchesFor(search: ProductSearch, query: CatalogueQuery, all: readonly Product[]): Product[] {
  const rank = new Map(search.find(query.q).map((found, at) => [found.id, at]));
  const allowed = queryCatalogue(all, { ...query, q: '' }).filter((product) => rank.has(product.id));
  if (query.sort !== 'none') return allowed;
  return soldOutLast([...allowed].sort((a, b) => rank.get(a.id)! - rank.get(b.id)!));
}

/**
 * When a search finds nothing exactly (PRODUCT.md §3): "Showing close matches for “peacok”" and what
 * the typo-tolerant search finds, never mixed with exact matches (this shows only when there are
 * none). The search loads after the page is ready (`after`); until then, and when it finds nothing
 * either, `children` (the plain "No T-shirts match") shows.
 */
export function CloseMatches({
  query,
  all,
  after,
  renderAction,
  children,
}: {
  query: CatalogueQuery;
  /** The range the search's finds are taken from. */
  all: readonly Product[];
  after: () => Promise<void>;
  renderAction: (product: Product) => ReactNode;
  children: ReactNode;
}) {
  const [search, setSearch] = useState<ProductSearch | null>(null);
  const wanted = query.q.trim() !== '';
  useEffect(() => {
    if (!wanted || search) return;
    let live = true;
    loadSearch(after).then(
      (loaded) => live && setSearch(() => loaded),
      // Without the search, the plain "No T-shirts match" stays: true, if less helpful.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, search, after]);

  const close = search && wanted ? closeMatchesFor(search, query, all) : [];
  if (close.length === 0) return children;
  return (
    <div className="shop__close">
      <h3>Showing close matches for “{query.q.trim()}”</h3>
      <ProductGrid products={close} label="Close matches" renderAction={renderAction} />
    </div>
  );
}
