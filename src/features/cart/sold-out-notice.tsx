import { useId, useLayoutEffect, useRef, useState } from 'react';
import { orderSettings } from '@/config/orders';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { Product, ProductColour } from '@/features/catalogue';
import type { Size } from './cart-lines';
import { isSize, sizes } from './sizes';

/** The size the notice names until the visitor picks theirs. */
const firstSize: Size = 'Large';

/**
 * What a tee sold out in every size offers in place of Add to Cart (PRODUCT.md §4): "Sold out",
 * and "Notify me on WhatsApp", a `wa.me` message to the shop's order number (the one orders go
 * to, src/config/orders.ts) naming the tee, the colour shown and the size the visitor wants.
 */
export function SoldOutNotice({ product, colour }: { product: Product; colour: ProductColour }) {
  const id = useId();
  const [size, setSize] = useState<Size>(firstSize);
  // This part hydrates after the page is ready (add-to-cart-form.tsx): a size the visitor chose in the
  // prerendered select before then is on the page, not in the state, so it is taken up at once.
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    const chosen = select.current?.value;
    if (chosen !== undefined && chosen !== firstSize && isSize(chosen)) setSize(chosen);
  }, []);
  return (
    <div className="sold-out-notice">
      <p className="add-to-cart__sold-out">Sold out</p>
      <p className="sold-out-notice__text">Every size has gone. Tell us yours and we will message you when it is back.</p>
      <div className="sold-out-notice__row">
        <label htmlFor={`${id}-size`} className="sold-out-notice__label">
          Your size
        </label>
        <select ref={select} id={`${id}-size`} className="input sold-out-notice__size" value={size} onChange={(event) => isSize(event.target.value) && setSize(event.target.value)}>
          {sizes.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
        <a className="btn btn--primary sold-out-notice__link" href={notifyLink(product, colour, size)} target="_blank" rel="noopener noreferrer">
          Notify me on WhatsApp
        </a>
      </div>
    </div>
  );
}

/** The click-to-chat link asking to be told when this tee, in this colour and size, is back. */
export function notifyLink(product: Product, colour: ProductColour, size: Size): string {
  const text = `Hello ${site.name}! Please tell me when the ${product.title} in ${colour.name}, size ${size}, is back in stock. ${site.origin}${paths.product(product.id, { colour: colour.id, size })}`;
  return `https://wa.me/${orderSettings.whatsapp}?text=${encodeURIComponent(text)}`;
}
