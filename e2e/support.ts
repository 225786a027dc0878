import { pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { products } from '../src/features/catalogue/data/products';
import type { ShopSize } from '../src/features/catalogue/product-names';
import { aboutCopy } from '../src/features/content/data/about.generated';

/**
 * Shared helpers for the browser tests. Every test gets a fresh browser context (empty
 * localStorage); `test` also fails any test during which the page threw or logged an error.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium logs the 404 status of a not-found page itself; that one is the point of the page.
        const documentNotFound = message.text().includes('status of 404') && message.location().url === page.url();
        if (!documentNotFound) errors.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      await use(errors);
      expect(errors, 'the page reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has taken over the page. A visitor does not wait for this, so tests that stand
 * for one never do: taps made earlier are held and carried out (src/app/early/). Only
 * tests about the running app itself use it, each saying why.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root[data-ready="true"]').waitFor({ state: 'attached' });
}

/**
 * Checks the visit is on the home page and that the app has rendered it there, not only put it in
 * the address bar (router updates render in a transition, so the page before stays on screen
 * until the home page is ready).
 */
export async function expectOnHome(page: Page, options?: { timeout?: number }): Promise<void> {
  await expect(page).toHaveURL('/', options);
  const home = page.getByRole('banner').getByRole('link', { name: 'Home', exact: true, includeHidden: true });
  await expect(home).toHaveAttribute('aria-current', 'page', options);
}

/** Scrolls down a screen at a time, as a visitor would, so every lazy image and deferred section comes near the viewport. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
}

/** The header's main navigation, opening the menu first on narrow screens. */
export async function mainNav(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Closes the header's menu if it shows over the page (a visitor's Escape), so it covers nothing
 * below it. Decided by what shows, the navigation's links, as a visitor would.
 */
export async function closeMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (!(await toggle.isVisible())) return;
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (await nav.isVisible()) await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

/** True in the 375 px project. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 600;
}

/** Reads and parses a localStorage value from the page. */
export async function stored<T = unknown>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

/**
 * Stores values in localStorage before the page's scripts run, on the first load of this page
 * (tab) only: a reload or a later visit sees what the app made of them. Calls can be combined.
 */
export async function seed(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript(
    ({ flag, entries }) => {
      if (window.sessionStorage.getItem(flag)) return;
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      window.sessionStorage.setItem(flag, 'yes');
    },
    { flag: `e2e-seeded-${randomUUID()}`, entries: values },
  );
}

/** Makes storage refuse every write to `key` (as a full localStorage does), from the first page load on. */
export async function refuseWritesTo(page: Page, key: string): Promise<void> {
  await page.addInitScript((refused) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (name: string, value: string) {
      if (name === refused) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, name, value);
    };
  }, key);
}

/** A cart line as the shop stores it; without a colour, the product's first. */
export interface StoredCartLine {
  productId: number;
  colour?: string;
  size: ShopSize;
  quantity: number;
}

/** The id of a product's first colour, as carts store it. */
export function firstColour(productId: number): string {
  const product = products.find((candidate) => candidate.id === productId);
  if (!product) throw new Error(`No product ${productId} in the catalogue.`);
  return product.colours[0].id;
}

/** Puts lines in the cart the way the shop stores them, before the first page load. */
export async function seedCart(page: Page, lines: StoredCartLine[]): Promise<void> {
  const withColours = lines.map(({ productId, colour, size, quantity }) => ({ productId, colour: colour ?? firstColour(productId), size, quantity }));
  await seed(page, { cart: JSON.stringify({ version: 2, lines: withColours, coupon: null }) });
}

/**
 * Place order has been tapped: the order's page follows, and its number. A shopper waits while the
 * button says "Placing order…": tapped as soon as the form is filled, that is the app starting (the
 * tap is held until then), the order's code loading and the device's lock, several seconds on a
 * loaded machine (a 5 s wait once ran out in the full suite), so this waits up to 20 s.
 */
export async function placedOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/orders\/[A-Z0-9]+-/, { timeout: 20_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/**
 * Add to Cart tapped with no size chosen, until the app marks the size group. Tapped before the app
 * runs, the browser asks for a size itself (a bubble, first-paint.spec.ts) and the app never sees
 * the tap: the visitor taps again, and once the app runs it marks the group and says why.
 */
export async function tapAddWithoutSize(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('radiogroup', { name: 'Size' })).toHaveAttribute('aria-invalid', 'true', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * How the cart and the messages name a line: "Marigold Mandala Tee (Saffron, Large)", in the
 * product's first colour unless another is named.
 */
export function lineName(productId: number, size: ShopSize, colourName?: string): string {
  const product = products.find((candidate) => candidate.id === productId);
  if (!product) throw new Error(`No product ${productId} in the catalogue.`);
  return `${product.title} (${colourName ?? product.colours[0].name}, ${size})`;
}

/**
 * Every prerendered path, in order: the build lists them (from `prerenderPaths` in
 * src/entry-server.tsx) in dist/sitemap.xml as absolute URLs. The tests run after a build.
 */
export function prerenderedPaths(): string[] {
  const file = fileURLToPath(new URL('../dist/sitemap.xml', import.meta.url));
  let xml: string;
  try {
    xml = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the site first (node scripts/build.mjs).`);
  }
  const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  if (found.length === 0) throw new Error(`${file} lists no pages.`);
  return found;
}

/**
 * The product page's large image, which must be showing the image named `alt`. Playwright also
 * counts each thumbnail's image (inside its "Show image N of 4" button, where Chromium folds it
 * into the button), so the name is on two images: the large one, first in reading order, and
 * its thumbnail. Waits for that, so a gallery that did not switch fails here.
 */
export async function largeImage(page: Page, alt: string): Promise<Locator> {
  const named = page.getByRole('main').getByRole('img', { name: alt, exact: true });
  await expect(named).toHaveCount(2);
  return named.first();
}

/**
 * The About page's video, in the figure its caption names. A `<video>` has no ARIA role to find
 * it by, so it is the video inside that figure.
 */
export function aboutVideo(page: Page): Locator {
  return page.getByRole('main').getByRole('figure', { name: aboutCopy.videoCaption }).locator('video');
}

/** A user stored the way Rangeela stores them: PBKDF2-SHA-256, 600,000 iterations, random salt. */
export function storedUser(username: string, email: string, password: string) {
  const salt = randomBytes(16);
  const passwordHash = pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('base64');
  return { username, email, passwordHash, salt: salt.toString('base64'), iterations: 600_000, createdAt: '2026-02-01T09:00:00.000Z' };
}
