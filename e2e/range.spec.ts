import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { products } from '../src/features/catalogue/data/products';
import { paysFor } from '../src/features/catalogue/pays';
import { relatedProducts, SHOP_PAGE_SIZE } from '../src/features/catalogue/range';
import { expect, seedCart, test, waitForApp } from './support';

/**
 * A page loads the tees it shows, not the range (issue 37): however many tees the owner sells, a
 * tee's page, the home page, the cart and the checkout need the same JavaScript before they are
 * ready. The whole range (the `catalogue` chunk) is for the pages that search, filter or count it.
 * These tests read which scripts the page asked for until the app was ready, so they wait for its
 * ready mark (`waitForApp`): what is measured is the app's start, not a visitor's tap.
 */
function scriptsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

const teeModules = (asked: readonly string[]) => asked.flatMap((path) => /^\/tees\/[0-9a-f]+\/(\d+)\.js$/.exec(path)?.[1] ?? []).map(Number);
const wholeRange = (asked: readonly string[]) => asked.filter((path) => /\/assets\/catalogue-[\w-]+\.js$/.test(path));
const tee = (id: number) => products.find((product) => product.id === id)!;

test.describe('a page loads the tees it shows, not the range', () => {
  test('a tee’s page loads its own module (the tee and those beside it), not the range, and shows them', async ({ page }) => {
    const asked = scriptsAsked(page);
    await page.goto(paths.product(5));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tee(5).title);
    const related = relatedProducts(tee(5), products);
    const cards = page.getByRole('list', { name: 'Related products' }).getByRole('listitem');
    await expect(cards).toHaveCount(related.length);
    for (const other of related) await expect(page.getByRole('link', { name: other.title, exact: true }).first()).toBeVisible();
    await waitForApp(page);
    expect(teeModules(asked)).toEqual([5]);
    expect(wholeRange(asked)).toEqual([]);
  });

  test('going from a tee’s page to one beside it loads that tee’s module and shows its page', async ({ page }) => {
    const asked = scriptsAsked(page);
    await page.goto(paths.product(5));
    await waitForApp(page);
    const next = relatedProducts(tee(5), products)[0]!;
    const link = page.getByRole('list', { name: 'Related products' }).getByRole('link', { name: next.title, exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(paths.product(next.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
    await expect(page.getByRole('list', { name: 'Related products' }).getByRole('listitem')).toHaveCount(relatedProducts(next, products).length);
    expect(teeModules(asked)).toContain(next.id);
  });

  test('the cart and the checkout load the tees of its lines, not the range, and show each line', async ({ page }) => {
    const [a, b] = [products[2]!, products.at(-1)!];
    await seedCart(page, [
      { productId: a.id, size: 'Medium', quantity: 1 },
      { productId: b.id, size: 'Large', quantity: 2 },
    ]);
    const asked = scriptsAsked(page);
    await page.goto(paths.cart());
    await expect(page.getByRole('link', { name: a.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: b.title, exact: true })).toBeVisible();
    await waitForApp(page);
    expect(teeModules(asked).sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(wholeRange(asked)).toEqual([]);

    const atCheckout = scriptsAsked(page);
    await page.goto(paths.checkout());
    await expect(page.getByRole('heading', { name: 'Delivery details' })).toBeVisible();
    // Its summary names each line (folded on a phone, open on a wide screen).
    await expect(page.getByText(a.title).first()).toBeAttached();
    await expect(page.getByText(b.title).first()).toBeAttached();
    await waitForApp(page);
    expect(wholeRange(atCheckout)).toEqual([]);
  });

  test('the home page draws its featured tees without loading the range', async ({ page }) => {
    const asked = scriptsAsked(page);
    await page.goto(paths.home());
    const featured = products.filter((product) => product.collections.includes('featured')).slice(0, 8);
    await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem')).toHaveCount(featured.length);
    await waitForApp(page);
    expect(wholeRange(asked)).toEqual([]);
    expect(teeModules(asked)).toEqual([]);
  });

  test('the shop draws its first page without the range, loads the range once it is ready, and then sorts it', async ({ page }) => {
    // When the ready mark came, by the page's own clock, to compare with when the range was asked for.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById('root')?.dataset.ready && !Reflect.has(window, '__readyAt')) Reflect.set(window, '__readyAt', performance.now());
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
    });
    const asked = scriptsAsked(page);
    await page.goto(paths.shop());
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards).toHaveCount(SHOP_PAGE_SIZE);
    await expect(page.getByText(`All ${products.length} T-shirts`)).toBeVisible();
    await waitForApp(page);
    await expect.poll(() => wholeRange(asked)).toHaveLength(1);
    // Its timing entry comes once it has arrived.
    const rangeAsked = () => page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/assets\/catalogue-[\w-]+\.js$/.test(entry.name))?.startTime ?? -1);
    await expect.poll(rangeAsked).toBeGreaterThanOrEqual(0);
    const [rangeAskedAt, readyAt] = [await rangeAsked(), await page.evaluate(() => Reflect.get(window, '__readyAt') as number)];
    expect(rangeAskedAt).toBeGreaterThanOrEqual(readyAt);
    expect(teeModules(asked)).toEqual([]);
    // The whole range sorted: the cheapest tee (after offers) first.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    const cheapest = Math.min(...products.map(paysFor));
    await expect(page.getByText(`${products.length} of ${products.length} T-shirts`)).toBeVisible();
    await expect(cards.first()).toContainText(new RegExp(`₹${cheapest.toLocaleString('en-IN')}\\b`));
  });
});
