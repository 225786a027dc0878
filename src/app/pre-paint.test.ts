import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { products } from '@/features/catalogue';
import { MAX_QUANTITY, sizes } from '@/features/cart';

/**
 * The inline script in index.html that runs right after the prerendered page, before first paint:
 * it reads the stored cart and session so the page never contradicts them before the app runs.
 */
// The build puts the catalogue's ids where the page marks them (vite.config.ts), as done here.
const indexHtml = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8').replace(
  '/*product-ids*/[]',
  JSON.stringify(products.map((product) => product.id)),
);
const script = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((text) => text.includes('"cart"'));

function runWith(stored: Record<string, string>) {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  document.documentElement.removeAttribute('data-cart-filled');
  document.documentElement.removeAttribute('data-signed-in');
  document.body.innerHTML =
    '<a class="cart-link" aria-label="Cart, 0 items"><span class="cart-link__count" data-empty="true">0</span></a>';
  new Function(script ?? '')();
  const link = document.querySelector('.cart-link');
  return {
    label: link?.getAttribute('aria-label'),
    count: link?.querySelector('.cart-link__count')?.textContent,
    filled: document.documentElement.hasAttribute('data-cart-filled'),
    signedIn: document.documentElement.hasAttribute('data-signed-in'),
  };
}

/** A cart as the app stores it (version 2: lines with colours), or as it was stored before colours (version 1). */
const cart = (lines: unknown[], version = 2) => JSON.stringify({ version, lines, coupon: null });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the pre-paint script in index.html', () => {
  it('exists and knows the catalogue, sizes and cap the app uses', () => {
    expect(script).toBeDefined();
    expect(script).toContain(`${JSON.stringify(products.map((product) => product.id))}.indexOf(l.productId)>=0`);
    expect(script).toContain(JSON.stringify([...sizes]));
    expect(script).toContain(`<=${MAX_QUANTITY}`);
  });

  it('writes the stored item count into the cart link and marks the cart filled', () => {
    expect(runWith({ cart: cart([{ productId: 1, colour: 'saffron', size: 'Small', quantity: 2 }, { productId: 7, colour: 'rust', size: 'XL', quantity: 1 }]) })).toEqual({
      label: 'Cart, 3 items',
      count: '3',
      filled: true,
      signedIn: false,
    });
    expect(runWith({ cart: cart([{ productId: 2, colour: 'navy', size: 'Medium', quantity: 1 }]) }).label).toBe('Cart, 1 item');
  });

  it('counts a cart stored before colours (version 1) as the app reads it', () => {
    expect(runWith({ cart: cart([{ productId: 1, size: 'Small', quantity: 2 }, { productId: 1, size: 'Small', quantity: 1 }], 1) }).label).toBe('Cart, 3 items');
  });

  it('counts the same product and size in two colours as two lines, each capped on its own', () => {
    const lines = [
      { productId: 8, colour: 'white', size: 'XL', quantity: 10 },
      { productId: 8, colour: 'black', size: 'XL', quantity: 10 },
      { productId: 8, colour: '', size: 'XL', quantity: 4 },
    ];
    expect(runWith({ cart: cart(lines) }).label).toBe('Cart, 20 items');
  });

  it('counts as the app does: duplicate lines merged and capped at 10, unusable lines left out', () => {
    const lines = [
      { productId: 3, colour: 'sky-blue', size: 'XL', quantity: 7 },
      { productId: 3, colour: 'sky-blue', size: 'XL', quantity: 7 },
      { productId: 99, colour: 'sky-blue', size: 'XL', quantity: 4 },
      { productId: 4, colour: 'indigo', size: 'Huge', quantity: 4 },
      { productId: 5, colour: 'cream', size: 'Small', quantity: 2.5 },
    ];
    expect(runWith({ cart: cart(lines) }).label).toBe('Cart, 10 items');
  });

  it.each([
    ['nothing stored', {}],
    ['an empty cart', { cart: cart([]) }],
    ['corrupt JSON', { cart: '{"version":1,' }],
    ['another version', { cart: JSON.stringify({ version: 3, lines: [{ productId: 1, colour: 'saffron', size: 'Small', quantity: 1 }] }) }],
    ['a version-2 line without a colour', { cart: cart([{ productId: 1, size: 'Small', quantity: 1 }]) }],
  ])('leaves the prerendered "0 items" as it is with %s', (_what, stored) => {
    expect(runWith(stored)).toEqual({ label: 'Cart, 0 items', count: '0', filled: false, signedIn: false });
  });

  it('marks stored orders, so the list’s prerendered "No orders yet" stays hidden until the app has read them', () => {
    const marked = (stored: Record<string, string>) => {
      document.documentElement.removeAttribute('data-has-orders');
      runWith(stored);
      return document.documentElement.hasAttribute('data-has-orders');
    };
    expect(marked({ orders: JSON.stringify([{ number: 'RNG-261124-K7QX' }]) })).toBe(true);
    expect(marked({ orders: '[]' })).toBe(false);
    expect(marked({ orders: '{oops' })).toBe(false);
    expect(marked({})).toBe(false);
  });

  it('marks a stored sign-in, and ignores an unreadable one', () => {
    expect(runWith({ session: JSON.stringify({ username: 'Asha', email: 'a@x.io', signedInAt: '2026-01-01T00:00:00.000Z' }) }).signedIn).toBe(true);
    expect(runWith({ session: '{oops' }).signedIn).toBe(false);
    expect(runWith({ session: JSON.stringify({ username: '' }) }).signedIn).toBe(false);
  });

  it('marks a shop address with a search or filter, so the prerendered list of all T-shirts stays hidden until the app has drawn the asked-for one', () => {
    const marked = (address: string) => {
      window.history.replaceState(null, '', address);
      document.documentElement.removeAttribute('data-shop-query');
      runWith({});
      return document.documentElement.hasAttribute('data-shop-query');
    };
    try {
      expect(marked('/shop?q=kite')).toBe(true);
      expect(marked('/shop?sort=price-asc')).toBe(true);
      expect(marked('/shop?utm_source=x&rating=4')).toBe(true);
      expect(marked('/shop')).toBe(false);
      expect(marked('/shop?utm_source=x')).toBe(false);
      expect(marked('/blog?q=kite')).toBe(false);
    } finally {
      window.history.replaceState(null, '', '/');
      document.documentElement.removeAttribute('data-shop-query');
    }
  });
});
