import { useEffect, useRef } from 'react';
import type { CartLine, LineKey } from '../cart-lines';
import { lineKey } from '../cart-lines';
import { cartActions } from '../cart-store';
import { CartRow } from './cart-row';

/**
 * The cart's lines as a table. After a removal, focus moves to the next row's Remove button
 * (or the previous one, or the empty cart's heading), so keyboard users keep their place.
 */
export function CartTable({ lines }: { lines: readonly CartLine[] }) {
  const focusAfterRemove = useRef<LineKey | null>(null);

  // Runs after the render that follows a removal, when the remaining rows are in the DOM.
  useEffect(() => {
    const pending = focusAfterRemove.current;
    if (pending === null) return;
    focusAfterRemove.current = null;
    document.querySelector<HTMLElement>(`[data-remove="${pending}"]`)?.focus();
  });

  function remove(key: LineKey) {
    const index = lines.findIndex((line) => lineKey(line) === key);
    const neighbour = lines[index + 1] ?? lines[index - 1];
    focusAfterRemove.current = neighbour ? lineKey(neighbour) : null;
    cartActions.remove(key);
    // The last line gone, this table unmounts: focus the empty cart's heading once it is drawn.
    if (!neighbour) requestAnimationFrame(() => document.getElementById('cart-contents')?.focus());
  }

  return (
    <div className="cart-table__wrap">
      <table className="cart-table">
        <caption className="visually-hidden">Items in your cart, with their quantities and prices</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
            <th scope="col" className="cart-table__image">
              <span className="visually-hidden">Image</span>
            </th>
            <th scope="col">Product</th>
            <th scope="col" className="cart-table__wide">
              Size
            </th>
            <th scope="col" className="cart-table__wide">
              Price
            </th>
            <th scope="col">Quantity</th>
            <th scope="col" className="cart-table__number">
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <CartRow key={lineKey(line)} line={line} onRemove={remove} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
