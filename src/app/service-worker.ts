import { notify } from '@/lib/notices';
import { site } from '@/config/site';

/**
 * Registers the service worker that makes the shop work offline (src/sw/service-worker.ts). When a
 * new version has been deployed and downloaded, it waits: the visitor is told politely and reloads
 * when they choose, which tells the new version to take over (SKIP_WAITING) and reloads once it has.
 *
 * The platform's own API, not workbox-window: for these three steps its 2 kB compressed were most
 * of what every page loads once it is ready (issue 37: JavaScript with no interaction ≤ 100 KiB).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  serviceWorker
    .register('/sw.js')
    .then((registration) => {
      // A version downloaded on an earlier visit may be waiting already. Without a controller, the
      // first version is installing: it takes over by itself and there is nothing to offer.
      if (registration.waiting && serviceWorker.controller) offerUpdate(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && serviceWorker.controller) offerUpdate(installing);
        });
      });
    })
    .catch((error: unknown) => {
      console.warn('Offline support is not available:', error);
    });
}

function offerUpdate(waiting: ServiceWorker): void {
  notify({
    id: 'app-update',
    tone: 'info',
    message: `A new version of ${site.name} is ready. Your cart and account stay as they are.`,
    action: {
      label: 'Reload to update',
      run: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}
