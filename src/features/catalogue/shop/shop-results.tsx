import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydrated';
import { afterPaint } from '@/lib/idle';
import { useLocation, useNavigate } from '@/lib/router';
import { firstShopTees } from '../data/shop-page';
import { teeCount } from '../range-summary';
import type { Product } from '../product';
import type { RangeState } from '../use-range';
import { ProductGrid } from '../product-grid';
import { pageOf, progressText, searchForPage, SHOP_PAGE_SIZE, type ShopPage } from '../paging';
import { collectionTitle, emptyQuery, isFiltered, minRatingLabel, searchForQuery, type CatalogueQuery } from '../query';
import { SALE } from '../sale';
import { chosenFilters } from '../facets';
import { FilterChips } from './filter-chips';
import { loadDescriptionWords, useDescriptionWords } from './description-words';
import './shop.css';

/** Only a search that finds nothing exactly needs it: its code loads then, not with the shop. */
const CloseMatches = lazy(() => import('../search/close-matches').then((module) => ({ default: module.CloseMatches })));

/** The results' line ("12 of 16 tees"): the shop's section is named by it, and the page is first drawn once it is read. */
export const SHOP_RESULTS_ID = 'shop-results';

/**
 * What a shop query finds: a live count, the chosen filters as buttons that remove them and the one
 * "Clear filters", and the grid (or, when nothing matches, a word saying so). `renderAction` adds each card's button (the cart's quick add).
 * The grid shows the first `page` pages of the matches (../paging.ts) and "Show more" below them;
 * the count and the filters describe every match.
 * The prerendered shop shows the first page of all T-shirts; when the address asks for a search or filter, the
 * pre-paint script in index.html marks the page and layout.css keeps these results hidden until
 * the app has rendered the ones asked for (`data-confirmed`), so a shared link never shows the
 * wrong list. Until the range has come (`range`: ../use-range.ts), the first page is the build's
 * (../data/shop-page.ts), and a query's results wait for it. When a search finds nothing exactly and `after` (the app's readiness) is given, the
 * close matches a typo-tolerant search finds show instead of "No T-shirts match", once it has loaded.
 */
export function ShopResults({
  query: asked,
  page: askedPage = 1,
  range: { range, failed },
  renderAction,
  onApply,
  after,
}: {
  query: CatalogueQuery;
  /** The whole range, once it has come (../use-range.ts). */
  range: RangeState;
  /** The address's `page` (../paging.ts), clamped here to what the query finds. */
  page?: number;
  renderAction: (product: Product) => ReactNode;
  onApply: (query: CatalogueQuery) => void;
  after?: () => Promise<void>;
}) {
  // While React takes over the prerendered page (made for plain /shop), these render as that page
  // has them, so React keeps it; the asked-for results follow at once, or for a search, once the
  // descriptions it matches have come (until then a search's results stay hidden: data-confirmed).
  const hydrated = useHydrated();
  const searching = asked.q.trim() !== '';
  // A shared search link's descriptions are fetched while React takes the page over, not after.
  if (searching && typeof window !== 'undefined') void loadDescriptionWords();
  const words = useDescriptionWords(hydrated && searching);
  const here = useLocation();
  const firstPageAsked = !isFiltered(asked) && askedPage <= 1;
  const drawn = hydrated && (!searching || words !== undefined) && (range !== undefined || firstPageAsked);
  const query = drawn ? asked : emptyQuery;
  // A new search, sort or filter once the results are drawn: the count, the chips and the filters
  // answer at once, in the tap's own frame, and the grid follows in a render of its own that gives
  // way to the next tap (React's deferred value), saying meanwhile that it is busy (`aria-busy`). On a phone the
  // tap is in the "Filters" sheet, over the grid. The first drawing of the asked-for results (a
  // shared link's) and a "Show more" (the same query, a later page: its cards are drawn ahead, in
  // ../product-grid.tsx) do not wait.
  const asking = useMemo(() => ({ query, page: drawn ? askedPage : 1, drawn }), [query, drawn, askedPage]);
  const deferred = useDeferredValue(asking);
  const grid = deferred.drawn && deferred.query !== query ? deferred : asking;
  // Worked out again only when the query, its words or the range change: not for a "Show more".
  // The grid's first: a tap's own render works out the new count alone, the grid's render after it
  // the same matches again (a few milliseconds).
  const gridFound = useMemo(() => (range ? range.find(grid.query, words) : firstShopTees), [range, grid.query, words]);
  const found = useMemo(() => (query === grid.query ? gridFound : range ? range.find(query, words) : firstShopTees), [query, grid.query, gridFound, range, words]);
  const count = range ? found.length : teeCount;
  const shown: ShopPage<Product> = range
    ? pageOf(gridFound, grid.page)
    : { shown: firstShopTees, page: 1, total: teeCount, more: teeCount > firstShopTees.length, next: [] };
  const noneFound = (
    <div className="shop__empty">
      <h3>No T-shirts match</h3>
      <p>Try another word, or clear the filters to see all {teeCount} T-shirts.</p>
    </div>
  );
  return (
    <>
      {/* Outside the results, which stay hidden until they are the ones asked for. */}
      {failed && !drawn && (
        <p role="alert" className="status status--error">
          The shop's tees could not be loaded for this. Check your connection, then <a href={`${here.pathname}${here.search}`}>try again</a>.
        </p>
      )}
      <div className="shop-results" data-confirmed={drawn ? '' : undefined}>
        <div className="shop__summary">
          <p id={SHOP_RESULTS_ID} role="status" className="shop__count">
            {resultSummary(count, teeCount, query)}
          </p>
          {isFiltered(query) && <FilterChips query={query} onApply={onApply} />}
        </div>
        {shown.total > 0 ? (
          <>
            <ProductGrid
              products={shown.shown}
              upcoming={shown.next}
              pageSize={SHOP_PAGE_SIZE}
              label="Products"
              priorityCount={2}
              renderAction={renderAction}
              busy={grid !== asking}
            />
            {shown.total > SHOP_PAGE_SIZE && <ShowMore query={grid.query} shown={shown} />}
          </>
        ) : after && range ? (
          <Suspense fallback={noneFound}>
            <CloseMatches query={grid.query} all={range.tees} after={after} renderAction={renderAction}>
              {noneFound}
            </CloseMatches>
          </Suspense>
        ) : (
          noneFound
        )}
      </div>
    </>
  );
}

