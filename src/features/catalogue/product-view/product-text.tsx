import { paths } from '@/config/paths';
import { sellerFacts, site } from '@/config/site';
import { RichText } from '@/components/ui/rich-text';
import { formatPrice } from '@/lib/money';
import { usePageDescription, type PageMeta } from '@/lib/page-meta';
import { plainText } from '@/lib/rich-text';
import { descriptionOf } from '../data/descriptions';
import { factsOf } from '../data/facts';
import { offerFor, offerPrice } from '../offers';
import { inStock, mainCollectionLabel, soldOutEverywhere, type Product } from '../product';
import { allSizes } from '../product-names';

/**
 * What a product's page says of it that the visitor reads rather than works, and its page's head:
 * the description, the fabric, fit, care and origin, who sells it and the returns policy, and the
 * share card and structured data. A module of its own, which the prerendered page carries in full
 * and the browser loads once the page is ready (./later-parts.ts): however long the descriptions
 * grow, they are not JavaScript a product's page needs first.
 */
export function ProductText({ product }: { product: Product }) {
  usePageDescription(productDescription(product));
  return (
    <>
      <div className="product__description">
        <RichText blocks={descriptionOf(product.id)} />
      </div>
      <ProductFactList product={product} />
    </>
  );
}

/** The page's meta description: "<title> by <brand>: <the description as plain text>". */
function productDescription(product: Product): string {
  return `${product.title} by ${product.brand}: ${plainText(descriptionOf(product.id))}`;
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

/** A product page's title, description, share image and structured data (its preloaded image is product-details.tsx's). */
export function productHead(product: Product): PageMeta {
  return {
    title: product.title,
    description: productDescription(product),
    type: 'product',
    image: product.images[0].src(800),
    shareCard: productShareCard(product),
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
