import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hydrated';
import { products } from '../data/products';
import type { Product } from '../product';
import { ProductGrid } from '../product-grid';
import { collectionTitle, emptyQuery, isFiltered, minRatingLabel, queryCatalogue, type CatalogueQuery } from '../query';
import { SALE } from '../sale';
import { chosenFilters } from '../facets';
import { FilterChips } from './filter-chips';
import './shop.css';

/** Only a search that finds nothing exactly needs it: its code loads then, not with the shop. */
const CloseMatches = lazy(() => import('../search/close-matches').then((module) => ({ default: module.CloseMatches })));

/**
 * What a shop query finds: a live count, the chosen filters as buttons that remove them and the one
 * "Clear filters", and the grid (or, when nothing matches, a word saying so). `renderAction` adds each card's button (the cart's quick add).
 * The prerendered shop shows all T-shirts; when the address asks for a search or filter, the
 * pre-paint script in index.html marks the page and layout.css keeps these results hidden until
 * the app has rendered the ones asked for (`data-confirmed`), so a shared link never shows the
 * wrong list. When a search finds nothing exactly and `after` (the app's readiness) is given, the
 * close matches a typo-tolerant search finds show instead of "No T-shirts match", once it has loaded.
 */
export function ShopResults({
  query: asked,
  renderAction,
  onApply,
  after,
}: {
  query: CatalogueQuery;
  renderAction: (product: Product) => ReactNode;
  onApply: (query: CatalogueQuery) => void;
  after?: () => Promise<void>;
}) {
  // While React takes over the prerendered page (made for plain /shop), these render as that page
  // has them, so React keeps it; the asked-for results follow at once.
  const hydrated = useHydrated();
  const query = hydrated ? asked : emptyQuery;
  const found = queryCatalogue(products, query);
  const noneFound = (
    <div className="shop__empty">
      <h3>No T-shirts match</h3>
      <p>Try another word, or clear the filters to see all {products.length} T-shirts.</p>
    </div>
  );
  return (
    <div className="shop-results" data-confirmed={hydrated ? '' : undefined}>
      <div className="shop__summary">
        <p id="shop-results" role="status" className="shop__count">
          {resultSummary(found.length, products.length, query)}
        </p>
        {isFiltered(query) && <FilterChips query={query} onApply={onApply} />}
      </div>
      {found.length > 0 ? (
        <ProductGrid products={found} label="Products" priorityCount={2} renderAction={renderAction} />
      ) : after ? (
        <Suspense fallback={noneFound}>
          <CloseMatches query={query} after={after} renderAction={renderAction}>
            {noneFound}
          </CloseMatches>
        </Suspense>
      ) : (
        noneFound
      )}
    </div>
  );
}

function resultSummary(count: number, total: number, query: CatalogueQuery): string {
  // "1 of 16 T-shirts", "Showing all 16 T-shirts": the noun counts the catalogue, not the matches.
  const what = total === 1 ? 'T-shirt' : 'T-shirts';
  const parts = [
    query.collection === SALE ? 'on sale' : query.collection ? `in ${collectionTitle(query.collection)}` : '',
    query.q.trim() ? `matching “${query.q.trim()}”` : '',
    query.minRating ? `rated ${minRatingLabel(query.minRating)}` : '',
    listedIn(query),
    query.filters.onOffer ? 'on offer' : '',
    query.filters.inStock ? 'in stock' : '',
  ]
    .filter(Boolean)
    .join(', ');
  if (!isFiltered(query)) return `Showing all ${total} ${what}`;
  return `${count} of ${total} ${what}${parts ? ` ${parts}` : ''}`;
}

/** The chosen sizes, colours and price bands, for the count: "in Medium, Navy, ₹500 – ₹999". */
function listedIn(query: CatalogueQuery): string {
  const labels = chosenFilters(query.filters)
    .filter((chosen) => chosen.group !== 'onOffer' && chosen.group !== 'inStock')
    .map((chosen) => chosen.label);
  return labels.length > 0 ? `in ${labels.join(', ')}` : '';
}
