import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { site } from '../src/config/site';
import { shopCoupons } from '../src/features/cart/coupons';
import { shopOffers } from '../src/features/catalogue/data/offers.generated';
import { products } from '../src/features/catalogue/data/products';
import { findProduct } from '../src/features/catalogue/lookup';
import { inStock } from '../src/features/catalogue/product';
import { allSizes } from '../src/features/catalogue/product-names';
import { createOrder, type Order } from '../src/features/orders/order';
import { lineText, orderMessage } from '../src/features/orders/order-message';
import { formatPrice } from '../src/lib/money';
import { expect, test } from './support';

/**
 * The owner's side of the order check (PRODUCT.md §13): an order message received on WhatsApp or
 * by email pasted into `/orders/check`, every amount worked out again from the catalogue. The
 * messages are made the way the order page makes them, from real catalogue products.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const MATCHES = 'Every amount matches the catalogue';

/** A tee of the shop's first offer and one no offer takes, read from the catalogue. */
const onOffer = products.find((p) => p.collections.includes(shopOffers[0]!.collection))!;
const plainTee = products.find((p) => !shopOffers.some((offer) => p.collections.includes(offer.collection)))!;

function orderOf(lines: { productId: number; size: Order['lines'][number]['size']; quantity: number }[], coupon: string | null = shopCoupons[0]?.code ?? null): Order {
  return createOrder(
    {
      lines: lines.map((line) => ({ ...line, colour: findProduct(line.productId)!.colours[0].id })),
      coupon,
      details: { name: 'Asha Sharma', mobile: '9876543210', address: '12 MG Road', landmark: '', city: 'Mumbai', state: 'Maharashtra', pin: '400001', email: '' },
      payment: 'upi',
      account: null,
    },
    { products: (id) => findProduct(id), now: new Date(), taken: new Set() },
  );
}

const order = orderOf([
  { productId: plainTee.id, size: 'Small', quantity: 2 },
  { productId: onOffer.id, size: 'XL', quantity: 1 },
]);

async function checkMessage(page: Page, message: string) {
  await page.getByRole('textbox', { name: 'Order message' }).fill(message);
  await page.getByRole('button', { name: 'Check order' }).click();
}

const matches = (page: Page) => page.getByRole('status').filter({ hasText: MATCHES });
const differences = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('list') });

