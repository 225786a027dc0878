// @ts-check
/**
 * The pictures of the README's "Open your own shop from a phone", made from the project itself at
 * a phone's width (375 px) into docs/screenshots/:
 *   phone-editor-sign-in.png    the published editor's first page (/admin/), as an owner opens it
 *   phone-editor-token.png      its "Sign In Using Access Token" box
 *   phone-price-before.png      a product's page as published
 *   phone-price-after.png       the same page once a new price was saved and the shop built again
 * In a copy of the project (a temporary folder, node_modules shared) with `editor: { repo }` in
 * shop.yaml: built, served, photographed; the price changed in the product's file, as a save in the
 * editor commits it; built again and photographed. Saving through GitHub needs GitHub, so the
 * change is made to the file directly. Two builds: a few minutes.
 *   node scripts/screenshots-phone-editor.mjs
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { createStaticServer } from './serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'docs/screenshots');
const product = { file: 'shop/products/marigold-mandala-tee.md', path: '/sproduct/1', from: 799, to: 749 };

const project = mkdtempSync(join(tmpdir(), 'rangeela-phone-screens-'));
for (const entry of ['shop', 'src', 'scripts', 'admin', 'public', 'index.html', 'package.json', 'vite.config.ts', 'tsconfig.json']) {
  cpSync(join(root, entry), join(project, entry), { recursive: true });
}
symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir');
const shopYaml = join(project, 'shop/shop.yaml');
writeFileSync(shopYaml, `${readFileSync(shopYaml, 'utf8')}\neditor: { repo: you/your-shop }\n`);

/** Builds the copy; a failed build stops here with its own words. */
function build() {
  const run = spawnSync(process.execPath, [join(project, 'scripts/build.mjs')], { cwd: project, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('The copy of the project did not build: see above.');
}

/**
 * Serves the copy's dist/ while `shoot` photographs it at 375 px.
 * @param {(page: import('@playwright/test').Page, origin: string) => Promise<void>} shoot
 */
async function photograph(shoot) {
  const server = createStaticServer({ root: join(project, 'dist') });
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, colorScheme: 'light' });
  try {
    await shoot(await context.newPage(), origin);
  } finally {
    await browser.close();
    await new Promise((closed) => server.close(closed));
  }
}

/** @param {import('@playwright/test').Page} page @param {string} origin */
async function productPage(page, origin) {
  await page.goto(`${origin}${product.path}`);
  await page.locator('#root[data-ready="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

try {
  mkdirSync(out, { recursive: true });
  build();
  await photograph(async (page, origin) => {
    await page.goto(`${origin}/admin/`);
    const signIn = page.getByRole('button', { name: 'Sign In Using Access Token' });
    await signIn.waitFor({ timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(out, 'phone-editor-sign-in.png') });
    await signIn.click();
    await page.getByRole('textbox', { name: 'Personal Access Token' }).fill('github_pat_11A…');
    await page.screenshot({ path: join(out, 'phone-editor-token.png') });
    await productPage(page, origin);
    await page.screenshot({ path: join(out, 'phone-price-before.png') });
  });
  const file = join(project, product.file);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(`price: ${product.from}\n`)) throw new Error(`${product.file} no longer says price: ${product.from}: update this script.`);
  writeFileSync(file, text.replace(`price: ${product.from}\n`, `price: ${product.to}\n`));
  build();
  await photograph(async (page, origin) => {
    await productPage(page, origin);
    await page.screenshot({ path: join(out, 'phone-price-after.png') });
  });
  for (const name of ['phone-editor-sign-in', 'phone-editor-token', 'phone-price-before', 'phone-price-after']) console.log(`docs/screenshots/${name}.png`);
} finally {
  rmSync(project, { recursive: true, force: true });
}
