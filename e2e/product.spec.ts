import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { orderSettings } from '../src/config/orders';
import { paths } from '../src/config/paths';
import { deliveryFacts, sizeChart, sizeGuide } from '../src/config/shop-facts';
import { sellerFacts } from '../src/config/site';
import { factsOf } from '../src/features/catalogue/data/facts';
import { deliveryLine, estimateDelivery } from '../src/lib/delivery';
import { descriptionOf } from '../src/features/catalogue/data/descriptions';
import { products } from '../src/features/catalogue/data/products';
import { inches } from '../src/features/catalogue/product-view/inches';
import { inlineText } from '../src/lib/rich-text';
import { formatPrice } from '../src/lib/money';
import { expect, firstColour, largeImage, lineName, seedCart, stored, tapAddWithoutSize, test, waitForApp } from './support';

const product = products[4]!;
/** The sample's tee in four colours, with sizes sold out in three of them. */
const basic = products.find((candidate) => candidate.colours.length >= 4)!;
/** A tee with nothing left in any size. */
const soldOut = products.find((candidate) => candidate.colours.every((colour) => colour.soldOut.length === 5))!;

const sizeGroup = (page: Page) => page.getByRole('radiogroup', { name: 'Size' });
const size = (page: Page, name: string) => sizeGroup(page).getByRole('radio', { name, exact: true });
const colourGroup = (page: Page) => page.getByRole('radiogroup', { name: 'Colour' });

