import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { SalePrice } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { paths } from '@/config/paths';
import { cardBadge } from './card-badge';
import { paysFor, struckPrice } from './pays';
import type { Product } from './product';
import { ProductImageView } from './product-image';
import './product-card.css';

/**
 * How wide a card's image is drawn: four columns of about 264 px from 75rem, three from 48rem,
 * and below that two columns sharing the width less the gutters and the gap (180 px on a 412 px
 * phone), so a 1.75× phone takes the 320 px file and a 2× one the 400 px file.
 */
export const cardImageSizes = '(min-width: 75rem) 270px, (min-width: 48rem) 30vw, calc(50vw - 1.5rem)';

/**
 * A product in a grid (PRODUCT.md §3): image with at most one badge ("Sold out", "Buy 1 Get 1",
 * "N% off", "New"), brand, title (the link to its page), rating, the swatches of its colours when
 * it comes in more than one (as its page offers a choice of colour only then), and the price the
 * shopper pays for one tee after its offer, with the MRP or the price before the offer struck and
 * the saving. `action` is the card's button (the cart feature's quick add, which a sold-out
 * product does not have), kept out of the catalogue.
 */
export function ProductCard({
  product,
  action,
  priority = false,
  headingLevel = 3,
}: {
  product: Product;
  action?: ReactNode;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const badge = cardBadge(product);
  const struck = struckPrice(product);
  return (
    <li className="product-card">
      <div className="product-card__media">
        <ProductImageView image={product.images[0]} sizes={cardImageSizes} priority={priority} />
        {badge && <p className={`product-card__badge${badge === 'Sold out' ? ' product-card__badge--sold-out' : ''}`}>{badge}</p>}
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brand}</p>
        <Heading className="product-card__title">
          <Link to={paths.product(product.id)} className="product-card__link">
            {product.title}
          </Link>
        </Heading>
        {/* "4.6 (5)" on one line in a phone's narrow card, read out as "5 reviews". */}
        <Rating value={product.rating} count={product.reviewCount} compact />
        {product.colours.length > 1 && <CardSwatches colours={product.colours} />}
        <p className="product-card__price">
          <SalePrice price={paysFor(product)} mrp={struck.amount} struck={struck.isMrp ? 'mrp' : 'was'} saving="amount" />
        </p>
      </div>
      {action && <div className="product-card__action">{action}</div>}
    </li>
  );
}

/** At most this many swatches on a card, then "+N" (PRODUCT.md §3). */
export const CARD_SWATCHES = 4;
const SWATCH_STEP = 18;

/**
 * A card's colours as a row of swatches, "+N" after the first four, read out as one image named
 * with every colour ("3 colours: Saffron, Indigo Blue and Black"). One SVG of circles: the
 * owner's colours need no inline style under the CSP, and a card stays a few elements.
 */
function CardSwatches({ colours }: { colours: Product['colours'] }) {
  const shown = colours.slice(0, CARD_SWATCHES);
  const more = colours.length - shown.length;
  const width = shown.length * SWATCH_STEP - 4;
  return (
    <p className="product-card__colours" role="img" aria-label={`${colours.length} colours: ${namesList(colours.map((colour) => colour.name))}`}>
      <svg viewBox={`0 0 ${width} 14`} width={width} height="14" aria-hidden="true" focusable="false">
        {shown.map((colour, index) => (
          <circle key={colour.id} cx={7 + index * SWATCH_STEP} cy="7" r="6.25" fill={colour.swatch} />
        ))}
      </svg>
      {more > 0 && `+${more}`}
    </p>
  );
}

/** "Saffron, Indigo Blue and Black". */
function namesList(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
