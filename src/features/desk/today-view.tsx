import { memo, useMemo, type ReactNode } from 'react';
import { formatPrice } from '@/lib/money';
import type { Summarised } from './desk-summary';
import type { LedgerFilter } from './ledger';
import { todayFigures, type Money } from './today';

/** One of the morning's figures: a button that shows its orders in the ledger. */
function Figure({ label, value, detail, onShow }: { label: string; value: number; detail?: ReactNode; onShow: () => void }) {
  return (
    <li>
      <button type="button" className={value > 0 ? 'desk-figure desk-figure--some' : 'desk-figure'} onClick={onShow}>
        <span className="desk-figure__label">{label}</span> <strong className="desk-figure__value">{value}</strong>
        {detail && <span className="desk-figure__detail"> {detail}</span>}
      </button>
    </li>
  );
}

function Received({ term, money }: { term: string; money: Money }) {
  return (
    <div className="desk-money__row">
      <dt>{term}</dt>
      <dd>
        UPI <strong>{formatPrice(money.upi)}</strong> · Cash <strong>{formatPrice(money.cash)}</strong>
      </dd>
    </div>
  );
}

/**
 * Today (PRODUCT.md §16): what the owner needs in the morning, each count a button that shows
 * those orders in the ledger, the packing list, and the money received (India's day and month).
 */
export const TodayView = memo(function TodayView({ orders, onShow }: { orders: readonly Summarised[]; onShow: (filter: LedgerFilter) => void }) {
  const today = useMemo(() => todayFigures(orders, new Date()), [orders]);
  const { toPack } = today;
  return (
    <section className="desk-today" aria-labelledby="desk-today-title">
      <h2 id="desk-today-title" className="desk-order__subtitle">
        Today
      </h2>
      <ul className="desk-figures" role="list">
        <Figure label="New orders" value={today.newOrders} onShow={() => onShow({ status: 'New', focus: null })} />
        <Figure label="Payments to check" value={today.toCheck.orders} detail={formatPrice(today.toCheck.amount)} onShow={() => onShow({ status: null, focus: 'to-check' })} />
        <Figure label="Cash to collect" value={today.toCollect.orders} detail={formatPrice(today.toCollect.amount)} onShow={() => onShow({ status: null, focus: 'to-collect' })} />
        <Figure label="To pack" value={toPack.orders} onShow={() => onShow({ status: null, focus: 'to-pack' })} />
        <Figure label="Waiting more than two days" value={today.waiting} onShow={() => onShow({ status: null, focus: 'waiting' })} />
      </ul>
      <dl className="desk-money" aria-label="Money received">
        <Received term="Received today" money={today.received.today} />
        <Received term="This month" money={today.received.month} />
      </dl>
      <h3 className="desk-today__subtitle" id="desk-packing-title">
        Packing list
      </h3>
      {toPack.lines.length ? (
        <table className="desk-table" aria-labelledby="desk-packing-title">
          <thead>
            <tr>
              <th scope="col">Tee</th>
              <th scope="col">Colour</th>
              <th scope="col">Size</th>
              <th scope="col" className="desk-table__count">
                Count
              </th>
            </tr>
          </thead>
          <tbody>
            {toPack.lines.map((line) => (
              <tr key={`${line.productId ?? line.title}-${line.colour}-${line.size}`}>
                <td>{line.title}</td>
                <td>{line.colour || '—'}</td>
                <td>{line.size}</td>
                <td className="desk-table__count">{line.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="desk-empty">Nothing to pack: no paid order or confirmed cash order is waiting.</p>
      )}
    </section>
  );
});
