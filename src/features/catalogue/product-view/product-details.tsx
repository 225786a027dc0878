import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { SalePrice } from '@/components/ui/price';
import { formatPrice } from '@/lib/money';
import { Rating } from '@/components/ui/rating';
import { paths } from '@/config/paths';
import type { After } from '@/lib/later-part';
import type { PageMeta } from '@/lib/page-meta';
import { colourImages, mainCollectionLabel, type Product, type ProductColour } from '../product';
import { offerFor, offerPrice, type Offer } from '../offers';
import { DeliveryCheck } from './delivery-check';
import { productImageSrcSet } from '../product-image';
import { Gallery, galleryImageSizes } from './gallery';
import { loadedProductText, productReviews, productText } from './later-parts';
import './product-view.css';

const ProductText = productText.Part;
const ProductReviews = productReviews.Part;

/**
 * One product: the gallery of the chosen colour, brand, title (the page's h1), rating, price,
 * description, and whatever the page places to buy it (`buy`: the cart's add-to-cart form) and in the
 * photo's corner (`actions`: Save and Share, which come once the page is ready). The description,
 * facts and reviews are in the prerendered page; their code comes `after` the page is ready.
 */
export function ProductDetails({
  product,
  colour,
  buy,
  actions,
  after,
}: {
  product: Product;
  colour: ProductColour;
  buy: ReactNode;
  actions?: ReactNode;
  after?: After | undefined;
}) {
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
        <ProductText product={product} after={after} />
        <ProductReviews product={product} after={after} />
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

/**
 * A product page's title, description, share image and structured data (./product-text.tsx's
 * `productHead`: the prerenderer has that module) and its preloaded image. In the browser, until that
 * module is here, its title alone: the description is said by the text when it comes.
 */
export function productMeta(product: Product): PageMeta {
  const head = loadedProductText()?.productHead(product);
  if (!head) return { title: product.title, description: '', type: 'product' };
  return { ...head, preloadImage: { href: product.images[0].src(400), srcSet: productImageSrcSet(product.images[0]), sizes: galleryImageSizes } };
}
