import type { Browser, Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { findProduct } from '../src/features/catalogue/lookup';
import { code128, QUIET_ZONE } from '../src/features/desk/papers/barcode';
import { financialYear } from '../src/features/desk/papers/invoice-number';
import { rupeesInWords } from '../src/features/desk/papers/words';
import { createOrder, type PaymentMethod } from '../src/features/orders/order';
import { orderMessage } from '../src/features/orders/order-message';
import { formatPrice } from '../src/lib/money';
import { expect, test } from './support';

/**
 * The desk's papers (PRODUCT.md §16 "Papers") as printed pages: an order's tax invoice on A4 and
 * its 4 × 6 in shipping label, each opened from the order as the owner does, looked at with print
 * media, and printed to PDF for the label's page size and count.
 */

const mumbai = { address: '7 Marine Drive', landmark: '', city: 'Mumbai', state: 'Maharashtra', pin: '400020' } as const;
const bengaluru = { address: '7 Brigade Road', landmark: '', city: 'Bengaluru', state: 'Karnataka', pin: '560001' } as const;

/** A genuine order message, as the order page makes it. */
function orderOf(payment: PaymentMethod, place: typeof mumbai | typeof bengaluru) {
  const product = findProduct(2)!;
  const order = createOrder(
    {
      lines: [{ productId: 2, colour: product.colours[0].id, size: 'Medium', quantity: 2 }],
      coupon: null,
      details: { name: 'Ravi Kumar', mobile: '9123456780', email: '', ...place },
      payment,
      account: null,
    },
    { products: (id) => findProduct(id), now: new Date(), taken: new Set() },
  );
  return { number: order.number, message: orderMessage(order), total: order.total };
}

async function ownerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(paths.desk());
  await expect(page.getByRole('heading', { level: 1, name: 'Desk' })).toBeVisible();
  return page;
}

/** The number of pages of a PDF, and each page's size in points (72 to the inch). */
function pdfPages(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  const pages = text.match(/\/Type\s*\/Page(?![a-z])/g) ?? [];
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.\s]+)\]/g)].map((match) => match[1]!.trim().split(/\s+/).map(Number).join(' '));
  expect(boxes.length).toBeGreaterThanOrEqual(pages.length);
  return boxes.slice(0, pages.length);
}

