import { afterEach, describe, expect, it } from 'vitest';
import { teeFolder } from '@/features/catalogue/data/tee-folder.generated';
import { preloadCartTees } from './cart-tees';

const cart = (...ids: number[]) => ({ version: 2, lines: ids.map((productId) => ({ productId, colour: 'x', size: 'Medium', quantity: 1 })), coupon: null });
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

describe('preloadCartTees (the early script)', () => {
  it('asks for each stored line’s tee once, on the cart and the checkout', () => {
    for (const path of ['/cart', '/checkout/']) {
      window.history.replaceState(null, '', path);
      preloadCartTees(cart(5, 2, 5));
      expect(preloaded(), path).toEqual([`${teeFolder}/5.js`, `${teeFolder}/2.js`]);
      expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('anonymous');
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    }
  });

  it('asks for nothing on other pages, for tees no longer sold, or for a cart it cannot read', () => {
    window.history.replaceState(null, '', '/shop');
    preloadCartTees(cart(5));
    expect(preloaded()).toEqual([]);
    window.history.replaceState(null, '', '/cart');
    preloadCartTees(cart(99_999));
    preloadCartTees('not a cart');
    preloadCartTees(null);
    expect(preloaded()).toEqual([]);
  });
});

describe('isKnownProduct (the early script’s ids, as runs)', () => {
  it('knows every id the range holds, and nothing else', async () => {
    const { isKnownProduct } = await import('./cart-count');
    const { products } = await import('@/features/catalogue/data/products');
    const ids = new Set(products.map((product) => product.id));
    for (const id of ids) expect(isKnownProduct(id), String(id)).toBe(true);
    for (const id of [0, -1, Math.max(...ids) + 1, 1.5, Number.NaN, Infinity]) expect(isKnownProduct(id), String(id)).toBe(false);
  });
});
