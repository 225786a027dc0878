import { Component, Fragment, lazy, Suspense, useReducer, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from '@/lib/router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { loadOrderDetails, orderHref, useOrderBook, type RecordChange } from '@/features/orders';
import { formatDateTime } from '@/lib/dates';
import { usePageMeta } from '@/lib/page-meta';
import { appReady } from '../ready';

type Details = Awaited<ReturnType<typeof loadOrderDetails>>;
/**
 * The order's details (its messages, UPI, the steps) come with the book, after the page is ready:
 * the shell shows none before, so its code is no part of what the page loads to be ready. Asked for
 * once, alongside the book where orders are held (below), and shown through `lazy` and Suspense.
 */
let details: Promise<Details> | undefined;
const loadDetails = () => (details ??= loadOrderDetails());
const OrderDetails = lazy(() => loadDetails().then((component) => ({ default: component })));
/**
 * Only where the early script found orders stored (`data-has-orders`): on a device with none, such
 * as another phone opening a shared link, the page says the order is not here without them.
 */
const loadDetailsIfHeld = () => (document.documentElement.hasAttribute('data-has-orders') ? loadDetails() : Promise.resolve());

/**
 * An order's page, `/orders/{number}`. Prerendered once as a shell (the order comes from this
 * device's storage), which the host or the service worker serves for every order's address.
 */
export function OrderRoute() {
  const { number = '' } = useParams();
  const { book, failed: bookFailed, none } = useOrderBook(appReady, loadDetailsIfHeld);
  // Two orders on a device share a number only when a record was copied or edited: each opens by its placing time.
  const [search] = useSearchParams();
  const sharing = book?.findAll(number) ?? [];
  const order = sharing.find((candidate) => candidate.createdAt === search.get('placed')) ?? sharing[0];
  const others = sharing.filter((candidate) => candidate !== order);
  // What the visitor records (sent, paid) is written to the book, then shown (the book gives the
  // order afresh).
  const [, shown] = useReducer((count: number) => count + 1, 0);
  const record: RecordChange = (change) => {
    if (!book || !order) return;
    book.update(order.number, order.createdAt, change);
    shown();
  };
  usePageMeta({
    title: order ? `Order ${order.number}` : 'Your order',
    description: `An order placed at ${site.name}: send it to the shop on WhatsApp, pay by UPI or cash on delivery.`,
    noIndex: true,
  });
  if (book && order) {
    // The book holds the order though no orders were seen before the app ran: its details come now.
    return (
      <DetailsFailed fallback={<OrderMissing waiting={false} failed />}>
        <Suspense fallback={<OrderMissing waiting failed={false} />}>
          <OrderShown book={book} order={order} others={others} record={record} />
        </Suspense>
      </DetailsFailed>
    );
  }
  // Nothing stored: no order to wait for.
  return <OrderMissing waiting={(!book || order !== undefined) && !bookFailed && !none} failed={bookFailed} />;
}

type Book = NonNullable<ReturnType<typeof useOrderBook>['book']>;
type Order = NonNullable<ReturnType<Book['findAll']>[number]>;

/** The order with its details (suspended until their code is here). */
function OrderShown({ book, order, others, record }: { book: Book; order: Order; others: readonly Order[]; record: RecordChange }) {
  const unsaved = book.isKept(order.number) === false;
  return (
    <>
      <PageHeader
        title={
          <>
            Order <span className="order-number">{order.number}</span>
          </>
        }
        tone="teal"
      >
        <p>{unsaved ? 'Not kept on this device: send it to the shop now.' : 'Saved on this device. The shop has it once you send it.'}</p>
      </PageHeader>
      <section className="section container orders-section">
        {others.length > 0 && (
          <p className="status status--info order__twin">
            Another order on this device has the same number:{' '}
            {others.map((other, index) => (
              <Fragment key={`${other.createdAt} ${index}`}>
                {index > 0 && ', '}
                <Link to={orderHref(other, true)}>the one placed {formatDateTime(other.createdAt)}</Link>
              </Fragment>
            ))}
            .
          </p>
        )}
        <OrderDetails key={order.createdAt} order={order} unsaved={unsaved} onRecord={record} />
      </section>
    </>
  );
}

/** The details' code could not be fetched: the page says so (the missing order's words), not the error page. */
class DetailsFailed extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('The order’s details could not be loaded.', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** No order (yet): waiting for the book, not on this device, or the orders could not be opened. */
function OrderMissing({ waiting, failed }: { waiting: boolean; failed: boolean }) {
  return (
    <>
      <PageHeader
        title={
          // Both words are in the page from the start, one shown: text changed in place moved under
          // the visitor's eyes (a layout shift, the heading being centred), and a new heading would
          // be painted late as the page's largest text (its LCP).
          <>
            <span hidden={!waiting}>Your order</span>
            <span hidden={waiting}>Order not found</span>
          </>
        }
        tone="teal"
      />
      <section className="section container orders-section order-missing">
        {waiting ? (
          <p className="order-missing__pending">Opening your order…</p>
        ) : (
          <>
            <p>
              {failed
                ? 'Your orders could not be opened just now (the connection may be down). Please reload the page.'
                : 'There is no order with this number on this device. Orders are kept on the device and in the browser they were placed on.'}
            </p>
            <Link to={paths.orders()} className="btn btn--primary">
              Your orders
            </Link>
          </>
        )}
      </section>
    </>
  );
}
