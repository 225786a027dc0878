import { useEffect, useState } from 'react';
import { QuickAddButton } from '@/features/cart';
import { loadProductExtras, type Product, type ProductChoice } from '@/features/catalogue';
import { whenInView } from '@/lib/in-view';
import { later, useLater } from './later';
import { laterWishlist as wishlist } from './later-wishlist';

/**
 * The parts of pages that come once the page is ready (./later.tsx), composed here because they
 * join features: the wishlist's heart on every card and product page, recently viewed, and the
 * product page's Share and phone bar. (The header's wishlist link is ./layout/wishlist-link.tsx.)
 */
const recent = later(() => import('@/features/recent').then((module) => (module.connectRecent(), module)));
const productExtras = later(() => loadProductExtras().then(async (module) => (await module.loadExtrasStyles(), module)));

/** A product card's buttons: the heart (once ready) and the cart's quick add. */
export function cardActions(product: Product) {
  return (
    <>
      <LaterSaveButton product={product} variant="card" />
      <QuickAddButton product={product} />
    </>
  );
}

export function LaterSaveButton({ product, variant }: { product: Product; variant: 'card' | 'page' }) {
  const module = useLater(wishlist);
  return module && <module.SaveButton product={product} variant={variant} />;
}

/**
 * "Recently viewed" with its cards, never `current` (the product on screen). For the product page,
 * the empty cart, and the not-found page (`<LaterRecentlyViewed />`). With `reached`, a selector
 * of something further up the page, the cards (and their tees' entries) come only once the visitor
 * has scrolled that far: a phone that stays at the top of a product page never loads them, and
 * they are drawn well below the screen, moving nothing in view.
 */
export function LaterRecentlyViewed({ current, reached }: { current?: number; reached?: string }) {
  const module = useLater(recent);
  const near = useReached(reached);
  return module && near && <module.RecentlyViewed current={current} renderAction={cardActions} />;
}

/** Whether the element `selector` names has been in view (./lib/in-view.ts); true with no selector. */
function useReached(selector: string | undefined): boolean {
  const [reached, setReached] = useState(!selector);
  useEffect(() => {
    if (!selector) return;
    let live = true;
    void whenInView(selector).then(() => live && setReached(true));
    return () => {
      live = false;
    };
  }, [selector]);
  return reached;
}

/** Records, once the page is ready, that the visitor opened this product's page. */
export function useRecordView(productId: number): void {
  // Recorded even if the visitor has moved on by then: they did open it.
  useEffect(() => void recent().then((module) => module.recordView(productId)), [productId]);
}

/** The product photo's corner: Save and Share. */
export function LaterProductActions({ product, choice }: { product: Product; choice: ProductChoice }) {
  const extras = useLater(productExtras);
  const saved = useLater(wishlist);
  // Both at once, when their styles are here: nothing drawn unstyled over the photo.
  if (!extras || !saved) return null;
  return (
    <>
      <saved.SaveButton product={product} variant="page" />
      <extras.ShareMenu product={product} choice={choice} />
    </>
  );
}

/** The phone's Add to Cart bar. */
export function LaterBuyBar({ product, choice }: { product: Product; choice: ProductChoice }) {
  const extras = useLater(productExtras);
  return extras && <extras.BuyBar product={product} choice={choice} />;
}
