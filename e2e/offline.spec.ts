import { paths } from '../src/config/paths';
import { products } from '../src/features/catalogue/data/products';
import type { Page } from '@playwright/test';
import { expect, largeImage, placedOrderNumber, seedCart, test } from './support';

/** A first visit to the home page, until the service worker has downloaded what it keeps ahead. */
async function cacheTheSite(page: Page): Promise<void> {
  await page.goto(paths.home());
  // The service worker installs after the page has loaded and precaches the site (scripts/precache-plan.mjs).
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open((await caches.keys()).find((k) => k.includes('precache')) ?? '');
          return (await cache.keys()).length;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(100);
}

test.describe('offline and installable', () => {
  test('after one visit the shop and a product page work with the network off', async ({ page, context }) => {
    test.slow(); // the site is cached first (some 600 files, 7 MiB)
    await cacheTheSite(page);

    await context.setOffline(true);
    const product = products[11]!;
    await page.goto(paths.shop({ q: 'tee' }));
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    const cardImage = page.getByRole('list', { name: 'Products' }).getByRole('img', { name: /front view/ }).first();
    await cardImage.scrollIntoViewIfNeeded();
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.goto(paths.product(product.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
    const first = await largeImage(page, product.images[0].alt);
    await expect.poll(() => first.evaluate(loaded)).toBe(true);
    await page.getByRole('button', { name: 'Show image 4 of 4' }).click();
    const fourth = await largeImage(page, product.images[3]!.alt);
    await expect.poll(() => fourth.evaluate(loaded)).toBe(true);
    await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'Small', exact: true }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // A page never visited is there too, and an unknown one still says "not found".
    await page.goto(paths.article('cotton-linen-and-blends'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cotton, linen');
    await page.goto(paths.product(404));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
    await context.setOffline(false);
  });

  test('offline, an order is placed and its page, QR code included, opens again from the cache', async ({ page, context }) => {
    test.slow(); // the site is cached first
    await seedCart(page, [{ productId: 4, size: 'Large', quantity: 1 }]);
    await cacheTheSite(page);
    await context.setOffline(true);
    await page.goto(paths.checkout());
    await page.getByLabel('Full name').fill('Meera Iyer');
    await page.getByLabel('Mobile number').fill('9123456780');
    await page.getByLabel('Address').fill('7 Lake View Road');
    await page.getByLabel('PIN code').fill('600001');
    await page.getByLabel('City').fill('Chennai');
    await page.getByRole('button', { name: 'Place order' }).click();
    const number = await placedOrderNumber(page);
    await expect(page.getByRole('img', { name: /^UPI QR code for/ })).toBeVisible();
    // A reload is served the order page's shell by the service worker; the order comes from storage.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
    await expect(page.getByRole('img', { name: /^UPI QR code for/ })).toBeVisible();
    await page.goto(paths.orders());
    await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible();
    await context.setOffline(false);
  });

  test('offline, a wide screen is shown a photo at a smaller width when its own size was never downloaded', async ({ browser, isMobile }) => {
    test.skip(isMobile, 'a wide screen of its own, the same on either project');
    test.slow(); // the site is cached first
    // A sharp laptop screen: the product page's photo is 540 px wide, so the browser asks for 800 px.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await cacheTheSite(page);
    // The largest photos do not all fit what is downloaded ahead: a tee whose 800 px photo was not.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
      return urls;
    });
    const product = products.find((entry) => !kept.includes(entry.images[0].src(800)));
    expect(product, 'a tee whose 800 px photo is not kept').toBeDefined();
    expect(kept).toContain(product!.images[0].src(600));

    await context.setOffline(true);
    await page.goto(paths.product(product!.id));
    const photo = await largeImage(page, product!.images[0].alt);
    // Asked for at 800 px, not kept, and shown all the same (at 600 px: 405 CSS px at 800 px's density).
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(product!.images[0].src(800));
    await context.close();
  });

  test('the web app manifest names the shop, its icons and colour', async ({ page, request }) => {
    await page.goto(paths.home());
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await request.get(href!)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toContain('Rangeela');
    expect(manifest.short_name).toBe('Rangeela');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });
});
