import { TypedText } from '@/components/ui/typed-text';
import { Price } from '@/components/ui/price';
import { TotalsList, type Size, type TotalsFigures } from '@/features/cart';
import { colourImages, findColour, findProduct, ProductImageView } from '@/features/catalogue';

export interface SummaryLine {
  productId: number;
  title: string;
  colour: string;
  /** Empty for an order line whose colour is not known (its product no longer sold). */
  colourName: string;
  size: Size;
  quantity: number;
  amount: number;
}

/**
 * An order's lines and totals in ₹: beside the checkout form (the cart as it stands) and on an
 * order's page (the order as placed).
 */
export function OrderSummary({ title, lines, totals, titleId }: { title: string; lines: readonly SummaryLine[]; totals: TotalsFigures; titleId: string }) {
  return (
    <section className="order-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-summary__title">
        {title}
      </h2>
      <SummaryLines lines={lines} totals={totals} />
    </section>
  );
}

/** The lines (photo, title, colour, size, quantity, amount) and the totals, for a summary's region. */
export function SummaryLines({ lines, totals }: { lines: readonly SummaryLine[]; totals: TotalsFigures }) {
  return (
    <>
      <ul role="list" className="order-summary__lines">
        {lines.map((line, index) => {
          const product = findProduct(line.productId);
          const colour = product && findColour(product, line.colour);
          const image = colour ? colourImages(product, colour)[0] : product?.images[0];
          return (
            // By place: a stored order edited to hold one line twice still shows both (its check names them).
            <li key={index} className="order-summary__line">
              {image && <ProductImageView image={{ ...image, alt: '' }} sizes="56px" className="order-summary__image" />}
              <span className="order-summary__name">
                <TypedText text={line.title} />
                <span className="order-summary__meta">
                  {line.colourName ? (
                    <>
                      <TypedText text={line.colourName} />,{' '}
                    </>
                  ) : (
                    ''
                  )}
                  {line.size} · Qty {line.quantity}
                </span>
              </span>
              <Price amount={line.amount} className="order-summary__amount" />
            </li>
          );
        })}
      </ul>
      <TotalsList totals={totals} />
    </>
  );
}
