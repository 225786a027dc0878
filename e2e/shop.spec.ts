import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { descriptionOf } from '../src/features/catalogue/data/descriptions';
import { products } from '../src/features/catalogue/data/products';
import { collectionAliases, collectionLabel, soldOutEverywhere } from '../src/features/catalogue/product';
import { SHOP_PAGE_SIZE } from '../src/features/catalogue/paging';
import { paysFor } from '../src/features/catalogue/pays';
import { plainText } from '../src/lib/rich-text';
import { expect, isMobile, test, waitForApp } from './support';

/** The titles shown in the shop grid, in order. */
async function gridTitles(page: Page): Promise<string[]> {
  const grid = page.getByRole('list', { name: 'Products' });
  if (!(await grid.isVisible())) return [];
  return grid.getByRole('listitem').getByRole('heading').allTextContents();
}

/** The titles in the shop's order: the list's, with the tees sold out in every size last (PRODUCT.md §3). */
const byCatalogue = (list: typeof products) => [...list.filter((p) => !soldOutEverywhere(p)), ...list.filter(soldOutEverywhere)].map((p) => p.title);
/** What the grid shows of an order at first: its first twelve (the rest come with "Show more"). */
const firstPage = (titles: readonly string[]) => titles.slice(0, SHOP_PAGE_SIZE);
/**
 * The grid of a searched, sorted or filtered address is drawn by the app (hidden until then, as the
 * prerendered page holds the whole range), a search's once the descriptions' words have come: on a
 * busy machine, and on the phone profile's slower CPU, that took more than the 5 s a poll waits.
 */
const drawn = { timeout: 20_000 };
/** The price a shopper pays for one tee, after its offer. */
const pays = (p: (typeof products)[number]) => paysFor(p);
const matching = (q: string) =>
  products.filter((p) =>
    [
      p.title,
      plainText(descriptionOf(p.id)),
      ...p.collections.flatMap((collection) => [collection, collectionLabel(collection), collectionAliases[collection] ?? '']),
    ].some((text) => text.toLowerCase().includes(q.trim().toLowerCase())),
  );

test.describe('shop search, sort and filter', () => {
  test('typing alone changes nothing; the Search button applies the query', async ({ page }) => {
    await page.goto(paths.shop());
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('kite');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(SHOP_PAGE_SIZE);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(paths.shop({ q: 'kite' }));
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue(matching('kite'))));
    await expect(page.getByRole('status').filter({ hasText: /of 16/ })).toHaveText(`${matching('kite').length} of 16 T-shirts matching “kite”`);
  });

  test('Enter in the box applies the query, trimmed and case-insensitive', async ({ page }) => {
    await page.goto(paths.shop());
    await page.getByRole('searchbox', { name: 'Search products' }).fill('  INDIGO ');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=INDIGO/);
    const expected = byCatalogue(matching('indigo'));
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(expected));
  });

  test('search matches descriptions and collections too', async ({ page }) => {
    await page.goto(paths.shop({ q: 'new arrivals' }));
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue(products.filter((p) => p.collections.includes('new-arrivals')))));
    await page.goto(paths.shop({ q: 'decoction' }));
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue(matching('decoction'))));
  });

  test('both price sorts', async ({ page }) => {
    await page.goto(paths.shop());
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue([...products].sort((a, b) => pays(a) - pays(b)))));
    await sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue([...products].sort((a, b) => pays(b) - pays(a)))));
    await sort.selectOption({ label: 'Default order' });
    await expect(page).toHaveURL(paths.shop());
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue([...products])));
  });

  test('every minimum-rating option', async ({ page }) => {
    await page.goto(paths.shop());
    const rating = page.getByRole('combobox', { name: 'Minimum rating' });
    const counts: number[] = [];
    for (const [label, minimum] of [['1 and above', 1], ['2 and above', 2], ['3 and above', 3], ['4 and above', 4], ['5', 5]] as const) {
      await rating.selectOption({ label });
      await expect(page).toHaveURL(new RegExp(`rating=${minimum}`));
      const expected = byCatalogue(products.filter((p) => p.rating >= minimum));
      await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(expected));
      counts.push(expected.length);
    }
    expect(new Set(counts).size).toBe(5);
  });

  test('search, sort and rating combine', async ({ page }) => {
    await page.goto(paths.shop());
    await page.getByRole('searchbox', { name: 'Search products' }).fill('cotton');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Minimum rating' }).selectOption({ label: '4 and above' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/q=cotton/);
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page).toHaveURL(/rating=4/);
    const expected = byCatalogue(matching('cotton').filter((p) => p.rating >= 4).sort((a, b) => pays(b) - pays(a)));
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(expected));
  });

  test('the URL reproduces the grid after a reload, and back restores the previous grid', async ({ page }) => {
    await page.goto(paths.shop());
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await page.getByRole('searchbox', { name: 'Search products' }).fill('tee');
    await page.getByRole('button', { name: 'Search' }).click();
    const expected = byCatalogue(matching('tee').sort((a, b) => pays(a) - pays(b)));
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(expected));

    await page.reload();
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(expected));
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('tee');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');

    await page.goBack();
    await expect(page).toHaveURL(paths.shop({ sort: 'price-asc' }));
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue([...products].sort((a, b) => pays(a) - pays(b)))));
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  test('a shared link opens the same grid', async ({ page }) => {
    await page.goto(paths.shop({ q: 'tee', sort: 'price-desc', rating: '4' }));
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue(matching('tee').filter((p) => p.rating >= 4).sort((a, b) => pays(b) - pays(a)))));
  });

  test('invalid URL values are ignored', async ({ page }) => {
    await page.goto('/shop?sort=cheapest&rating=9&q=');
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue([...products])));
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('none');
    await expect(page.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('0');
    await page.goto('/shop?rating=2.5&sort=price-asc&unknown=1');
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue([...products].sort((a, b) => pays(a) - pays(b)))));
  });

  test('no match says so once and offers one button to clear the filters', async ({ page }) => {
    await page.goto(paths.shop({ q: 'spaceship' }));
    await expect(page.getByRole('heading', { name: 'No T-shirts match' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /of 16/ })).toHaveText('0 of 16 T-shirts matching “spaceship”');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(paths.shop());
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(SHOP_PAGE_SIZE);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });
});

