import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { paths } from '../src/config/paths';
import { expect, test, waitForApp } from './support';

/**
 * Other pages' code, fetched ahead only as PRODUCT.md §12 and issue 22 allow (src/app/fetch-ahead.ts):
 * on intent at once; with no interaction only within the page's budget, which the prerenderer
 * writes into the page, and never when the browser says Save-Data.
 */
test.describe('fetching other pages’ code', () => {
  test.skip(({ isMobile }) => isMobile, 'the same rules on every screen; hover is a pointer’s');

  /** Each page's own script (its route module's chunk) by page name, from the build's manifest. */
  const manifest = JSON.parse(readFileSync('dist-ssr/client-manifest.json', 'utf8')) as Record<string, { file: string }>;
  const pageScripts = new Map(
    Object.entries(manifest).flatMap(([key, { file }]) => {
      const name = /^src\/app\/routes\/([\w-]+)\.tsx$/.exec(key)?.[1];
      return name ? [[`/${file}` as string, name] as const] : [];
    }),
  );

  /** The pages whose own script the page has asked for, by name (about, shop …). */
  function routeScripts(page: Page): Set<string> {
    const seen = new Set<string>();
    page.on('request', (request: Request) => {
      const name = pageScripts.get(new URL(request.url()).pathname);
      if (name) seen.add(name);
    });
    return seen;
  }

  /** Serves the page with another plan in it, as a build with more room (or none) would write it. */
  async function withPlan(page: Page, plan: (built: string) => string) {
    await page.route(/\/about$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/data-fetch-ahead="([^"]*)"/, (_, built: string) => `data-fetch-ahead="${plan(built)}"`);
      await route.fulfill({ response, body: html });
    });
  }

  /** Waits past the moment the page fetches ahead: ready, the network quiet, and an idle moment more. */
  async function settle(page: Page) {
    await waitForApp(page); // fetching ahead starts once the app is ready: this test is about the app's own timing
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
  }

  /** Other pages' code than the about page's own. */
  const others = (scripts: Set<string>) => [...scripts].filter((name) => name !== 'about');

  test('as built, a page whose own code fills its budget fetches no other page’s code with no interaction', async ({ page }) => {
    const scripts = routeScripts(page);
    await page.goto(paths.about());
    // The about page's own code, the footer and offline support leave no room under 100 KiB today.
    await expect(page.locator('#root')).toHaveAttribute('data-fetch-ahead', /^0 /);
    await settle(page);
    expect(others(scripts)).toEqual([]);
  });

  test('with room in its budget, a page fetches other pages’ code once it is ready, never past the room', async ({ page }) => {
    let room = 0;
    const weights = new Map<string, number>();
    await withPlan(page, (built) => {
      for (const [, name, bytes] of built.matchAll(/([\w-]+):(\d+)/g)) weights.set(name!, Number(bytes));
      room = weights.get('home')! + weights.get('shop')! + weights.get('blog')!;
      return built.replace(/^\d+/, String(room));
    });
    const scripts = routeScripts(page);
    await page.goto(paths.about());
    await expect.poll(() => others(scripts).length).toBeGreaterThan(0);
    await settle(page);
    const spent = others(scripts).reduce((sum, name) => sum + weights.get(name)!, 0);
    expect(spent).toBeLessThanOrEqual(room);
    expect(others(scripts).length).toBeLessThan(pageScripts.size - 1);
  });

  test('when the browser says Save-Data, nothing is fetched ahead, however much room, and the shop is not cached for offline use', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) }));
    await withPlan(page, (built) => built.replace(/^\d+/, String(100 * 1024)));
    const scripts = routeScripts(page);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await page.goto(paths.about());
    await settle(page);
    expect(others(scripts)).toEqual([]);
    // Offline support would download the whole shop (e2e/offline.spec.ts): not registered, not fetched.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(requested.has('/sw.js')).toBe(false);
  });

  test('the newsletter’s rules are fetched when the visitor goes to its form, not before', async ({ page }) => {
    const subscriptions = `/${manifest['src/features/content/newsletter/subscriptions.ts']!.file}`;
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await page.goto(paths.about());
    await settle(page);
    expect(requested.has(subscriptions)).toBe(false);
    await page.getByRole('textbox', { name: 'Your email address' }).focus();
    await expect.poll(() => requested.has(subscriptions)).toBe(true);
  });

  test('a pointer over a link fetches that page’s code at once, whatever the budget', async ({ page }) => {
    const scripts = routeScripts(page);
    await page.goto(paths.about());
    await settle(page);
    expect(scripts.has('contact')).toBe(false);
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).hover();
    await expect.poll(() => scripts.has('contact')).toBe(true);
  });
});
