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
 * "N% off", "New"), brand, title (the link to its page), rating, how many colours it comes in (when
 * more than one), and the price the shopper pays for one tee after its offer, with the MRP or the
 * price before the offer struck and the saving. `action` is the card's button (the cart feature's
 * quick add, which a sold-out product does not have), kept out of the catalogue.
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
        {product.colours.length > 1 && <p className="product-card__note">{product.colours.length} colours</p>}
        <p className="product-card__price">
          <SalePrice price={paysFor(product)} mrp={struck.amount} struck={struck.isMrp ? 'mrp' : 'was'} saving="amount" />
        </p>
      </div>
      {action && <div className="product-card__action">{action}</div>}
    </li>
  );
}
