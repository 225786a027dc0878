import { useDeferredValue, useState } from 'react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/money';
import { hasMismatch, statuses, type DeskOrder, type Status } from './desk-order';
import { ledgerRows, statusCounts } from './ledger';

/** `Shipped` → `shipped`: a class name for the status badge. */
export const statusClass = (status: Status) => `desk-status desk-status--${status.toLowerCase().replace(/\s+/g, '-')}`;

/** The ledger: every order, newest first, with counts, a filter by status and a search. */
export function LedgerView({ orders, selected }: { orders: readonly DeskOrder[]; selected: string | null }) {
  const [status, setStatus] = useState<Status | null>(null);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const counts = statusCounts(orders);
  const rows = ledgerRows(orders, status, deferred);
  return (
    <section className="desk-ledger" aria-labelledby="desk-ledger-title">
      <h2 id="desk-ledger-title" className="desk-ledger__title">
        Orders <span className="desk-count">{orders.length}</span>
      </h2>
      <div className="desk-filters" role="group" aria-label="Show orders by status">
        <button type="button" className="desk-filter" aria-pressed={status === null} onClick={() => setStatus(null)}>
          All <span aria-hidden="true">{orders.length}</span>
        </button>
        {statuses.map((each) => (
          <button key={each} type="button" className="desk-filter" aria-pressed={status === each} onClick={() => setStatus(status === each ? null : each)}>
            {each} <span aria-hidden="true">{counts[each]}</span>
          </button>
        ))}
      </div>
      <label className="field__label" htmlFor="desk-search">
        Search orders
      </label>
      <input id="desk-search" type="search" className="input desk-search" placeholder="Number, name, mobile or PIN" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p className="desk-ledger__shown" aria-live="polite">
        {rows.length === orders.length ? `${orders.length} ${orders.length === 1 ? 'order' : 'orders'}` : `${rows.length} of ${orders.length} orders shown`}
      </p>
      {rows.length > 0 ? (
        <ul className="desk-rows">
          {rows.map((order) => (
            <li key={order.number} className={order.number === selected ? 'desk-row desk-row--selected' : 'desk-row'}>
              <Link to={paths.desk(order.number)} className="desk-row__number" aria-current={order.number === selected ? 'true' : undefined}>
                {order.number}
              </Link>
              <span className={statusClass(order.status)}>{order.status}</span>
              <span className="desk-row__buyer">{order.check.buyer.name || 'No name'}</span>
              <span className="desk-row__total">
                {formatPrice(order.check.total)} · {order.check.payment === 'cod' ? 'Cash' : 'UPI'}
              </span>
              {hasMismatch(order) && <span className="desk-row__mismatch">Amounts differ</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="desk-empty">{orders.length === 0 ? 'No orders yet. Add the order messages you received with “Add orders”.' : 'No order matches.'}</p>
      )}
    </section>
  );
}
