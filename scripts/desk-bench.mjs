// @ts-check
/**
 * The desk at scale (PRODUCT.md §16, issue 38): 10,000 realistic orders put on a fresh desk the
 * way an owner would, through the page's own "Import backup" with a backup file, then timed on the
 * phone profile's 4× slower CPU: opening /desk until the ledger and Today show, a filter by status,
 * one of Today's views, a search, and "Show more". Part of `npm run bench`; on its own, after a build:
 *
 *   node scripts/desk-bench.mjs            # 10,000 orders
 *   DESK_ORDERS=2000 node scripts/desk-bench.mjs
 *   DESK_BENCH_PORT=4191 node scripts/desk-bench.mjs   # on a port of your own (else any free one)
 *
 * The orders come from src/test/desk-sample.ts (genuine messages of the real catalogue, moved on by
 * the desk's own steps), loaded through Vite, as the scripts do not read TypeScript themselves.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { aimTap, phoneProfile, timeChange } from './readiness.mjs';
import { createStaticServer } from './serve.mjs';

/** Under this a change feels immediate on a phone; over it, the wait shows (the targets of `npm run bench`). */
export const deskTargets = { openMs: 2500, filterMs: 200, searchMs: 200, showMoreMs: 200 };

/**
 * @typedef {{ orders: number, backupBytes: number, importMs: number, openMs: number, filterMs: number, focusMs: number,
 *   searchMs: number, showMoreMs: number, cpuSlowdown: number }} DeskBench
 */

