import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { PageHeader } from '@/components/ui/page-header';
import { site } from '@/config/site';
import { cardActions } from '../later-parts';
import {
  cardImageSizes,
  productImageSrcSet,
  isFiltered,
  pageFromSearchParams,
  queryFromSearchParams,
  shopFirstTees,
  teeCount,
  useRange,
  searchForPage,
  searchForQuery,
  ShopControls,
  SHOP_RESULTS_ID,
  ShopResults,
  type CatalogueQuery,
} from '@/features/catalogue';
import { CouponNote, dealsLine, Newsletter } from '@/features/content';
import { usePageMeta } from '@/lib/page-meta';
import { appReady } from '../ready';
import { shopDeals } from './shop-deals';

/** The prerendered page shows the shop's first page: its first card's image is its largest paint. */
const lead = shopFirstTees[0]?.images[0];
const dealsLead = dealsLine(shopDeals);

/** The shop's description for search engines and shares, true of a range of any size. */
export function shopDescription(count: number): string {
  const range = count === 1 ? `our ${site.name} T-shirt` : `all ${count} ${site.name} T-shirts`;
  return `Shop ${range}: search by name or fabric, sort by price or rating, and filter by size, colour, price and rating. Prices in rupees, free shipping.`;
}

/** The address's parameters but `page`, as a string: what the query is read from. */
function withoutPage(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete('page');
  return rest.toString();
}

/**
 * Puts the address right, in place, when it is not as the shop writes it: one the browser wrote
 * itself (a search sent before the app ran: `?q=++indigo+&sort=none&rating=0`), or a link with a
 * value the range does not have or a parameter the shop does not use. So the address bar, a reload
 * and a shared link say what the page shows. Drawn before the controls: its effect runs before
 * theirs, so a sort or filter chosen before the app ran is applied on top of the address put right,
 * never undone by it.
 */
function TidyAddress({ written }: { written: string }) {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const current = new URLSearchParams(search).toString();
  useEffect(() => {
    if (current !== written) navigate(`?${written}${hash}`, { replace: true });
  }, [current, written, hash, navigate]);
  return null;
}

/**
 * The shop: its search, sort, rating, filters and how far the shopper has come live in the URL
 * (`/shop?q=&sort=&rating=&size=&colour=&price=&offer=&stock=&page=`). A new search, sort or filter
 * starts again at the first page: `apply` writes the query's parameters alone.
 */
export function ShopRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The same query object while the address asks for the same (a "Show more" changes only `page`), so what is worked out from it is kept.
  const asked = withoutPage(searchParams);
  const query = useMemo(() => queryFromSearchParams(new URLSearchParams(asked)), [asked]);
  const page = pageFromSearchParams(searchParams);
  // The whole range comes once the page is ready, or at once for an address that asks for more than the first page.
  const range = useRange(isFiltered(query) || page > 1, appReady);
  // The same function on every drawing: the controls are drawn again only when the query or the range change, not for a "Show more".
  const apply = useCallback((next: CatalogueQuery) => setSearchParams(searchForQuery(next)), [setSearchParams]);
  usePageMeta({
    title: 'Shop',
    description: shopDescription(teeCount),
    preloadImage: lead && { href: lead.src(400), srcSet: productImageSrcSet(lead), sizes: cardImageSizes },
    // The band, the search and the filters drawn whole, never half-read (first-paint.spec.ts).
    firstDrawnAt: SHOP_RESULTS_ID,
  });
  return (
    <>
      <PageHeader
        className="shop-header"
        title={
          <>
            <span className="visually-hidden">Shop: </span>#stayhome
          </>
        }
      >
        {dealsLead && <p>{dealsLead}</p>}
        <CouponNote coupon={shopDeals.coupon} className="page-header__note" />
      </PageHeader>
      <section className="section container shop" aria-labelledby={SHOP_RESULTS_ID}>
        <h2 className="visually-hidden">Search, sort and filter</h2>
        <TidyAddress written={new URLSearchParams(searchForPage(query, page)).toString()} />
        <ShopControls query={query} range={range.range} onApply={apply} />
        <ShopResults query={query} page={page} range={range} onApply={apply} renderAction={cardActions} after={appReady} />
      </section>
      <Newsletter after={appReady} />
    </>
  );
}
