import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns, safeReturnPath } from './paths';
import { runs } from '@/test/runs';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 30_000;

describe('paths', () => {
  it('builds every page URL', () => {
    expect(paths.home()).toBe('/');
    expect(paths.shop()).toBe('/shop');
    expect(paths.product(7)).toBe('/sproduct/7');
    expect(paths.product('12')).toBe('/sproduct/12');
    expect(paths.cart()).toBe('/cart');
    expect(paths.blog()).toBe('/blog');
    expect(paths.article('how-to-wash-a-t-shirt')).toBe('/blog/how-to-wash-a-t-shirt');
    expect(paths.about()).toBe('/about');
    expect(paths.contact()).toBe('/contact');
    expect(paths.login()).toBe('/login');
    expect(paths.signup()).toBe('/signup');
    expect(paths.checkout()).toBe('/checkout');
    expect(paths.orders()).toBe('/orders');
    expect(paths.orderCheck()).toBe('/orders/check');
    expect(paths.desk()).toBe('/desk');
    expect(paths.order('RNG-261124-K7QX')).toBe('/orders/RNG-261124-K7QX');
    expect(paths.order('a/b?c')).toBe('/orders/a%2Fb%3Fc');
  });

  it('matches the route patterns', () => {
    expect(routePatterns).toEqual({
      home: '/',
      shop: '/shop',
      product: '/sproduct/:id',
      cart: '/cart',
      wishlist: '/wishlist',
      blog: '/blog',
      article: '/blog/:slug',
      about: '/about',
      contact: '/contact',
      login: '/login',
      signup: '/signup',
      checkout: '/checkout',
      orders: '/orders',
      orderCheck: '/orders/check',
      desk: '/desk',
      order: '/orders/:number',
    });
  });

  it('puts the shop search in the URL, encoded, leaving empty values out', () => {
    expect(paths.shop({ q: 'a b', sort: 'price-asc' })).toBe('/shop?q=a+b&sort=price-asc');
    expect(paths.shop({ q: 'tee', sort: 'price-desc', rating: '4' })).toBe('/shop?q=tee&sort=price-desc&rating=4');
    expect(paths.shop({ q: '', rating: '4' })).toBe('/shop?rating=4');
    expect(paths.shop({ q: 'a&b=c' })).toBe('/shop?q=a%26b%3Dc');
    expect(paths.shop({})).toBe('/shop');
    const url = new URL(paths.shop({ q: 'a b&c', sort: 'price-asc' }), 'https://rangeela.example');
    expect(url.searchParams.get('q')).toBe('a b&c');
  });

  it('adds where to return after signing in', () => {
    expect(paths.login('/cart')).toBe('/login?from=%2Fcart');
    expect(paths.signup('/shop?q=x')).toBe('/signup?from=%2Fshop%3Fq%3Dx');
    expect(paths.login('')).toBe('/login');
    expect(paths.signup(undefined)).toBe('/signup');
  });
});

describe('safeReturnPath', () => {
  it.each(['/cart', '/shop?q=x', '/sproduct/7', '/blog/how-to-wash-a-t-shirt#top'])('follows %j', (from) => {
    expect(safeReturnPath(from)).toBe(from);
  });

  it.each([null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil', 'javascript:alert(1)', 'cart', 'http:/evil'])(
    'refuses %j (home instead)',
    (from) => {
      expect(safeReturnPath(from)).toBe('/');
    },
  );

  it.each(['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '\t//evil.example'])(
    'refuses %j, which browsers read as another origin',
    (from) => {
      expect(safeReturnPath(from)).toBe('/');
    },
  );

  it('always returns a path that stays on this site (1000 runs)', () => {
    const origin = 'https://rangeela.example';
    const tricky = fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', ':', 'evil.example', '@', '%2F', 'javascript', '.');
    const from = fc.oneof(fc.string(), fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(from, (candidate) => {
        const result = safeReturnPath(candidate);
        expect(result.startsWith('/')).toBe(true);
        let resolved: string;
        try {
          resolved = new URL(result, origin).origin;
        } catch {
          resolved = `not a URL: ${JSON.stringify(result)}`;
        }
        expect(resolved).toBe(origin);
      }),
      runs(1000),
    );
  }, PROPERTY_TIMEOUT);
});
