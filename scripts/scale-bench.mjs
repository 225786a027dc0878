// @ts-check
/**
 * A shop of 500 tees measured as a visitor on a slow phone meets it (issue 37, "At scale, too"):
 * the sample's sixteen tees copied to COUNT under new ids, titles and photos and built
 * (scripts/scale-shop.mjs), served by its own static server (scripts/serve.mjs), then, with the phone
 * profile of scripts/readiness.mjs applied for real (CPU 4× slower, 150 ms round trip, 1.6 Mbit/s):
 *
 * - the JavaScript each page loads before it is ready, on the big shop and on the sample's dist/,
 *   so each page's growth with the range shows (median of 3 cold visits);
 * - the header's search suggestions on /shop and /: once the page is ready, "Search the shop" is
 *   focused and "tee", then "mand", typed key by key; each key timed inside the page from its
 *   keydown to the frame that draws the listbox with that word's suggestions (the first key, which
 *   waits for the suggestions' code and index the first focus loads, apart);
 * - filtering /shop: in the phone's "Filters" sheet a tap on a size, then on a colour, timed from
 *   the tap (a plain press and release, `aimTap`) to the frame that draws the count and the grid
 *   with the result; then "Show more".
 *
 * Part of `npm run bench` (its section "A shop of 500 tees"; BENCH_SCALE=0 leaves it out). Alone,
 * after `npm run build` (the sample's figures come from ./dist):
 *
 *   node scripts/scale-bench.mjs            # 500 tees, built in a temporary folder, removed after
 *   node scripts/scale-bench.mjs 500 --keep # keep the copy (its path is printed)
 *   SCALE_ROOT=/tmp/shop-500-… node scripts/scale-bench.mjs 500   # measure a copy kept before, not built again
 *   SCALE_RUNS=1 node scripts/scale-bench.mjs   # one visit of each, not the median of 3 (a quick look)
 *   SCALE_BENCH_PORT=4185 SCALE_SAMPLE_PORT=4186 node scripts/scale-bench.mjs  # ports of your own (else any free ones)
 *
 * It writes its figures to .bench/scale-COUNT.json and prints the section of docs/benchmarks.md.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { timesBetweenMarks } from './main-thread.mjs';
import { aimTap, measureReadiness, phonePage, phoneProfile, timeChange } from './readiness.mjs';
import { buildScaleShop, distFigures } from './scale-shop.mjs';
import { jsGrowth, keystrokeSummary, median, scaleMarkdown, scaleMisses, scalePaths } from './scale-targets.mjs';
import { createStaticServer } from './serve.mjs';

/** The words typed into the header's search, key by key. */
const WORDS = ['tee', 'mand'];
/** The filters tapped (PRODUCT.md §3a): a size and a colour every copy of the sample has. */
const SIZE = 'Medium';
const COLOUR = 'Navy';
/** The cards "Show more" brings the grid to (paging.ts: twelve a page). */
const AFTER_SHOW_MORE = 24;

/**
 * Serves `root` on `port` (0: any free one).
 * @param {string} root @param {number} port
 */
async function serve(root, port) {
  const http = createStaticServer({ root });
  await new Promise((done) => http.listen(port, '127.0.0.1', () => done(undefined)));
  const address = http.address();
  return { origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, close: () => http.close() };
}

/**
 * A cold phone visit to `url`, once the app has said it is ready (`#root[data-ready]`).
 * @param {import('@playwright/test').Browser} browser @param {string} url
 */
async function readyPage(browser, url) {
  const { context, page, cdp } = await phonePage(browser);
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-ready'), undefined, { timeout: 120_000, polling: 100 });
  return { context, page, cdp };
}

/**
 * The marks `timed` makes in the page: at the input, once the frame that shows the change is
 * drawn, and for a filter, once the frame that draws its count is (`answered`: the grid may follow).
 */
const MARKS = { from: 'scale-input', to: 'scale-shown', answered: 'scale-answered' };
/** Enough of a trace for the main thread's tasks, with their thread times, and the page's marks. */
const TRACE_CATEGORIES = 'disabled-by-default-devtools.timeline,blink.user_timing';