/** Opens the filters: on a phone they are a sheet behind the "Filters" button; on a wide screen they are in the form. */
async function openFilters(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: /^Filters/ }).click();
}

test.describe('shop filters', () => {
  const navyInMedium = products.filter((p) => p.colours.some((c) => c.id === 'navy') && p.colours.some((c) => !c.soldOut.includes('Medium')));

  test('size and colour filter the grid at a tick, live in the address, and are removed one by one', async ({ page }) => {
    await page.goto(paths.shop());
    await openFilters(page);
    await page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: 'Medium', exact: true }).check();
    await expect(page).toHaveURL('/shop?size=Medium');
    await page.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: 'Navy', exact: true }).check();
    await expect(page).toHaveURL('/shop?size=Medium&colour=navy');
    if (isMobile(page)) await page.getByRole('button', { name: 'Show results' }).click();
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue(navyInMedium)));
    await expect(page.getByRole('status').filter({ hasText: /of 16/ })).toHaveText(`${navyInMedium.length} of 16 T-shirts in Medium, Navy`);
    if (isMobile(page)) await expect(page.getByRole('button', { name: 'Filters · 2' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove filter Navy' }).click();
    await expect(page).toHaveURL('/shop?size=Medium');
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue(products.filter((p) => p.colours.some((c) => !c.soldOut.includes('Medium'))))));
    await page.goBack();
    await expect(page).toHaveURL('/shop?size=Medium&colour=navy');
    await openFilters(page);
    await expect(page.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: 'Navy', exact: true })).toBeChecked();
  });

  test('a shared filtered link opens the same grid, on the prices after offers, unknown values ignored', async ({ page }) => {
    await page.goto('/shop?price=500-999&offer=1&stock=1&size=Gigantic&colour=plaid');
    const expected = products.filter((p) => pays(p) >= 500 && pays(p) <= 999 && (p.collections.includes('winter') || p.collections.includes('bogo') || (p.mrp ?? 0) > p.price) && !soldOutEverywhere(p));
    expect(expected.map((p) => p.title)).toContain('Thar Sunset Oversized Tee'); // ₹1,799, ₹900 in the winter offer
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue(expected)));
    await openFilters(page);
    await expect(page.getByRole('group', { name: 'Price' }).getByRole('checkbox', { name: '₹500 – ₹999' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'On offer' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  });

  test('an option that would give nothing is shown disabled', async ({ page }) => {
    await page.goto(paths.shop({ q: 'kite' }));
    await openFilters(page);
    const under = page.getByRole('group', { name: 'Price' }).getByRole('checkbox', { name: 'Under ₹500' });
    await expect(under).toBeVisible();
    await expect(under).toBeDisabled();
    await expect(page.getByRole('group', { name: 'Price' }).getByRole('checkbox', { name: '₹500 – ₹999' })).toBeEnabled();
  });

  test('filters chosen before the app is ready are sent by the GET form and land on the filtered grid', async ({ page }) => {
    await page.goto(paths.shop(), { waitUntil: 'commit' });
    await openFilters(page);
    await page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: 'Medium', exact: true }).check();
    await page.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: 'Navy', exact: true }).check();
    await page.getByRole('button', { name: isMobile(page) ? 'Show results' : 'Search' }).click();
    await expect(page).toHaveURL(/size=Medium/);
    await expect(page).toHaveURL(/colour=navy/);
    await expect.poll(() => gridTitles(page), { timeout: 15_000 }).toEqual(firstPage(byCatalogue(navyInMedium)));
  });

  test('with scripts blocked, the filters are a plain GET form to the filtered address', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(paths.shop());
    await page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: 'XL', exact: true }).check();
    await page.getByRole('checkbox', { name: 'On offer' }).check();
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/[?&]size=XL&offer=1$/);
    await context.close();
  });
});

