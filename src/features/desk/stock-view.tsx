import { Fragment, memo, useMemo, useState } from 'react';
import type { Summarised } from './desk-summary';
import { soldOutLine, stockTaken } from './stock';

/** The line for one size, where to write it, and a button that copies it. */
function SoldOutNote({ productId, colour, size }: { productId: number | null; colour: string; size: string }) {
  const [copied, setCopied] = useState('');
  const found = soldOutLine(productId, colour, size);
  if (!found) return <p className="desk-stock__note">This tee or colour is not in this build’s catalogue: there is no file to change.</p>;
  if (found.already) return <p className="desk-stock__note">{`${size} in ${found.colour} is already sold out in the shop (${found.file}).`}</p>;
  async function copy() {
    try {
      await navigator.clipboard.writeText(found!.line);
      setCopied('Copied.');
    } catch {
      setCopied('The phone did not allow copying: select the line and copy it.');
    }
  }
  return (
    <div className="desk-stock__note">
      <p>
        In <code>{found.file}</code>, under the colour <code>{`- name: ${found.colour}`}</code>, add this line (in place of its <code>soldOut</code> line if it has one):
      </p>
      <pre className="desk-stock__line">
        <code>{found.line}</code>
      </pre>
      <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy()}>
        Copy the line
      </button>
      <span className="desk-stock__copied" role="status">
        {copied}
      </span>
    </div>
  );
}

/**
 * Stock (PRODUCT.md §16): how many of each tee, colour and size the desk's orders took (cancelled
 * and returned not counted), each with "Mark sold out", which says the line to add to its file.
 * Counted only once the owner opens it: every line of 10,000 orders added up was a fifth of a
 * second of the desk's opening on the phone profile, for a section that starts closed.
 */
export const StockView = memo(function StockView({ orders }: { orders: readonly Summarised[] }) {
  const [shown, setShown] = useState(false);
  const rows = useMemo(() => (shown ? stockTaken(orders) : []), [orders, shown]);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <details className="desk-stock" onToggle={(event) => setShown(event.currentTarget.open)}>
      <summary className="desk-stock__summary">
        <span className="desk-order__subtitle">Stock</span> <span className="desk-count">what the orders took</span>
      </summary>
      {!shown ? null : rows.length === 0 ? (
        <p className="desk-empty">No order has taken a tee yet.</p>
      ) : (
        <table className="desk-table">
          <caption className="desk-stock__caption">Tees the desk’s orders took; cancelled and returned orders are not counted.</caption>
          <thead>
            <tr>
              <th scope="col">Tee</th>
              <th scope="col">Colour</th>
              <th scope="col">Size</th>
              <th scope="col" className="desk-table__count">
                Taken
              </th>
              <th scope="col">
                <span className="visually-hidden">Sold out</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = `${row.productId ?? row.title}-${row.colour}-${row.size}`;
              const noteId = `desk-stock-${key.replace(/[^\w-]/g, '_')}`;
              return (
                <Fragment key={key}>
                  <tr>
                    <td>{row.title}</td>
                    <td>{row.colour || '—'}</td>
                    <td>{row.size}</td>
                    <td className="desk-table__count">{row.count}</td>
                    <td>
                      <button type="button" className="btn btn--ghost btn--small" aria-expanded={open === key} aria-controls={open === key ? noteId : undefined} onClick={() => setOpen(open === key ? null : key)}>
                        Mark sold out
                      </button>
                    </td>
                  </tr>
                  {open === key && (
                    <tr id={noteId}>
                      <td colSpan={5}>
                        <SoldOutNote productId={row.productId} colour={row.colour} size={row.size} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
    </details>
  );
});
