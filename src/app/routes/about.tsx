import { PageHeader } from '@/components/ui/page-header';
import { AboutSections, aboutCopy, Newsletter } from '@/features/content';
import { usePageMeta } from '@/lib/page-meta';

export function AboutRoute() {
  usePageMeta({ title: 'About', description: aboutCopy.lead });
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
        <p>The people, the press and the promise behind every Rangeela tee.</p>
      </PageHeader>
      <AboutSections />
      <Newsletter />
    </>
  );
}
