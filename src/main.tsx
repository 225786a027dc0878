// Global styles first, so each component's own rules come after them and win ties.
import '@/styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { canHydrate } from '@/app/hydration';
import { preloadPage } from '@/app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// The first page's code and the stores' storage connection load in parallel; React takes over
// the prerendered HTML once both are here, so every click finds the stores connected.
const ready = Promise.all([
  preloadPage(window.location.pathname).catch(() => undefined), // a failed chunk shows the page's own fallback
  import('@/app/start').then(({ startStores }) => startStores()),
]);

void ready.then(() => {
  if (canHydrate(container.dataset.prerendered, window.location)) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
