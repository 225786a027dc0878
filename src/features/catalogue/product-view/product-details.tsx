import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { SalePrice } from '@/components/ui/price';
import { formatPrice } from '@/lib/money';
import { Rating } from '@/components/ui/rating';
import { paths } from '@/config/paths';
import { sellerFacts, site } from '@/config/site';
import type { PageMeta } from '@/lib/page-meta';
import { RichText } from '@/components/ui/rich-text';
import { plainText } from '@/lib/rich-text';
import { descriptionOf } from '../data/descriptions';
import { factsOf } from '../data/facts';
import { colourImages, inStock, mainCollectionLabel, soldOutEverywhere, type Product, type ProductColour } from '../product';
import { allSizes } from '../product-names';
import { productImageSrcSet } from '../product-image';
import { offerFor, offerPrice, type Offer } from '../offers';
import { DeliveryCheck } from './delivery-check';
import { Gallery, galleryImageSizes } from './gallery';
import { ProductReviews } from './product-reviews';
import './product-view.css';

/**
 * One product: the gallery of the chosen colour, brand, title (the page's h1), rating, price,
 * description, and whatever the page places to buy it (`buy`: the cart's add-to-cart form) and in the
 * photo's corner (`actions`: Save and Share, which come once the page is ready).
 */
export function ProductDetails({ product, colour, buy, actions }: { product: Product; colour: ProductColour; buy: ReactNode; actions?: ReactNode }) {
  const offer = offerFor(product.collections);
  return (
    <section className="container product" aria-labelledby="product-title">
      <Gallery key={colour.id} images={colour === product.colours[0] ? product.images : colourImages(product, colour)} title={product.title} actions={actions} />
      <div className="product__info">
        <Breadcrumbs product={product} />
        {/* Read brand, title, rating; seen with the rating on the brand's line (product-view.css). */}
        <div className="product__headline">
          <p className="product__brand">{product.brand}</p>
          <h1 id="product-title" className="product__title">
            {product.title}
          </h1>
          {/* Compact: on a phone it shares the brand's line (the Reviews section below says it in full). */}
          <Rating value={product.rating} count={product.reviewCount} compact />
        </div>
        <p className="product__price">
          <SalePrice price={product.price} mrp={product.mrp} />
          <span className="product__tax">incl. of all taxes</span>
          <span className="product__shipping">Free shipping</span>
        </p>
        {offer && <OfferNote offer={offer} price={product.price} />}
        {buy}
        <DeliveryCheck />
        <h2 className="product__subheading">Product details</h2>
        <div className="product__description">
          <RichText blocks={descriptionOf(product.id)} />
        </div>
        <ProductFactList product={product} />
        <ProductReviews product={product} />
      </div>
    </section>
  );
}

/** Shop / collection / this tee, on every width (the collection links to the shop showing it). */
function Breadcrumbs({ product }: { product: Product }) {
  const collection = product.collections[0];
  return (
    <nav className="product__crumbs" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={paths.shop()}>Shop</Link>
        </li>
        <li>{collection === undefined ? mainCollectionLabel(product) : <Link to={paths.shop({ collection })}>{mainCollectionLabel(product)}</Link>}</li>
        <li aria-current="page">{product.title}</li>
      </ol>
    </nav>
  );
}

/** The automatic offer a product is in, what it means for this tee, and the way to the rest of its collection. */
function OfferNote({ offer, price }: { offer: Offer; price: number }) {
  return (
    <p className="product__offer">
      <strong>{offer.wording}</strong>
      {offer.kind === 'percent-off'
        ? `: ${formatPrice(offerPrice(price, offer))} each, taken off in your cart. `
        : ': of every two in your cart, the cheaper is free. '}
      <Link to={paths.shop({ collection: offer.collection })}>See the collection</Link>
    </p>
  );
}

/** Fabric, fit, care and origin, who sells it and the returns policy, as a list of terms. */
function ProductFactList({ product }: { product: Product }) {
  const facts = factsOf(product.id);
  const rows: [string, string][] = [
    ...(facts
      ? ([
          ['Fabric', facts.fabric],
          ['Fit', facts.fit],
          ['Care', facts.care],
          ['Country of origin', facts.origin],
        ] as [string, string][])
      : []),
    ['Sold by', `${sellerFacts.seller.name}, ${sellerFacts.seller.address}`],
    ['Returns', sellerFacts.returns],
  ];
  return (
    <dl className="product__facts">
      {rows.map(([term, value]) => (
        <div key={term} className="product__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A product page's title, description, share image, preloaded image and structured data. */
export function productMeta(product: Product): PageMeta {
  return {
    title: product.title,
    description: `${product.title} by ${product.brand}: ${plainText(descriptionOf(product.id))}`,
    type: 'product',
    image: product.images[0].src(800),
    shareCard: productShareCard(product),
    preloadImage: { href: product.images[0].src(400), srcSet: productImageSrcSet(product.images[0]), sizes: galleryImageSizes },
    structuredData: productStructuredData(product),
  };
}

/** The product's share card (drawn at build time): its photo, title, the price paid for one and the one before, its offer or "Sold out". */
function productShareCard(product: Product): NonNullable<PageMeta['shareCard']> {
  const offer = offerFor(product.collections);
  const pays = paidForOne(product);
  const before = Math.max(product.mrp ?? 0, product.price);
  return {
    photo: product.images[0].src(800),
    title: product.title,
    price: formatPrice(pays),
    was: before > pays ? formatPrice(before) : undefined,
    note: soldOutEverywhere(product) ? 'Sold out' : offer?.wording,
  };
}

/** What a shopper pays for one of the product: its price after a percentage offer on its collection. */
function paidForOne(product: Product): number {
  const offer = offerFor(product.collections);
  return offer?.kind === 'percent-off' ? offerPrice(product.price, offer) : product.price;
}

function productStructuredData(product: Product): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: plainText(descriptionOf(product.id)),
    brand: { '@type': 'Brand', name: product.brand },
    sku: `${site.orderPrefix}-${String(product.id).padStart(3, '0')}`,
    image: product.images.map((image) => `${site.origin}${image.src(800)}`),
    category: mainCollectionLabel(product),
    // One offer for each size: its price (after the product's offer), the MRP where there is one,
    // and whether it is in stock in any colour.
    offers: allSizes.map((size) => ({
      '@type': 'Offer',
      name: size,
      url: `${site.origin}${paths.product(product.id, { size })}`,
      priceCurrency: 'INR',
      price: paidForOne(product),
      ...(product.mrp && product.mrp > product.price
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/ListPrice', price: product.mrp, priceCurrency: 'INR' } }
        : {}),
      availability: product.colours.some((colour) => inStock(colour, size)) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    })),
    // Only a product with reviews is rated (PRODUCT.md §2a): its rating is their mean.
    ...(product.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
