import { paths } from '../src/config/paths';
import { summarise } from '../src/features/desk/desk-summary';
import { sampleDeskOrders } from '../src/test/desk-sample';
import { expect, test } from './support';

/**
 * The desk's store as schema version 5 keeps it (PRODUCT.md §16 "At scale"): every order's summary
 * in one record, as rows. A desk kept by version 3 (one summary record per order) opens with all its
 * orders after the upgrades (through version 4's record of summaries), and two tabs of the desk
 * adding orders at once both keep theirs (each write checks the store's count of changes and reads
 * the ledger again when the other tab wrote first) and each shows the other's without a reload.
 */

const orders = sampleDeskOrders(5, new Date());
const [first, second, third, fourth, fifth] = orders as [(typeof orders)[number], (typeof orders)[number], (typeof orders)[number], (typeof orders)[number], (typeof orders)[number]];

test('a desk of the old schema opens with all its orders, and two tabs adding orders both keep them and see each other’s', async ({ page, context }) => {
  test.setTimeout(60_000);
  // A desk as version 3 left it (Dexie keeps version × 10), made before /desk is first opened here.
  await page.goto(paths.home());
  const old = [first, second, third].map((order) => ({ order, summary: { number: order.number, text: JSON.stringify(summarise(order)) } }));
  await page.evaluate(
    (records) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('desk', 30);
        open.onupgradeneeded = () => {
          const orders = open.result.createObjectStore('orders', { keyPath: 'number' });
          orders.createIndex('status', 'status');
          orders.createIndex('updatedAt', 'updatedAt');
          open.result.createObjectStore('facts', { keyPath: 'name' });
          open.result.createObjectStore('summaries', { keyPath: 'number' });
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const write = open.result.transaction(['orders', 'summaries'], 'readwrite');
          for (const { order, summary } of records) {
            write.objectStore('orders').put(order);
            write.objectStore('summaries').put(summary);
          }
          write.oncomplete = () => {
            open.result.close();
            resolve();
          };
          write.onerror = () => reject(write.error);
        };
      }),
    old,
  );

  await page.goto(paths.desk());
  for (const order of [first, second, third]) await expect(page.getByRole('link', { name: order.number, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Orders/ })).toContainText('3');

  // A second tab of the desk adds an order; this one, which read the ledger before, adds another.
  const other = await context.newPage();
  await other.goto(paths.desk());
  // A second page opening on a busy machine (CI, five sessions on two cores) may take longer than one step.
  await expect(other.getByRole('link', { name: first.number, exact: true })).toBeVisible({ timeout: 20_000 });
  for (const [tab, order, seeing] of [
    [other, fourth, page],
    [page, fifth, other],
  ] as const) {
    await tab.getByRole('button', { name: 'Add orders' }).click();
    await tab.getByRole('textbox', { name: 'Order messages' }).fill(order.message);
    await tab.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(tab.getByRole('link', { name: order.number, exact: true })).toBeVisible();
    // The other tab shows it too, without a reload.
    await expect(seeing.getByRole('link', { name: order.number, exact: true })).toBeVisible();
  }
  await expect(other.getByRole('heading', { name: /^Orders/ })).toContainText('5');
  await other.close();

  await page.reload();
  for (const order of orders) await expect(page.getByRole('link', { name: order.number, exact: true })).toBeVisible();
  // One record holds them all, newest first; the old table is gone.
  const stored = await page.evaluate(
    () =>
      new Promise<{ stores: string[]; numbers: string[] }>((resolve, reject) => {
        const open = indexedDB.open('desk');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('ledger').objectStore('ledger').get('ledger');
          read.onsuccess = () => {
            // Each summary a row of values, the order's number first (src/features/desk/ledger-record.ts).
            const rows = JSON.parse((read.result as { text: string }).text) as [string, ...unknown[]][];
            resolve({ stores: [...open.result.objectStoreNames], numbers: rows.map(([number]) => number) });
            open.result.close();
          };
        };
      }),
  );
  expect(stored.stores).not.toContain('summaries');
  expect(stored.numbers.toSorted()).toEqual(orders.map((order) => order.number).toSorted());
  const ledger = page.getByRole('list').filter({ has: page.getByRole('link', { name: first.number, exact: true }) });
  await expect(ledger.getByRole('link').first()).toHaveText(stored.numbers[0]!);
});
