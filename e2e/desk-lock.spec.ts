import { paths } from '../src/config/paths';
import { findProduct } from '../src/features/catalogue/lookup';
import { createOrder } from '../src/features/orders/order';
import { orderMessage } from '../src/features/orders/order-message';
import { expect, test } from './support';

/**
 * The desk's passcode lock (PRODUCT.md §16): set with its warning, the orders then stored
 * encrypted, the passcode asked for when the desk opens, a wrong one refused, the right one shows
 * the orders; locked again at once, and the passcode removed.
 */

function genuineMessage() {
  const product = findProduct(2)!;
  const order = createOrder(
    {
      lines: [{ productId: 2, colour: product.colours[0].id, size: 'Medium', quantity: 1 }],
      coupon: null,
      details: { name: 'Ravi Kumar', mobile: '9123456780', address: '7 Brigade Road', landmark: '', city: 'Bengaluru', state: 'Karnataka', pin: '560001', email: '' },
      payment: 'upi',
      account: null,
    },
    { products: (id) => findProduct(id), now: new Date(), taken: new Set() },
  );
  return { number: order.number, message: orderMessage(order) };
}

test('a passcode locks the desk: stored encrypted, asked for on opening, a wrong one refused, the right one shows the orders', async ({ page }) => {
  // Key derivations (310,000 rounds each) and three openings of the desk: more than one visit.
  test.setTimeout(60_000);
  const { number, message } = genuineMessage();
  await page.goto(paths.desk());
  await page.getByRole('button', { name: 'Add orders' }).click();
  await page.getByRole('textbox', { name: 'Order messages' }).fill(message);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const orderLink = page.getByRole('link', { name: number, exact: true });
  await expect(orderLink).toBeVisible();

  await page.getByRole('button', { name: 'Lock the desk' }).click();
  await expect(page.getByText('A forgotten passcode cannot be recovered')).toBeVisible();
  await page.getByLabel('New passcode').fill('chai at four');
  await page.getByLabel('Passcode again').fill('chai at four');
  await page.getByRole('button', { name: 'Set passcode' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passcode set' })).toHaveText('Passcode set: the orders on this phone are now stored encrypted.');

  // At rest: each order sealed, nothing of the buyer readable in the phone's storage.
  const stored = await page.evaluate(
    () =>
      new Promise<{ keys: string[]; text: string }[]>((resolve, reject) => {
        const open = indexedDB.open('desk');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('orders').objectStore('orders').getAll();
          all.onsuccess = () =>
            resolve(all.result.map((record: { sealed: { data: ArrayBuffer } }) => ({ keys: Object.keys(record).sort(), text: new TextDecoder().decode(record.sealed.data) })));
        };
      }),
  );
  expect(stored.map((record) => record.keys)).toEqual([['number', 'sealed']]);
  expect(stored[0]!.text).not.toContain('Ravi');
  // And the ledger, the one record of every order's summary, sealed the same way.
  const ledger = await page.evaluate(
    () =>
      new Promise<{ keys: string[]; text: string }>((resolve, reject) => {
        const open = indexedDB.open('desk');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('ledger').objectStore('ledger').get('ledger');
          read.onsuccess = () => {
            const record = read.result as { sealed: { data: ArrayBuffer } };
            resolve({ keys: Object.keys(record).sort(), text: new TextDecoder().decode(record.sealed.data) });
          };
        };
      }),
  );
  expect(ledger.keys).toEqual(['name', 'sealed']);
  expect(ledger.text).not.toMatch(/Ravi|9123456780|560001/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'The desk is locked' })).toBeVisible();
  await expect(orderLink).toHaveCount(0);
  const passcode = page.getByLabel('Passcode', { exact: true });
  await passcode.fill('chai at five');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('alert')).toHaveText('That passcode is not this desk’s. Try again (a forgotten passcode cannot be recovered).');
  await expect(passcode).toHaveAccessibleDescription(/not this desk’s/);
  await expect(orderLink).toHaveCount(0);
  await passcode.fill('chai at four');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(orderLink).toBeVisible();

  // Locked again at once, then the passcode taken away: the desk opens without asking.
  await page.getByRole('button', { name: 'Lock the desk' }).click();
  await expect(page.getByRole('heading', { name: 'The desk is locked' })).toBeVisible();
  await page.getByLabel('Passcode', { exact: true }).fill('chai at four');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('button', { name: 'Remove passcode' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passcode removed' })).toBeVisible();
  await page.reload();
  await expect(orderLink).toBeVisible();
});
