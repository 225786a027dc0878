import { paths } from '../src/config/paths';
import { expect, seed, test } from './support';

const bodyClass = (page: import('@playwright/test').Page) => page.evaluate(() => document.body.className);

test.describe('theme', () => {
  test('follows a light system preference on the first visit', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(paths.home());
    await expect(page.locator('body')).toHaveClass('lightMode');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('follows a dark system preference on the first visit', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(paths.home());
    await expect(page.locator('body')).toHaveClass('darkMode');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('the toggle switches the body class and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(paths.shop());
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('body')).toHaveClass('darkMode');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(21, 18, 29)');

    await page.reload();
    await expect(page.locator('body')).toHaveClass('darkMode');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('body')).toHaveClass('lightMode');
    await page.reload();
    await expect(page.locator('body')).toHaveClass('lightMode');
  });

  test('a remembered choice wins over the system preference', async ({ page }) => {
    await seed(page, { theme: JSON.stringify('lightMode') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(paths.about());
    await expect(page.locator('body')).toHaveClass('lightMode');
  });

  test('the theme is on the body before any of the app’s JavaScript runs (no flash)', async ({ page, pageErrors }) => {
    await seed(page, { theme: JSON.stringify('darkMode') });
    // Block the app's scripts: only the small inline script in the page can have set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(paths.home());
    await expect(page.locator('body')).toHaveClass('darkMode');
    await expect(page.getByRole('heading', { level: 1, name: /Super value deals/ })).toBeVisible();
    // The blocked scripts are reported as failed loads: expected here, and nothing else.
    const unexpected = pageErrors.filter((error) => !error.includes('Failed to load resource'));
    pageErrors.splice(0, pageErrors.length, ...unexpected);
  });

  test('another tab’s choice is applied without a reload', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(paths.home());
    const other = await context.newPage();
    await other.goto(paths.blog());
    await other.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => bodyClass(page)).toBe('darkMode');
    await other.close();
  });
});