test.describe('product page', () => {
  test('shows the product with its gallery; thumbnails switch the large image', async ({ page }) => {
    await page.goto(paths.product(product.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByRole('main').getByText(product.brand).first()).toBeVisible();
    for (const block of descriptionOf(product.id)) {
      for (const text of block.kind === 'list' ? block.items.map(inlineText) : [inlineText(block.text)]) {
        await expect(page.getByRole('main').getByText(text)).toBeVisible();
      }
    }
    await expect(page.getByRole('img', { name: `Rated ${product.rating.toFixed(1).replace(/\.0$/, '')} out of 5` }).first()).toBeVisible();

    const thumbs = page.getByRole('button', { name: /^Show image \d of 4$/ });
    await expect(thumbs).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Show image 1 of 4' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await largeImage(page, product.images[0].alt)).toBeVisible();

    await page.getByRole('button', { name: 'Show image 3 of 4' }).click();
    const third = product.images[2]!;
    const large = await largeImage(page, third.alt);
    await expect(page.getByRole('main').getByRole('img', { name: product.images[0].alt, exact: true })).toHaveCount(1);
    await expect(large).toHaveAttribute('src', third.src(400));
    await expect(page.getByRole('button', { name: 'Show image 3 of 4' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Show image 1 of 4' })).toHaveAttribute('aria-pressed', 'false');
    // The new picture loads as a visitor would see it: not necessarily by the time the attributes change.
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('sizes are Small, Medium, Large, XL and XXL as radios, none chosen; one colour needs no colour choice', async ({ page }) => {
    await page.goto(paths.product(product.id));
    const radios = sizeGroup(page).getByRole('radio');
    await expect(radios).toHaveCount(5);
    const names = await radios.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')));
    expect(names).toEqual(['Small', 'Medium', 'Large', 'XL', 'XXL']);
    for (const name of names) await expect(size(page, name!)).not.toBeChecked();
    await expect(colourGroup(page)).toHaveCount(0);
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  });

  test('Add to Cart asks for a size first and adds nothing without one', async ({ page }) => {
    await page.goto(paths.product(product.id));
    await tapAddWithoutSize(page);
    await expect(sizeGroup(page)).toHaveAccessibleDescription('Please select a size.');
    await expect(size(page, 'Small')).toBeFocused();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    expect(await stored(page, 'cart')).toBeNull();
  });

  test('adds the chosen size and quantity, confirms it in place and updates the header', async ({ page }) => {
    await page.goto(paths.product(product.id));
    await size(page, 'XL').check();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added 3 ×' })).toContainText(`Added 3 × ${lineName(product.id, 'XL')} to your cart.`);
    await expect(page).toHaveURL(paths.product(product.id, { colour: firstColour(product.id), size: 'XL' }));
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    expect(await stored(page, 'cart')).toMatchObject({
      version: 2,
      lines: [{ productId: product.id, colour: firstColour(product.id), size: 'XL', quantity: 3 }],
      coupon: null,
    });
  });

  test('the same product and size merge into one line, capped at 10', async ({ page }) => {
    await page.goto(paths.product(product.id));
    await size(page, 'Small').check();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('6');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'the most per size' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 10 items' })).toBeVisible();
    const cart = await stored<{ lines: unknown[] }>(page, 'cart');
    expect(cart?.lines).toEqual([{ productId: product.id, colour: firstColour(product.id), size: 'Small', quantity: 10 }]);
  });

  test('quantities outside 1–10 or not whole are refused with a message', async ({ page }) => {
    await page.goto(paths.product(product.id));
    await size(page, 'Large').check();
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    for (const [typed, message] of [
      ['0', 'The smallest quantity is 1'],
      ['11', 'up to 10'],
      ['2.5', 'whole number'],
      ['', 'Enter a quantity'],
    ] as const) {
      await quantity.fill(typed);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(quantity).toHaveAccessibleDescription(new RegExp(message));
    }
    expect(await stored(page, 'cart')).toBeNull();
  });

  test('shows four related products from the same collection, not this one', async ({ page }) => {
    await page.goto(paths.product(product.id));
    const related = page.getByRole('list', { name: 'Related products' }).getByRole('listitem');
    await expect(related).toHaveCount(4);
    const titles = await related.getByRole('heading').allTextContents();
    const collection = product.collections[0]!;
    const sameCollection = products.filter((p) => p.collections.includes(collection) && p.id !== product.id).map((p) => p.title);
    expect(titles.every((title) => sameCollection.includes(title))).toBe(true);
    expect(titles).not.toContain(product.title);
    await related.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!);
    await expect(page.getByRole('button', { name: 'Show image 1 of 4' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a card’s quick add puts one Large in the cart and confirms it', async ({ page }) => {
    await page.goto(paths.home());
    const first = products[0]!;
    await page.getByRole('button', { name: `Add ${first.title} to cart` }).click();
    await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(`Added 1 × ${lineName(first.id, 'Large')} to your cart.`);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: `Add ${first.title} to cart` }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    expect(await stored(page, 'cart')).toMatchObject({
      version: 2,
      lines: [{ productId: first.id, colour: firstColour(first.id), size: 'Large', quantity: 2 }],
      coupon: null,
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the photo, the price, the choices and Add to Cart are all in the first screen, for every tee', async ({ page, pageErrors }) => {
    test.skip(test.info().project.name !== 'desktop', 'the phone screen is set here, so one project runs it');
    test.setTimeout(150_000); // 32 page loads: room for a busy machine
    // Every tee (one in an offer, in four colours, is the tallest), with the display font and
    // without it (it is shown only if it arrives at once: on a slow phone, often not), when the
    // title is set in the fallback scaled to its widths.
    // Without it first: once a page has the font, the next may take it from the browser's memory
    // without asking (the full run once saw no font kept away at all).
    const visits = [false, true].flatMap((font) => products.map((shown) => ({ shown, font })));
    for (const { shown, font } of visits) {
      if (!font) await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto(paths.product(shown.id));
      await expect(await largeImage(page, shown.images[0].alt)).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
      await expect(page.getByText(formatPrice(shown.price), { exact: true }).first()).toBeInViewport({ ratio: 1 });
      if (shown === soldOut) {
        await expect(page.getByText('Sold out', { exact: true })).toBeInViewport({ ratio: 1 });
      } else {
        await expect(sizeGroup(page)).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeInViewport({ ratio: 1 });
      }
      await page.unroute(/\.woff2$/);
    }
    // The fonts kept away on purpose are the only errors.
    const unexpected = pageErrors.filter((error) => !/Failed to load resource: .*\/fonts\/baloo2-/.test(error));
    expect(pageErrors.length - unexpected.length).toBeGreaterThan(0);
    pageErrors.splice(0, pageErrors.length, ...unexpected);
  });
});

test.describe('colours and sizes', () => {
  const [white, black, grey] = basic.colours;

  test('colours are a radio group; choosing one shows its photos and its sold-out sizes, and the address keeps the choice', async ({ page }) => {
    await page.goto(paths.product(basic.id));
    const colours = colourGroup(page).getByRole('radio');
    await expect(colours).toHaveCount(basic.colours.length);
    expect(await colours.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')))).toEqual(basic.colours.map((c) => c.name));
    await expect(colourGroup(page).getByRole('radio', { name: white!.name })).toBeChecked();
    await expect(await largeImage(page, `${basic.title} in ${white!.name}, front view`)).toBeVisible();
    // Sold out in the first colour: struck through, named so, not choosable.
    for (const sold of white!.soldOut) await expect(size(page, `${sold}, sold out`)).toBeDisabled();

    await colourGroup(page).getByRole('radio', { name: grey!.name }).check();
    await expect(page).toHaveURL(paths.product(basic.id, { colour: grey!.id }));
    const large = await largeImage(page, `${basic.title} in ${grey!.name}, front view`);
    await expect(large).toHaveAttribute('src', new RegExp(`/${grey!.id}-front-400\\.webp$`));
    await expect(page.getByRole('button', { name: 'Show image 1 of 4' })).toHaveAttribute('aria-pressed', 'true');
    for (const sold of grey!.soldOut) await expect(size(page, `${sold}, sold out`)).toBeDisabled();
    await expect(size(page, 'Large')).toBeEnabled();

    await size(page, 'XL').check();
    await expect(page).toHaveURL(paths.product(basic.id, { colour: grey!.id, size: 'XL' }));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added' })).toContainText(`Added 1 × ${lineName(basic.id, 'XL', grey!.name)} to your cart.`);
    expect(await stored(page, 'cart')).toMatchObject({ lines: [{ productId: basic.id, colour: grey!.id, size: 'XL', quantity: 1 }] });

    // A reload (or the link shared) opens the same choice.
    await page.reload();
    await expect(colourGroup(page).getByRole('radio', { name: grey!.name })).toBeChecked();
    await expect(size(page, 'XL')).toBeChecked();
    await expect(await largeImage(page, `${basic.title} in ${grey!.name}, front view`)).toBeVisible();
  });

  test('a size sold out in the new colour is let go, with a word, and Add to Cart asks again', async ({ page }) => {
    const sold = black!.soldOut[0]!;
    await page.goto(paths.product(basic.id));
    await size(page, sold).check();
    await colourGroup(page).getByRole('radio', { name: black!.name }).check();
    await expect(size(page, `${sold}, sold out`)).toBeDisabled();
    await expect(size(page, `${sold}, sold out`)).not.toBeChecked();
    await expect(sizeGroup(page)).toHaveAccessibleDescription(`${sold} is sold out in ${black!.name}. Please choose another size.`);
    await expect(page).toHaveURL(paths.product(basic.id, { colour: black!.id }));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(sizeGroup(page)).toHaveAccessibleDescription('Please select a size.');
    expect(await stored(page, 'cart')).toBeNull();
  });

  test('an address with an unknown colour, an unknown size or a sold-out size is ignored', async ({ page }) => {
    await page.goto(`${paths.product(basic.id)}?colour=tartan&size=Medium`);
    await expect(colourGroup(page).getByRole('radio', { name: white!.name })).toBeChecked();
    await expect(size(page, 'Medium')).toBeChecked();
    await page.goto(`${paths.product(basic.id)}?colour=${black!.id}&size=XXXL`);
    await expect(colourGroup(page).getByRole('radio', { name: black!.name })).toBeChecked();
    await expect(sizeGroup(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await page.goto(paths.product(basic.id, { colour: grey!.id, size: grey!.soldOut[0]! }));
    await expect(colourGroup(page).getByRole('radio', { name: grey!.name })).toBeChecked();
    await expect(size(page, `${grey!.soldOut[0]!}, sold out`)).not.toBeChecked();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(basic.title);
  });

  test('cards show a tee’s colours as swatches named by each colour, and a tee with nothing left says Sold out on its card and page', async ({ page }) => {
    // The second page of the grid too: the sold-out tee is the sample's thirteenth.
    await page.goto(paths.shop({ page: '2' }));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: basic.title, exact: true }) });
    const names = basic.colours.map((colour) => colour.name);
    await expect(card.getByRole('img', { name: `${names.length} colours: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`, exact: true })).toBeVisible();
    const gone = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: soldOut.title, exact: true }) });
    await expect(gone).toContainText('Sold out');
    await expect(gone.getByRole('button', { name: `Add ${soldOut.title} to cart` })).toHaveCount(0);
    await gone.getByRole('link', { name: soldOut.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(soldOut.title);
    await expect(page.getByRole('main').getByText('Sold out', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });
});

test.describe('size chart', () => {
  const chart = (page: Page) => page.getByRole('dialog', { name: 'Size chart' });

  test('opens from beside the sizes with each size in cm and inches; focus stays inside, Escape closes and focus returns', async ({ page }) => {
    await page.goto(paths.product(product.id));
    const opener = page.getByRole('button', { name: 'Size chart' });
    await opener.click();
    await expect(chart(page)).toBeVisible();
    const rows = chart(page).getByRole('row');
    await expect(rows).toHaveCount(6);
    for (const row of sizeChart) {
      await expect(chart(page).getByRole('row', { name: new RegExp(`^${row.size} `) })).toContainText(`${row.chest} cm / ${inches(row.chest)} in`);
    }
    await expect(chart(page).getByRole('heading', { name: 'How to measure' })).toBeVisible();
    // A modal dialog: the page behind is out of reach, so Tab keeps to the dialog's controls.
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(chart(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await chart(page).getByRole('button', { name: 'Close' }).click();
    await expect(chart(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('its code comes when the visitor first reaches for it, not before: the browser opens the dialog by itself', async ({ page }) => {
    const code = `/${(JSON.parse(readFileSync('dist-ssr/client-manifest.json', 'utf8')) as Record<string, { file: string }>)['src/features/catalogue/product-view/size-chart.tsx']!.file}`;
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === code) asked += 1;
    });
    await page.goto(paths.product(product.id));
    // What the page loads by itself once it is ready, with nothing touched (issue 37: a product
    // page looked at and left loads under 100 KiB of JavaScript): this test is about the app's timing.
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(asked).toBe(0);

    const opener = page.getByRole('button', { name: 'Size chart' });
    await opener.click();
    await expect(chart(page)).toBeVisible();
    await expect.poll(() => asked).toBe(1);
    // Once its code is here and has taken the dialog over, the dialog is as it was: open, and closing as before.
    await page.waitForLoadState('networkidle');
    await expect(chart(page).getByRole('row', { name: /^Medium / })).toBeVisible();
    await chart(page).getByRole('button', { name: 'Close' }).click();
    await expect(chart(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('links to the journal’s sizing article', async ({ page }) => {
    await page.goto(paths.product(product.id));
    await page.getByRole('button', { name: 'Size chart' }).click();
    await chart(page).getByRole('link', { name: 'how to find your T-shirt size' }).click();
    await expect(page).toHaveURL(paths.article(sizeGuide!));
    await expect(chart(page)).toHaveCount(0);
  });

  test('opens before the app has started, and without it', async ({ page, context, pageErrors }) => {
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(paths.product(product.id));
    await page.getByRole('button', { name: 'Size chart' }).click();
    await expect(chart(page)).toBeVisible();
    await expect(chart(page).getByRole('row', { name: /^Medium / })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chart(page)).toBeHidden();
    // The scripts refused on purpose are the only errors.
    const unexpected = pageErrors.filter((error) => !/Failed to load resource: .*\/assets\//.test(error));
    pageErrors.splice(0, pageErrors.length, ...unexpected);
  });
});

test.describe('facts and delivery', () => {
  test('shows fabric, fit, care, origin, the seller and the returns policy', async ({ page }) => {
    await page.goto(paths.product(product.id));
    const facts = factsOf(product.id)!;
    const rows: [string, string][] = [
      ['Fabric', facts.fabric],
      ['Fit', facts.fit],
      ['Care', facts.care],
      ['Country of origin', facts.origin],
      ['Sold by', `${sellerFacts.seller.name}, ${sellerFacts.seller.address}`],
      ['Returns', sellerFacts.returns],
    ];
    for (const [term, value] of rows) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
      await expect(page.getByRole('definition').getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('incl. of all taxes')).toBeVisible();
  });

  test('a PIN code gets its delivery day and cash on delivery; a wrong one a plain message; the PIN is remembered for checkout', async ({ page }) => {
    await seedCart(page, [{ productId: product.id, size: 'Large', quantity: 1 }]);
    await page.goto(paths.product(product.id));
    const pin = page.getByRole('textbox', { name: 'PIN code' });
    await pin.fill('56000');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('Enter a 6-digit PIN code that does not start with 0 (e.g. 560001).')).toBeVisible();
    await expect(pin).toBeFocused();

    await pin.fill('560001');
    await page.getByRole('button', { name: 'Check' }).click();
    const estimate = estimateDelivery('560001', new Date(), deliveryFacts);
    if (estimate.kind !== 'ok') throw new Error('560001 is a PIN code');
    await expect(page.getByText(`${deliveryLine(estimate)} · Cash on delivery available`)).toBeVisible();
    expect(deliveryLine(estimate)).toMatch(/^Delivery by \w{3}, \d{1,2} \w{3} to 560001 \(Karnataka\)$/);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'PIN code' })).toHaveValue('560001');
    await page.goto(paths.checkout());
    await expect(page.getByLabel('PIN code')).toHaveValue('560001');
    await expect(page.getByLabel('State')).toHaveValue('Karnataka');
  });
});

test.describe('buying controls', () => {
  test('a tee sold out in every size shows its sizes each sold out, "Sold out" for Add to Cart, and a WhatsApp note naming tee, colour and size', async ({ page }) => {
    await page.goto(paths.product(soldOut.id));
    const radios = sizeGroup(page).getByRole('radio');
    await expect(radios).toHaveCount(5);
    for (const name of ['Small', 'Medium', 'Large', 'XL', 'XXL']) await expect(size(page, `${name}, sold out`)).toBeDisabled();
    await expect(page.getByRole('main').getByText('Sold out', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    const notify = page.getByRole('link', { name: 'Notify me on WhatsApp' });
    // Chosen as soon as it shows, perhaps before the notice's code has come: the link names it once it has.
    await page.getByRole('combobox', { name: 'Your size' }).selectOption('XL');
    const wanted = `${soldOut.title} in ${soldOut.colours[0].name}, size XL`;
    await expect(notify).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${orderSettings.whatsapp}\\?text=.*${encodeURIComponent(wanted).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const text = new URL((await notify.getAttribute('href'))!).searchParams.get('text');
    expect(text).toContain(wanted);
  });

  test('− and + step the quantity between 1 and 10, and Add to Cart adds what they show', async ({ page }) => {
    await page.goto(paths.product(product.id));
    const box = page.getByRole('spinbutton', { name: 'Quantity' });
    const fewer = page.getByRole('button', { name: 'Decrease quantity' });
    const more = page.getByRole('button', { name: 'Increase quantity' });
    await expect(box).toHaveValue('1');
    // At 1, − is dimmed and does nothing (a dimmed button is still there to press from the keyboard).
    await expect(fewer).toHaveAttribute('aria-disabled', 'true');
    await fewer.press('Enter');
    await expect(box).toHaveValue('1');
    for (let step = 0; step < 9; step += 1) await more.click();
    await expect(box).toHaveValue('10');
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await more.press('Enter');
    await expect(box).toHaveValue('10');
    await fewer.click();
    await fewer.click();
    await expect(box).toHaveValue('8');
    await size(page, 'Medium').check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 8 items' })).toBeVisible();
  });

  test('breadcrumbs lead back to the shop and the collection, on every width; the chosen size is filled', async ({ page }) => {
    await page.goto(paths.product(product.id));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toBeVisible();
    await expect(crumbs.getByRole('listitem')).toHaveText(['Shop', /\S/, product.title]);
    await expect(crumbs.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', paths.shop());
    await expect(crumbs.getByRole('link').nth(1)).toHaveAttribute('href', paths.shop({ collection: product.collections[0] }));
    const option = page.locator('label').filter({ has: page.getByRole('radio', { name: 'Large', exact: true }) });
    const unchosen = await option.evaluate((label) => getComputedStyle(label).backgroundColor);
    await size(page, 'Large').check();
    await expect.poll(() => option.evaluate((label) => getComputedStyle(label).backgroundColor)).not.toBe(unchosen);
  });
});

