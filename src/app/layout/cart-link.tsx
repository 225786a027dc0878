import { NavLink } from '@/lib/router';
import { CartIcon } from '@/components/ui/icons/cart';
import { paths } from '@/config/paths';
import { cartBadge, cartLinkLabel, useCartCount } from '@/features/cart';

/**
 * The header's cart link; its name says how many items are in the cart. Before the app has run,
 * the early script (src/app/early/cart-count.ts) has already written the stored count into it, by
 * the same rules (src/features/cart/cart-core.ts), so a full cart never reads "0 items"; hydration keeps that text, and the store takes over right after.
 */
export function CartLink() {
  const count = useCartCount();
  return (
    <NavLink to={paths.cart()} className="icon-button cart-link" aria-label={cartLinkLabel(count)}>
      <CartIcon />
      <span className="cart-link__count" aria-hidden="true" data-empty={count === 0} suppressHydrationWarning>
        {cartBadge(count)}
      </span>
    </NavLink>
  );
}
