import { describe, expect, it } from 'vitest';
import { canHydrate, normalisePath } from './hydration';

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['/shop', '/shop'],
    ['/shop/', '/shop'],
    ['/shop///', '/shop'],
    ['/blog/how-to-wash-a-t-shirt/', '/blog/how-to-wash-a-t-shirt'],
    ['//', '/'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe('canHydrate', () => {
  it('hydrates when the HTML was prerendered for this very path', () => {
    expect(canHydrate('/shop', '/shop')).toBe(true);
    expect(canHydrate('/shop', '/shop/')).toBe(true);
    expect(canHydrate('/', '/')).toBe(true);
  });

  it('renders afresh for another path (the 404 page standing in) or when nothing was prerendered', () => {
    expect(canHydrate('/404', '/no-such-page')).toBe(false);
    expect(canHydrate('/shop', '/cart')).toBe(false);
    expect(canHydrate(undefined, '/shop')).toBe(false);
  });
});

describe('canHydrate with a shell', () => {
  it('hydrates a shell prerendered for a route pattern on any address the pattern matches', () => {
    expect(canHydrate('/orders/:number', '/orders/RNG-261124-K7QX')).toBe(true);
    expect(canHydrate('/orders/:number', '/orders/RNG-261124-K7QX/')).toBe(true);
  });

  it('renders afresh where the pattern does not match', () => {
    expect(canHydrate('/orders/:number', '/orders')).toBe(false);
    expect(canHydrate('/orders/:number', '/orders/a/b')).toBe(false);
    expect(canHydrate('/orders/:number', '/shop')).toBe(false);
  });
});
