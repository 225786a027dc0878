import { PageHeader } from '@/components/ui/page-header';
import { OrderList, useOrderBook } from '@/features/orders';
import { usePageMeta } from '@/lib/page-meta';
import { appReady } from '../ready';

/** `/orders`: every order placed on this device (prerendered as a shell; the list comes from storage). */
export function OrdersRoute() {
  usePageMeta({
    title: 'Your orders',
    description: 'The orders you placed at Rangeela on this device, newest first.',
    noIndex: true,
  });
  const { book, failed } = useOrderBook(appReady);
  return (
    <>
      <PageHeader title="Your orders" tone="teal">
        <p>Orders are kept on this device, in this browser.</p>
      </PageHeader>
      <section className="section container orders-section">
        {book ? (
          <OrderList orders={book.all()} />
        ) : failed ? (
          <p className="order-missing__pending">Your orders could not be opened just now (the connection may be down). Please reload the page.</p>
        ) : (
          <OrderList orders={[]} pending />
        )}
      </section>
    </>
  );
}
