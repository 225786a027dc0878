import { PageHeader } from '@/components/ui/page-header';
import { OrderMessageCheck } from '@/features/orders';
import { usePageMeta } from '@/lib/page-meta';

/**
 * `/orders/check`: for the shop's owner, an order message received on WhatsApp or by email checked
 * against the catalogue (PRODUCT.md §13). A page of its own (prerendered, not the order shell).
 */
export function OrderCheckRoute() {
  usePageMeta({
    title: 'Check an order',
    description: 'For the shop: paste an order message received on WhatsApp or by email and check every amount against the catalogue.',
    noIndex: true,
  });
  return (
    <>
      <PageHeader title="Check an order" tone="teal">
        <p>For the shop: paste an order message from WhatsApp or email, and every amount is worked out again from the catalogue.</p>
      </PageHeader>
      <section className="section container order-check-section">
        <OrderMessageCheck />
      </section>
    </>
  );
}
