import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { AddOrders } from './add-orders';
import { BackupControls } from './backup-controls';
import { BackupReminder } from './backup-reminder-view';
import type { DeskOrder } from './desk-order';
import type { LedgerFilter } from './ledger';
import { allOrders, LedgerView } from './ledger-view';
import { LockControls } from './lock/lock-controls';
import { UnlockForm } from './lock/unlock-form';
import { LazyPaperView } from './papers/lazy-paper';
import { isPaper } from './papers/paper-links';
import { StockView } from './stock-view';
import { TodayView } from './today-view';
import { useDesk } from './use-desk';
import { useOrder } from './use-order';
import { useLastBackup } from './use-last-backup';

/** One order, its steps and papers' links: its own chunk, loaded when an order is opened (the desk's first screen shows none). */
const OrderDetail = lazy(() => import('./order-detail').then((module) => ({ default: module.OrderDetail })));

/**
 * The owner's desk (PRODUCT.md §16): orders taken in from messages, the ledger, one order at a
 * time (`?order=`), backups. Until the store has opened it says so; a store that fails is said.
 */
export function DeskView() {
  const { desk, save, unlock, lock } = useDesk();
  const [search] = useSearchParams();
  const [filter, setFilter] = useState<LedgerFilter>(allOrders);
  const { lastBackup, exported } = useLastBackup();
  const wanted = search.get('order');
  const summary = wanted && desk.state === 'open' ? desk.orders.find((each) => each.number === wanted) : undefined;
  const whole = useOrder(summary);
  const saveOne = useCallback((changed: DeskOrder) => save([changed]), [save]);
  /** A figure of Today shows its orders: the ledger filtered, and brought to the owner (on a phone it is below). */
  const show = useCallback((wanted: LedgerFilter) => {
    setFilter(wanted);
    document.getElementById('desk-ledger-title')?.focus();
  }, []);
  if (desk.state === 'opening')
    return (
      <p className="desk-opening" role="status">
        Opening the desk…
      </p>
    );
  if (desk.state === 'failed')
    return (
      <p className="desk-problem" role="alert">
        {desk.error}
      </p>
    );
  if (desk.state === 'locked') return <UnlockForm unlock={unlock} />;
  const order = whole.state === 'read' ? whole.order : undefined;
  const paper = search.get('paper');
  if (order && isPaper(paper))
    return (
      <Suspense fallback={<p className="desk-opening">Opening the paper…</p>}>
        <LazyPaperView paper={paper} order={order} orders={desk.orders} save={save} />
      </Suspense>
    );
  return (
    <div className={summary ? 'desk desk--order' : 'desk'}>
      <div className="desk__side">
        <AddOrders known={desk.orders} save={save} />
        <LedgerView orders={desk.orders} selected={summary?.number ?? null} filter={filter} onFilter={setFilter} />
        <BackupControls orders={desk.orders} save={save} onExported={exported} />
        <LockControls lock={lock} />
      </div>
      <div className="desk__main">
        {order ? (
          <Suspense
            fallback={
              <p className="desk-opening" role="status">
                Opening order {order.number}…
              </p>
            }
          >
            <OrderDetail order={order} save={saveOne} />
          </Suspense>
        ) : whole.state === 'failed' ? (
          <p className="desk-problem" role="alert">
            {whole.error}
          </p>
        ) : summary ? (
          <p className="desk-opening" role="status">
            Opening order {summary.number}…
          </p>
        ) : wanted ? (
          <p className="desk-problem" role="alert">
            There is no order {wanted} on this desk.
          </p>
        ) : (
          <>
            <BackupReminder orders={desk.orders.length} lastBackup={lastBackup} onExported={exported} />
            <TodayView orders={desk.orders} onShow={show} />
            <StockView orders={desk.orders} />
          </>
        )}
      </div>
    </div>
  );
}