/**
 * Runs `measure` (a `timed` change) under a trace and adds the CPU time the page's main thread used
 * in the tasks from the input to the frame that showed the change (scripts/main-thread.mjs).
 * Chromium's CPU throttling counts in that time (a 4× slower task's thread time is 4× longer too:
 * `.bench/throttle-tdur.mjs` measured 282 ms for a 275 ms task at 4×), so it is the page's own time
 * on the phone, without the waits for a core this shared machine adds to the wall time.
 * The same to the frame that drew a filter's count, where it came first (`answeredCpuMs`).
 * @param {import('@playwright/test').CDPSession} cdp @param {() => Promise<Timing>} measure
 * @returns {Promise<Timing & { cpuMs: number | null, answeredCpuMs: number | null }>}
 */
async function withCpu(cdp, measure) {
  /** @type {import('./main-thread.mjs').TraceEvent[]} */
  const events = [];
  const collect = (/** @type {{ value: object[] }} */ data) => void events.push(.../** @type {import('./main-thread.mjs').TraceEvent[]} */ (data.value));
  cdp.on('Tracing.dataCollected', collect);
  try {
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    const timing = await measure();
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.end');
    await complete;
    const cpuMs = timesBetweenMarks(events, MARKS.from, MARKS.to)?.cpuMs ?? null;
    return { ...timing, cpuMs, answeredCpuMs: timesBetweenMarks(events, MARKS.from, MARKS.answered)?.cpuMs ?? cpuMs };
  } finally {
    cdp.off('Tracing.dataCollected', collect);
  }
}

/** @typedef {import('./readiness.mjs').ChangeTiming} Timing */
/**
 * @typedef {{ kind: 'suggest', word: string } | { kind: 'count', pattern: string, total: number } | { kind: 'cards', at: number }} Wanted
 */

/**
 * Times one change on the shop (`timeChange`): from the keydown, or the tap, that `act` makes to the
 * frame that draws what `wanted` describes, and for a filter, to the frame that draws its count.
 * @param {import('@playwright/test').Page} page
 * @param {() => Promise<unknown>} act
 * @param {Wanted} wanted
 * @returns {Promise<Timing>}
 */
async function timed(page, act, wanted) {
  await page.evaluate((want) => {
    // The cards shown: the grid draws the next page ahead, hidden (product-grid.tsx).
    const cards = () => [...document.querySelectorAll('ul[aria-label="Products"] > li')].filter((card) => card.checkVisibility()).length;
    const counted = () => (want.kind === 'count' ? new RegExp(want.pattern).exec(document.getElementById('shop-results')?.textContent ?? '') : null);
    const shows = () => {
      if (want.kind === 'suggest') {
        const form = document.activeElement?.closest('form');
        if (!form) return false;
        const link = /** @type {HTMLAnchorElement | null} */ (form.querySelector('.site-search__all'));
        const popup = /** @type {HTMLElement | null} */ (form.querySelector('.site-search__popup'));
        const listed = link && popup && !popup.hidden && new URL(link.href).searchParams.get('q') === want.word && form.querySelector('[role="option"]');
        return Boolean(listed) || (form.querySelector('[role="status"]')?.textContent ?? '').startsWith(`No suggestions for “${want.word}”`);
      }
      if (want.kind === 'cards') return cards() >= want.at;
      const found = counted();
      if (!found) return false;
      const matches = found[1] === undefined ? want.total : Number(found[1]);
      // The grid is drawn for this count once it no longer says it is about to change (shop-results.tsx).
      return cards() === Math.min(12, matches) && !document.querySelector('ul[aria-label="Products"][aria-busy="true"]');
    };
    /** @type {any} */ (window).benchChange = { shows, answered: () => Boolean(counted()) };
  }, wanted);
  return timeChange(page, act, { startOn: wanted.kind === 'suggest' ? ['keydown'] : ['pointerdown', 'mousedown', 'click'], marks: MARKS });
}

/**
 * One cold visit to `url`: the header's search focused once the page is ready, each word typed
 * key by key (the box emptied between words). The times of the keys, in order.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 */
export async function typeOnce(browser, url) {
  const { context, page } = await readyPage(browser, url);
  try {
    // On a phone the header's search is in the menu, opened first as a visitor does.
    const menu = page.getByRole('button', { name: 'Menu' });
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
    await box.click();
    /** @type {(number | null)[]} */
    const times = [];
    for (const [index, word] of WORDS.entries()) {
      if (index > 0) await box.fill('');
      for (let at = 1; at <= word.length; at++) {
        times.push((await timed(page, () => page.keyboard.press(word[at - 1] ?? ''), { kind: 'suggest', word: word.slice(0, at) })).ms);
      }
    }
    return times;
  } finally {
    await context.close();
  }
}

