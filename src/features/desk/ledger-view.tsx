import { memo, useEffect, useMemo, useState } from 'react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/money';
import { statuses, type Status } from './desk-order';
import { prepareSearch, summaryOf, type OrderSummary, type Summarised } from './desk-summary';
import { ledgerRows, statusCounts, type LedgerFilter } from './ledger';
import { focusLabels } from './today';

/** `Shipped` → `shipped`: a class name for the status badge. */
export const statusClass = (status: Status) => `desk-status desk-status--${status.toLowerCase().replace(/\s+/g, '-')}`;

/**
 * Rows drawn at a time, never 10,000: 25 rows are about five screens of a phone. Each filter, search
 * or "Show more" lays out and paints the rows it writes; 50 made those changes 200–400 ms on the
 * phone profile (docs/benchmarks.md, sixth pass).
 */
export const PAGE_SIZE = 25;

export const allOrders: LedgerFilter = { status: null, focus: null };

/**
 * One row of the ledger, drawn again only when its order or its selection changes: "Show more"
 * draws the new rows alone. Its total and payment are one text (one node to lay out, not three).
 */
const LedgerRow = memo(function LedgerRow({ order, selected }: { order: OrderSummary; selected: boolean }) {
  return (
    <li className={selected ? 'desk-row desk-row--selected' : 'desk-row'}>
      <Link to={paths.desk(order.number)} className="desk-row__number" aria-current={selected ? 'true' : undefined}>
        {order.number}
      </Link>
      <span className={statusClass(order.status)}>{order.status}</span>
      <span className="desk-row__buyer">{order.name || 'No name'}</span>
      <span className="desk-row__total">{`${formatPrice(order.total)} · ${order.payment === 'cod' ? 'Cash' : 'UPI'}`}</span>
      {order.mismatch && <span className="desk-row__mismatch">Amounts differ</span>}
    </li>
  );
});

/**
 * The ledger: every order, newest first, with counts, a filter by status (or one of Today's views)
 * and a search. The first `PAGE_SIZE` rows are drawn, and "Show more" draws the next ones.
 */
export function LedgerView({
  orders,
  selected,
  filter = allOrders,
  onFilter,
}: {
  orders: readonly Summarised[];
  selected: string | null;
  filter?: LedgerFilter;
  onFilter?: (filter: LedgerFilter) => void;
}) {
  const [ownFilter, setOwnFilter] = useState<LedgerFilter>(filter);
  const shown = onFilter ? filter : ownFilter;
  const setFilter = onFilter ?? setOwnFilter;
  const { status, focus } = shown;
  // Searched as typed, in the same frame as the letter (not deferred): with the orders' search texts
  // kept in one list (./desk-summary.ts `searchTexts`) and the rows written in place, a search of
  // 10,000 orders is a few milliseconds; deferred, it drew the page twice, the letter then the result.
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState({ key: '', rows: PAGE_SIZE });
  const counts = useMemo(() => statusCounts(orders), [orders]);
  // The search texts are made while the page is idle after it opens, not as it opens.
  useEffect(() => prepareSearch(orders), [orders]);
  const rows = useMemo(() => ledgerRows(orders, shown, query, new Date()), [orders, shown, query]);
  // A new filter or search starts again at the first page.
  const pageKey = `${status}|${focus}|${query}`;
  const drawn = limit.key === pageKey ? limit.rows : PAGE_SIZE;
  return (
    <section className="desk-ledger" aria-labelledby="desk-ledger-title">
      <h2 id="desk-ledger-title" className="desk-ledger__title" tabIndex={-1}>
        Orders <span className="desk-count">{orders.length}</span>
      </h2>
      <div className="desk-filters" role="group" aria-label="Show orders by status">
        <button type="button" className="desk-filter" aria-pressed={status === null && focus === null} onClick={() => setFilter(allOrders)}>
          All <span aria-hidden="true">{orders.length}</span>
        </button>
        {statuses.map((each) => (
          <button key={each} type="button" className="desk-filter" aria-pressed={status === each} onClick={() => setFilter({ status: status === each ? null : each, focus: null })}>
            {each} <span aria-hidden="true">{counts[each]}</span>
          </button>
        ))}
      </div>
      {focus && (
        <p className="desk-ledger__focus">
          <span>
            Showing: <strong>{focusLabels[focus]}</strong>
          </span>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setFilter(allOrders)}>
            Show all orders
          </button>
        </p>
      )}
      <label className="field__label" htmlFor="desk-search">
        Search orders
      </label>
      <input id="desk-search" type="search" className="input desk-search" placeholder="Number, name, mobile or PIN" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p className="desk-ledger__shown" aria-live="polite">
        {rows.length === orders.length ? `${orders.length} ${orders.length === 1 ? 'order' : 'orders'}` : `${rows.length} of ${orders.length} orders shown`}
      </p>
      {rows.length > 0 ? (
        <ul className="desk-rows">
          {/* Keyed by place, not by order: a new filter or search writes its orders into the rows
              already drawn (their texts change) instead of removing its rows and making as many more. */}
          {rows.slice(0, drawn).map((order, at) => {
            const summary = summaryOf(order);
            return <LedgerRow key={at} order={summary} selected={summary.number === selected} />;
          })}
        </ul>
      ) : (
        <p className="desk-empty">{orders.length === 0 ? 'No orders yet. Add the order messages you received with “Add orders”.' : 'No order matches.'}</p>
      )}
      {rows.length > drawn && (
        <button type="button" className="btn btn--secondary btn--small desk-more" onClick={() => setLimit({ key: pageKey, rows: drawn + PAGE_SIZE })}>
          Show more ({Math.min(PAGE_SIZE, rows.length - drawn)} of {rows.length - drawn} left)
        </button>
      )}
    </section>
  );
}
