import { PageHeader } from '@/components/ui/page-header';
import { formatAddress, site } from '@/config/site';
import { ContactSections, mapNames, Newsletter, siteImages } from '@/features/content';
import { usePageMeta } from '@/lib/page-meta';
import { appReady } from '../ready';

export function ContactRoute() {
  usePageMeta({
    title: 'Contact',
    description: `Visit ${site.name}'s studio at ${formatAddress()}, call ${site.phone} or send us a message. Open ${site.contactHours}.`,
    // The map, where the shop has one, is the page's largest paint on a phone.
    ...(mapNames && { preloadImage: { href: siteImages.map.src } }),
  });
  return (
    <>
      <PageHeader
        tone="teal"
        title={
          <>
            <span className="visually-hidden">Contact: </span>#let’s_talk
          </>
        }
      >
        <p>Leave a message. We love to hear from you!</p>
      </PageHeader>
      <ContactSections />
      <Newsletter after={appReady} />
    </>
  );
}
