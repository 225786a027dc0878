import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MenuIcon } from '@/components/ui/icons/menu';
import { CloseIcon } from '@/components/ui/icons/close';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { ThemeToggle } from './theme-toggle';
import './header.css';

const navLinks = [
  { label: 'Home', to: paths.home() },
  { label: 'Shop', to: paths.shop() },
  { label: 'Blog', to: paths.blog() },
  { label: 'About', to: paths.about() },
  { label: 'Contact', to: paths.contact() },
] as const;

export function Header() {
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home()} className="brand">
          <img src="/images/site/logo.svg" alt="" width="36" height="36" />
          <span className="brand__name">{site.name}</span>
        </Link>

        <div id="site-menu" className="site-menu" data-open={menuOpen}>
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
          <CartLink />
          <ThemeToggle />
          <button
            ref={toggleRef}
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">Menu</span>
          </button>
        </div>
      </div>
    </header>
  );
}
