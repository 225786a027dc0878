/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

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

// A photo not downloaded ahead (a large range): from the cache once seen, the latest few kept.
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && request.destination === 'image' && !editorPath.test(url.pathname),
  new CacheFirst({ cacheName: 'photos-seen', plugins: [new ExpirationPlugin({ maxEntries: __SEEN_PHOTOS__, purgeOnQuotaError: true })] }),
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
