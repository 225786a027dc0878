import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { products } from '../src/features/catalogue/data/products';
import { paysFor } from '../src/features/catalogue/pays';
import { formatPrice } from '../src/lib/money';
import { expect, isMobile, mainNav, test } from './support';

/** The sample's peacock tee, found below by its typo "peacok". */
const peacock = products.find((product) => product.title === 'Peacock Feather Tee')!;

/** The header's search box, in the menu on a phone (opened first, as a visitor does). */
async function headerSearch(page: Page) {
  if (isMobile(page)) await mainNav(page);
  return page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
}

test.describe('search from every page (PRODUCT.md §3)', () => {
  test('the header suggests tees for a typo, opens one with the keys, and sends the words to the shop’s close matches', async ({ page }) => {
    await page.goto(paths.about());
    let box = await headerSearch(page);
    await box.pressSequentially('peacok');
    const suggestion = page.getByRole('option', { name: `${peacock.title} ${formatPrice(paysFor(peacock))}` });
    await expect(suggestion).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/shop?q=peacok');
    await box.press('ArrowDown');
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await suggestion.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(paths.product(peacock.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(peacock.title);

    // Enter on the words themselves: the shop's results, which for a typo are its close matches.
    box = await headerSearch(page);
    await box.pressSequentially('peacok');
    await box.press('Enter');
    await expect(page).toHaveURL('/shop?q=peacok');
    // Their code and the search load once the shop finds nothing exactly: three small files, which a
    // busy two-core machine running several browsers has been seen to take over 5 s to bring.
    await expect(page.getByRole('heading', { name: 'Showing close matches for “peacok”' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Close matches' }).getByRole('link', { name: peacock.title })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' })).toHaveCount(0);
    // The phone's menu shut behind the search (the shop was the page already open under it).
    if (isMobile(page)) await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('a page that does not exist has one heading, a search of its own, the collections and a few tees', async ({ page }) => {
    await page.goto('/no-such-tee');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('404', { exact: true })).toHaveCount(1);
    const featured = page.getByRole('list', { name: 'Featured products' }).getByRole('listitem');
    await expect(featured).toHaveCount(4);
    await expect(page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'New Arrivals' })).toHaveAttribute(
      'href',
      paths.shop({ collection: 'new-arrivals' }),
    );
    const lookFor = page.getByRole('main').getByRole('combobox', { name: 'Look for a tee' });
    await lookFor.pressSequentially('kite');
    await page.getByRole('option', { name: /^Kite Festival Graphic Tee/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kite Festival Graphic Tee');
  });

  test('without JavaScript the header’s search is a form that opens the shop’s results', async ({ browser, baseURL, isMobile: phone, viewport }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    await page.goto(paths.about());
    const box = await headerSearch(page);
    await box.fill('peacock');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\?q=peacock$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('#stayhome');
    await context.close();
  });
});