/**
 * One cold visit to /shop: a size, then a colour, tapped in the "Filters" sheet; both untapped, the
 * sheet closed, then "Show more".
 * @param {import('@playwright/test').Browser} browser @param {string} origin @param {number} count
 */
export async function filterOnce(browser, origin, count) {
  const { context, page, cdp } = await readyPage(browser, `${origin}/shop`);
  try {
    const filters = page.getByRole('button', { name: /^Filters/ });
    if (await filters.isVisible()) await filters.click();
    const size = page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: SIZE, exact: true });
    const colour = page.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: COLOUR, exact: true });
    const of = `^(\\d+) of ${count} T-shirts in `;
    const sized = await withCpu(cdp, async () => timed(page, await aimTap(size), { kind: 'count', pattern: `${of}${SIZE}$`, total: count }));
    const sizeCount = Number(/^\d+/.exec((await page.locator('#shop-results').textContent()) ?? '')?.[0]);
    const coloured = await withCpu(cdp, async () => timed(page, await aimTap(colour), { kind: 'count', pattern: `${of}${SIZE}, ${COLOUR}$`, total: count }));
    const colourCount = Number(/^\d+/.exec((await page.locator('#shop-results').textContent()) ?? '')?.[0]);
    await colour.click();
    await size.click();
    await page.locator('#shop-results').filter({ hasText: `All ${count} T-shirts` }).waitFor();
    const close = page.locator('#shop-filters').getByRole('button', { name: 'Close' });
    if (await close.isVisible()) await close.click();
    const more = await withCpu(cdp, async () => timed(page, await aimTap(page.getByRole('link', { name: 'Show more' })), { kind: 'cards', at: AFTER_SHOW_MORE }));
    return {
      sizeMs: sized.ms,
      colourMs: coloured.ms,
      showMoreMs: more.ms,
      sizeCpuMs: sized.cpuMs,
      colourCpuMs: coloured.cpuMs,
      showMoreCpuMs: more.cpuMs,
      sizeAnsweredMs: sized.answeredMs,
      colourAnsweredMs: coloured.answeredMs,
      sizeAnsweredCpuMs: sized.answeredCpuMs,
      colourAnsweredCpuMs: coloured.answeredCpuMs,
      sizeCount,
      colourCount,
    };
  } finally {
    await context.close();
  }
}

/**
 * The figures of a shop of `count` tees (see the file's head).
 * @param {{ count?: number, runs?: number, log?: (line: string) => void, sampleOrigin?: string, root?: string, keep?: boolean, port?: number, samplePort?: number }} [options]
 *   `sampleOrigin`: where the sample's build is served (else ./dist is, on `samplePort`);
 *   `root`: a copy built before (its dist/ is measured, not built again); `keep`: keep the copy built here.
 * @returns {Promise<import('./scale-targets.mjs').ScaleBench>}
 */
