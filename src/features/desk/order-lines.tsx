import { colourImages, findProduct, ProductImageView } from '@/features/catalogue';
import { formatPrice } from '@/lib/money';
import type { Checked } from './desk-order';

function Photo({ productId, colour }: { productId: number | null; colour: string }) {
  const product = productId === null ? undefined : findProduct(productId);
  const shade = product?.colours.find((each) => each.name.toLowerCase() === colour.toLowerCase());
  const image = product ? (shade ? colourImages(product, shade)[0] : product.images[0]) : undefined;
  return image ? <ProductImageView image={{ ...image, alt: '' }} sizes="56px" className="desk-line__photo" /> : <span className="desk-line__photo" />;
}

/** An order's lines as its message gave them, each with the tee's photo, and its total. */
export function OrderLines({ check }: { check: Checked }) {
  return (
    <div className="desk-lines">
      <ul className="desk-lines__list">
        {check.orderLines.map((line, at) => (
          <li key={at} className={check.differences.some((difference) => difference.startsWith(`Line ${at + 1} `)) ? 'desk-line desk-line--differs' : 'desk-line'}>
            <Photo productId={line.productId} colour={line.colour} />
            <span className="desk-line__what">
              {line.quantity} × {line.title}
              <span className="desk-line__choice">{[line.colour, line.size].filter(Boolean).join(', ')}</span>
            </span>
            <span className="desk-line__amount">{formatPrice(line.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="desk-lines__total">
        <span>
          Total · {check.items} {check.items === 1 ? 'item' : 'items'}
        </span>
        <strong>{formatPrice(check.total)}</strong>
      </p>
    </div>
  );
}

/** The check's result: every amount the catalogue's, or (in red) each thing that differs. */
export function CheckResult({ check }: { check: Checked }) {
  if (check.differences.length === 0 && check.notes.length === 0) return <p className="desk-check desk-check--ok">Every amount matches the catalogue</p>;
  return (
    <div className="desk-check desk-check--differs">
      <p className="desk-check__title">{check.differences.length ? 'These amounts do not match the catalogue' : 'Every amount matches the catalogue'}</p>
      <ul>
        {[...check.differences, ...check.notes].map((difference) => (
          <li key={difference}>{difference}</li>
        ))}
      </ul>
    </div>
  );
}
