import { paths } from '../src/config/paths';
import { products } from '../src/features/catalogue/data/products';
import { inlineText } from '../src/lib/rich-text';
import { expect, largeImage, stored, test } from './support';

const product = products[4]!;

test.describe('product page', () => {
  test('shows the product with its gallery; thumbnails switch the large image', async ({ page }) => {
    await page.goto(paths.product(product.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByRole('main').getByText(product.brand).first()).toBeVisible();
    for (const block of product.description) {
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

  test('size options are Small, Large, XL, XXL after a "Select size" placeholder', async ({ page }) => {
    await page.goto(paths.product(product.id));
    const options = await page.getByRole('combobox', { name: 'Size' }).getByRole('option').allTextContents();
    expect(options).toEqual(['Select size', 'Small', 'Large', 'XL', 'XXL']);
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  });

  test('Add to Cart asks for a size first and adds nothing without one', async ({ page }) => {
    await page.goto(paths.product(product.id));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const size = page.getByRole('combobox', { name: 'Size' });
    await expect(size).toHaveAttribute('aria-invalid', 'true');
    await expect(size).toHaveAccessibleDescription('Please select a size.');
    await expect(size).toBeFocused();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    expect(await stored(page, 'cart')).toBeNull();
  });

  test('adds the chosen size and quantity, confirms it in place and updates the header', async ({ page }) => {
    await page.goto(paths.product(product.id));
    await page.getByRole('combobox', { name: 'Size' }).selectOption('XL');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added 3 ×' })).toContainText(`Added 3 × ${product.title} (XL) to your cart.`);
    await expect(page).toHaveURL(paths.product(product.id));
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    expect(await stored(page, 'cart')).toMatchObject({ version: 1, lines: [{ productId: product.id, size: 'XL', quantity: 3 }], coupon: null });
  });

  test('the same product and size merge into one line, capped at 10', async ({ page }) => {
    await page.goto(paths.product(product.id));
    await page.getByRole('combobox', { name: 'Size' }).selectOption('Small');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('6');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'the most per size' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 10 items' })).toBeVisible();
    const cart = await stored<{ lines: unknown[] }>(page, 'cart');
    expect(cart?.lines).toEqual([{ productId: product.id, size: 'Small', quantity: 10 }]);
  });

  test('quantities outside 1–10 or not whole are refused with a message', async ({ page }) => {
    await page.goto(paths.product(product.id));
    await page.getByRole('combobox', { name: 'Size' }).selectOption('Large');
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
    await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(`Added 1 × ${first.title} (Large) to your cart.`);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: `Add ${first.title} to cart` }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    expect(await stored(page, 'cart')).toMatchObject({ version: 1, lines: [{ productId: first.id, size: 'Large', quantity: 2 }], coupon: null });
  });
});
