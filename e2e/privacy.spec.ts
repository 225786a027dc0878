import type { Request } from '@playwright/test';
import { paths } from '../src/config/paths';
import { products } from '../src/features/catalogue/data/products';
import { expect, mainNav, test } from './support';

test.describe('no network requests of its own', () => {
  test('every page declares a CSP that forbids connections and other origins', async ({ page }) => {
    await page.goto(paths.shop());
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:/);
  });

  test('a fetch from the page is refused', async ({ page, pageErrors }) => {
    await page.goto(paths.home());
    const outcome = await page.evaluate(() =>
      window.fetch('/robots.txt').then(
        () => 'allowed',
        () => 'refused',
      ),
    );
    expect(outcome).toBe('refused');
    const violations = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true });
          void window.fetch('/sitemap.xml').catch(() => undefined);
        }),
    );
    expect(violations).toBe('connect-src');
    // Chromium reports the refusals in the console; they are what this test expects.
    const unexpected = pageErrors.filter((error) => !error.includes('Content Security Policy') && !error.includes('Failed to fetch'));
    pageErrors.splice(0, pageErrors.length, ...unexpected);
  });

  test('a whole shopping journey stays on this site and never uses fetch or XHR', async ({ page, baseURL }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(paths.home());
    await page.getByRole('button', { name: `Add ${products[1]!.title} to cart` }).click();
    await (await mainNav(page)).getByRole('link', { name: 'Shop' }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('tee');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: products[8]!.title, exact: true }).click();
    await page.getByRole('button', { name: 'Show image 2 of 4' }).click();
    await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'XL', exact: true }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: /^Cart, / }).click();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME');
    await page.getByRole('button', { name: 'Apply' }).click();
    await (await mainNav(page)).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('link', { name: 'continue reading' }).first().click();
    await (await mainNav(page)).getByRole('link', { name: 'Contact' }).click();
    await page.waitForLoadState('networkidle');

    expect(requests.length).toBeGreaterThan(10);
    const foreign = requests.filter((r) => !r.url().startsWith(baseURL!));
    expect(foreign.map((r) => r.url())).toEqual([]);
    const scripted = requests.filter((r) => r.resourceType() === 'fetch' || r.resourceType() === 'xhr');
    expect(scripted.map((r) => r.url())).toEqual([]);
  });
});
