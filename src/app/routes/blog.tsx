import { PageHeader } from '@/components/ui/page-header';
import { site } from '@/config/site';
import { BlogList, blogCardImageSizes, blogListLeadImage, journalDescription, journalLine, Newsletter } from '@/features/content';
import { usePageMeta } from '@/lib/page-meta';
import { appReady } from '../ready';

export function BlogRoute() {
  usePageMeta({
    title: 'Blog',
    description: journalDescription(site.name),
    ...(blogListLeadImage && { preloadImage: { href: blogListLeadImage.src, srcSet: blogListLeadImage.srcSet, sizes: blogCardImageSizes } }),
  });
  return (
    <>
      <PageHeader
        tone="indigo"
        title={
          <>
            <span className="visually-hidden">Blog: </span>#readmore
          </>
        }
      >
        <p>{journalLine ?? `Articles from ${site.name}.`}</p>
      </PageHeader>
      <BlogList />
      <Newsletter after={appReady} />
    </>
  );
}
