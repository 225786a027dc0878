/* eslint-disable jsx-a11y/no-redundant-roles -- written out on purpose: a phone draws the rows as cards (cart-view.css), and a table whose display is changed loses its roles in some browsers. */
import { useState } from 'react';
import type { CartLine, LineKey } from '../cart-lines';
import { lineKey } from '../cart-lines';
import { cartActions } from '../cart-store';
import { CartRow } from './cart-row';

/**
 * The cart's lines as a table. After a removal, focus moves to the next row's Remove button
 * (or the previous one); when the last line goes, `onEmptied` lets the page move focus on.
 */
export function CartTable({ lines, onEmptied }: { lines: readonly CartLine[]; onEmptied: () => void }) {
  // Which row's Remove button takes focus; `request` grows with every removal, so the same row
  // can be asked twice in a row.
  const [focus, setFocus] = useState<{ key: LineKey; request: number } | null>(null);

  function remove(key: LineKey) {
    const index = lines.findIndex((line) => lineKey(line) === key);
    const neighbour = lines[index + 1] ?? lines[index - 1];
    if (neighbour) setFocus((last) => ({ key: lineKey(neighbour), request: (last?.request ?? 0) + 1 }));
    else onEmptied();
    cartActions.remove(key);
  }

  return (
    <div className="cart-table__wrap">
      {/* Roles written out: a phone draws each row as a card (cart-view.css), still a table to a screen reader. */}
      <table role="table" className="cart-table">
        <caption className="visually-hidden">Items in your cart, with their quantities and prices</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
            <th role="columnheader" scope="col" className="cart-table__image">
              <span className="visually-hidden">Image</span>
            </th>
            <th role="columnheader" scope="col">Product</th>
            <th role="columnheader" scope="col" className="cart-table__wide">
              Colour, size
            </th>
            <th role="columnheader" scope="col" className="cart-table__wide">
              Price
            </th>
            <th role="columnheader" scope="col">Quantity</th>
            <th role="columnheader" scope="col" className="cart-table__number">
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {lines.map((line) => (
            <CartRow key={lineKey(line)} line={line} onRemove={remove} focusRequest={focus?.key === lineKey(line) ? focus.request : null} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