test.describe('the shop in pages', () => {
  test('"Show more" adds the next cards in place with page=2 in the address, and Back from a product opened from them returns to the same cards and place', async ({ page }) => {
    const order = byCatalogue(products);
    const opened = order[SHOP_PAGE_SIZE + 1]!;
    await page.goto(paths.shop());
    const grid = page.getByRole('list', { name: 'Products' });
    await expect(grid.getByRole('listitem')).toHaveCount(SHOP_PAGE_SIZE);
    await expect(page.getByText(`Showing ${SHOP_PAGE_SIZE} of ${products.length} tees`)).toBeVisible();
    // What is checked here is the app's "Show more" (cards added in place, focus moved, the count
    // said); before the app runs it is a link that loads /shop?page=2, checked in the next test.
    await waitForApp(page);
    // Scrolled to first, then tapped, as a visitor does (the cards a jump brings into view are drawn
    // at their height a frame later: the next test says why).
    const more = page.getByRole('link', { name: 'Show more' });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(page).toHaveURL(paths.shop({ page: '2' }));
    await expect.poll(() => gridTitles(page), drawn).toEqual(order);
    await expect(grid.getByRole('link', { name: order[SHOP_PAGE_SIZE], exact: true })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'tees' })).toHaveText(`Showing all ${products.length} tees`);
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0);

    const link = grid.getByRole('link', { name: opened, exact: true });
    await link.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opened);
    await page.goBack();
    await expect(page).toHaveURL(paths.shop({ page: '2' }));
    await expect.poll(() => gridTitles(page), drawn).toEqual(order);
    await expect(link).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(place - 40);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(place + 40);
  });

  test('"Show more" tapped before the app runs opens the next page at the first new card, not at the top', async ({ page, pageErrors }) => {
    const order = byCatalogue(products);
    // The app's code does not come on the first page (a slow phone): the link is a plain link.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(paths.shop());
    await page.unroute('**/assets/*.js');
    // The visitor scrolls down to the link, then taps it where it shows. Not one step: a click's own
    // scroll is instant, and the cards it brings into view are only drawn in the next frames
    // (`content-visibility: auto`), at their real height rather than the estimate holding their
    // place: on this 375 px phone the link then rose 88 px, and the click, pressed at once where it
    // had been, hit the page below it (no navigation: about 1 run in 100). Scrolled first, the
    // click's wait for a steady link sees that settle.
    const more = page.getByRole('link', { name: 'Show more' });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    const grid = page.getByRole('list', { name: 'Products' });
    const firstNew = grid.getByRole('link', { name: order[SHOP_PAGE_SIZE], exact: true });
    // Once this page's app has drawn the new cards (a busy machine is slow to): there, and the address plain.
    await expect(firstNew).toBeFocused({ timeout: 15_000 });
    await expect(firstNew).toBeInViewport();
    await expect(page).toHaveURL(paths.shop({ page: '2' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // The scripts refused on purpose on the first page are the only errors.
    const unexpected = pageErrors.filter((error) => !/Failed to load resource: .*\/assets\//.test(error));
    pageErrors.splice(0, pageErrors.length, ...unexpected);
  });

  test('an address with a page opens that many cards, and an odd page the first twelve', async ({ page }) => {
    await page.goto(paths.shop({ page: '2' }));
    await expect.poll(() => gridTitles(page), drawn).toEqual(byCatalogue(products));
    await expect(page.getByText(`Showing all ${products.length} tees`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0);
    await page.goto('/shop?page=abc');
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', `${paths.shop({ page: '2' })}#from-13`);
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue(products)));
  });
});

test.describe('the shop on a phone', () => {
  test('the first prices are in the first screen, and the Sort select reads in full', async ({ page }) => {
    test.skip(!isMobile(page), 'a phone’s first screen');
    await page.goto(paths.shop());
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().locator('.price')).toBeInViewport({ ratio: 1 });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption('price-desc');
    // Its choice's words fit between its left padding and the room kept for its arrow.
    const fits = await sort.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const words = context.measureText(select.selectedOptions[0]!.text).width;
      return words + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) <= select.clientWidth;
    });
    expect(fits).toBe(true);
    const brand = page.locator('.product-card__brand').first();
    expect(await brand.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});

