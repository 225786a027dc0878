// @ts-check
/**
 * How soon each page works, as a visitor on a slow phone meets it: Chromium with Lighthouse's
 * phone profile applied for real (CPU 4× slower; 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up), a cold cache and no service worker. For each page: first paint, when the app is ready
 * (`#root` gets `data-ready`: src/app/ready-marker.tsx), the gap between them, LCP, CLS,
 * the blocking time of long tasks until ready, and the JavaScript transferred before ready.
 * Used by scripts/bench.mjs; alone:
 *
 *   node scripts/readiness.mjs http://127.0.0.1:4173 / /shop /sproduct/5
 *   BENCH_TAPS=/,/shop node scripts/readiness.mjs …   # also a first-sight quick add on those pages
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.mjs';

/** Lighthouse's mobile profile ("slow 4G" and a mid-range phone's CPU). */
export const phoneProfile = { cpuSlowdown: 4, latencyMs: 150, downloadBitsPerSecond: 1.6 * 1024 * 1024, uploadBitsPerSecond: 750 * 1024 };

/**
 * @typedef {{ path: string, fcpMs: number, readyMs: number, gapMs: number, lcpMs: number, cls: number,
 *   tbtMs: number, jsBeforeReadyBytes: number, jsFilesBeforeReady: number }} Readiness
 */

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * A fresh phone: a cold, throttled page (phone profile) with no service worker.
 * @param {import('@playwright/test').Browser} browser
 */
async function phonePage(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: phoneProfile.downloadBitsPerSecond / 8,
    uploadThroughput: phoneProfile.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  return { context, page };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<Omit<Readiness, 'path'>>}
 */
