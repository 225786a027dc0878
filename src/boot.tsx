/**
 * The app proper: React takes over the prerendered page. index.html's entry, loaded by the
 * page's start script once the page has shown itself (src/app/early/start-app.ts).
 */
// Global styles first, so each component's own rules come after them and win ties: the one
// stylesheet follows the order modules are bundled in, and the app's chunk (this module and its
// imports) comes first in it.
import '@/styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@/lib/router';
import { App } from '@/app/app';
import { connectionHints, savingData } from '@/app/fetch-ahead';
import { canHydrate } from '@/app/hydration';
import { keepInstallPrompt } from '@/app/install-prompt';
import { prefetchPages } from '@/app/prefetch';
import { appReady } from '@/app/ready';
import { pageNameFor, preloadPage } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
keepInstallPrompt();

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// The first page's code and the stores' storage connection load in parallel; React takes over
// the prerendered HTML once both are here, so every click finds the stores connected. They start
// in the task after this one: their modules (preloaded with the page) would otherwise run in the
// same task as React's and the app's, one long task on a phone where two shorter ones leave the
// browser free to answer a tap between them (issue 37: Lighthouse's blocking time).
const ready = new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
  Promise.all([
    preloadPage(window.location.pathname).catch(() => undefined), // a failed chunk shows the page's own fallback
    import('@/app/start').then(({ startStores }) => startStores()),
  ]),
);

// In a transition, React hydrates in small slices and lets the browser breathe between them,
// instead of one long task that would delay the visitor's first tap.
void ready.then(() => {
  startTransition(() => {
    if (canHydrate(container.dataset.prerendered, window.location.pathname, pageNameFor(window.location.pathname) === 'not-found')) {
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
  // Other pages' code: on the visitor's intent, and when the browser is idle.
  prefetchPages();
});

// Offline support starts once the page is ready and has loaded, so it never competes with either.
// It caches the whole shop (some 5.7 MiB): never where the browser says Save-Data or the
// connection is 2g/3g, where that would be the shopper's data spent on pages not asked for.
if (import.meta.env.PROD && !savingData(connectionHints())) {
  const register = () => void import('@/app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  void appReady().then(() => {
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  });
}
