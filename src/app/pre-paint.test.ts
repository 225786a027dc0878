import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The inline script in index.html that marks `<html>` before `#root` is parsed, so the page never
 * contradicts the stored session and orders, or an asked-for search, before the app runs. (The
 * stored cart is counted by src/app/early/cart-count.ts.)
 */
const indexHtml = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
const script = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((text) => text.includes('"session"'));

function runWith(stored: Record<string, string>) {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  document.documentElement.removeAttribute('data-signed-in');
  new Function(script ?? '')();
  return { signedIn: document.documentElement.hasAttribute('data-signed-in') };
}

afterEach(() => {
  window.localStorage.clear();
});

describe('the pre-paint script in index.html', () => {
  it('runs before `#root`, before the early script that counts the stored cart', () => {
    const body = indexHtml.slice(indexHtml.indexOf('<body>'));
    expect(body.indexOf(script!)).toBeGreaterThan(0);
    expect(body.indexOf(script!)).toBeLessThan(body.indexOf('<!--early:start-->'));
    expect(body.indexOf('<!--early:start-->')).toBeLessThan(body.indexOf('<div id="root">'));
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
      for (const filter of ['size=XL', 'colour=indigo', 'price=500-999', 'offer=1', 'stock=1']) expect(marked(`/shop?${filter}`), filter).toBe(true);
      expect(marked('/shop')).toBe(false);
      expect(marked('/shop?utm_source=x')).toBe(false);
      expect(marked('/blog?q=kite')).toBe(false);
    } finally {
      window.history.replaceState(null, '', '/');
      document.documentElement.removeAttribute('data-shop-query');
    }
  });

  it('marks a shop address with a page, so the prerendered first page’s count and "Show more" stay hidden until the app has drawn the page asked for', () => {
    const marked = (address: string) => {
      window.history.replaceState(null, '', address);
      document.documentElement.removeAttribute('data-shop-page');
      document.documentElement.removeAttribute('data-shop-query');
      runWith({});
      return { page: document.documentElement.hasAttribute('data-shop-page'), query: document.documentElement.hasAttribute('data-shop-query') };
    };
    try {
      // The first twelve cards of /shop?page=2 are the prerendered ones: only the count and "Show more" wait.
      expect(marked('/shop?page=2')).toEqual({ page: true, query: false });
      expect(marked('/shop?q=kite&page=3')).toEqual({ page: true, query: true });
      expect(marked('/shop')).toEqual({ page: false, query: false });
      expect(marked('/blog?page=2')).toEqual({ page: false, query: false });
    } finally {
      window.history.replaceState(null, '', '/');
      document.documentElement.removeAttribute('data-shop-page');
      document.documentElement.removeAttribute('data-shop-query');
    }
  });
});