async function once(browser, url) {
  const { context, page } = await phonePage(browser);
  await page.addInitScript(() => {
    const seen = { ready: 0, lcp: 0, cls: 0, longTasks: /** @type {[number, number][]} */ ([]) };
    Object.assign(window, { __readiness: seen });
    new MutationObserver((records, observer) => {
      if (!records.some((record) => record.target instanceof Element && record.target.id === 'root')) return;
      seen.ready = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = /** @type {PerformanceEntry & { value: number, hadRecentInput: boolean }} */ (entry);
        if (!shift.hadRecentInput) seen.cls += shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });

  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForFunction(() => /** @type {{ ready: number }} */ (Reflect.get(window, '__readiness')).ready > 0, undefined, {
    timeout: 60_000,
    polling: 100,
  });
  // LCP settles with the first input or when the page is hidden; a moment after ready is enough here.
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => {
    const seen = /** @type {{ ready: number, lcp: number, cls: number, longTasks: [number, number][] }} */ (
      /** @type {unknown} */ (Reflect.get(window, '__readiness'))
    );
    const ready = seen.ready;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const scripts = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter(
      (entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < ready,
    );
    const blocking = seen.longTasks
      .filter(([start]) => start >= fcp && start < ready)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return {
      fcpMs: fcp,
      readyMs: ready,
      lcpMs: seen.lcp,
      cls: seen.cls,
      tbtMs: blocking,
      jsBeforeReadyBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
      jsFilesBeforeReady: scripts.length,
    };
  });
  await context.close();
  return { ...result, gapMs: result.readyMs - result.fcpMs };
}

/**
 * The median of `runs` cold visits to each page.
 * @param {{ origin: string, paths: string[], runs?: number, log?: (line: string) => void }} options
 * @returns {Promise<Readiness[]>}
 */
export async function measureReadiness({ origin, paths, runs = 3, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  /** @type {Readiness[]} */
  const results = [];
  try {
    for (const path of paths) {
      /** @type {Omit<Readiness, "path">[]} */
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await once(browser, origin + path));
      /** @param {keyof Omit<Readiness, 'path'>} key */
      const pick = (key) => median(samples.map((sample) => sample[key]));
      const page = {
        path,
        fcpMs: pick('fcpMs'),
        readyMs: pick('readyMs'),
        gapMs: pick('gapMs'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        jsBeforeReadyBytes: pick('jsBeforeReadyBytes'),
        jsFilesBeforeReady: pick('jsFilesBeforeReady'),
      };
      results.push(page);
      log(
        `${path.padEnd(40)} first paint ${Math.round(page.fcpMs)} ms  ready ${Math.round(page.readyMs)} ms  gap ${Math.round(page.gapMs)} ms  ` +
          `LCP ${Math.round(page.lcpMs)} ms  CLS ${page.cls.toFixed(3)}  TBT ${Math.round(page.tbtMs)} ms  ` +
          `JS before ready ${(page.jsBeforeReadyBytes / 1024).toFixed(1)} KiB in ${page.jsFilesBeforeReady} files`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * @typedef {{ path: string, visibleMs: number, shownMs: number, afterFirstPaintMs: number, lost: number, runs: number }} FirstSightTap
 */


/**
 * A visitor taps the first card's quick add the moment it is visible, as the comparison
 * did: when does the cart show it (the header's cart link says "Cart, 1 item")? Measured from
 * navigation, and from the first page's first paint. Before the app runs the quick add is a GET
 * form to /cart, so what shows it may be the next page. A tap the cart still does not show after
 * 20 s was lost (null).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<{ visibleMs: number, shownMs: number, afterFirstPaintMs: number } | null>}
 */
async function tapOnce(browser, url) {
  const { context, page } = await phonePage(browser);
  // The first document's first paint, kept for the tab: the tap may lead to another document, and
  // the paint entry may be reported after the button is already visible.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return;
      observer.disconnect();
      if (!sessionStorage.getItem('firstPaintAt')) sessionStorage.setItem('firstPaintAt', String(performance.timeOrigin + paint.startTime));
    }).observe({ type: 'paint', buffered: true });
    // When the header's cart link first says it holds the item, stamped at the frame that shows
    // it: the page's own clock, free of the test driver's polling and round trips.
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('a.cart-link[aria-label="Cart, 1 item"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        if (!sessionStorage.getItem('shownAt')) sessionStorage.setItem('shownAt', String(performance.timeOrigin + performance.now()));
      });
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  });
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  const button = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  await button.waitFor({ state: 'visible', timeout: 60_000 });
  const [visibleAt, navigationStart] = await page.evaluate(() => /** @type {const} */ ([performance.timeOrigin + performance.now(), performance.timeOrigin]));
  await button.click({ timeout: 60_000 });
  const shown = await page
    .getByRole('link', { name: 'Cart, 1 item' })
    .waitFor({ state: 'visible', timeout: 20_000 })
    .then(() => true, () => false);
  // Milliseconds since the epoch, as the page's clock has it (comparable across its documents).
  const shownAt = await page.evaluate(() => Number(sessionStorage.getItem('shownAt')) || performance.timeOrigin + performance.now());
  const firstPaintAt = Number(await page.evaluate(() => sessionStorage.getItem('firstPaintAt')));
  await context.close();
  if (!shown) return null;
  return { visibleMs: visibleAt - navigationStart, shownMs: shownAt - navigationStart, afterFirstPaintMs: shownAt - firstPaintAt };
}

/**
 * The median of `runs` first-sight taps on each page.
 * @param {{ origin: string, paths: string[], runs?: number, log?: (line: string) => void }} options
 * @returns {Promise<FirstSightTap[]>}
 */
export async function measureFirstSightTaps({ origin, paths, runs = 5, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  /** @type {FirstSightTap[]} */
  const results = [];
  try {
    for (const path of paths) {
      const all = [];
      for (let run = 0; run < runs; run++) all.push(await tapOnce(browser, origin + path));
      const samples = all.filter((sample) => sample !== null);
      const tap = {
        path,
        visibleMs: median(samples.map((sample) => sample.visibleMs)),
        shownMs: median(samples.map((sample) => sample.shownMs)),
        afterFirstPaintMs: median(samples.map((sample) => sample.afterFirstPaintMs)),
        lost: runs - samples.length,
        runs,
      };
      results.push(tap);
      log(
        `${path.padEnd(40)} quick add visible ${Math.round(tap.visibleMs)} ms  tapped at once, shown ${Math.round(tap.shownMs)} ms ` +
          `(${Math.round(tap.afterFirstPaintMs)} ms after first paint)  lost ${tap.lost} of ${runs}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** @param {Readiness[]} pages */
export function readinessSummary(pages) {
  return {
    medianGapMs: median(pages.map((page) => page.gapMs)),
    medianReadyMs: median(pages.map((page) => page.readyMs)),
    maxJsBeforeReadyBytes: Math.max(0, ...pages.map((page) => page.jsBeforeReadyBytes)),
    maxLcpMs: Math.max(0, ...pages.map((page) => page.lcpMs)),
    maxCls: Math.max(0, ...pages.map((page) => page.cls)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin || paths.length === 0) {
    console.error('Usage: node scripts/readiness.mjs <origin> <path> [<path> …]   (BENCH_RUNS=3 for medians)');
    process.exit(1);
  }
  const pages = await measureReadiness({ origin, paths, runs: Number(process.env.BENCH_RUNS ?? 3), log: console.log });
  console.log(JSON.stringify(readinessSummary(pages)));
  if (process.env.BENCH_TAPS) await measureFirstSightTaps({ origin, paths: process.env.BENCH_TAPS.split(','), log: console.log });
}
