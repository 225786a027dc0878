import { afterPaint, whenIdle } from '@/lib/idle';
import { connectionHints, fetchAheadBudget, readFetchAheadPlan, type ConnectionHints } from './fetch-ahead';
import { appReady } from './ready';
import { isPageLoaded, pageNameFor, preloadPage } from './router';

export interface PrefetchOptions {
  doc?: Document;
  /** The browser's connection hints (navigator.connection), read at each decision. */
  connection?: ConnectionHints;
}

/**
 * Fetches a page's code before the visitor needs it.
 * - On intent, always: a pointer over a link, a touch, keyboard focus (once the frame it changed
 *   is drawn). A tap on a link whose page
 *   is still on its way marks the document `data-page-loading` (a progress bar, layout.css) until
 *   it has arrived; the current page stays on screen meanwhile (the router renders navigations in
 *   a transition).
 * - Ahead, once the page is ready and the browser idle: the pages of links in view, then the pages
 *   the header links to; only within the page's budget (./fetch-ahead), never when the browser
 *   says Save-Data or the connection is slow.
 */
export function prefetchPages({ doc = document, connection = connectionHints() }: PrefetchOptions = {}): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const root = doc.documentElement;
  const budget = fetchAheadBudget(readFetchAheadPlan(doc.getElementById('root')?.dataset.fetchAhead), connection);
  let waitingFor = 0;

  const pathOf = (target: EventTarget | null): string | null => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin || link.target) return null;
    return link.pathname;
  };
  const fetchFor = (path: string) => preloadPage(path).catch(() => undefined); // a failed chunk shows the page's own error
  const fetchAhead = (path: string | null) => {
    if (path && !signal.aborted && !isPageLoaded(path) && budget.take(pageNameFor(path))) void fetchFor(path);
  };

  // After the next frame: what the pointer, touch or focus did (a card focused by "Show more", a
  // pressed look) is drawn first, then the page's code is asked for; still well before a tap lands.
  const onIntent = (event: Event) => {
    const path = pathOf(event.target);
    if (path) afterPaint(() => void fetchFor(path));
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    doc.addEventListener(type, onIntent, { capture: true, passive: true, signal });
  }

  doc.addEventListener(
    'click',
    (event) => {
      const path = pathOf(event.target);
      if (!path || isPageLoaded(path)) return;
      const ticket = ++waitingFor;
      root.setAttribute('data-page-loading', '');
      void fetchFor(path).then(() => {
        if (ticket === waitingFor) root.removeAttribute('data-page-loading');
      });
    },
    { capture: true, signal },
  );

  void appReady().then(() =>
    whenIdle(() => {
      if (signal.aborted) return;
      watchLinksInView(doc, signal, (link) => fetchAhead(pathOf(link)));
      for (const link of doc.querySelectorAll<HTMLAnchorElement>('header a[href]')) fetchAhead(pathOf(link));
    }),
  );

  return () => {
    controller.abort();
    root.removeAttribute('data-page-loading');
  };
}

/**
 * Calls `onView` for each link of the page as it comes into view, the links of pages shown later
 * (a client-side navigation, a grid re-rendered) included. Where the browser cannot tell what is
 * in view, nothing is called.
 */
function watchLinksInView(doc: Document, signal: AbortSignal, onView: (link: Element) => void): void {
  const view = doc.defaultView;
  if (!view || typeof view.IntersectionObserver !== 'function') return;
  const watched = new WeakSet<Element>();
  const observer = new view.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      onView(entry.target);
    }
  });
  const watchAll = () => {
    for (const link of doc.querySelectorAll('main a[href]')) {
      if (watched.has(link)) continue;
      watched.add(link);
      observer.observe(link);
    }
  };
  watchAll();
  let pending = false;
  const mutations = new view.MutationObserver(() => {
    if (pending) return;
    pending = true;
    whenIdle(() => {
      pending = false;
      if (!signal.aborted) watchAll();
    });
  });
  const main = doc.getElementById('root') ?? doc.body;
  mutations.observe(main, { childList: true, subtree: true });
  signal.addEventListener('abort', () => {
    observer.disconnect();
    mutations.disconnect();
  });
}
