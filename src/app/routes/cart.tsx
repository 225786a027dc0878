import { PageHeader } from '@/components/ui/page-header';
import { site } from '@/config/site';
import { CartContents, loadCartTees, useCartCount } from '@/features/cart';
import { useHydrated } from '@/lib/hydrated';
import { usePageMeta } from '@/lib/page-meta';
import { LaterRecentlyViewed } from '../later-parts';

/** The cart's lines' tees, loaded with the page's code so it draws them at once. */
export const prepareCart = loadCartTees;

export function CartRoute() {
  usePageMeta({
    title: 'Cart',
    description: `Your ${site.name} cart: change quantities, apply a coupon and see your total in rupees. Shipping is free.`,
  });
  const count = useCartCount();
  const hydrated = useHydrated();
  return (
    <>
      <PageHeader title="Your cart" tone="teal" compact>
        <p className="cart-summary" data-confirmed={hydrated || undefined}>{count === 0 ? 'Nothing here yet.' : `${count} ${count === 1 ? 'item' : 'items'}, shipping free.`}</p>
      </PageHeader>
      <CartContents />
      {/* The empty cart shows what the visitor looked at last (PRODUCT.md §5). */}
      {hydrated && count === 0 && <LaterRecentlyViewed />}
    </>
  );
}
