import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, canHydrate, normalisePath } from './hydration';

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

describe('canHydrate with the not-found page', () => {
  it('hydrates the not-found page on any address the app does not know, so a search typed into it early is kept', () => {
    expect(canHydrate(NOT_FOUND_PATH, '/no-such-tee', true)).toBe(true);
    expect(canHydrate(NOT_FOUND_PATH, '/blog/old/post', true)).toBe(true);
  });

  it('renders afresh where the not-found page stands in for an address the app does know (a page the host did not find)', () => {
    expect(canHydrate(NOT_FOUND_PATH, '/shop')).toBe(false);
    expect(canHydrate(NOT_FOUND_PATH, '/404')).toBe(false);
  });
});
