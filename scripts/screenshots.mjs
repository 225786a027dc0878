// @ts-check
/**
 * Full-page screenshots of every page at 375 px and 1280 px, in both themes, into screenshots/
 * (and the README's picture into docs/screenshots/). Serves dist/ itself: run `npm run build` first.
 *   node scripts/screenshots.mjs            # every page
 *   node scripts/screenshots.mjs / /cart    # just these paths
 *   node scripts/screenshots.mjs --docs     # the first screen of the pages that sell, into docs/screenshots/pages/
 * `/cart#filled` is the cart after three quick-adds from the shop, `/cart#coupon` the same with a coupon applied; `/shop#filters` the shop with the
 * phone's Filters sheet open. `--docs` keeps what a shopper sees first (no scrolling, no full page), at
 * 375 px in both themes and 1280 px in the light one, as JPEG so the repository stays small: the
 * pictures the notes on issue 37 point to.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { createStaticServer } from './serve.mjs';

const allPaths = ['/', '/shop', '/sproduct/1', '/cart', '/cart#filled', '/blog', '/blog/how-to-wash-a-t-shirt', '/about', '/contact', '/login', '/signup', '/no-such-page'];
const docsPaths = ['/', '/shop', '/shop#filters', '/shop?collection=winter', '/shop?q=zqxw', '/sproduct/1', '/sproduct/13', '/cart#filled', '/cart#coupon', '/orders/check', '/no-such-page'];
const args = process.argv.slice(2);
const docs = args[0] === '--docs';
const paths = docs ? docsPaths : args.length ? args : allPaths;
const widths = [375, 1280];
/** Where `--docs` writes its pictures. */
const DOCS_DIR = 'docs/screenshots/pages';
const themes = /** @type {const} */ (['light', 'dark']);

const server = createStaticServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
await mkdir(docs ? DOCS_DIR : 'screenshots', { recursive: true });
await mkdir('docs/screenshots', { recursive: true });
for (const theme of themes) {
  for (const width of widths) {
    // The docs keep the wide screen in one theme: the phone is where the pages that sell were found wanting.
    if (docs && width > 375 && theme === 'dark') continue;
    // bypassCSP: only so the style below can be added to the page.
    const context = await browser.newContext({ viewport: { width, height: docs && width === 375 ? 812 : 900 }, colorScheme: theme, deviceScaleFactor: 1, bypassCSP: true });
    const page = await context.newPage();
    for (const path of paths) {
      const [address, shown] = path.split('#');
      if (shown === 'filled' || shown === 'coupon') {
        await page.goto(`${origin}/shop`);
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await page.locator('#root[data-ready="true"]').waitFor({ state: 'attached' });
        for (const button of (await page.getByRole('button', { name: /^Add .* to cart$/ }).all()).slice(0, 3)) await button.click();
      }
      await page.goto(origin + address);
      await page.locator('#root[data-ready="true"]').waitFor({ state: 'attached' });
      // Bring lazy images in, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // The phone's "Filters" button opens the sheet; on a wide screen the filters are on the page.
      const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
      if (shown === 'coupon') {
        const code = page.getByLabel('Coupon code');
        await code.fill('WELCOME10');
        await page.getByRole('button', { name: 'Apply', exact: true }).click();
        await page.getByRole('button', { name: /Remove coupon/ }).scrollIntoViewIfNeeded();
      }
      if (shown === 'filters') {
        if (!(await filtersButton.isVisible())) continue;
        await filtersButton.click();
      }
      const name = `${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-')}-${width}-${theme}`;
      if (docs) {
        await page.waitForTimeout(200);
        await page.screenshot({ path: `${DOCS_DIR}/${name}.jpg`, type: 'jpeg', quality: 70 });
        console.log(`${DOCS_DIR}/${name}.jpg`);
        continue;
      }
      // A full-page capture draws beyond the viewport without scrolling, where content-visibility
      // would leave far cards and banners undrawn: draw everything, as a visitor scrolling sees it.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
      if (path === '/' && width === 1280 && theme === 'light') {
        await page.screenshot({ path: 'docs/screenshots/home-1280-light.png' });
      }
      console.log(`screenshots/${name}.png`);
    }
    await page.evaluate(() => localStorage.clear());
    await context.close();
  }
}
await browser.close();
server.close();
