import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { sessionStore } from '@/features/account/session';
import { cartActions } from '@/features/cart/cart-store';
import { createMemoryStore, createStorageAdapter } from '@/lib/storage';
import { firstColour } from '@/test/orders';
import { resetStores } from '@/test/stores';
import { connectTheme } from '../theme-persistence';
import { Header } from './header';

beforeEach(resetStores);
afterEach(resetStores);

function renderHeader(url = '/') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Header />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

function menuButton() {
  return screen.getByRole('button', { name: 'Menu' });
}

describe('Header', () => {
  it('is the banner landmark with a home link', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
  });

  it('has a "Main" navigation with Home, Shop, Blog, About, Contact', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Shop', 'Blog', 'About', 'Contact']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/shop', '/blog', '/about', '/contact']);
  });

  it.each([
    ['/', 'Home'],
    ['/shop', 'Shop'],
    ['/blog', 'Blog'],
    ['/about', 'About'],
    ['/contact', 'Contact'],
  ])('marks the current page (%s) and only it', (url, current) => {
    renderHeader(url);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const link of within(nav).getAllByRole('link')) {
      if (link.textContent === current) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('marks no main link as current on a product page', () => {
    renderHeader('/sproduct/7');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const link of within(nav).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });

  it('names the cart link with the item count, updating as items are added', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    act(() => {
      cartActions.add({ productId: 3, colour: firstColour(3).id, size: 'Large' }, 1);
    });
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    act(() => {
      cartActions.add({ productId: 5, colour: firstColour(5).id, size: 'XL' }, 2);
    });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 3 items');
  });

  it('has a theme toggle named for what it does, which switches the theme', async () => {
    const body = document.createElement('body');
    const storage = createStorageAdapter({ backend: () => createMemoryStore() });
    const media = { matches: false, addEventListener: () => {}, removeEventListener: () => {} };
    const disconnect = connectTheme({ storage, body, media });
    try {
      const user = renderHeader();
      await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
      expect(body).toHaveClass('darkMode');
      await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
      expect(body).toHaveClass('lightMode');
      expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    } finally {
      disconnect();
    }
  });

  it('shows Login and SignUp, returning to the current page', () => {
    renderHeader('/shop?q=kite');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?from=%2Fshop%3Fq%3Dkite');
    expect(screen.getByRole('link', { name: 'SignUp' })).toHaveAttribute('href', '/signup?from=%2Fshop%3Fq%3Dkite');
  });

  it('shows the username and Log out when signed in', async () => {
    sessionStore.setState({ session: { username: 'asha', email: 'asha@example.com', signedInAt: '2026-01-01T00:00:00.000Z' } });
    const user = renderHeader();
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as asha');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows a stored username without its right-to-left override, isolated, so it cannot read as "Log out"', () => {
    // Shown as it was stored, "abc\u202Etuo goL" would read "abcLog out" beside the real button.
    sessionStore.setState({ session: { username: 'abc\u202Etuo goL', email: 'abc@example.com', signedInAt: '2026-01-01T00:00:00.000Z' } });
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Signed in as abctuo goL');
    expect(banner.textContent).not.toContain('\u202E');
    expect(within(banner).getByText('abctuo goL').tagName).toBe('BDI');
    expect(within(banner).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the email for a stored username that would show nothing', () => {
    sessionStore.setState({ session: { username: '\u3164\u2800', email: 'asha@example.com', signedInAt: '2026-01-01T00:00:00.000Z' } });
    renderHeader();
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as asha@example.com');
  });

  // The menu's opening, closing on Escape, a tap outside and navigation are the browser's own
  // popover behaviour, tested in Chromium (e2e/pages.spec.ts, e2e/first-paint.spec.ts); jsdom has
  // no popovers. Here: the button is wired to the menu that holds the navigation.
  it('has a Menu button that opens the popover holding the main navigation and account links', () => {
    renderHeader();
    const menu = document.getElementById(menuButton().getAttribute('popovertarget') ?? '');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu!).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(menu!).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
