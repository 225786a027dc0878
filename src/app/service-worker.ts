import { Workbox } from 'workbox-window';
import { notify } from '@/lib/notices';
import { site } from '@/config/site';

/**
 * Registers the service worker that makes the shop work offline. When a new version has been
 * deployed and downloaded, it waits: the visitor is told politely and reloads when they choose.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    notify({
      id: 'app-update',
      tone: 'info',
      message: `A new version of ${site.name} is ready. Your cart and account stay as they are.`,
      action: {
        label: 'Reload to update',
        run: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  workbox.register().catch((error: unknown) => {
    console.warn('Offline support is not available:', error);
  });
}
