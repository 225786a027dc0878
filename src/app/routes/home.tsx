import { SectionHeading } from '@/components/ui/section-heading';
import { QuickAddButton } from '@/features/cart';
import { featuredProducts, ProductGrid } from '@/features/catalogue';
import { FeatureTiles, Hero, heroImageSizes, Newsletter, PromoBanners, RepairBanner, siteImages } from '@/features/content';
import { usePageMeta } from '@/lib/page-meta';

export function HomeRoute() {
  usePageMeta({
    title: null,
    description:
      'Rangeela sells colourful, original T-shirts printed in small batches in Mumbai. Super value deals on all products: save more with coupons and up to 70% off.',
    preloadImage: { href: siteImages.hero.src, srcSet: siteImages.hero.srcSet, sizes: heroImageSizes },
  });
  return (
    <>
      <Hero />
      <FeatureTiles />
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
      <RepairBanner />
      <PromoBanners />
      <Newsletter />
    </>
  );
}