/** The sample desk of `count` orders as a backup file in .bench/, its path and size. @param {number} count */
export async function sampleBackupFile(count) {
  const vite = await createServer({ logLevel: 'error', server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom' });
  try {
    const sample = await vite.ssrLoadModule('/src/test/desk-sample.ts');
    const text = /** @type {string} */ (sample.sampleDeskBackup(count, new Date()));
    await mkdir('.bench', { recursive: true });
    const path = resolve(`.bench/desk-${count}.json`);
    await writeFile(path, text);
    return { path, bytes: Buffer.byteLength(text) };
  } finally {
    await vite.close();
  }
}

/**
 * Times one change on the page (`timeChange`): from the tap (or the typing) that `act` makes to the
 * frame that draws the ledger with its result: its "… orders shown" line says `shown` (a regular
 * expression), or it has more than `rowsOver` rows ("Show more").
 * @param {import('@playwright/test').Page} page
 * @param {() => Promise<void>} act
 * @param {{ shown: string } | { rowsOver: number }} until
 */
async function timed(page, act, until) {
  await page.evaluate((until) => {
    const matches = 'shown' in until ? new RegExp(until.shown) : null;
    const shown = /** @type {HTMLElement} */ (document.querySelector('.desk-ledger__shown'));
    const shows = () => (matches ? matches.test(shown.textContent ?? '') : document.querySelectorAll('.desk-row').length > /** @type {{ rowsOver: number }} */ (until).rowsOver);
    /** @type {any} */ (window).benchChange = { shows };
  }, until);
  const { ms } = await timeChange(page, act, { startOn: ['pointerdown', 'click', 'input'] });
  if (ms === null) throw new Error(`The desk did not show ${JSON.stringify(until)} within 20 s`);
  return ms;
}

/**
 * The desk's figures with `count` orders, on the site served at `origin`.
 * @param {{ origin: string, count?: number, log?: (line: string) => void }} options
 * @returns {Promise<DeskBench>}
 */
export async function measureDesk({ origin, count = 10_000, log = () => {} }) {
  const backup = await sampleBackupFile(count);
  log(`Desk: ${count.toLocaleString('en')} sample orders, a backup of ${(backup.bytes / 1024 / 1024).toFixed(1)} MB`);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${origin}/desk`);
    const importing = Date.now();
    await page.getByLabel('Import backup').setInputFiles(backup.path);
    await page.getByRole('status').filter({ hasText: `Backup read: ${count} orders added` }).waitFor({ timeout: 600_000 });
    const importMs = Date.now() - importing;

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
    await page.reload({ waitUntil: 'commit' });
    // From navigation start to the first frame with the ledger's rows and Today's figures.
    const opened = await page.waitForFunction(() => document.querySelector('.desk-row') && document.querySelector('.desk-figure') && performance.now(), null, { polling: 'raf', timeout: 120_000 });
    const openMs = /** @type {number} */ (await opened.jsonValue());

    const all = `^${count} orders$`;
    const someShown = `^\\d+ of ${count} orders shown$`;
    const filterMs = await timed(page, await aimTap(page.getByRole('button', { name: 'Delivered', exact: true })), { shown: someShown });
    await timed(page, await aimTap(page.getByRole('button', { name: 'All', exact: true })), { shown: all });
    const focusMs = await timed(page, await aimTap(page.getByRole('button', { name: /^To pack/ })), { shown: someShown });
    await timed(page, await aimTap(page.getByRole('button', { name: 'Show all orders' })), { shown: all });
    const searchMs = await timed(page, () => page.getByRole('searchbox', { name: 'Search orders' }).fill('Priya'), { shown: someShown });
    await timed(page, () => page.getByRole('searchbox', { name: 'Search orders' }).fill(''), { shown: all });
    // From the tap, as the others: timed from before Playwright's click(), it counted the tool's own
    // finding of the button by its role (a walk of the page on the slowed CPU), its scrolling and its
    // wait for two still frames, about half of the figure.
    const rowsBefore = await page.locator('.desk-row').count();
    const showMoreMs = await timed(page, await aimTap(page.getByRole('button', { name: /^Show more/ })), { rowsOver: rowsBefore });
    const result = { orders: count, backupBytes: backup.bytes, importMs, openMs, filterMs, focusMs, searchMs, showMoreMs, cpuSlowdown: phoneProfile.cpuSlowdown };
    log(
      `Desk, ${count.toLocaleString('en')} orders, CPU ${phoneProfile.cpuSlowdown}× slower: opens in ${Math.round(openMs)} ms, a status filter ${Math.round(filterMs)} ms, To pack ${Math.round(focusMs)} ms, a search ${Math.round(searchMs)} ms, Show more ${Math.round(showMoreMs)} ms (import, full speed: ${(importMs / 1000).toFixed(1)} s)`,
    );
    return result;
  } finally {
    await browser.close();
  }
}

/** What the desk's figures miss of their targets, as the bench lists misses. @param {DeskBench} desk */
export function deskMisses(desk) {
  const misses = [];
  if (desk.openMs > deskTargets.openMs) misses.push(`/desk with ${desk.orders} orders opens in ${Math.round(desk.openMs)} ms`);
  if (desk.filterMs > deskTargets.filterMs) misses.push(`/desk: a status filter takes ${Math.round(desk.filterMs)} ms`);
  if (desk.focusMs > deskTargets.filterMs) misses.push(`/desk: Today's "To pack" takes ${Math.round(desk.focusMs)} ms`);
  if (desk.searchMs > deskTargets.searchMs) misses.push(`/desk: a search takes ${Math.round(desk.searchMs)} ms`);
  if (desk.showMoreMs > deskTargets.showMoreMs) misses.push(`/desk: Show more takes ${Math.round(desk.showMoreMs)} ms`);
  return misses;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const http = createStaticServer();
  await new Promise((done) => http.listen(Number(process.env.DESK_BENCH_PORT ?? 0), '127.0.0.1', () => done(undefined)));
  const address = http.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const desk = await measureDesk({ origin, count: Number(process.env.DESK_ORDERS ?? 10_000), log: console.log });
    const misses = deskMisses(desk);
    if (misses.length) {
      console.error(`Missed: ${misses.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    http.close();
  }
}
