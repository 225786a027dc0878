import { PageHeader } from '@/components/ui/page-header';
import { AboutSections, aboutCopy, aboutImageSizes, aboutLine, Newsletter, siteImages } from '@/features/content';
import { usePageMeta } from '@/lib/page-meta';
import { appReady } from '../ready';

export function AboutRoute() {
  usePageMeta({
    title: 'About',
    description: aboutCopy.lead,
    // The intro image is the page's largest paint on a phone.
    preloadImage: { href: siteImages.about.src, srcSet: siteImages.about.srcSet, sizes: aboutImageSizes },
  });
  return (
    <>
      <PageHeader
        tone="marigold"
        title={
          <>
            <span className="visually-hidden">About: </span>#KnowUs
          </>
        }
      >
        <p>{aboutLine ?? 'Who we are and how we work.'}</p>
      </PageHeader>
      <AboutSections />
      <Newsletter after={appReady} />
    </>
  );
}
