import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { QuickAddButton } from '@/features/cart';
import { Newsletter } from '@/features/content/newsletter';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { products } from '../data/products';
import { ProductGrid } from '../product-grid';
import {
  emptyQuery,
  isFiltered,
  minRatingLabel,
  queryCatalogue,
  queryFromSearchParams,
  searchForQuery,
  type CatalogueQuery,
} from '../query';
import { ShopControls } from './shop-controls';
import './shop.css';

export function ShopPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = queryFromSearchParams(searchParams);
  const found = queryCatalogue(products, query);

  usePageMeta({
    title: 'Shop',
    description:
      'Shop all sixteen Rangeela T-shirts: search by name or fabric, sort by price and filter by rating. Prices in rupees, free shipping.',
  });

  // The last query put in the URL. Router updates render in a transition, so a second change can
  // arrive before the first one has re-rendered the page: merging into this (not into the
  // rendered `query`) keeps a search made just before a sort. Each URL this page pushes is kept
  // until it renders; any other URL (back/forward, a link to the shop) replaces the query.
  const latest = useRef(query);
  const pending = useRef<string[]>([]);
  const search = searchParams.toString();
  useEffect(() => {
    const ours = pending.current.indexOf(search);
    if (ours >= 0) {
      pending.current.splice(0, ours + 1);
    } else {
      pending.current = [];
      latest.current = queryFromSearchParams(new URLSearchParams(search));
    }
  }, [search]);

  const apply = (change: Partial<CatalogueQuery>) => {
    latest.current = { ...latest.current, ...change };
    const next = new URLSearchParams(searchForQuery(latest.current));
    pending.current.push(next.toString());
    setSearchParams(next);
  };

  return (
    <>
      <PageHeader
        title={
          <>
            <span className="visually-hidden">Shop: </span>#stayhome
          </>
        }
      >
        <p>Save more with coupons &amp; up to 70% off!</p>
      </PageHeader>
      <section className="section container shop" aria-labelledby="shop-results">
        <h2 className="visually-hidden">Search, sort and filter</h2>
        <ShopControls query={query} onChange={apply} />
        <div className="shop__summary">
          <p id="shop-results" role="status" className="shop__count">
            {resultSummary(found.length, products.length, query)}
          </p>
          {isFiltered(query) && (
            <a
              href={paths.shop()}
              className="btn btn--secondary btn--small"
              onClick={(event) => {
                event.preventDefault();
                apply(emptyQuery);
              }}
            >
              Clear filters
            </a>
          )}
        </div>
        {found.length > 0 ? (
          <ProductGrid
            products={found}
            label="Products"
            priorityCount={2}
            renderAction={(product) => <QuickAddButton product={product} />}
          />
        ) : (
          <div className="shop__empty">
            <h3>No T-shirts match</h3>
            <p>Try another word, or clear the filters to see all {products.length} T-shirts.</p>
            <button type="button" className="btn btn--primary" onClick={() => apply(emptyQuery)}>
              Clear filters
            </button>
          </div>
        )}
      </section>
      <Newsletter />
    </>
  );
}

function resultSummary(count: number, total: number, query: CatalogueQuery): string {
  // "1 of 16 T-shirts", "Showing all 16 T-shirts": the noun counts the catalogue, not the matches.
  const what = total === 1 ? 'T-shirt' : 'T-shirts';
  const parts = [query.q.trim() ? `matching “${query.q.trim()}”` : '', query.minRating ? `rated ${minRatingLabel(query.minRating)}` : '']
    .filter(Boolean)
    .join(', ');
  if (!isFiltered(query)) return `Showing all ${total} ${what}`;
  return `${count} of ${total} ${what}${parts ? ` ${parts}` : ''}`;
}
