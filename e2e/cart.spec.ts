import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { products } from '../src/features/catalogue/data/products';
import { expect, firstColour, lineName, seed, seedCart, stored, test } from './support';

const [a, b, c] = [products[0]!, products[5]!, products[10]!];
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

const rows = (page: Page) => page.getByRole('table').getByRole('row').filter({ has: page.getByRole('button', { name: /^Remove / }) });
/** The totals box as a screen reader reads it: each term ("Cart Subtotal", "Shipping", "Total") and the value after it. */
async function totalsValue(page: Page, label: string): Promise<string | undefined> {
  const box = page.getByRole('main').getByRole('region', { name: 'Cart Totals' });
  const terms = await box.getByRole('term').allTextContents();
  const values = await box.getByRole('definition').allTextContents();
  return values[terms.indexOf(label)];
}

test.describe('cart', () => {
  test('an empty cart says so and links to the shop', async ({ page }) => {
    await page.goto(paths.cart());
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse the shop' }).click();
    await expect(page).toHaveURL(paths.shop());
  });

  test('shows each line with its image, title, size, price, quantity and subtotal, and the totals', async ({ page }) => {
    await seedCart(page, [
      { productId: a.id, size: 'Small', quantity: 2 },
      { productId: b.id, size: 'XL', quantity: 1 },
    ]);
    await page.goto(paths.cart());
    await expect(rows(page)).toHaveCount(2);
    const first = rows(page).first();
    await expect(first.getByRole('link', { name: a.title })).toHaveAttribute('href', paths.product(a.id, { colour: firstColour(a.id), size: 'Small' }));
    await expect(first).toContainText(`${a.colours[0].name}, Small`);
    await expect(first.getByRole('img', { name: new RegExp(a.title) })).toBeVisible();
    await expect(first.getByRole('spinbutton', { name: `Quantity for ${lineName(a.id, 'Small')}` })).toHaveValue('2');
    await expect(first.getByText(rupees(a.price * 2))).toBeVisible();
    const subtotal = a.price * 2 + b.price;
    await expect.poll(() => totalsValue(page, 'Cart Subtotal')).toBe(rupees(subtotal));
    await expect.poll(() => totalsValue(page, 'Shipping')).toBe('Free');
    await expect.poll(() => totalsValue(page, 'Total')).toBe(rupees(subtotal));
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    expect(await page.getByRole('main').textContent()).not.toContain('$');
  });

  test('a cart stored before colours opens with each line in its tee’s first colour, and is kept so', async ({ page }) => {
    await seed(page, { cart: JSON.stringify({ version: 1, lines: [{ productId: a.id, size: 'Small', quantity: 2 }], coupon: null }) });
    await page.goto(paths.cart());
    const box = page.getByRole('spinbutton', { name: `Quantity for ${lineName(a.id, 'Small')}` });
    await expect(box).toHaveValue('2');
    await box.fill('3');
    await expect
      .poll(() => stored(page, 'cart'))
      .toMatchObject({ version: 2, lines: [{ productId: a.id, colour: firstColour(a.id), size: 'Small', quantity: 3 }] });
  });

  test('a line of 10 shows its whole quantity and subtotal, on a phone too', async ({ page }) => {
    const dearest = products.reduce((most, product) => (product.price > most.price ? product : most));
    await seedCart(page, [{ productId: dearest.id, size: 'XXL', quantity: 10 }]);
    await page.goto(paths.cart());
    const box = page.getByRole('spinbutton', { name: `Quantity for ${lineName(dearest.id, 'XXL')}` });
    await expect(box).toHaveValue('10');
    // Nothing is cut off: the number fits its box (beside the spin buttons), the table fits its frame.
    expect(await box.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
    const subtotal = rows(page).first().getByText(rupees(dearest.price * 10));
    await expect(subtotal).toBeInViewport({ ratio: 1 });
    expect(await page.getByRole('table').evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
  });

  test('Remove takes out exactly the row whose button was pressed', async ({ page }) => {
    await seedCart(page, [
      { productId: a.id, size: 'Small', quantity: 1 },
      { productId: b.id, size: 'Large', quantity: 2 },
      { productId: c.id, size: 'XXL', quantity: 3 },
    ]);
    await page.goto(paths.cart());
    await page.getByRole('button', { name: `Remove ${lineName(b.id, 'Large')}` }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: `Remove ${lineName(a.id, 'Small')}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${lineName(c.id, 'XXL')}` })).toBeFocused();
    await expect(page.getByRole('button', { name: `Remove ${lineName(b.id, 'Large')}` })).toHaveCount(0);
    await expect.poll(() => totalsValue(page, 'Cart Subtotal')).toBe(rupees(a.price + c.price * 3));
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    expect((await stored<{ lines: unknown[] }>(page, 'cart'))?.lines).toEqual([
      { productId: a.id, colour: firstColour(a.id), size: 'Small', quantity: 1 },
      { productId: c.id, colour: firstColour(c.id), size: 'XXL', quantity: 3 },
    ]);
  });

  test('changing a quantity updates the line subtotal and the totals at once', async ({ page }) => {
    await seedCart(page, [
      { productId: a.id, size: 'Large', quantity: 1 },
      { productId: b.id, size: 'Large', quantity: 1 },
    ]);
    await page.goto(paths.cart());
    await page.getByRole('spinbutton', { name: `Quantity for ${lineName(b.id, 'Large')}` }).fill('4');
    await expect(rows(page).nth(1).getByText(rupees(b.price * 4))).toBeVisible();
    await expect.poll(() => totalsValue(page, 'Total')).toBe(rupees(a.price + b.price * 4));
    await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  });

  test('− and + step a line’s quantity between 1 and 10, and the totals follow', async ({ page }) => {
    await seedCart(page, [
      { productId: a.id, size: 'Large', quantity: 1 },
      { productId: b.id, size: 'Medium', quantity: 9 },
    ]);
    await page.goto(paths.cart());
    const more = page.getByRole('button', { name: `Increase quantity of ${lineName(a.id, 'Large')}` });
    const fewer = page.getByRole('button', { name: `Decrease quantity of ${lineName(a.id, 'Large')}` });
    const box = page.getByRole('spinbutton', { name: `Quantity for ${lineName(a.id, 'Large')}` });
    // At 1, − does nothing (Remove takes a line out) and keeps the focus.
    await expect(fewer).toHaveAttribute('aria-disabled', 'true');
    await fewer.press('Enter'); // from the keyboard: a dimmed button is still there to press
    await expect(box).toHaveValue('1');
    await expect(fewer).toBeFocused();
    await more.click();
    await more.click();
    await expect(box).toHaveValue('3');
    await expect.poll(() => totalsValue(page, 'Cart Subtotal')).toBe(rupees(a.price * 3 + b.price * 9));
    await fewer.click();
    await expect(box).toHaveValue('2');
    await expect(page.getByRole('link', { name: 'Cart, 11 items' })).toBeVisible();

    // At 10, + does nothing.
    const moreB = page.getByRole('button', { name: `Increase quantity of ${lineName(b.id, 'Medium')}` });
    await moreB.click();
    await expect(page.getByRole('spinbutton', { name: `Quantity for ${lineName(b.id, 'Medium')}` })).toHaveValue('10');
    await expect(moreB).toHaveAttribute('aria-disabled', 'true');
    await moreB.press('Enter');
    await expect(page.getByRole('spinbutton', { name: `Quantity for ${lineName(b.id, 'Medium')}` })).toHaveValue('10');
    expect((await stored<{ lines: { quantity: number }[] }>(page, 'cart'))?.lines.map((line) => line.quantity)).toEqual([2, 10]);
  });

  test('bad quantity entries never corrupt the cart', async ({ page }) => {
    await seedCart(page, [{ productId: a.id, size: 'Large', quantity: 3 }]);
    await page.goto(paths.cart());
    const quantity = page.getByRole('spinbutton', { name: `Quantity for ${lineName(a.id, 'Large')}` });
    const expectCart = async (n: number) =>
      expect.poll(async () => (await stored<{ lines: { quantity: number }[] }>(page, 'cart'))?.lines[0]?.quantity ?? 3).toBe(n);

    await quantity.fill('11');
    await expect(quantity).toHaveValue('10');
    await expect(quantity).toHaveAccessibleDescription(/up to 10/);
    await expectCart(10);

    await quantity.fill('0');
    await expect(quantity).toHaveValue('1');
    await expect(quantity).toHaveAccessibleDescription(/smallest quantity is 1/);
    await expectCart(1);

    await quantity.fill('-3');
    await expect(quantity).toHaveValue('1');
    await expectCart(1);

    await quantity.fill('5');
    await expectCart(5);
    await quantity.fill('2.5');
    await expect(quantity).toHaveAccessibleDescription(/whole number/);
    await quantity.blur();
    await expect(quantity).toHaveValue('5');
    await expectCart(5);

    await quantity.fill('');
    await quantity.blur();
    await expect(quantity).toHaveAccessibleDescription(/Enter a quantity/);
    await expect(quantity).toHaveValue('5');
    await expectCart(5);

    await quantity.focus();
    await quantity.pressSequentially('e');
    await quantity.blur();
    await expect(quantity).toHaveValue('5');
    await expectCart(5);
    await expect.poll(() => totalsValue(page, 'Total')).toBe(rupees(a.price * 5));
  });

  test('coupon codes get a clear answer and leave the totals alone', async ({ page }) => {
    await seedCart(page, [{ productId: a.id, size: 'Large', quantity: 2 }]);
    await page.goto(paths.cart());
    const code = page.getByRole('textbox', { name: 'Coupon code' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAccessibleDescription('Enter a coupon code.');
    await code.fill('save10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAccessibleDescription('“SAVE10” is not a valid coupon code.');
    await expect.poll(() => totalsValue(page, 'Total')).toBe(rupees(a.price * 2));
  });

  test('the shop’s offers apply by themselves and a coupon adds to them, the same figures at checkout', async ({ page }) => {
    const byId = (id: number) => products.find((product) => product.id === id)!;
    const winter = products.find((product) => product.collections.includes('winter'))!;
    const [dear, cheap] = products.filter((product) => product.collections.includes('bogo')).sort((x, y) => y.price - x.price);
    await seedCart(page, [
      { productId: winter.id, size: 'Large', quantity: 2 },
      { productId: dear!.id, size: 'Large', quantity: 1 },
      { productId: cheap!.id, size: 'Large', quantity: 1 },
      { productId: byId(a.id).id, size: 'Large', quantity: 1 },
    ]);
    await page.goto(paths.cart());
    const subtotal = winter.price * 2 + dear!.price + cheap!.price + a.price;
    // Half off each winter tee (rounded down per tee); of the two buy-1-get-1 tees the cheaper is free.
    const winterOff = 2 * Math.floor(winter.price / 2);
    await expect.poll(() => totalsValue(page, 'Cart Subtotal')).toBe(rupees(subtotal));
    await expect.poll(() => totalsValue(page, 'Winter collection 50% off')).toBe(`−${rupees(winterOff)}`);
    await expect.poll(() => totalsValue(page, 'Buy 1 Get 1 Free')).toBe(`−${rupees(cheap!.price)}`);
    const afterOffers = subtotal - winterOff - cheap!.price;
    await expect.poll(() => totalsValue(page, 'Total')).toBe(rupees(afterOffers));
    // WELCOME10: 10% of what is left after the offers, at most ₹300.
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    const couponOff = Math.min(300, Math.floor(afterOffers / 10));
    await expect.poll(() => totalsValue(page, 'Coupon WELCOME10')).toBe(`−${rupees(couponOff)}`);
    const total = afterOffers - couponOff;
    await expect.poll(() => totalsValue(page, 'Total')).toBe(rupees(total));
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    // On a phone the summary is a fold above the form: the visitor opens it to read the figures.
    const fold = summary.getByText(/^Order summary · /);
    if (await fold.isVisible()) await fold.click();
    await expect(summary.getByRole('term').filter({ hasText: 'Buy 1 Get 1 Free' })).toBeVisible();
    await expect(summary.getByRole('term').filter({ hasText: 'Coupon WELCOME10' })).toBeVisible();
    await expect(summary.getByRole('definition').last()).toHaveText(rupees(total));
  });

  test('a coupon below its minimum after the offers says so, and the totals stay as they are', async ({ page }) => {
    const winter = products.find((product) => product.collections.includes('winter') && product.price < 1998)!;
    const pays = winter.price - Math.floor(winter.price / 2);
    await seedCart(page, [{ productId: winter.id, size: 'Large', quantity: 1 }]);
    await page.goto(paths.cart());
    const code = page.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAccessibleDescription(`“WELCOME10” is for orders of ₹999 or more: your cart comes to ${rupees(pays)}.`);
    await expect.poll(() => totalsValue(page, 'Total')).toBe(rupees(pays));
  });

  test('the cart survives a reload', async ({ page }) => {
    await page.goto(paths.product(a.id));
    await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: 'XXL', exact: true }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page.getByRole('button', { name: `Remove ${lineName(a.id, 'XXL')}` })).toBeVisible();
  });

  test('a second tab sees changes without reloading', async ({ page, context }) => {
    await page.goto(paths.cart());
    const other = await context.newPage();
    await other.goto(paths.shop());
    await other.getByRole('button', { name: `Add ${c.title} to cart` }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${lineName(c.id, 'Large')}` })).toBeVisible();

    await page.getByRole('spinbutton', { name: `Quantity for ${lineName(c.id, 'Large')}` }).fill('4');
    await expect(other.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${lineName(c.id, 'Large')}` }).click();
    await expect(other.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await other.close();
  });
});

test.describe('cart on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone');
  const four = [
    { productId: a.id, size: 'Small', quantity: 2 },
    { productId: b.id, size: 'XL', quantity: 1 },
    { productId: c.id, size: 'Medium', quantity: 3 },
    { productId: products[2]!.id, size: 'Large', quantity: 1 },
  ] as const;

  test('each line is a card that is still a table, with a photo 64 px wide and 44 px buttons', async ({ page }) => {
    await seedCart(page, [...four]);
    await page.goto(paths.cart());
    await expect(rows(page)).toHaveCount(4);
    // The accessibility tree still has the table, its rows and their cells.
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Quantity' })).toHaveCount(1);
    const first = rows(page).first();
    // Seven cells; on a phone the colour-and-size and price cells are folded into the product's.
    await expect(first.getByRole('cell')).toHaveCount(5);
    await expect(first.getByRole('cell').nth(2)).toContainText(a.title);
    const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;
    const photo = await box(first.getByRole('img', { name: new RegExp(a.title) }));
    expect(photo.width).toBeGreaterThanOrEqual(64);
    for (const name of [`Remove ${lineName(a.id, 'Small')}`, `Decrease quantity of ${lineName(a.id, 'Small')}`, `Increase quantity of ${lineName(a.id, 'Small')}`]) {
      const target = await box(page.getByRole('button', { name }));
      expect(target.width, name).toBeGreaterThanOrEqual(44);
      expect(target.height, name).toBeGreaterThanOrEqual(44);
    }
    // A card, not a squeezed row: the whole line fits the screen's width, its amount in view.
    const card = await box(first);
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(first.getByText(rupees(a.price * 2))).toBeInViewport({ ratio: 1 });
    await expect(first).toContainText(`${a.colours[0].name}, Small`);
    await expect(first).toContainText(`${rupees(a.price)} each`);
  });

  test('a Checkout with the total is in the screen wherever the visitor scrolls, and never covers the totals’ own', async ({ page }) => {
    await seedCart(page, [...four]);
    await page.goto(paths.cart());
    await expect(rows(page)).toHaveCount(4);
    const total = await totalsValue(page, 'Total');
    const bar = page.getByRole('button', { name: `Checkout · ${total}` });
    await expect(bar).toBeInViewport({ ratio: 1 });
    const own = page.getByRole('region', { name: 'Cart Totals' }).getByRole('link', { name: 'Checkout', exact: true });
    const scrollTo = (where: 'lines' | 'totals' | 'end') =>
      page.evaluate((to) => {
        if (to === 'totals') document.querySelector('.totals')!.scrollIntoView({ block: 'center' });
        else window.scrollTo(0, to === 'end' ? document.body.scrollHeight : document.body.scrollHeight / 4);
      }, where);
    // Among the lines and in the footer the bar is there; at the totals their own Checkout is, and the bar has gone.
    await scrollTo('lines');
    await expect(bar).toBeInViewport({ ratio: 1 });
    await scrollTo('totals');
    await expect(own).toBeInViewport({ ratio: 1 });
    await expect(bar).toHaveCount(0);
    await scrollTo('end');
    await expect(bar).toBeInViewport({ ratio: 1 });
    // The bar goes to the checkout.
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.click();
    await expect(page.getByRole('button', { name: /^Place order/ })).toBeVisible();
  });

  test('the last line and the footer’s last words are not hidden behind the bar', async ({ page }) => {
    await seedCart(page, [...four]);
    await page.goto(paths.cart());
    await expect(rows(page)).toHaveCount(4);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = (await page.getByRole('button', { name: /^Checkout · ₹/ }).boundingBox())!;
    const footer = (await page.getByRole('contentinfo').getByText(/Designed, drawn and printed/).boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y);
  });
});

test.describe('cart on a wide screen', () => {
  test.skip(({ isMobile }) => isMobile, 'a wide screen');

  test('Checkout is in the first screen with four lines and a coupon, and no bar repeats it', async ({ page }) => {
    await seed(page, {
      cart: JSON.stringify({
        version: 2,
        lines: [a, b, c, products[2]!].map((product) => ({ productId: product.id, colour: product.colours[0].id, size: 'Large', quantity: 1 })),
        coupon: 'WELCOME10',
      }),
    });
    await page.goto(paths.cart());
    await expect(page.getByRole('link', { name: 'Checkout', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: /^Checkout/ })).toBeHidden();
    await expect(page.getByText(/^You save ₹/)).toBeVisible();
  });
});
