import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { site } from '@/config/site';
import { cardActions } from '../later-parts';
import { bannerOffers, collectionSize, featuredTeesUpTo, ProductGrid, SALE, shopOffers, upToPercent } from '@/features/catalogue';
import { dealsLine, FeatureTiles, hasDeals, Hero, heroImageSizes, homeLines, Newsletter, PromoBanners, RepairBanner, siteImages } from '@/features/content';
import { usePageMeta } from '@/lib/page-meta';
import { homePromos, NEW_ARRIVALS } from './home-promos';
import { shopDeals } from './shop-deals';
import { appReady } from '../ready';

const onSale = collectionSize(SALE);
const coupon = shopDeals.coupon;
const tileFacts = {
  saving: onSale > 0 ? `Up to ${upToPercent}% off: ${onSale} ${onSale === 1 ? 'tee' : 'tees'} on sale` : 'Fair prices, shipping free',
  promotions:
    shopOffers.length > 0 ? shopOffers.map((offer) => offer.wording).join(' · ') : coupon ? `Code ${coupon.code}: ${coupon.wording}` : null,
};

const lead = dealsLine(shopDeals);
const FEATURED_TITLE_ID = 'featured-title';
const featured = featuredTeesUpTo();
const promos = homePromos(bannerOffers, collectionSize(NEW_ARRIVALS), homeLines.newArrivals);

/**
 * The home page (PRODUCT.md §7), every claim from the shop's data: the deals hero and the "up to
 * N% off" banner only while something is on sale or a deal runs, a banner for each offer that
 * exists, and the shop's own description.
 */
export function HomeRoute() {
  usePageMeta({
    title: null,
    description: `${site.description}${hasDeals(shopDeals) ? ' Super value deals on all products.' : ''}${lead ? ` ${lead}` : ''}`,
    preloadImage: { href: siteImages.hero.src, srcSet: siteImages.hero.srcSet, sizes: heroImageSizes },
    // The hero and the tiles drawn whole, never half-read (as the shop's top).
    ...(featured.shown.length > 0 && { firstDrawnAt: FEATURED_TITLE_ID }),
  });
  return (
    <>
      <Hero deals={shopDeals} />
      <FeatureTiles facts={tileFacts} />
      {featured.shown.length > 0 && (
        <section className="section container" aria-labelledby={FEATURED_TITLE_ID}>
          <SectionHeading id={FEATURED_TITLE_ID} title="Featured products">
            {homeLines.featured ?? 'Our pick of the shop'}
          </SectionHeading>
          <ProductGrid products={featured.shown} label="Featured products" renderAction={cardActions} />
          {featured.total > featured.shown.length && (
            <p>
              <Link to={paths.shop({ collection: 'featured' })}>See all {featured.total} featured tees</Link>
            </p>
          )}
        </section>
      )}
      {upToPercent > 0 && <RepairBanner upTo={upToPercent} to={paths.shop({ collection: SALE })} />}
      <PromoBanners promos={promos} label={shopOffers.length > 0 ? 'Offers' : 'New arrivals'} />
      <Newsletter after={appReady} />
    </>
  );
}
