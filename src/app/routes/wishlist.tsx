import { useEffect, useState, type ComponentType } from 'react';
import { useSearchParams } from '@/lib/router';
import { useHydrated } from '@/lib/hydrated';
import { PageHeader } from '@/components/ui/page-header';
import { site } from '@/config/site';
import { loadWishlistView } from '@/features/wishlist';
import { usePageMeta } from '@/lib/page-meta';
import { appReady } from '../ready';

type View = ComponentType<{ shared: boolean }>;

/**
 * `/wishlist`: the tees saved on this device, or, with `?ids=3,7,12`, a list someone shared
 * (PRODUCT.md §3a). What is saved lives in this browser's storage, so the prerendered page is the
 * bare address's, and the list (with its code) comes once the app runs. That code (the list, the
 * cards' and the Add to Cart form's) starts loading at the page's ready mark, not before: the
 * page's first JavaScript is the page around it (issue 37: 91.7 KiB before ready).
 */
export function WishlistRoute() {
  const [search] = useSearchParams();
  const shared = useHydrated() && search.has('ids');
  const [View, setView] = useState<View | null>(null);
  useEffect(() => {
    let live = true;
    void appReady()
      .then(loadWishlistView)
      .then((module) => live && setView(() => module.WishlistView));
    return () => {
      live = false;
    };
  }, []);
  usePageMeta({
    title: shared ? 'Shared wishlist' : 'Wishlist',
    description: `The T-shirts saved on this device at ${site.name}, with today's prices, to add to your cart or share with a friend.`,
  });
  return (
    <>
      <PageHeader title={shared ? 'Shared wishlist' : 'Wishlist'} tone="pink" compact>
        <p>{shared ? 'Tees a friend picked out for you.' : 'The tees you saved, with today’s prices.'}</p>
      </PageHeader>
      <section className="section container wishlist" aria-label={shared ? 'Shared list' : 'Saved tees'}>
        {View ? <View shared={shared} /> : <p className="wishlist__note">Reading the saved tees on this device…</p>}
      </section>
    </>
  );
}
