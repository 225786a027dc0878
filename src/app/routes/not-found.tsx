import { Link, useLocation } from '@/lib/router';
import { NotFound } from '@/components/ui/not-found';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { QuickAddButton } from '@/features/cart';
import { featuredTeesUpTo, HeaderSearch, ProductGrid, shopCollections } from '@/features/catalogue';
import { useHydrated } from '@/lib/hydrated';
import { usePageMeta } from '@/lib/page-meta';
import { LaterRecentlyViewed } from '../later-parts';
import { appReady } from '../ready';

/** How many tees the page offers: one row on a wide screen, two on a phone. */
const OFFERED = 4;

const offered = featuredTeesUpTo(OFFERED).shown;
const collections = shopCollections();

/**
 * Any path the shop does not have: one heading saying so, a search box (with suggestions, like the
 * header's), the ways into the range (home, the shop, each collection) and a few featured tees, so
 * a mistyped or old link still leads to a tee.
 */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  // One page for every unknown address, hydrated wherever it stands in (a search typed before the
  // app ran is kept): the address is shown once the app runs.
  const hydrated = useHydrated();
  usePageMeta({
    title: 'Page not found',
    description: `This page does not exist at ${site.name}. Find your way back to the home page or the shop.`,
    noIndex: true,
  });
  return (
    <>
      <NotFound
        title="Page not found"
        more={
          collections.length > 0 && (
            <nav aria-label="Collections" className="not-found__actions">
              {collections.map(({ collection, label }) => (
                <Link key={collection} to={paths.shop({ collection })} className="btn btn--secondary btn--small">
                  {label}
                </Link>
              ))}
            </nav>
          )
        }
      >
        {/* The address, once the app runs, on a line of its own kept from the start: written into the
            sentence, it reflowed the page below as the app started (a layout shift). */}
        <p className="not-found__path">{hydrated && <code>{pathname}</code>}</p>
        <p>
          We looked everywhere, but there is no page at this address. It may have moved, or the link may have a typo. Search for the tee you had in mind,
          or start from one of these.
        </p>
        <HeaderSearch after={appReady} label="Look for a tee" placeholder="Look for a tee, e.g. kite" />
      </NotFound>
      <LaterRecentlyViewed />
      {offered.length > 0 && (
        <section className="section container" aria-labelledby="not-found-featured">
          <SectionHeading id="not-found-featured" title="Popular right now">
            Our pick of the shop
          </SectionHeading>
          <ProductGrid products={offered} label="Featured products" renderAction={(product) => <QuickAddButton product={product} />} />
        </section>
      )}
    </>
  );
}
