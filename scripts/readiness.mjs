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

/** Lighthouse's mobile screen (a Moto G Power). */
const phoneScreen = { viewport: { width: 412, height: 823 } };

/**
 * @typedef {{ path: string, fcpMs: number, readyMs: number, gapMs: number, lcpMs: number, cls: number,
 *   tbtMs: number, jsBeforeReadyBytes: number, jsFilesBeforeReady: number, jsBeforeReady?: string[], shifts?: string[] }} Readiness
 */

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * A fresh phone: a cold, throttled page (phone profile) with no service worker.
 * @param {import('@playwright/test').Browser} browser
 */
export async function phonePage(browser, { hasTouch = false, isMobile = false } = {}) {
  const context = await browser.newContext({ ...phoneScreen, hasTouch, isMobile, serviceWorkers: 'block' });
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
  return { context, page, cdp };
}

/**
 * A tap to time, as a finger makes it: the element is scrolled into view and found first, and the
 * returned act is a plain press and release at its middle. Playwright's `click` also checks, inside
 * the page and in the tap's own task, that each pointer and mouse event hits the element (tens of
 * milliseconds of its script on the phone profile), which a shopper's tap does not cost.
 * @param {import('@playwright/test').Locator} target
 * @returns {Promise<() => Promise<void>>}
 */
export async function aimTap(target) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`Nothing to tap: ${target} is not on the page`);
  const page = target.page();
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * What `timeChange` found, in ms from the input (null when it never showed): `ms` to the frame that
 * shows all of the change, `answeredMs` to the frame that first drew its answer (else `ms`).
 * @typedef {{ ms: number | null, answeredMs: number | null }} ChangeTiming
 */

/**
 * Times one change inside the page, as a person sees it: from the input's own time stamp (the first
 * of `startOn`'s events that `act` makes: the keydown, the tap's pointerdown) to the frame that draws
 * it. What "drawn" means is the caller's, put in the page beforehand as `window.benchChange`:
 * `shows()`, true once the page shows all of the change, and perhaps `answered()`, true once it shows
 * an answer that comes first (a filter's count before its grid). They are set by the caller's own
 * `page.evaluate`, not handed over here: Playwright sends a page its code as text, and these pages'
 * policy does not let text be made into code. With `marks`, each moment is also a performance mark
 * (for a trace's CPU time between them). Null when it has not shown after 20 s.
 *
 * Checked as the page changes (a mutation observer's callback, at the end of the task that changed
 * it), not in every frame: a page asked for every frame draws frames between the slices of a render
 * that gives way, which it would not draw for a person. Once it shows, the next frame draws it; the
 * time ends in a task queued from that frame, once it is drawn.
 * @param {import('@playwright/test').Page} page
 * @param {() => Promise<unknown>} act
 * @param {{ startOn: string[], marks?: { from: string, to: string, answered: string } }} options
 * @returns {Promise<ChangeTiming>}
 */
