import { useEffect, useRef } from 'react';
import { Link, NavLink, usePathname } from '@/lib/router';
import { MenuIcon } from '@/components/ui/icons/menu';
import { CloseIcon } from '@/components/ui/icons/close';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { HeaderSearch } from '@/features/catalogue';
import { appReady } from '../ready';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { ThemeToggle } from './theme-toggle';
import { LaterWishlistLink } from './wishlist-link';
import './header.css';

const navLinks = [
  { label: 'Home', to: paths.home() },
  { label: 'Shop', to: paths.shop() },
  { label: 'Blog', to: paths.blog() },
  { label: 'About', to: paths.about() },
  { label: 'Contact', to: paths.contact() },
] as const;

/**
 * On narrow screens the navigation is a native popover, so the Menu button works from the first
 * paint, before any script: the browser opens and closes it, closes it on Escape or a tap
 * outside, and returns focus to the button. The early script (src/app/early/) mirrors
 * its state onto the button's `aria-expanded`. On wide screens it is an ordinary row of links.
 */
export function Header() {
  const pathname = usePathname();
  const menuRef = useRef<HTMLDivElement>(null);

  // The menu belongs to the page it was opened on: arriving on another page closes it. "Opened
  // on" is the address when it opened, not the page on screen: a menu opened while the next page
  // is still loading (its address already shown) stays open when that page arrives.
  const openedOn = useRef<string | null>(null);
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') openedOn.current = window.location.pathname;
    };
    menu.addEventListener('beforetoggle', onToggle);
    // Opened before the scripts ran: on this page.
    if (menu.matches(':popover-open')) openedOn.current = window.location.pathname;
    return () => menu.removeEventListener('beforetoggle', onToggle);
  }, []);
  useEffect(() => {
    const menu = menuRef.current;
    if (menu?.matches(':popover-open') && openedOn.current !== pathname) menu.hidePopover();
  }, [pathname]);

  /** After a search or a suggestion: the phone's menu shuts (/shop to /shop?q= is the same page, which leaves it open). */
  const closeMenu = () => {
    const menu = menuRef.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  };

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home()} className="brand">
          <img src="/images/site/logo.svg" alt="" width="36" height="36" />
          <span className="brand__name">{site.name}</span>
        </Link>

        <div id="site-menu" ref={menuRef} className="site-menu" popover="auto">
          {/* First in the menu: at the top of the phone's panel, beside the brand on wide screens. */}
          <HeaderSearch after={appReady} onDone={closeMenu} />
          <nav aria-label="Main" className="site-nav">
            <ul role="list">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className="site-nav__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AccountMenu />
        </div>

        <div className="site-header__actions">
          <LaterWishlistLink />
          <CartLink />
          <ThemeToggle />
          <button type="button" className="icon-button menu-toggle" popoverTarget="site-menu" aria-controls="site-menu" aria-expanded="false">
            <MenuIcon className="menu-toggle__open" />
            <CloseIcon className="menu-toggle__close" />
            <span className="visually-hidden">Menu</span>
          </button>
        </div>
      </div>
    </header>
  );
}
