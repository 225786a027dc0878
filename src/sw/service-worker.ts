/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { nearestWidths, photoWidth } from './other-widths';

/**
 * The shop's service worker: after one visit the shop works with the network off. It downloads
 * ahead what scripts/precache-plan.mjs chooses within its budget (the whole of a small shop: every
 * page, script, style, font, image and the video), written into `self.__WB_MANIFEST` by
 * scripts/build.mjs after prerendering; the pages and photos of a larger range are kept as they are
 * seen, the latest of each (__SEEN_PAGES__, __SEEN_PHOTOS__, from the same file).
 * A new version waits until the visitor chooses to reload (the page sends SKIP_WAITING).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
declare const __SEEN_PAGES__: number;
declare const __SEEN_PHOTOS__: number;

cleanupOutdatedCaches();

precacheAndRoute(self.__WB_MANIFEST, {
  // /shop?q=kite is the page /shop: the query only changes what the page shows.
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  // Pages live at /shop/index.html, /sproduct/7/index.html …, and are linked as /shop, /sproduct/7.
  urlManipulation: ({ url }) => (url.pathname.endsWith('.html') ? [] : [new URL(`${url.pathname.replace(/\/$/, '')}/index.html`, url)]),
});

// An order's page (/orders/RNG-…) is one shell for every order (the order is in the visitor's
// storage): served from the cache, so it opens offline too. The build writes it (src/entry-server.tsx).
// The owner's /orders/check is a page of its own (`paths.orderCheck()`, precached above), never an order.
const orderShell = '/orders/shell.html';
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && /^\/orders\/(?!check\/?$)[^/]+\/?$/.test(url.pathname),
  async ({ request }) => {
    const shell = await matchPrecache(orderShell);
    // eslint-disable-next-line no-restricted-globals
    return shell ?? fetch(request);
  },
);

/**
 * The owner's editor, /admin/ when the shop publishes it (PRODUCT.md §17): not the shop. The worker
 * neither keeps nor answers anything of it; its pages and files come from the network, and offline
 * it fails as the editor expects, never with the shop's own not-found page in its place.
 */
const editorPath = /^\/admin(\/|$)/;

/**
 * The same photo at the nearest width this device has kept (src/sw/other-widths.ts): offline, a
 * wide screen asking for a width never downloaded is shown a smaller one rather than nothing.
 */
async function keptAtAnotherWidth(request: Request): Promise<Response | undefined> {
  const wanted = photoWidth(new URL(request.url).pathname);
  if (!wanted) return undefined;
  const kept = new Map<number, { cache: Cache; key: Request }>();
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      const url = new URL(key.url);
      const found = url.origin === self.location.origin ? photoWidth(url.pathname) : undefined;
      if (found?.stem === wanted.stem) kept.set(found.width, { cache, key });
    }
  }
  for (const width of nearestWidths(wanted.width, [...kept.keys()])) {
    const { cache, key } = kept.get(width)!;
    const response = await cache.match(key);
    if (response) return response;
  }
  return undefined;
}

// A photo not downloaded ahead (a large range, or a width larger than a phone shows): from the cache
// once seen, the latest few kept; offline and never seen, the same photo at another width kept.
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && request.destination === 'image' && !editorPath.test(url.pathname),
  new CacheFirst({
    cacheName: 'photos-seen',
    plugins: [
      new ExpirationPlugin({ maxEntries: __SEEN_PHOTOS__, purgeOnQuotaError: true }),
      { handlerDidError: ({ request }) => keptAtAnotherWidth(request) },
    ],
  }),
);

// Any other page: the network (kept, the latest few, for when it is gone), or, offline, the page as
// last seen, or the not-found page (which shows "product not found" etc.).
const seenPages = new NetworkFirst({
  cacheName: 'pages-seen',
  plugins: [new ExpirationPlugin({ maxEntries: __SEEN_PAGES__, purgeOnQuotaError: true })],
});
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await seenPages.handle(options);
    } catch {
      return (await matchPrecache('/404.html')) ?? Response.error();
    }
  }, { denylist: [editorPath] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
