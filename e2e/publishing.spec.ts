import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { paths } from '../src/config/paths';
import { products } from '../src/features/catalogue/data/products';
import { headerPolicy } from '../scripts/headers.mjs';
import { expect, test } from './support';

/**
 * The headers the shop is served with (PRODUCT.md §15): the build writes them to dist/_headers for
 * Netlify and Cloudflare Pages, and `npm start` (scripts/serve.mjs) sends the same.
 */
test.describe('publishing: the headers every host sends', () => {
  test.skip(({ isMobile }) => isMobile, 'headers are the same for every screen');

  test('a page carries the meta tag’s Content-Security-Policy as a header, with frame-ancestors none, and the other security headers', async ({ page }) => {
    const response = await page.goto(paths.shop());
    const headers = response!.headers();
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toBeTruthy();
    expect(headers['content-security-policy']).toBe(headerPolicy(meta!));
    // The two agree but for frame-ancestors (the header's own) and connect-src: the header lets the
    // service worker cache the site; the page stays without connections, as both policies apply
    // (e2e/privacy.spec.ts: a fetch from the page is refused).
    expect(meta).toContain("connect-src 'none'");
    expect(headers['content-security-policy']).toContain("connect-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(headers['cache-control']).toBe('no-cache');
  });

  test('each page’s policy allows exactly the inline scripts it has: a product page also its colour script, which no other page carries', async ({ request }) => {
    const allowed = async (path: string) => {
      const response = await request.get(path);
      const html = await response.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
      expect(response.headers()['content-security-policy'], path).toBe(headerPolicy(meta!));
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
      expect(meta!.match(/'sha256-[^']+'/g)?.sort(), path).toEqual([...inline].sort());
      return inline;
    };
    const product = await allowed(paths.product(products[1]!.id));
    const shop = await allowed(paths.shop());
    expect(product).toHaveLength(shop.length + 1);
    expect(product.filter((hash) => !shop.includes(hash))).toHaveLength(1);
    expect(await allowed(`${paths.product(products[2]!.id)}/`)).toEqual(product);
  });

  test('hashed scripts, the tees’ modules and content-named photos are kept for a year with only the headers a file uses; the service worker and the 404 page are revalidated', async ({ page, request }) => {
    await page.goto(paths.home());
    const script = await page.locator('link[rel="modulepreload"][href^="/assets/"]').first().getAttribute('href');
    const scriptHeaders = (await request.get(script!)).headers();
    expect(scriptHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
    // What a script uses, not the documents' policies: over HTTP/1.1 those would be about 0.8 kB
    // on every file (scripts/headers.mjs).
    expect(scriptHeaders['x-content-type-options']).toBe('nosniff');
    expect(scriptHeaders['content-security-policy']).toBeUndefined();
    expect((await request.get('/sw.js')).headers()['content-security-policy']).toContain("connect-src 'self'");
    const photo = await page.getByRole('list', { name: 'Featured products' }).getByRole('img').first().getAttribute('src');
    expect(photo).toMatch(/^\/images\/shop\/products\//);
    expect((await request.get(photo!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // A tee's module, in a folder named by the tees' content (the product page preloads its own).
    await page.goto(paths.product(products[1]!.id));
    const teeModule = await page.locator('link[rel="modulepreload"][href^="/tees/"]').getAttribute('href');
    const teeHeaders = (await request.get(teeModule!)).headers();
    expect(teeHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(teeHeaders['content-security-policy']).toBeUndefined();
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('on a host that follows _redirects before its own files (Cloudflare Pages), /orders/check is its page, and an order’s address the order shell', async ({ request }) => {
    // The rules as such a host reads them: the first whose address matches, files or not.
    const rules = readFileSync('dist/_redirects', 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([from, to, status]) => from && to && status === '200');
    const servedFor = (path: string) =>
      rules.find(([from = '']) => (from.endsWith('*') ? path.startsWith(from.slice(0, -1)) : path === from))?.[1];
    for (const path of [paths.orderCheck(), `${paths.orderCheck()}/`]) {
      const response = await request.get(servedFor(path)!);
      expect(await response.text(), path).toContain('Check an order');
    }
    expect(servedFor(paths.order('RNG-261101-ABCDEF'))).toBe('/orders/shell.html');
  });

  test('no page of the shop can be shown inside another site’s frame', async ({ page, baseURL, pageErrors }) => {
    // A page with no policy of its own (about:blank) frames the shop's shop page and its home page.
    await page.setContent(`<iframe title="shop" src="${baseURL}${paths.shop()}"></iframe><iframe title="home" src="${baseURL}/"></iframe>`);
    await page.waitForLoadState('load');
    const frames = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(frames).toHaveLength(2);
    for (const frame of frames) {
      // The browser refuses to draw it: the frame holds its own error page, never the shop.
      await expect.poll(() => frame.url()).not.toMatch(/^http/);
      expect(await frame.locator('#root').count()).toBe(0);
    }
    // The browser says why, once for each: the shop's frame-ancestors 'none'. Those are the only errors.
    const refusals = pageErrors.filter((error) => error.includes("frame-ancestors 'none'"));
    expect(refusals).toHaveLength(2);
    expect(pageErrors.filter((error) => !refusals.includes(error))).toEqual([]);
    pageErrors.length = 0;
  });
});
