/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Rangeela's service worker: after one visit every page, script, style, font, image and the video
 * are in the cache, so the whole shop works with the network off. The list of files (with a
 * revision per file) is written into `self.__WB_MANIFEST` by scripts/build.mjs after prerendering.
 * A new version waits until the visitor chooses to reload (the page sends SKIP_WAITING).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

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

// Any other page: the network, or, offline, the not-found page (which shows "product not found" etc.).
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      // The worker passes a page request on to this site's own host; the pages never fetch.
      // eslint-disable-next-line no-restricted-globals
      return await fetch(request);
    } catch {
      return (await matchPrecache('/404.html')) ?? Response.error();
    }
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