test.describe('checking an order message', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.orderCheck());
    await expect(page.getByRole('heading', { level: 1, name: 'Check an order' })).toBeVisible();
  });

  test('a genuine message, with an offer and a coupon, matches the catalogue', async ({ page, pageErrors }) => {
    expect(order.offers.length).toBeGreaterThan(0);
    await checkMessage(page, orderMessage(order));
    await expect(matches(page)).toBeVisible();
    await expect(matches(page)).toContainText(`Order ${order.number}: 3 items on 2 lines, total ${formatPrice(order.total)} as the message gives it.`);
    await expect(differences(page)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('a changed price is named with its line, and the answer goes when the text changes', async ({ page }) => {
    const line = order.lines[1]!;
    await checkMessage(page, orderMessage(order).replace(lineText(line), lineText({ ...line, amount: 1 })));
    await expect(differences(page).getByRole('listitem')).toHaveText([
      `Line 2 (${line.title}, ${line.colourName}, XL): ₹1 in the message; the catalogue says ${formatPrice(onOffer.price)}.`,
    ]);
    await expect(matches(page)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Order message' }).press('End');
    await page.getByRole('textbox', { name: 'Order message' }).press('Enter');
    await expect(differences(page)).toHaveCount(0);
  });

  test('a changed total is named, with the total the catalogue gives', async ({ page }) => {
    const total = `*Total: ${formatPrice(order.total)}*`;
    const message = orderMessage(order);
    expect(message).toContain(total);
    await checkMessage(page, message.replace(total, '*Total: ₹10*'));
    await expect(differences(page).getByRole('listitem')).toHaveText([`Total: ₹10 in the message; the catalogue gives ${formatPrice(order.total)}.`]);
  });

  test('a long order in the compact form, pasted from an email (no bold, Windows line endings), matches', async ({ page }) => {
    // Two sizes on sale of each tee's first colour, as a cart could hold them.
    const long = orderOf(
      products.flatMap((p) => {
        const [one, two] = allSizes.filter((size) => inStock(p.colours[0], size));
        return one && two ? [{ productId: p.id, size: one, quantity: 3 }, { productId: p.id, size: two, quantity: 1 }] : [];
      }),
    );
    const message = orderMessage(long, { bold: false });
    expect(message).toMatch(/^\d+ × #\d+ /m);
    await checkMessage(page, message.replace(/\n/g, '\r\n'));
    await expect(matches(page)).toContainText(`Order ${long.number}: ${long.lines.reduce((sum, l) => sum + l.quantity, 0)} items on ${long.lines.length} lines`);
  });

  test('text added around a genuine message is named, never “every amount matches”: a second total and a claim of payment after it, text before it, a whole second order', async ({ page }) => {
    const message = orderMessage(order);
    await checkMessage(page, `${message}\n*Total: ₹1*\nPaid in full, nothing to collect`);
    await expect(differences(page).getByRole('listitem')).toHaveText([
      'The message goes on after the order’s delivery details: “Total: ₹1”, “Paid in full, nothing to collect”. Nothing after them is part of the order.',
    ]);
    await expect(matches(page)).toHaveCount(0);
    await checkMessage(page, `Paid in full by UPI\n${message}`);
    await expect(differences(page).getByRole('listitem')).toHaveText([
      'The message has text before the order’s heading: “Paid in full by UPI”. An order message starts with its heading.',
    ]);
    await checkMessage(page, `${message}\n${orderMessage(orderOf([{ productId: plainTee.id, size: 'Small', quantity: 1 }], null))}`);
    await expect(differences(page).getByRole('listitem')).toHaveText([/^The message goes on after the order’s delivery details: “.* order RNG-/]);
    await expect(matches(page)).toHaveCount(0);
  });

  test('another shop’s heading, and the same line twice at 10 each, are named', async ({ page }) => {
    const message = orderMessage(order);
    await checkMessage(page, message.replace(`*${site.name} order ${order.number}*`, '*Acme Tees order ACME-0001*'));
    await expect(differences(page).getByRole('listitem')).toHaveText([
      `The message is headed “Acme Tees order ACME-0001”: this shop’s orders are headed “${site.name} order RNG-…”.`,
    ]);
    const line = lineText(order.lines[0]!);
    await checkMessage(page, message.replace(line, `${line}\n${line}`));
    await expect(differences(page).getByRole('listitem').filter({ hasText: 'repeats line 1: a cart holds one line for each tee, colour and size.' })).toHaveCount(1);
    await expect(matches(page)).toHaveCount(0);
  });

  test('text that is no order message is said to be one, and an empty box asks for one', async ({ page }) => {
    await page.getByRole('button', { name: 'Check order' }).click();
    const box = page.getByRole('textbox', { name: 'Order message' });
    await expect(box).toHaveAccessibleDescription(/Paste the order message to check\./);
    await expect(box).toBeFocused();
    await checkMessage(page, 'Hi! Is the kite tee in stock?');
    await expect(page.getByRole('alert').filter({ hasText: `This does not look like a ${site.name} order message:` })).toBeVisible();
  });
});

test('/orders/check is its own page, not an order’s (whose address it shares the start of)', async ({ page }) => {
  await page.goto(`${paths.orderCheck()}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check an order' })).toBeVisible();
  await expect(page.getByText('Order not found')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Check an order/);
});

test('a message checked before the app is ready is held, then checked, with nothing typed lost', async ({ page }) => {
  // The scripts arrive only once the visitor has pressed Check order and read the answer: on a slow
  // phone that is how it goes, and a timed hold would race a busy test machine.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const message = orderMessage(order);
  await page.goto(paths.orderCheck(), { waitUntil: 'commit' });
  await checkMessage(page, message);
  await expect(page.getByRole('status').filter({ hasText: 'Getting ready…' })).toBeVisible();
  release();
  await expect(matches(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Order message' })).toHaveValue(message);
  await expect(page).toHaveURL(paths.orderCheck());
});

test.describe('axe (WCAG 2.2 AA) on the order check', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`with a match, then with differences, in the ${theme} theme`, async ({ page }) => {
      test.slow(); // two full axe passes: 15–30 s on this 2-core machine with two workers
      const expectNoViolations = async (what: string) => {
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
        expect(summary, what).toEqual([]);
      };
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto(paths.orderCheck());
      expect(await page.evaluate(() => document.body.className)).toBe(theme === 'dark' ? 'darkMode' : 'lightMode');
      await checkMessage(page, orderMessage(order));
      await expect(matches(page)).toBeVisible();
      await expectNoViolations(`a match in the ${theme} theme`);
      await checkMessage(page, orderMessage(order).replace(lineText(order.lines[0]!), lineText({ ...order.lines[0]!, amount: 2 })).replace(`*Total: ${formatPrice(order.total)}*`, '*Total: ₹10*'));
      await expect(differences(page).getByRole('listitem')).toHaveCount(2);
      await expectNoViolations(`differences in the ${theme} theme`);
    });
  }
});