export async function timeChange(page, act, { startOn, marks }) {
  await page.evaluate(
    ({ startOn, marks }) => {
      const win = /** @type {any} */ (window);
      const { shows, answered: answers } = /** @type {{ shows: () => boolean, answered?: () => boolean }} */ (win.benchChange);
      const mark = (/** @type {string | undefined} */ name) => name && performance.mark(name);
      if (marks) for (const name of Object.values(marks)) performance.clearMarks(name);
      win.benchTiming = new Promise((done) => {
        let start = 0;
        /** @type {number | null} */
        let answered = null;
        /** @param {Event} event */
        const begin = (event) => {
          if (start) return;
          start = event.timeStamp || performance.now();
          mark(marks?.from);
        };
        for (const type of startOn) document.addEventListener(type, begin, { capture: true, once: true });
        const giveUp = setTimeout(() => done({ ms: null, answeredMs: null }), 20_000);
        const drawn = (/** @type {(ms: number) => void} */ then) => requestAnimationFrame(() => setTimeout(() => then(performance.now() - start)));
        let finished = false;
        const check = () => {
          if (!start || finished) return;
          if (answered === null && answers?.()) {
            answered = -1;
            drawn((ms) => {
              mark(marks?.answered);
              answered = ms;
            });
          }
          if (!shows()) return;
          finished = true;
          observer.disconnect();
          clearTimeout(giveUp);
          drawn((ms) => {
            mark(marks?.to);
            done({ ms, answeredMs: answered === null || answered < 0 ? ms : answered });
          });
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    },
    { startOn, marks },
  );
  await act();
  return /** @type {ChangeTiming} */ (await page.evaluate(() => /** @type {any} */ (window).benchTiming));
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<Omit<Readiness, 'path'>>}
 */
async function once(browser, url) {
  const { context, page } = await phonePage(browser);
  await page.addInitScript(() => {
    const seen = { ready: 0, lcp: 0, cls: 0, longTasks: /** @type {[number, number][]} */ ([]), shifts: /** @type {string[]} */ ([]) };
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
        if (shift.hadRecentInput) continue;
        seen.cls += shift.value;
        // What moved, for READINESS_SHIFTS=1: each moved element's tag, class and text, and when.
        const sources = /** @type {{ node?: Node | null, previousRect: DOMRectReadOnly, currentRect: DOMRectReadOnly }[]} */ (Reflect.get(shift, 'sources') ?? []);
        const rect = (/** @type {DOMRectReadOnly} */ r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        for (const { node, previousRect, currentRect } of sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          // Where it is: the nearest section, list or landmark with a label or a class.
          const within = element?.closest('section, ul, ol, nav, header, footer, aside, form');
          const where = within ? ` in ${within.tagName.toLowerCase()}.${String(within.className).split(' ')[0]}` : '';
          const named = element ? `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 30)}"${where}` : 'text';
          seen.shifts.push(`${Math.round(shift.startTime)} ms ${shift.value.toFixed(3)} ${named} ${rect(previousRect)} → ${rect(currentRect)}`);
        }
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
    const seen = /** @type {{ ready: number, lcp: number, cls: number, longTasks: [number, number][], shifts: string[] }} */ (
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
      jsBeforeReady: scripts.map((entry) => `${new URL(entry.name).pathname} ${entry.transferSize}`),
      shifts: seen.shifts,
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
      /** @param {Exclude<keyof Readiness, 'path' | 'jsBeforeReady' | 'shifts'>} key */
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
      // READINESS_FILES=1: each script the last run fetched before ready, with its bytes on the wire.
      if (process.env.READINESS_FILES) for (const file of samples.at(-1)?.jsBeforeReady ?? []) log(`    ${file}`);
      // READINESS_SHIFTS=1: what moved in each run, and when (a layout shift's elements).
      if (process.env.READINESS_SHIFTS) for (const shift of samples.flatMap((sample) => sample.shifts ?? [])) log(`    shift at ${shift}`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * @typedef {{ path: string, visibleMs: number, tappedMs: number, shownMs: number, tapToShownMs: number,
 *   afterFirstPaintMs: number, scrolledPx: number, lost: number, runs: number }} FirstSightTap
 */

/** The first quick add on a page (a product card's "Add … to cart"). */
const QUICK_ADD = /^Add .+ to cart$/;

/**
 * Where a visitor finds the first quick add: its box in the page, as the prerendered HTML lays it
 * out at the phone's size (the app takes over without moving anything: CLS 0, held by e2e tests).
 * Read once on an unthrottled visit, so the timed visit needs nothing from the page to find it.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function quickAddBox(browser, url) {
  const context = await browser.newContext({ ...phoneScreen, hasTouch: true, isMobile: true, serviceWorkers: 'block', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  const box = await page.getByRole('button', { name: QUICK_ADD }).first().boundingBox();
  await context.close();
  if (!box) throw new Error(`${url}: no quick add to tap`);
  return box;
}

/**
 * What the visitor sees, frame by frame: the browser's screencast, whose frames come from the
 * compositor with the scroll offset they show, whatever the page's main thread is doing.
 * @param {import('@playwright/test').CDPSession} cdp
 */
async function watchScreen(cdp) {
  /** @type {{ at: number, scrollY: number }[]} */
  const frames = [];
  cdp.on('Page.screencastFrame', (frame) => {
    frames.push({ at: Date.now(), scrollY: frame.metadata.scrollOffsetY });
    void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 5, maxWidth: 82, maxHeight: 165 });
  return {
    /** When a frame first shows the page scrolled to `scrollY` (or the next frame does). */
    async scrolledTo(/** @type {number} */ scrollY) {
      for (;;) {
        const there = frames.find((frame) => Math.abs(frame.scrollY - scrollY) < 1);
        if (there) return there.at;
        await new Promise((resolve) => setTimeout(resolve, 4));
      }
    },
  };
}

/**
 * The visitor scrolls the page down by `distance` px at a flick's pace. A wheel-like gesture: the
 * browser scrolls the page on its compositor, without the page's scripts, as it does a swipe, and
 * by exactly the distance (Chromium's synthetic touch swipe does not scroll a headless page, and
 * raw touch events lose a slop that varies). Not awaited: the browser answers only once the
 * page's main thread has seen the gesture, later than the screen moved; the screencast says when
 * it did.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {number} distance
 * @param {{ width: number, height: number }} viewport
 */
function scrollDown(cdp, distance, viewport) {
  void cdp.send('Input.synthesizeScrollGesture', {
    x: Math.round(viewport.width / 2),
    y: Math.round(viewport.height * 0.75),
    yDistance: -distance,
    speed: 2500,
    gestureSourceType: 'mouse',
  });
}

/**
 * A visitor taps the first card's quick add the moment they can, as the comparison did:
 * when does the cart show it (the header's cart link says "Cart, 1 item")?
 *
 * The visitor acts on what the screen shows, not on the page's scripts. At the first contentful
 * paint (as the browser reports it) they scroll the button into view if it is below the first
 * screen; at the first frame that shows the button in its place (the screencast's frames say
 * where the page is scrolled) they touch its middle. The driver asks the page for nothing on the way, so a busy
 * main thread delays the page's answer, as on a phone, never the finger. Times are the page's
 * clock: the tap is the pointerdown's own time stamp (when the finger landed, however long the
 * page took to handle it); "shown" is stamped at the frame that shows the new count. Before the
 * app runs the quick add is a GET form to /cart, so what shows it may be the next page. A tap the
 * cart still does not show after 20 s was lost (null); a tap that missed the button is the
 * harness's fault and stops the run.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ x: number, y: number, width: number, height: number }} box
 * @returns {Promise<Omit<FirstSightTap, 'path' | 'lost' | 'runs'> | null>}
 */
async function tapOnce(browser, url, box) {
  const { context, page, cdp } = await phonePage(browser, { hasTouch: true, isMobile: true });
  await page.addInitScript(() => {
    // Kept for the tab, in the page's clock (ms since the epoch): the tap may lead to another document.
    /** @param {string} key @param {number} at */
    const keep = (key, at) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, String(performance.timeOrigin + at));
    };
    keep('startAt', 0);
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return;
      observer.disconnect();
      keep('firstPaintAt', paint.startTime);
    }).observe({ type: 'paint', buffered: true });
    addEventListener(
      'pointerdown',
      (event) => {
        // The last touch down is the tap (one before it began the swipe).
        sessionStorage.setItem('tappedAt', String(performance.timeOrigin + event.timeStamp));
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        sessionStorage.setItem('tapHit', String(/^Add .+ to cart$/.test(button?.getAttribute('aria-label') ?? '')));
      },
      { capture: true, passive: true },
    );
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('a.cart-link[aria-label="Cart, 1 item"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => keep('shownAt', performance.now()));
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  const firstPaint = new Promise((resolve) => {
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') resolve(undefined);
    });
  });
  const screen = await watchScreen(cdp);
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await firstPaint;
  const { height } = phoneScreen.viewport;
  // A swipe that brings the button a thumb's height above the screen's foot.
  const distance = Math.max(0, Math.ceil(box.y + box.height - (height - 120)));
  if (distance > 0) scrollDown(cdp, distance, phoneScreen.viewport);
  const inViewAt = distance > 0 ? await screen.scrolledTo(distance) : 0;
  const scrolledPx = distance;
  const top = box.y - scrolledPx;
  await page.touchscreen.tap(box.x + box.width / 2, top + box.height / 2);
  const shown = await page
    .getByRole('link', { name: 'Cart, 1 item' })
    .waitFor({ state: 'visible', timeout: 20_000 })
    .then(() => true, () => false);
  const stamps = await page.evaluate(() =>
    Object.fromEntries(['startAt', 'firstPaintAt', 'tappedAt', 'shownAt', 'tapHit'].map((key) => [key, sessionStorage.getItem(key)])),
  );
  await context.close();
  if (stamps.tapHit !== 'true') throw new Error(`${url}: the tap at the quick add's place (scrolled ${scrolledPx} px) did not land on it`);
  if (!shown) return null;
  const [startAt, firstPaintAt, tappedAt, shownAt] = /** @type {[number, number, number, number]} */ (
    [stamps.startAt, stamps.firstPaintAt, stamps.tappedAt, stamps.shownAt].map(Number)
  );
  return {
    // In view at first paint, or at the frame that shows it scrolled into place (the driver's clock, the same machine's).
    visibleMs: (distance > 0 ? inViewAt : firstPaintAt) - startAt,
    tappedMs: tappedAt - startAt,
    shownMs: shownAt - startAt,
    tapToShownMs: shownAt - tappedAt,
    afterFirstPaintMs: shownAt - firstPaintAt,
    scrolledPx,
  };
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
      const box = await quickAddBox(browser, origin + path);
      const all = [];
      for (let run = 0; run < runs; run++) all.push(await tapOnce(browser, origin + path, box));
      const samples = all.filter((sample) => sample !== null);
      /** @param {keyof Omit<FirstSightTap, 'path' | 'lost' | 'runs'>} key */
      const pick = (key) => median(samples.map((sample) => sample[key]));
      const tap = {
        path,
        visibleMs: pick('visibleMs'),
        tappedMs: pick('tappedMs'),
        shownMs: pick('shownMs'),
        tapToShownMs: pick('tapToShownMs'),
        afterFirstPaintMs: pick('afterFirstPaintMs'),
        scrolledPx: pick('scrolledPx'),
        lost: runs - samples.length,
        runs,
      };
      results.push(tap);
      log(
        `${path.padEnd(40)} quick add in view ${Math.round(tap.visibleMs)} ms (scrolled ${tap.scrolledPx} px)  tapped ${Math.round(tap.tappedMs)} ms  ` +
          `shown ${Math.round(tap.shownMs)} ms (${Math.round(tap.tapToShownMs)} ms after the tap, ${Math.round(tap.afterFirstPaintMs)} ms after first paint)  lost ${tap.lost} of ${runs}`,
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