test('an order’s tax invoice (A4, its own number, IGST or CGST + SGST) and its 4 × 6 in label (barcode, COLLECT for cash) print as pages', async ({ browser }) => {
  // Two orders, four papers, two PDFs: more than one page's visit.
  test.setTimeout(90_000);
  const cash = orderOf('cod', bengaluru);
  const upi = orderOf('upi', mumbai);
  const owner = await ownerPage(browser);
  await owner.getByRole('button', { name: 'Add orders' }).click();
  await owner.getByRole('textbox', { name: 'Order messages' }).fill(`${cash.message}\n\n${upi.message}`);
  await owner.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(owner.getByRole('link', { name: /^RNG-/ })).toHaveCount(2);
  const series = `RNG/${financialYear(new Date())}/`;

  // The cash order to Karnataka: its tax invoice, outside the seller's state (Maharashtra): IGST.
  await owner.getByRole('link', { name: cash.number, exact: true }).click();
  await owner.getByRole('navigation', { name: 'Papers' }).getByRole('link', { name: 'Tax invoice' }).click();
  const invoice = owner.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice).toBeVisible();
  await owner.emulateMedia({ media: 'print' });
  await expect(owner.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(owner.getByRole('banner')).toBeHidden();
  await expect(owner.getByRole('heading', { level: 1, name: 'Desk' })).toBeHidden();
  await expect(invoice.getByRole('definition').filter({ hasText: series })).toHaveText(`${series}0001`);
  await expect(invoice).toContainText('GSTIN 27AAAAA0000A1Z2 · State Maharashtra (27)');
  await expect(invoice.getByRole('region', { name: 'Place of supply' })).toContainText('Karnataka (29)');
  await expect(invoice.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
  await expect(invoice.getByRole('columnheader', { name: 'CGST' })).toHaveCount(0);
  await expect(invoice.getByRole('row', { name: new RegExp(findProduct(2)!.title) })).toContainText('6109');
  await expect(invoice.getByRole('row', { name: new RegExp(findProduct(2)!.title) })).toContainText('5%');
  await expect(invoice).toContainText(`Amount in words: ${rupeesInWords(cash.total * 100)}`);
  await expect(invoice.getByRole('region', { name: 'Bill to and ship to' })).toContainText('Ravi Kumar');
  const a4 = pdfPages(await owner.pdf({ preferCSSPageSize: true }));
  // One A4 page: 595.3 × 841.9 points.
  expect(a4).toHaveLength(1);
  const [, , width, height] = a4[0]!.split(' ').map(Number) as [number, number, number, number];
  expect(Math.abs(width - 595.3)).toBeLessThan(1.5);
  expect(Math.abs(height - 841.9)).toBeLessThan(1.5);

  // Its number is kept: opened again, the same; the order's history says when it was made.
  await owner.reload();
  await expect(owner.getByRole('article', { name: 'Tax invoice' }).getByRole('definition').filter({ hasText: series })).toHaveText(`${series}0001`);
  await owner.emulateMedia({ media: 'screen' });
  await owner.getByRole('link', { name: `← Back to order ${cash.number}` }).click();
  await expect(owner.getByRole('list').filter({ hasText: 'Tax invoice' })).toContainText(`Tax invoice ${series}0001 made`);

  // Its label: COLLECT in large type, the buyer, the barcode that reads as the order number, one 4 × 6 in page.
  await owner.getByRole('link', { name: 'Shipping label' }).click();
  const label = owner.getByRole('article', { name: 'Shipping label' });
  await owner.emulateMedia({ media: 'print' });
  await expect(label.getByText(`COLLECT ${formatPrice(cash.total)}`, { exact: true })).toBeVisible();
  const deliverTo = label.getByRole('region', { name: 'Deliver to' });
  await expect(deliverTo).toContainText('Ravi Kumar');
  await expect(deliverTo).toContainText('7 Brigade Road');
  await expect(deliverTo).toContainText('PIN 560001');
  await expect(deliverTo).toContainText('Mobile +91 91234 56780');
  await expect(label.getByRole('region', { name: 'If undelivered, return to' })).toContainText('Rangeela Studio');
  const barcode = label.getByRole('img', { name: `Barcode of order ${cash.number}` });
  await expect(barcode).toBeVisible();
  await expect(label.getByRole('figure')).toContainText(cash.number);
  const bars = await barcode.locator('g rect').evaluateAll((rects) => rects.map((rect) => `${rect.getAttribute('x')}:${rect.getAttribute('width')}`).join(' '));
  expect(bars).toBe([...code128(cash.number).matchAll(/1+/g)].map((run) => `${run.index}:${run[0].length}`).join(' '));
  expect(await barcode.getAttribute('viewBox')).toBe(`0 0 ${code128(cash.number).length + 2 * QUIET_ZONE} 60`);
  expect(pdfPages(await owner.pdf({ preferCSSPageSize: true }))).toEqual(['0 0 288 432']);

  // The UPI order in Mumbai: the next invoice number, CGST + SGST; its label says it is not paid
  // until the owner marks it paid, then PREPAID.
  await owner.emulateMedia({ media: 'screen' });
  await owner.goto(`${paths.desk(upi.number)}&paper=invoice`);
  const second = owner.getByRole('article', { name: 'Tax invoice' });
  await expect(second.getByRole('definition').filter({ hasText: series })).toHaveText(`${series}0002`);
  await expect(second.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
  await expect(second.getByRole('columnheader', { name: 'SGST' })).toBeVisible();
  await expect(second.getByRole('columnheader', { name: 'IGST' })).toHaveCount(0);
  await expect(second.getByRole('region', { name: 'Place of supply' })).toContainText('Maharashtra (27)');
  await owner.goto(`${paths.desk(upi.number)}&paper=label`);
  const upiLabel = owner.getByRole('article', { name: 'Shipping label' });
  await expect(upiLabel.getByText('NOT PAID YET', { exact: true })).toBeVisible();
  await expect(upiLabel).not.toContainText('PREPAID');
  await owner.goto(paths.desk(upi.number));
  await owner.getByRole('textbox', { name: 'UPI transaction ID (UTR)' }).fill('4821 0093 7712');
  await owner.getByRole('textbox', { name: 'Amount received' }).fill(String(upi.total));
  await owner.getByRole('button', { name: 'Mark paid' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Marked paid' })).toContainText('the whole total');
  await owner.goto(`${paths.desk(upi.number)}&paper=label`);
  await expect(upiLabel.getByText('PREPAID', { exact: true })).toBeVisible();
  await expect(upiLabel).not.toContainText('COLLECT');
  await expect(upiLabel).not.toContainText('NOT PAID YET');
});
