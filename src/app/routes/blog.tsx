import { PageHeader } from '@/components/ui/page-header';
import { BlogList, blogCardImageSizes, blogListLeadImage, Newsletter } from '@/features/content';
import { usePageMeta } from '@/lib/page-meta';

export function BlogRoute() {
  usePageMeta({
    title: 'Blog',
    description:
      'The Rangeela journal: how to wash a T-shirt so it lasts, find your size, understand printing and fabrics, and style a plain tee.',
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
        <p>Care guides, fit notes and stories from our print studio.</p>
      </PageHeader>
      <BlogList />
      <Newsletter />
    </>
  );
}
