import { PageHeader } from '@/components/ui/page-header';
import { DeskView } from '@/features/desk';
import { usePageMeta } from '@/lib/page-meta';

/**
 * `/desk`: the owner's desk (PRODUCT.md §16), on the phone the orders arrive on. A page of its own,
 * prerendered with `noindex`, linked from no shopper's page; its code (Dexie, fflate) is its chunk's alone.
 */
export function DeskRoute() {
  usePageMeta({
    title: 'Desk',
    description: 'For the shop’s owner: the orders received on WhatsApp, checked, moved on and kept on this device.',
    noIndex: true,
  });
  return (
    <>
      <PageHeader title="Desk" tone="indigo">
        <p>Your orders, on this phone only: take them in from WhatsApp, check them, and move each one on.</p>
      </PageHeader>
      <section className="section container desk-section">
        <DeskView />
      </section>
    </>
  );
}
