// @ts-check
/**
 * Full-page screenshots of every page at 375 px and 1280 px, in both themes, into screenshots/
 * (and the README's picture into docs/screenshots/). Serves dist/ itself: run `npm run build` first.
 *   node scripts/screenshots.mjs            # every page
 *   node scripts/screenshots.mjs / /cart    # just these paths
 * `/cart#filled` is the cart after three quick-adds from the shop.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { createStaticServer } from './serve.mjs';

const allPaths = ['/', '/shop', '/sproduct/1', '/cart', '/cart#filled', '/blog', '/blog/how-to-wash-a-t-shirt', '/about', '/contact', '/login', '/signup', '/no-such-page'];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : allPaths;
const widths = [375, 1280];
const themes = /** @type {const} */ (['light', 'dark']);

const server = createStaticServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
await mkdir('screenshots', { recursive: true });
await mkdir('docs/screenshots', { recursive: true });
for (const theme of themes) {
  for (const width of widths) {
    // bypassCSP: only so the style below can be added to the page.
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme, deviceScaleFactor: 1, bypassCSP: true });
    const page = await context.newPage();
    for (const path of paths) {
      if (path === '/cart#filled') {
        await page.goto(`${origin}/shop`);
        await page.locator('#root[data-ready="true"]').waitFor({ state: 'attached' });
        for (const button of (await page.getByRole('button', { name: /^Add .* to cart$/ }).all()).slice(0, 3)) await button.click();
      }
      await page.goto(origin + path.replace('#filled', ''));
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
      // A full-page capture draws beyond the viewport without scrolling, where content-visibility
      // would leave far cards and banners undrawn: draw everything, as a visitor scrolling sees it.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.waitForLoadState('networkidle');
      const name = `${path === '/' ? 'home' : path.slice(1).replace(/[/#]/g, '-')}-${width}-${theme}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
      if (path === '/' && width === 1280 && theme === 'light') {
        await page.screenshot({ path: 'docs/screenshots/home-1280-light.png' });
      }
      console.log(`screenshots/${name}`);
    }
    await page.evaluate(() => localStorage.clear());
    await context.close();
  }
}
await browser.close();
server.close();
