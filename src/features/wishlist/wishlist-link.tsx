import { NavLink } from '@/lib/router';
import { HeartIcon } from '@/components/ui/icons/heart';
import { paths } from '@/config/paths';
import { wishlistLinkLabel } from './wishlist-rules';
import { useSavedCount } from './wishlist-store';

/** The header's wishlist link, shown once anything is saved; its name says how many ("Wishlist, 2 items"). */
export function WishlistLink() {
  const count = useSavedCount();
  if (count === 0) return null;
  return (
    <NavLink to={paths.wishlist()} end className="icon-button wishlist-link" aria-label={wishlistLinkLabel(count)}>
      <HeartIcon />
      <span className="cart-link__count" aria-hidden="true">
        {count}
      </span>
    </NavLink>
  );
}
