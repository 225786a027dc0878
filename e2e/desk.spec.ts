import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { paths } from '../src/config/paths';
import { site } from '../src/config/site';
import { products } from '../src/features/catalogue/data/products';
import { findProduct } from '../src/features/catalogue/lookup';
import { createOrder } from '../src/features/orders/order';
import { orderMessage } from '../src/features/orders/order-message';
import { soldOutLine } from '../src/features/desk/stock';
import { formatPrice } from '../src/lib/money';
import { expect, isMobile, placedOrderNumber, prerenderedPaths, seedCart, test } from './support';

/**
 * The owner's desk (PRODUCT.md §16), as two people use the shop: a shopper places orders through
 * the real checkout and sends their WhatsApp messages; the owner, on another device (another
 * browser context), takes them in at /desk, moves them on, backs the desk up, and a third device
 * takes the backup in.
 */

const tee = (id: number) => products.find((p) => p.id === id)!;

/** The owner's page in a context of its own (its own IndexedDB), failing the test on any page error. */
async function ownerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(paths.desk());
  await expect(page.getByRole('heading', { level: 1, name: 'Desk' })).toBeVisible();
  return page;
}

/** A shopper's order through the checkout: the text of its "Send order on WhatsApp" link. */
async function placeOrder(page: Page, productId: number, payment: 'UPI' | 'Cash on delivery'): Promise<{ number: string; message: string }> {
  await seedCart(page, [{ productId, size: 'Large', quantity: 2 }]);
  await page.goto(paths.checkout());
  await page.getByLabel('Full name').fill('Asha Sharma');
  await page.getByLabel('Mobile number').fill('+91 98765-43210');
  await page.getByLabel('Address').fill('Flat 4B, Linking Road');
  await page.getByLabel('PIN code').fill('400050');
  await page.getByLabel('City').fill('Mumbai');
  await page.getByRole('radio', { name: new RegExp(`^${payment}`) }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  const number = await placedOrderNumber(page);
  expect(number).toMatch(/^RNG-/);
  const link = page.getByRole('link', { name: 'Send order on WhatsApp' });
  const message = new URL((await link.getAttribute('href'))!).searchParams.get('text')!;
  return { number, message };
}

async function addOrders(page: Page, messages: string) {
  const open = page.getByRole('button', { name: 'Add orders' });
  // The button opens the form, or closes it when it is open.
  if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
  await page.getByRole('textbox', { name: 'Order messages' }).fill(messages);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

const ledgerLinks = (page: Page) => page.getByRole('link', { name: /^RNG-/ });

/** On a phone an open order takes the ledger's place: back to the list, as its link says. */
async function backToLedger(page: Page) {
  if (isMobile(page)) await page.getByRole('link', { name: '← All orders' }).click();
}

test('a shopper’s UPI and cash orders taken in, paid, shipped, backed up and opened on another device', async ({ page, browser }) => {
  // Two checkouts and three devices: longer than one visit.
  test.setTimeout(90_000);
  const upi = await placeOrder(page, 1, 'UPI');
  const cash = await placeOrder(await page.context().newPage(), 3, 'Cash on delivery');
  const upiTotal = tee(1).price * 2;

  const owner = await ownerPage(browser);
  await addOrders(owner, `${upi.message}\n\n${cash.message}\n`);
  await expect(owner.getByRole('status').filter({ hasText: 'new orders' })).toHaveText('2 new orders, 0 already on the desk, 0 texts that were not order messages.');
  await expect(ledgerLinks(owner)).toHaveCount(2);

  // Filters by status and the search.
  const newFilter = owner.getByRole('button', { name: 'New', exact: true });
  await newFilter.click();
  await expect(newFilter).toHaveAttribute('aria-pressed', 'true');
  await expect(ledgerLinks(owner)).toHaveCount(2);
  await owner.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(ledgerLinks(owner)).toHaveCount(0);
  await owner.getByRole('button', { name: 'All', exact: true }).click();
  await owner.getByRole('searchbox', { name: 'Search orders' }).fill(cash.number.slice(-6));
  await expect(ledgerLinks(owner)).toHaveText([cash.number]);
  await owner.getByRole('searchbox', { name: 'Search orders' }).fill('400050');
  await expect(ledgerLinks(owner)).toHaveCount(2);

  // The same messages again: nothing added twice.
  await addOrders(owner, upi.message);
  await expect(owner.getByRole('status').filter({ hasText: 'new order' })).toHaveText('0 new orders, 1 already on the desk, 0 texts that were not order messages.');

  // The cash order is confirmed with the buyer before it ships; it has no UPI payment to mark.
  await owner.getByRole('link', { name: cash.number, exact: true }).click();
  await expect(owner.getByRole('heading', { level: 2, name: cash.number })).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Confirm cash order on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
  await expect(owner.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

  await backToLedger(owner);
  // The UPI order: checked, paid (an 11-digit UTR refused, then 12 typed with spaces), packed, shipped.
  await owner.getByRole('link', { name: upi.number, exact: true }).click();
  await expect(owner.getByRole('heading', { level: 2, name: upi.number })).toBeVisible();
  await expect(owner.getByText('Every amount matches the catalogue')).toBeVisible();
  await expect(owner.getByRole('main')).toContainText(`2 × ${tee(1).title}`);
  const confirm = owner.getByRole('link', { name: /^Message the buyer on WhatsApp/ });
  const confirmText = new URL((await confirm.getAttribute('href'))!).searchParams.get('text')!;
  expect(confirmText).toContain(`this is ${site.name}.`);
  expect(confirmText).toContain(`Please pay ${formatPrice(upiTotal)} by UPI`);

  const utr = owner.getByRole('textbox', { name: 'UPI transaction ID (UTR)' });
  await utr.fill('4821 0093 771');
  await owner.getByRole('textbox', { name: 'Amount received' }).fill(String(upiTotal - 100));
  await owner.getByRole('button', { name: 'Mark paid' }).click();
  await expect(utr).toHaveAccessibleDescription('This UTR has 11 digits; a UPI transaction ID has 12. Check it against the payment.');
  await utr.fill('4821 0093 7712');
  await owner.getByRole('button', { name: 'Mark paid' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Marked paid' })).toHaveText(
    `Marked paid: UTR 482100937712, ${formatPrice(upiTotal - 100)} received: ${formatPrice(100)} less than the total of ${formatPrice(upiTotal)}.`,
  );
  await expect(owner.getByRole('link', { name: 'Message the buyer on WhatsApp: payment received' })).toBeVisible();
  await owner.getByRole('button', { name: 'Mark packed' }).click();
  await owner.getByRole('textbox', { name: 'Courier' }).fill('Delhivery');
  await owner.getByRole('textbox', { name: 'AWB number' }).fill('1490 8812 3456');
  await owner.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(owner.getByRole('link', { name: 'Message the buyer on WhatsApp: shipped, with tracking' })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expect(owner.getByRole('list').filter({ hasText: 'Marked shipped' })).toContainText('Marked shipped: Delhivery, AWB 149088123456');

  // A backup, taken to a third device.
  await backToLedger(owner);
  const downloading = owner.waitForEvent('download');
  await owner.getByRole('button', { name: 'Export backup' }).click();
  const backup = await (await downloading).path();
  expect(JSON.parse(readFileSync(backup, 'utf8'))).toMatchObject({ format: 'shop-desk-backup', version: 1 });

  const other = await ownerPage(browser);
  await other.getByLabel('Import backup').setInputFiles(backup);
  await expect(other.getByRole('status').filter({ hasText: 'Backup read' })).toHaveText('Backup read: 2 orders added or brought up to date, 0 already as on this desk.');
  await expect(ledgerLinks(other)).toHaveCount(2);
  await other.getByRole('button', { name: 'Shipped', exact: true }).click();
  await expect(ledgerLinks(other)).toHaveText([upi.number]);
  await other.getByRole('link', { name: upi.number, exact: true }).click();
  await expect(other.getByText('Delhivery, AWB 149088123456', { exact: true })).toBeVisible();
  await backToLedger(other);
  await other.getByRole('button', { name: 'New', exact: true }).click();
  await expect(ledgerLinks(other)).toHaveText([cash.number]);
});

/** A genuine message of two of a tee, made as the order page makes it. */
function genuineMessage(): { number: string; message: string; amount: number } {
  const product = findProduct(2)!;
  const order = createOrder(
    {
      lines: [{ productId: 2, colour: product.colours[0].id, size: 'Medium', quantity: 2 }],
      coupon: null,
      details: { name: 'Ravi Kumar', mobile: '9123456780', address: '7 Brigade Road', landmark: '', city: 'Bengaluru', state: 'Karnataka', pin: '560001', email: '' },
      payment: 'upi',
      account: null,
    },
    { products: (id) => findProduct(id), now: new Date(), taken: new Set() },
  );
  return { number: order.number, message: orderMessage(order), amount: order.lines[0]!.amount };
}

/** A genuine message of a tee (two Medium in its first colour) by UPI or cash, from a buyer of its own. */
function orderOf(payment: 'upi' | 'cod', name: string): { number: string; message: string; total: number } {
  const product = findProduct(2)!;
  const order = createOrder(
    {
      lines: [{ productId: 2, colour: product.colours[0].id, size: 'Medium', quantity: 2 }],
      coupon: null,
      details: { name, mobile: '9123456780', address: '7 Brigade Road', landmark: '', city: 'Bengaluru', state: 'Karnataka', pin: '560001', email: '' },
      payment,
      account: null,
    },
    { products: (id) => findProduct(id), now: new Date(), taken: new Set() },
  );
  return { number: order.number, message: orderMessage(order), total: order.total };
}

test('the morning’s Today: counts after orders come in and one is paid, its packing list and view, the stock line to mark a size sold out, the backup reminder', async ({ browser }) => {
  test.setTimeout(60_000);
  const first = orderOf('upi', 'Kavya Menon');
  const second = orderOf('upi', 'Imran Khan');
  const cash = orderOf('cod', 'Meera Iyer');
  const owner = await ownerPage(browser);
  const figure = (name: string) => owner.getByRole('button', { name: new RegExp(`^${name}`) });
  await addOrders(owner, [first.message, second.message, cash.message].join('\n\n'));
  await expect(ledgerLinks(owner)).toHaveCount(3);
  await expect(figure('New orders')).toHaveText(/New orders\s*3/);
  await expect(figure('Payments to check')).toHaveText(/Payments to check\s*2/);
  await expect(figure('Payments to check')).toContainText(formatPrice(first.total * 2));
  await expect(figure('Cash to collect')).toHaveText(/Cash to collect\s*1/);
  await expect(figure('To pack')).toHaveText(/To pack\s*0/);
  const reminder = owner.getByRole('note', { name: 'Backup reminder' });
  await expect(reminder).toContainText('This desk has 3 orders and no backup yet.');

  // The first UPI order paid: one payment fewer to check, one order to pack, the money in today.
  await owner.getByRole('link', { name: first.number, exact: true }).click();
  await owner.getByRole('textbox', { name: 'UPI transaction ID (UTR)' }).fill('4821 0093 7712');
  await owner.getByRole('textbox', { name: 'Amount received' }).fill(String(first.total));
  await owner.getByRole('button', { name: 'Mark paid' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Marked paid' })).toContainText('the whole total');
  // Back to the desk's first screen (on a phone, as the order's link says).
  if (isMobile(owner)) await owner.getByRole('link', { name: '← All orders' }).click();
  else await owner.goto(paths.desk());
  await expect(figure('New orders')).toHaveText(/New orders\s*2/);
  await expect(figure('Payments to check')).toHaveText(/Payments to check\s*1/);
  await expect(figure('To pack')).toHaveText(/To pack\s*1/);
  await expect(owner.getByText('Received today').locator('..')).toContainText(`UPI ${formatPrice(first.total)} · Cash ₹0`);
  const title = findProduct(2)!.title;
  const colour = findProduct(2)!.colours[0].name;
  await expect(owner.getByRole('table', { name: 'Packing list' }).getByRole('row').nth(1)).toHaveText(new RegExp(`${title}\\s*${colour}\\s*Medium\\s*2`));

  // Its count shows those orders in the ledger, with a way back to all.
  await figure('To pack').click();
  await expect(ledgerLinks(owner)).toHaveText([first.number]);
  await owner.getByRole('button', { name: 'Show all orders' }).click();
  await expect(ledgerLinks(owner)).toHaveCount(3);

  // Stock: what the three orders took, and the exact line that marks Medium sold out.
  await owner.getByText('Stock', { exact: true }).click();
  const row = owner.getByRole('row', { name: new RegExp(`${title}.*${colour}.*Medium.*\\b6\\b`) });
  await row.getByRole('button', { name: 'Mark sold out' }).click();
  const line = soldOutLine(2, colour, 'Medium')!;
  await expect(owner.getByText(line.file, { exact: true })).toBeVisible();
  await expect(owner.getByText(line.line.trim())).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Copy the line' })).toBeVisible();
  // Stock keeps to the screen's width: on a phone its rows are stacked, nothing scrolls sideways.
  const stock = owner.getByRole('table', { name: /Tees the desk’s orders took/ });
  expect(await stock.evaluate((table) => [table.scrollWidth <= table.clientWidth + 1, table.closest('details')!.scrollWidth <= table.closest('details')!.clientWidth + 1, document.documentElement.scrollWidth <= innerWidth])).toEqual([true, true, true]);

  // Backed up now: the reminder goes.
  const downloading = owner.waitForEvent('download');
  await reminder.getByRole('button', { name: 'Back up now' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^desk-backup-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(reminder).toHaveCount(0);
  await owner.reload();
  await expect(figure('To pack')).toHaveText(/To pack\s*1/);
  await expect(reminder).toHaveCount(0);
});

test('a message edited to a lower price is kept, its mismatch in red with what differs', async ({ browser }) => {
  const { number, message, amount } = genuineMessage();
  const owner = await ownerPage(browser);
  await addOrders(owner, message.replace(`— ${formatPrice(amount)}`, '— ₹199'));
  await expect(owner.getByRole('listitem').filter({ has: owner.getByRole('link', { name: number }) })).toContainText('Amounts differ');
  await owner.getByRole('link', { name: number, exact: true }).click();
  await expect(owner.getByText('These amounts do not match the catalogue')).toBeVisible();
  await expect(owner.getByRole('main')).toContainText(`₹199 for 2 in the message; the catalogue says ${formatPrice(amount)} for 2`);
});

test('a WhatsApp chat export (.zip) is read; a file that is not a backup is refused and changes nothing', async ({ browser }) => {
  // Two takings-in and a reload on a phone-sized machine: more than one page's visit.
  test.setTimeout(60_000);
  const { number, message } = genuineMessage();
  const chat = [`[27/11/26, 10:15:03 AM] Ravi Kumar: ${message}`, '[27/11/26, 10:16:40 AM] Ravi Kumar: Paid?', 'Sending now'].join('\n');
  const owner = await ownerPage(browser);
  await owner.getByRole('button', { name: 'Add orders' }).click();
  await owner.getByLabel('Chat export').setInputFiles({ name: 'WhatsApp Chat - Ravi.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ '_chat.txt': strToU8(chat) })) });
  await owner.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'new order' })).toHaveText('1 new order, 0 already on the desk, 0 texts that were not order messages.');
  await expect(ledgerLinks(owner)).toHaveText([number]);

  await owner.getByLabel('Import backup').setInputFiles({ name: 'orders.json', mimeType: 'application/json', buffer: Buffer.from('{"orders": "all of them"}') });
  await expect(owner.getByRole('alert')).toHaveText('This file is not a desk backup (a file made with “Export backup”). Nothing was changed.');
  await expect(ledgerLinks(owner)).toHaveText([number]);
  await owner.reload();
  await expect(ledgerLinks(owner)).toHaveText([number]);
});

test('the desk is offered to no search engine and no shopper: noindex, linked from no shopper’s page, its code loaded by none', async ({ page }) => {
  expect(readFileSync('dist/desk/index.html', 'utf8')).toContain('<meta name="robots" content="noindex"');
  const deskChunk = readdirSync('dist/assets').find((file) => /^desk-[\w-]+\.js$/.test(file))!;
  expect(deskChunk).toBeDefined();
  for (const path of [...prerenderedPaths(), paths.cart(), paths.checkout(), paths.orders(), 'orders/shell']) {
    const html = readFileSync(join('dist', path, path.endsWith('shell') ? '' : 'index.html').replace(/shell$/, 'shell.html'), 'utf8');
    expect(html, path).not.toMatch(/href="\/desk/);
    expect(html, path).not.toContain(deskChunk);
  }
  // A shopper's visit: the page, then whatever it loads once it runs.
  const deskCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(deskChunk)) deskCode.push(request.url());
  });
  await page.goto(paths.home(), { waitUntil: 'networkidle' });
  await page.goto(paths.product(1), { waitUntil: 'networkidle' });
  expect(deskCode).toEqual([]);
});
