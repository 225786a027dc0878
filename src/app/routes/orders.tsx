import { PageHeader } from '@/components/ui/page-header';
import { OrderList, useOrderBook } from '@/features/orders';
import { usePageMeta } from '@/lib/page-meta';

/** `/orders`: every order placed on this device (prerendered as a shell; the list comes from storage). */
export function OrdersRoute() {
  usePageMeta({
    title: 'Your orders',
    description: 'The orders you placed at Rangeela on this device, newest first.',
    noIndex: true,
  });
  const { book, failed } = useOrderBook();
  return (
    <>
      <PageHeader title="Your orders" tone="teal">
        <p>Orders are kept on this device, in this browser.</p>
      </PageHeader>
      <section className="section container">
        {book ? (
          <OrderList orders={book.all()} />
        ) : (
          <p className="order-missing__pending">
            {failed ? 'Your orders could not be opened just now (the connection may be down). Please reload the page.' : 'Opening your orders…'}
          </p>
        )}
      </section>
    </>
  );
}
