import { useReducer, useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { site } from '@/config/site';
import { markOrdersHeld, OrderList, useOrderBook, type Order } from '@/features/orders';
import { usePageMeta } from '@/lib/page-meta';
import { appReady } from '../ready';

/** `/orders`: every order placed on this device (prerendered as a shell; the list comes from storage). */
export function OrdersRoute() {
  usePageMeta({
    title: 'Your orders',
    description: `The orders you placed at ${site.name} on this device, newest first.`,
    noIndex: true,
  });
  const { book, failed, none } = useOrderBook(appReady);
  const [said, setSaid] = useState<string | null>(null);
  const [, shown] = useReducer((count: number) => count + 1, 0);
  const remove = (order: Order) => {
    if (!book) return;
    const saved = book.remove(order.number, order.createdAt);
    markOrdersHeld(book.all().length > 0);
    setSaid(
      saved
        ? `Order ${order.number} was removed from this device.`
        : `Order ${order.number} was removed from this page, but storage refused the change: it may be back after a reload.`,
    );
    shown();
  };
  return (
    <>
      <PageHeader title="Your orders" tone="teal">
        <p>Orders are kept on this device, in this browser.</p>
      </PageHeader>
      <section className="section container orders-section">
        {book ? (
          <OrderList orders={book.all()} onRemove={remove} said={said} isChanged={book.isChanged} />
        ) : failed ? (
          <p className="order-missing__pending">Your orders could not be opened just now (the connection may be down). Please reload the page.</p>
        ) : (
          <OrderList orders={[]} pending={!none} />
        )}
      </section>
    </>
  );
}
