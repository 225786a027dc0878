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
  it('hydrates when the HTML was prerendered for this very path and there is no search', () => {
    expect(canHydrate('/shop', { pathname: '/shop', search: '' })).toBe(true);
    expect(canHydrate('/shop', { pathname: '/shop/', search: '' })).toBe(true);
    expect(canHydrate('/', { pathname: '/', search: '' })).toBe(true);
  });

  it('renders afresh for search parameters the static HTML did not know about', () => {
    expect(canHydrate('/shop', { pathname: '/shop', search: '?q=kite' })).toBe(false);
  });

  it('renders afresh for another path (the 404 page standing in) or when nothing was prerendered', () => {
    expect(canHydrate('/404', { pathname: '/no-such-page', search: '' })).toBe(false);
    expect(canHydrate('/shop', { pathname: '/cart', search: '' })).toBe(false);
    expect(canHydrate(undefined, { pathname: '/shop', search: '' })).toBe(false);
  });
});
