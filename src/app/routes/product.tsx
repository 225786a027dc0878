import { useParams, useSearchParams } from '@/lib/router';
import { NotFound } from '@/components/ui/not-found';
import { SectionHeading } from '@/components/ui/section-heading';
import { site } from '@/config/site';
import { AddToCartForm } from '@/features/cart';
import {
  choiceFromSearch,
  findProduct,
  mainCollectionLabel,
  ProductDetails,
  ProductGrid,
  productMeta,
  products,
  relatedProducts,
  searchForChoice,
  type Product,
  type ProductChoice,
} from '@/features/catalogue';
import { useHydrated } from '@/lib/hydrated';
import { usePageMeta } from '@/lib/page-meta';
import { cardActions, LaterBuyBar, LaterProductActions, LaterRecentlyViewed, useRecordView } from '../later-parts';
import { appReady } from '../ready';

export function ProductRoute() {
  const { id } = useParams();
  const product = findProduct(id);
  return product ? <ProductPage key={product.id} product={product} /> : <ProductNotFound />;
}

/**
 * A product's page. The colour and size chosen live in the address (`?colour=&size=`, replacing the
 * history entry, so Back leaves the page): a shared link opens the same choice. The prerendered
 * page is made for the bare address; it shows the address's choice once the app runs.
 */
function ProductPage({ product }: { product: Product }) {
  usePageMeta(productMeta(product));
  const [search, setSearch] = useSearchParams();
  const hydrated = useHydrated();
  const choice: ProductChoice = hydrated ? choiceFromSearch(product, search) : { colour: product.colours[0], size: null };
  const choose = (next: ProductChoice) => setSearch(searchForChoice(next), { replace: true });
  useRecordView(product.id);
  return (
    <>
      <ProductDetails
        product={product}
        colour={choice.colour}
        buy={<AddToCartForm product={product} choice={choice} onChoose={choose} after={appReady} />}
        actions={<LaterProductActions product={product} choice={choice} />}
        after={appReady}
      />
      <section className="section container" aria-labelledby="related-title">
        <SectionHeading id="related-title" title="You may also like">
          More from {mainCollectionLabel(product)}
        </SectionHeading>
        <ProductGrid
          products={relatedProducts(product)}
          label="Related products"
          renderAction={cardActions}
        />
      </section>
      <LaterRecentlyViewed current={product.id} />
      <LaterBuyBar product={product} choice={choice} />
    </>
  );
}

function ProductNotFound() {
  usePageMeta({
    title: 'Product not found',
    description: `This product does not exist at ${site.name}. Browse all ${products.length} T-shirts in the shop.`,
    noIndex: true,
  });
  return (
    <NotFound title="Product not found">
      <p>We could not find that T-shirt. It may have sold out, or the link may be mistyped.</p>
    </NotFound>
  );
}
