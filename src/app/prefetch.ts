import { whenIdle } from '@/lib/idle';
import { appReady } from './ready';
import { isPageLoaded, preloadPage } from './router';

/**
 * Fetches a page's code before the visitor needs it: when they show intent to go there (a pointer
 * over a link, a touch, keyboard focus), and, once the page is ready and the browser idle, for every page the header
 * links to. A tap on a link whose page is still on its way marks the document
 * `data-page-loading` (a progress bar, layout.css) until it has arrived; the current page stays
 * on screen meanwhile (the router renders navigations in a transition).
 */
export function prefetchPages(doc: Document = document): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const root = doc.documentElement;
  let waitingFor = 0;

  const pathOf = (target: EventTarget | null): string | null => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin || link.target) return null;
    return link.pathname;
  };
  const fetchFor = (path: string) => preloadPage(path).catch(() => undefined); // a failed chunk shows the page's own error

  const onIntent = (event: Event) => {
    const path = pathOf(event.target);
    if (path) void fetchFor(path);
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
      for (const link of doc.querySelectorAll<HTMLAnchorElement>('header a[href]')) void fetchFor(link.pathname);
    }),
  );

  return () => {
    controller.abort();
    root.removeAttribute('data-page-loading');
  };
}
