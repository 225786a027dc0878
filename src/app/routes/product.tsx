import { useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { SectionHeading } from '@/components/ui/section-heading';
import { AddToCartForm, QuickAddButton } from '@/features/cart';
import { findProduct, mainCollectionLabel, ProductDetails, ProductGrid, productMeta, relatedProducts, type Product } from '@/features/catalogue';
import { usePageMeta } from '@/lib/page-meta';

export function ProductRoute() {
  const { id } = useParams();
  const product = findProduct(id);
  return product ? <ProductPage key={product.id} product={product} /> : <ProductNotFound />;
}

function ProductPage({ product }: { product: Product }) {
  usePageMeta(productMeta(product));
  return (
    <>
      <ProductDetails product={product} buy={<AddToCartForm product={product} />} />
      <section className="section container" aria-labelledby="related-title">
        <SectionHeading id="related-title" title="You may also like">
          More from {mainCollectionLabel(product)}
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
