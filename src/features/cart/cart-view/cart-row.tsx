/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role -- written out on purpose: a phone draws the rows as cards (cart-view.css), and a table whose display is changed loses its roles in some browsers (eslint takes a td for a grid cell). */
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/router';
import { TrashIcon } from '@/components/ui/icons/trash';
import { Price } from '@/components/ui/price';
import { paths } from '@/config/paths';
import { colourImages, findColour, findProduct, ProductImageView } from '@/features/catalogue';
import { lineAvailability, unavailableNote } from '../availability';
import { lineKey, lineName, type CartLine, type LineKey } from '../cart-lines';
import { QuantityCell } from './quantity-cell';

/**
 * One line of the cart table. A new `focusRequest` moves focus to its Remove button. Its roles are
 * written out (row, cell), so a phone's card layout (cart-view.css) keeps them for screen readers.
 */
export function CartRow({
  line,
  onRemove,
  focusRequest,
}: {
  line: CartLine;
  onRemove: (key: LineKey) => void;
  focusRequest: number | null;
}) {
  const removeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusRequest !== null) removeButton.current?.focus();
  }, [focusRequest]);

  const product = findProduct(line.productId);
  if (!product) return null;
  const key = lineKey(line);
  const colour = findColour(product, line.colour);
  const colourName = colour?.name ?? line.colour;
  const name = lineName(product.title, colourName, line.size);
  const image = colour ? colourImages(product, colour)[0] : product.images[0];
  const availability = lineAvailability(line);
  return (
    <tr role="row" className={availability === 'available' ? 'cart-row' : 'cart-row cart-row--unavailable'}>
      <td role="cell" className="cart-row__remove-cell">
        <button
          type="button"
          className="icon-button cart-row__remove"
          aria-label={`Remove ${name}`}
          ref={removeButton}
          onClick={() => onRemove(key)}
        >
          <TrashIcon size={20} />
        </button>
      </td>
      <td role="cell" className="cart-table__image">
        <ProductImageView image={image} sizes="64px" className="cart-row__image" />
      </td>
      <td role="cell" className="cart-row__product">
        <Link to={paths.product(product.id, { colour: line.colour, size: line.size })} className="cart-row__title">
          {product.title}
        </Link>
        {/* On narrow screens the Colour, size and Price columns fold into the product cell. */}
        <span className="cart-row__meta">
          {colourName}, {line.size}
          <span className="cart-row__dot"> · </span>
          <span className="cart-row__unit">
            <Price amount={product.price} className="" /> each
          </span>
        </span>
        {availability !== 'available' && <strong className="cart-row__unavailable">{unavailableNote[availability]}</strong>}
      </td>
      <td role="cell" className="cart-table__wide">
        {colourName}, {line.size}
      </td>
      <td role="cell" className="cart-table__wide">
        <Price amount={product.price} />
      </td>
      <td role="cell" className="cart-row__quantity">
        <QuantityCell lineKey={key} quantity={line.quantity} name={name} />
      </td>
      <td role="cell" className="cart-table__number">
        {availability === 'available' ? (
          <Price amount={product.price * line.quantity} className="cart-row__subtotal" />
        ) : (
          <span className="cart-row__not-counted">
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">Not counted</span>
          </span>
        )}
      </td>
    </tr>
  );
}