/**
 * Below the grid: how far the shopper has come ("Showing 12 of 137 tees") and "Show more", a real
 * link to this address with the next page, so it works before the app runs (the browser loads that
 * address; the app then draws as many cards as it names). Once the app runs, the link replaces the
 * address instead of adding to history: the next twelve cards join the grid in place, and Back
 * from a product opened from them returns to the same cards, without first walking back through
 * every "Show more". Focus moves to the first new card (keyboard and screen-reader users go on
 * where the new cards start), and a polite status says the new count.
 * Tapped before the app runs, the browser loads the link's address, whose fragment (`#from-13`)
 * names the first new card: the app, once it has drawn the cards, takes the shopper there (focus
 * and scroll) rather than leaving them at the top above cards they have seen, then drops the
 * fragment, so a reload or Back later keeps the browser's own place.
 */
function ShowMore({ query, shown }: { query: CatalogueQuery; shown: ShopPage<Product> }) {
  const address = new URLSearchParams(searchForQuery(query)).toString();
  const count = shown.shown.length;
  const end = useRef<HTMLDivElement>(null);
  // The first new card of the latest "Show more" (its index), focused once the grid has grown to it;
  // `address: null` for one asked by the address's fragment, whatever the query drawn first.
  const focusFrom = useRef<{ address: string | null; from: number } | null>(null);
  const [asked, setAsked] = useState<{ address: string; from: number } | null>(null);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const card = fragmentCard(hash);
    if (card === null) return;
    focusFrom.current = { address: null, from: card - 1 };
    navigate(`${pathname}${search}`, { replace: true });
  }, [hash, pathname, search, navigate]);
  useEffect(() => {
    const wanted = focusFrom.current;
    if (!wanted) return;
    if (wanted.address !== null && wanted.address !== address) focusFrom.current = null;
    else if (count > wanted.from) {
      focusFrom.current = null;
      const grid = end.current?.previousElementSibling;
      const first = grid?.children[wanted.from]?.querySelector<HTMLElement>('a[href]');
      // Once the new cards are drawn: focusing lays the page out, and in the tap's own task it
      // would be done twice, once for the focus and again for the frame.
      if (first) afterPaint(() => first.focus());
    }
  }, [address, count]);
  const announced = asked !== null && asked.address === address && count > asked.from ? progressText(shown) : '';
  const next = `${paths.shop()}?${new URLSearchParams(searchForPage(query, shown.page + 1)).toString()}`;
  return (
    <div ref={end} className="shop-more">
      {/* Once a "Show more" has been said in the status below, the same words are read once, not twice. */}
      <p className="shop__count" aria-hidden={announced ? true : undefined}>
        {progressText(shown)}
      </p>
      {shown.more && (
        <a
          href={`${next}#${FROM}${count + 1}`}
          className="btn btn--secondary"
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            focusFrom.current = { address, from: count };
            setAsked({ address, from: count });
            navigate(next, { replace: true });
          }}
        >
          Show more
        </a>
      )}
      <p role="status" className="visually-hidden">
        {announced}
      </p>
    </div>
  );
}

/** The fragment of "Show more"'s address before the app: `#from-13`, the first new card (from 1). */
const FROM = 'from-';

/** The card a `#from-N` fragment names (from 1), or null for any other fragment. */
function fragmentCard(hash: string): number | null {
  const card = new RegExp(`^#${FROM}(\\d{1,6})$`).exec(hash)?.[1];
  return card && Number(card) > 1 ? Number(card) : null;
}

function resultSummary(count: number, total: number, query: CatalogueQuery): string {
  // "1 of 16 T-shirts", "All 16 T-shirts": the noun counts the catalogue, not the matches; every
  // match, not the ones shown so far (those are counted below the grid).
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
  if (!isFiltered(query)) return `All ${total} ${what}`;
  return `${count} of ${total} ${what}${parts ? ` ${parts}` : ''}`;
}

/** The chosen sizes, colours and price bands, for the count: "in Medium, Navy, ₹500 – ₹999". */
function listedIn(query: CatalogueQuery): string {
  const labels = chosenFilters(query.filters)
    .filter((chosen) => chosen.group !== 'onOffer' && chosen.group !== 'inStock')
    .map((chosen) => chosen.label);
  return labels.length > 0 ? `in ${labels.join(', ')}` : '';
}