export async function measureScale({ count = 500, runs = 3, log = () => {}, sampleOrigin, root, keep = false, port = 0, samplePort = 0 } = {}) {
  const shop = root
    ? { count, root, dist: join(root, 'dist'), buildSeconds: null, ...(await distFigures(join(root, 'dist'))), precache: null }
    : await buildScaleShop(count, { keep: true, log });
  if (shop.buildSeconds !== null) log(`Built in ${Math.round(shop.buildSeconds)} s`);
  const big = await serve(shop.dist, port);
  const sample = sampleOrigin ? undefined : await serve('dist', samplePort);
  const date = new Date().toISOString();
  const loadAverage = loadavg();
  log(`Load average: ${loadAverage.map((n) => n.toFixed(2)).join(', ')}`);
  try {
    log(`JavaScript before ready, the sample (16 tees), median of ${runs}:`);
    const before = await measureReadiness({ origin: sampleOrigin ?? sample?.origin ?? '', paths: scalePaths, runs, log });
    log(`JavaScript before ready, ${count} tees, median of ${runs}:`);
    const after = await measureReadiness({ origin: big.origin, paths: scalePaths, runs, log });
    const js = jsGrowth(before, after);
    for (const page of js) log(`  ${page.path.padEnd(14)} ${(page.sampleBytes / 1024).toFixed(1)} → ${(page.scaleBytes / 1024).toFixed(1)} KiB (${page.growthBytes >= 0 ? '+' : ''}${(page.growthBytes / 1024).toFixed(1)} KiB)`);

    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      const suggestions = [];
      for (const path of ['/shop', '/']) {
        /** @type {(number | null)[][]} */
        const samples = [];
        for (let run = 0; run < runs; run++) samples.push(await typeOnce(browser, big.origin + path));
        const summary = keystrokeSummary(samples);
        suggestions.push({ path, words: WORDS, runs, ...summary });
        log(
          `Suggestions on ${path}, ${count} tees: first key ${Math.round(summary.firstMs)} ms (loads the index), then median ${Math.round(summary.medianMs)} ms, worst ${Math.round(summary.worstMs)} ms over ${summary.keystrokes} keys${summary.lost ? `, ${summary.lost} never shown` : ''}` +
            ` (each run: ${samples.map((s) => s.map((ms) => (ms === null ? '–' : Math.round(ms))).join('/')).join('; ')})`,
        );
      }
      /** @type {Awaited<ReturnType<typeof filterOnce>>[]} */
      const tries = [];
      for (let run = 0; run < runs; run++) tries.push(await filterOnce(browser, big.origin, count));
      /** @param {Exclude<keyof (typeof tries)[number], never>} key */
      const pick = (key) => median(tries.map((one) => one[key] ?? Number.POSITIVE_INFINITY));
      const filtering = {
        runs,
        size: SIZE,
        colour: COLOUR,
        sizeMs: pick('sizeMs'),
        colourMs: pick('colourMs'),
        showMoreMs: pick('showMoreMs'),
        sizeCpuMs: pick('sizeCpuMs'),
        colourCpuMs: pick('colourCpuMs'),
        showMoreCpuMs: pick('showMoreCpuMs'),
        sizeAnsweredMs: pick('sizeAnsweredMs'),
        colourAnsweredMs: pick('colourAnsweredMs'),
        sizeAnsweredCpuMs: pick('sizeAnsweredCpuMs'),
        colourAnsweredCpuMs: pick('colourAnsweredCpuMs'),
        sizeCount: pick('sizeCount'),
        colourCount: pick('colourCount'),
      };
      log(
        `Filtering /shop, ${count} tees: ${SIZE} ${Math.round(filtering.sizeMs)} ms (${filtering.sizeCount} tees), ${COLOUR} ${Math.round(filtering.colourMs)} ms (${filtering.colourCount}), Show more ${Math.round(filtering.showMoreMs)} ms` +
          ` (each run: ${tries.map((t) => [t.sizeMs, t.colourMs, t.showMoreMs].map((ms) => (ms === null ? '–' : Math.round(ms))).join('/')).join('; ')});` +
          ` the page's main thread used ${[filtering.sizeCpuMs, filtering.colourCpuMs, filtering.showMoreCpuMs].map((ms) => Math.round(ms)).join(', ')} ms of CPU in them;` +
          ` their counts drawn in ${Math.round(filtering.sizeAnsweredMs)} and ${Math.round(filtering.colourAnsweredMs)} ms`,
      );
      const figures = { count: shop.count, buildSeconds: shop.buildSeconds, shopHtml: shop.shopHtml, homeHtml: shop.homeHtml, startChunk: shop.startChunk, catalogueChunk: shop.catalogueChunk, precache: shop.precache };
      return { count, date, loadAverage, runs, cpuSlowdown: phoneProfile.cpuSlowdown, shop: figures, js, suggestions, filtering };
    } finally {
      await browser.close();
    }
  } finally {
    big.close();
    sample?.close();
    if (!root && !keep) await rm(shop.root, { recursive: true, force: true });
    else if (!root) log(`Kept: ${shop.root}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!existsSync('dist/404.html')) {
    console.error('No sample build in dist/: run "npm run build" first (its pages are the comparison).');
    process.exit(1);
  }
  const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 500);
  const scale = await measureScale({
    count,
    runs: Math.max(1, Number(process.env.SCALE_RUNS ?? 3)),
    log: console.log,
    root: process.env.SCALE_ROOT,
    keep: process.argv.includes('--keep'),
    port: Number(process.env.SCALE_BENCH_PORT ?? 0),
    samplePort: Number(process.env.SCALE_SAMPLE_PORT ?? 0),
  });
  await mkdir('.bench', { recursive: true });
  await writeFile(`.bench/scale-${count}.json`, `${JSON.stringify(scale, null, 2)}\n`);
  console.log(`\n${scaleMarkdown(scale)}\nWrote .bench/scale-${count}.json.`);
  const misses = scaleMisses(scale);
  if (misses.length) {
    console.error(`\nMissed:\n- ${misses.join('\n- ')}`);
    process.exitCode = 1;
  }
}
