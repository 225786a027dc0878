import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { findProduct } from '@/features/catalogue';
import { usePageMeta } from '@/lib/page-meta';
import { itemCount } from '../cart-lines';
import { useCartCoupon, useCartLines } from '../cart-store';
import { cartTotals } from '../totals';
import { CartTable } from './cart-table';
import { CouponForm } from './coupon-form';
import { TotalsBox } from './totals-box';
import './cart-page.css';

const priceOf = (productId: number) => findProduct(productId)?.price ?? 0;

export function CartPage() {
  const lines = useCartLines();
  const coupon = useCartCoupon();
  usePageMeta({
    title: 'Cart',
    description: 'Your Rangeela cart: change quantities, apply a coupon and see your total in rupees. Shipping is free.',
  });
  const count = itemCount(lines);
  return (
    <>
      <PageHeader title="Your cart" tone="teal">
        <p>{count === 0 ? 'Nothing here yet.' : `${count} ${count === 1 ? 'item' : 'items'}, shipping free.`}</p>
      </PageHeader>
      <section className="section container cart" aria-labelledby="cart-contents">
        {lines.length === 0 ? (
          <div className="cart-empty">
            <h2 id="cart-contents" tabIndex={-1}>
              Your cart is empty
            </h2>
            <p>Find a T-shirt you love in the shop; it will wait here for you, even if you close the tab.</p>
            <Link to={paths.shop()} className="btn btn--primary">
              Browse the shop
            </Link>
          </div>
        ) : (
          <>
            <h2 id="cart-contents" className="visually-hidden" tabIndex={-1}>
              Items in your cart
            </h2>
            <CartTable lines={lines} />
            <div className="cart__bottom">
              <CouponForm subtotal={cartTotals(lines, priceOf).subtotal} applied={coupon} />
              <TotalsBox totals={cartTotals(lines, priceOf, coupon)} coupon={coupon} />
            </div>
          </>
        )}
      </section>
    </>
  );
}
