import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { products } from '../src/features/catalogue/data/products';
import { allSizes } from '../src/features/catalogue/product-names';
import { expect, stored, test, waitForApp } from './support';

/**
 * The code of what a page shows further down for reading (a product's description and reviews, the
 * footer) comes once it is in view (src/lib/in-view.ts, issue 37: a phone that looks only at the top
 * of a product page downloads under 100 KiB of JavaScript). Its HTML is there from the start.
 */
test.describe('code that comes as the page is scrolled', () => {
  test.skip(({ isMobile }) => !isMobile, 'on a wide screen the description is beside the photo, in view at once');

  /** The chunk of each of these modules, as the build's manifest names it. */
  const manifest = JSON.parse(readFileSync('dist-ssr/client-manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunkOf = (key: string) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`The build's manifest has no ${key}.`);
    return `/${entry.file}`;
  };
  const parts = {
    description: chunkOf('src/features/catalogue/product-view/product-text.tsx'),
    reviews: chunkOf('src/features/catalogue/product-view/product-reviews.tsx'),
    footer: chunkOf('src/app/layout/footer.tsx'),
  };

  /** The parts whose code the page has asked for; `tee N` for a tee's own entry (recently viewed's cards). */
  function requested(page: Page): Set<string> {
    const seen = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      for (const [name, file] of Object.entries(parts)) if (path === file) seen.add(name);
      const tee = /^\/tees\/[^/]+\/(\d+)\.js$/.exec(path);
      if (tee) seen.add(`tee ${tee[1]}`);
    });
    return seen;
  }

  test('a product page looked at only at its top loads none of it; each part’s code comes as it is scrolled into view', async ({ page }) => {
    const seen = requested(page);
    await page.goto(paths.product(4));
    // The text is there before any of its code.
    await expect(page.getByRole('heading', { name: 'Reviews' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    // What comes once the page is ready has come, and the network is quiet: this test is about the app's own timing.
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect([...seen]).toEqual(['tee 4']); // its own entry only

    await page.getByRole('heading', { name: 'Product details' }).scrollIntoViewIfNeeded();
    await expect.poll(() => seen.has('description')).toBe(true);
    await page.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    await expect.poll(() => seen.has('reviews')).toBe(true);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => seen.has('footer')).toBe(true);
  });

  test('a size chosen at the top of a product page (it goes into the address) loads none of what is further down', async ({ page }) => {
    const tee = products.find((product) => product.id === 4)!;
    const size = allSizes.find((name) => !tee.colours[0]!.soldOut.includes(name))!;
    const seen = requested(page);
    await page.goto(paths.product(tee.id));
    await waitForApp(page); // as above: what the page loads by itself, once ready, has been asked for
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect([...seen]).toEqual(['tee 4']);

    await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: size, exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`[?&]size=${size}`));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // A change of the address's search was drawn through the router's context, which made React
    // take over at once every part still waiting for its code, and load that code.
    expect([...seen]).toEqual(['tee 4']);
    await expect(page.getByRole('heading', { name: 'Reviews' })).toBeAttached();
  });

  test('a page the visitor jumps to the bottom of loads all of it, and recently viewed comes only once they are down there', async ({ page }) => {
    // A tee seen before: product 4's page then shows it under "Recently viewed", further down.
    await page.goto(paths.product(1));
    await expect.poll(() => stored(page, 'recent'), { timeout: 20_000 }).toEqual([1]);
    const seen = requested(page);
    await page.goto(paths.product(4));
    await waitForApp(page); // as above: what the page loads by itself, once ready, has been asked for
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect([...seen]).toEqual(['tee 4']); // its own entry, not tee 1's

    // The End key: the description and reviews were never on the screen, only scrolled past.
    await page.keyboard.press('End');
    await expect(page.getByRole('list', { name: 'Recently viewed products' }).getByRole('link', { name: products.find((tee) => tee.id === 1)?.title ?? 'tee 1', exact: true })).toBeAttached();
    // Each part's code is asked for as its observer says it is reached, in no set order: the footer's may come a moment after the cards.
    await expect.poll(() => [...seen].sort()).toEqual(['description', 'footer', 'reviews', 'tee 1', 'tee 4']);
  });
});
