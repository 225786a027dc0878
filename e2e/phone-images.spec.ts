import { paths } from '../src/config/paths';
import { products } from '../src/features/catalogue/data/products';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { expect, scrollThrough, test } from './support';

/**
 * What a phone downloads on its first look at the home page. The screen is Lighthouse's mobile
 * one (412 × 823 at 1.75× density), whose figures the `/` transfer target is measured with. The
 * connection has a 3G-class round trip (300 ms), on which Chromium starts lazy images 2,500 px
 * ahead of the screen (near the 3,000 px it uses under Lighthouse): `loading="lazy"` alone would
 * fetch the whole page, so this shows that content-visibility keeps the far rows waiting.
 * Chromium 150 no longer lets an emulated round trip reach its connection estimate (it stays "4g",
 * 100 ms), so the browser is also told the connection is 3G, as a phone on 3G would measure it.
 */
test.use({ launchOptions: { executablePath: findChromium(), args: [...chromiumArgs, '--force-effective-connection-type=3G'] } });

test.describe('images on a phone’s first load', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });

  test('takes the image sizes the screen needs, and nothing far below the fold until the visitor scrolls near it', async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', 'the phone screen is set here, so one project runs it');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: 10e6, uploadThroughput: 10e6 });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
    });
    await page.goto(paths.home());
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType)).toBe('3g');

    const productImages = () => requested.filter((path) => path.startsWith('/images/shop/products/'));
    const bannerImages = () => requested.filter((path) => /\/(repair-banner|promo-[a-z0-9]+)-\d+\.webp$/.test(path));
    // The hero is drawn 379 px wide (663 device px): the 720 px file, and only that one.
    expect(requested.filter((path) => path.includes('/hero-'))).toEqual(['/images/site/hero-720.webp']);
    // Cards are drawn 180 px wide (315 device px): the 320 px front shots.
    expect(productImages().length).toBeGreaterThanOrEqual(2);
    for (const path of productImages()) expect(path).toMatch(/\/front-320\.webp$/);
    // The last row of the eight featured products and the banners under them wait.
    const featured = await page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').count();
    expect(featured).toBe(8);
    expect(productImages().length).toBeLessThan(featured);
    expect(bannerImages()).toEqual([]);

    // Scrolling a screen at a time brings each one in, and every image on the page loads.
    await scrollThrough(page);
    await expect.poll(() => new Set(productImages()).size).toBe(featured);
    await expect.poll(() => bannerImages().length).toBe(4);
    await expect
      .poll(() => page.locator('img').evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
  });

  test('a product page takes its photo at 600 px, what three quarters of the screen shows, not 800', async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', 'the phone screen is set here, so one project runs it');
    const product = products[3]!;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
    });
    await page.goto(paths.product(product.id));
    const photo = page.getByRole('main').getByRole('img', { name: product.images[0].alt, exact: true }).first();
    // Drawn 309 px wide (541 device px).
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname)).toBe(product.images[0].src(600));
    expect(requested.filter((path) => path.startsWith(product.photoDir) && path.endsWith('-800.webp'))).toEqual([]);
  });
});
