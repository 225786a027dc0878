import { Link, useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { AddToCartForm, QuickAddButton } from '@/features/cart';
import { usePageMeta } from '@/lib/page-meta';
import { findProduct, relatedProducts } from '../lookup';
import { categoryLabels, type Product } from '../product';
import { productImageSrcSet } from '../product-image';
import { ProductGrid } from '../product-grid';
import { Gallery, galleryImageSizes } from './gallery';
import './product-page.css';

export function ProductPage() {
  const { id } = useParams();
  const product = findProduct(id);
  return product ? <ProductDetails key={product.id} product={product} /> : <ProductNotFound />;
}

function ProductDetails({ product }: { product: Product }) {
  usePageMeta({
    title: product.title,
    description: `${product.title} by ${product.brand}: ${product.description}`,
    type: 'product',
    image: product.images[0].src(800),
    preloadImage: { href: product.images[0].src(400), srcSet: productImageSrcSet(product.images[0]), sizes: galleryImageSizes },
    structuredData: productStructuredData(product),
  });
  return (
    <>
      <section className="container product" aria-labelledby="product-title">
        <Gallery product={product} />
        <div className="product__info">
          <p className="product__crumbs">
            <Link to={paths.shop()}>Shop</Link>
            <span aria-hidden="true"> / </span>
            <span>{categoryLabels[product.category]}</span>
          </p>
          <p className="product__brand">{product.brand}</p>
          <h1 id="product-title" className="product__title">
            {product.title}
          </h1>
          <Rating value={product.rating} />
          <p className="product__price">
            <Price amount={product.price} />
            <span className="product__shipping">Free shipping</span>
          </p>
          <AddToCartForm product={product} />
          <h2 className="product__subheading">Product details</h2>
          <p className="product__description">{product.description}</p>
        </div>
      </section>
      <section className="section container" aria-labelledby="related-title">
        <SectionHeading id="related-title" title="You may also like">
          More from {categoryLabels[product.category]}
        </SectionHeading>
        <ProductGrid
          products={relatedProducts(product)}
          label="Related products"
          renderAction={(related) => <QuickAddButton product={related} />}
        />
      </section>
    </>
  );
}

function ProductNotFound() {
  usePageMeta({
    title: 'Product not found',
    description: 'This product does not exist at Rangeela. Browse all sixteen T-shirts in the shop.',
    noIndex: true,
  });
  return (
    <NotFound title="Product not found">
      <p>We could not find that T-shirt. It may have sold out, or the link may be mistyped.</p>
    </NotFound>
  );
}

function productStructuredData(product: Product): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    sku: `RNG-${String(product.id).padStart(3, '0')}`,
    image: product.images.map((image) => `${site.origin}${image.src(800)}`),
    category: categoryLabels[product.category],
    offers: {
      '@type': 'Offer',
      url: `${site.origin}${paths.product(product.id)}`,
      priceCurrency: 'INR',
      price: product.price,
      availability: 'https://schema.org/InStock',
    },
  };
}
