import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { QuickAddButton } from '@/features/cart';
import { featuredProducts, isOnSale, ProductGrid, products, SALE, shopOffers, upToPercent } from '@/features/catalogue';
import { dealsLine, FeatureTiles, Hero, heroImageSizes, Newsletter, PromoBanners, RepairBanner, siteImages } from '@/features/content';
import { usePageMeta } from '@/lib/page-meta';
import { shopDeals } from './shop-deals';

const onSale = products.filter(isOnSale).length;
const tileFacts = {
  saving: onSale > 0 ? `Up to ${upToPercent}% off: ${onSale} ${onSale === 1 ? 'tee' : 'tees'} on sale` : 'Fair prices, shipping free',
  promotions: shopOffers.length > 0 ? shopOffers.map((offer) => offer.wording).join(' · ') : 'New offers each season',
};

const lead = dealsLine(shopDeals);

export function HomeRoute() {
  usePageMeta({
    title: null,
    description:
      `Rangeela sells colourful, original T-shirts printed in small batches in Mumbai. Super value deals on all products.${lead ? ` ${lead}` : ''}`,
    preloadImage: { href: siteImages.hero.src, srcSet: siteImages.hero.srcSet, sizes: heroImageSizes },
  });
  return (
    <>
      <Hero deals={shopDeals} />
      <FeatureTiles facts={tileFacts} />
      <section className="section container" aria-labelledby="featured-title">
        <SectionHeading id="featured-title" title="Featured products">
          Summer collection, fresh prints from our studio
        </SectionHeading>
        <ProductGrid
          products={featuredProducts()}
          label="Featured products"
          renderAction={(product) => <QuickAddButton product={product} />}
        />
      </section>
      <RepairBanner upTo={upToPercent} to={paths.shop({ collection: SALE })} />
      <PromoBanners />
      <Newsletter />
    </>
  );
}
