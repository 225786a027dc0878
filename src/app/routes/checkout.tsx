import { useNavigate } from '@/lib/router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { loadCartTees } from '@/features/cart';
import { CheckoutView } from '@/features/orders';
import { usePageMeta } from '@/lib/page-meta';
import { appReady } from '../ready';

/** The cart's lines' tees, loaded with the page's code so it draws them at once. */
export const prepareCheckout = loadCartTees;

export function CheckoutRoute() {
  usePageMeta({
    title: 'Checkout',
    description: `Where your ${site.name} order goes and how you pay: UPI or cash on delivery. Shipping is free.`,
    noIndex: true,
  });
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Checkout" tone="teal">
        <p>A few details, and your order is on its way to the shop.</p>
      </PageHeader>
      <CheckoutView onPlaced={({ number }) => void navigate(paths.order(number))} after={appReady} />
    </>
  );
}