test.describe('offers and collections', () => {
  test('the home page’s offer banners lead to their collections, and a sale price shows its MRP struck through', async ({ page }) => {
    await page.goto(paths.home());
    await page.getByRole('link', { name: /^Collection\b.*winter collection 50% off/i }).click();
    await expect(page).toHaveURL(paths.shop({ collection: 'winter' }));
    const winter = products.filter((p) => p.collections.includes('winter'));
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue(winter)));
    await expect(page.getByRole('status').filter({ hasText: 'T-shirts in Winter' })).toHaveText(`${winter.length} of ${products.length} T-shirts in Winter`);
    // A search within the collection keeps it.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(paths.shop({ sort: 'price-asc', collection: 'winter' }));
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue([...winter].sort((x, y) => pays(x) - pays(y)))));

    await page.goto(paths.home());
    await page.getByRole('link', { name: 'Explore More' }).click();
    await expect(page).toHaveURL(paths.shop({ collection: 'sale' }));
    const belowMrp = products.filter((p) => p.mrp !== undefined && p.mrp > p.price);
    expect(belowMrp.length).toBeGreaterThan(0);
    for (const product of belowMrp) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.title }) });
      await expect(card.locator('s')).toHaveText(`MRP ₹${product.mrp!.toLocaleString('en-IN')}`);
      await expect(card.getByText(`Save ₹${(product.mrp! - product.price).toLocaleString('en-IN')}`, { exact: true })).toBeVisible();
      // One badge on the photo: Sold out first, else the saving in percent.
      const saving = Math.floor(((product.mrp! - product.price) * 100) / product.mrp!);
      await expect(card.getByText(soldOutEverywhere(product) ? 'Sold out' : `${saving}% off`, { exact: true })).toBeVisible();
    }
  });

  test('a card shows the price a shopper pays for one tee in an offer, the price before it struck, and the saving', async ({ page }) => {
    await page.goto(paths.shop({ collection: 'winter' }));
    const thar = products.find((p) => p.title === 'Thar Sunset Oversized Tee')!;
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: thar.title }) });
    await expect(card.locator('.price')).toHaveText('₹900');
    await expect(card.locator('s')).toHaveText('was ₹1,799');
    await expect(card.getByText('Save ₹899', { exact: true })).toBeVisible();
    await expect(card.getByText('50% off', { exact: true })).toBeVisible();
    await expect(card.getByText('Winter collection 50% off')).toHaveCount(0);
  });

  test('a tee in an offer says what the offer means for it, and leads to the rest of its collection', async ({ page }) => {
    const winter = products.find((p) => p.collections.includes('winter'))!;
    await page.goto(paths.product(winter.id));
    const pays = winter.price - Math.floor(winter.price / 2);
    const note = page.getByRole('main').getByText(/each, taken off in your cart/);
    await expect(note).toHaveText(`Winter collection 50% off: ₹${pays.toLocaleString('en-IN')} each, taken off in your cart. See the collection`);
    await expect(note.getByRole('link', { name: 'See the collection' })).toHaveAttribute('href', paths.shop({ collection: 'winter' }));
    await expect(page.getByRole('main').getByText('incl. of all taxes')).toBeVisible();
  });

  test('an unknown collection in the address is ignored: the whole catalogue shows', async ({ page }) => {
    await page.goto(`${paths.shop()}?collection=%3Cscript%3E`);
    await expect(page.getByRole('status').filter({ hasText: 'T-shirts' })).toHaveText(`All ${products.length} T-shirts`);
    await expect.poll(() => gridTitles(page), drawn).toEqual(firstPage(byCatalogue(products)));
  });
});
