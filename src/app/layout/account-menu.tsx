import { Link, useLocation } from '@/lib/router';
import { UserIcon } from '@/components/ui/icons/user';
import { paths } from '@/config/paths';
import { shownUsername, signOut, useSession } from '@/features/account';
import { useHydrated } from '@/lib/hydrated';

/**
 * "Your orders" whenever this device holds orders: always in the page, shown by `data-has-orders`
 * (set before the first paint from what is stored, kept by the app; header.css).
 */
function OrdersLink() {
  return (
    <Link to={paths.orders()} className="btn btn--ghost btn--small orders-link">
      Your orders
    </Link>
  );
}

/** Your orders (when there are any); Login and SignUp, or, when signed in, the username and Log out. */
export function AccountMenu() {
  const session = useSession();
  // Confirmed once the app runs: before that, a stored sign-in keeps this offer hidden (layout.css).
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const here = pathname === paths.login() || pathname === paths.signup() ? undefined : pathname + search;

  if (session) {
    return (
      <>
        <OrdersLink />
        <div className="account-menu">
          <span className="account-menu__user">
            <UserIcon size={18} />
            <span className="visually-hidden">Signed in as </span>
            {/* Without the marks that reorder text (a stored session can be edited by hand), and
                isolated, so a right-to-left name cannot reorder what follows it. */}
            <bdi>{shownUsername(session)}</bdi>
          </span>
          <button type="button" className="btn btn--ghost btn--small" onClick={signOut}>
            Log out
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <OrdersLink />
      <div className="account-menu account-menu--signed-out" data-confirmed={hydrated || undefined}>
        <Link to={paths.login(here)} className="btn btn--ghost btn--small">
          Login
        </Link>
        <Link to={paths.signup(here)} className="btn btn--primary btn--small">
          SignUp
        </Link>
      </div>
    </>
  );
}
