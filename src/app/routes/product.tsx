import { useParams, useSearchParams } from '@/lib/router';
import { NotFound } from '@/components/ui/not-found';
import { SectionHeading } from '@/components/ui/section-heading';
import { site } from '@/config/site';
import { AddToCartForm } from '@/features/cart';
import { use } from 'react';
import {
  choiceFromSearch,
  loadedTeePage,
  loadTeePage,
  mainCollectionLabel,
  ProductDetails,
  ProductGrid,
  productIdFrom,
  productMeta,
  searchForChoice,
  teeCount,
  type Product,
  type ProductChoice,
  type TeePage,
} from '@/features/catalogue';
import { useHydrated } from '@/lib/hydrated';
import { usePageMeta } from '@/lib/page-meta';
import { cardActions, LaterBuyBar, LaterProductActions, LaterRecentlyViewed, useRecordView } from '../later-parts';
import { appReady } from '../ready';

/**
 * Loads the tee at this address and those its page shows beside it (a module of their own: the
 * page's JavaScript does not grow with the range), with the page's code, so it renders at once.
 */
export function prepareProduct(id: string | undefined): Promise<unknown> {
  const tee = productIdFrom(id);
  return tee === undefined ? Promise.resolve() : loadTeePage(tee);
}

/** The tee at this address and those beside it: at once when they have arrived, else the page waits for them (a visit from another page). */
function useTeePage(id: string | undefined): TeePage | undefined {
  const tee = productIdFrom(id);
  return tee === undefined ? undefined : (loadedTeePage(tee) ?? use(loadTeePage(tee)));
}

export function ProductRoute() {
  const { id } = useParams();
  const page = useTeePage(id);
  return page ? <ProductPage key={page.tee.id} product={page.tee} related={page.related} /> : <ProductNotFound />;
}

/** The related tees' heading: recently viewed, below them, comes once the visitor reaches it. */
const RELATED_TITLE = 'related-title';

/**
 * A product's page. The colour and size chosen live in the address (`?colour=&size=`, replacing the
 * history entry, so Back leaves the page): a shared link opens the same choice. The prerendered
 * page is made for the bare address; it shows the address's choice once the app runs.
 */
function ProductPage({ product, related }: { product: Product; related: readonly Product[] }) {
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
      <section className="section container" aria-labelledby={RELATED_TITLE}>
        <SectionHeading id={RELATED_TITLE} title="You may also like">
          More from {mainCollectionLabel(product)}
        </SectionHeading>
        <ProductGrid
          products={related}
          label="Related products"
          renderAction={cardActions}
        />
      </section>
      <LaterRecentlyViewed current={product.id} reached={`#${RELATED_TITLE}`} />
      <LaterBuyBar product={product} choice={choice} />
    </>
  );
}

function ProductNotFound() {
  usePageMeta({
    title: 'Product not found',
    description: `This product does not exist at ${site.name}. Browse all ${teeCount} T-shirts in the shop.`,
    noIndex: true,
  });
  return (
    <NotFound title="Product not found">
      <p>We could not find that T-shirt. It may have sold out, or the link may be mistyped.</p>
    </NotFound>
  );
}
