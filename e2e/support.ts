import { test as base, expect, type Page } from '@playwright/test';

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

/** Opens a path and waits until React has taken over the page (buttons work from then on). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root[data-ready="true"]').waitFor({ state: 'attached' });
}

/**
 * Checks the visit is on the home page and waits until the app has rendered it, not only put it in
 * the address bar: router updates render in a transition, and the header's menu belongs to the
 * page it was opened on, so opening it before then (on a phone) sees it close again.
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

/** True in the 375 px project. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 600;
}

/** Reads and parses a localStorage value from the page. */
export async function stored<T = unknown>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key);
  return raw === null ? null : (JSON.parse(raw) as T);
}
