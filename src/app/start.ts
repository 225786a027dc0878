import { connectSession } from '@/features/account';
import { connectCart, reloadCart } from '@/features/cart';
import { EARLY_ADDS_KEY } from '@/config/early-contract';
import { storage } from '@/lib/storage';
import { asksToAdd, holdsEarlierAdds, watchEarlyAdds } from './pending-adds';
import { appReady } from './ready';
import { connectStorageNotices } from './storage-notices';
import { DARK_QUERY } from './theme';
import { connectTheme } from './theme-persistence';

/**
 * Connects the stores the header and every page need to localStorage: reads what is stored
 * (setting aside anything unreadable), saves changes, follows other tabs, and turns storage
 * problems into notices. Where there is one, it carries out an add-to-cart sent before the app ran
 * (or held on an earlier page the visitor left before its app was ready), and says each quick add
 * the early script carried out on this page before the app was ready (./pending-adds.ts).
 * The stored accounts (`users`) are not read here at all: the login and signup forms read and
 * check them (old records upgraded, a session whose account is gone signed out), so a device
 * holding thousands of accounts starts every page as fast as an empty one. Newsletter sign-ups
 * and contact messages connect on first use too.
 * Loaded as its own chunk in parallel with the first page and run before React renders, so the
 * validation and storage code stays out of the entry bundle without any click arriving early.
 */
export function startStores(): Promise<void> | undefined {
  connectStorageNotices(storage);
  connectTheme({ storage, body: document.body, media: window.matchMedia(DARK_QUERY) });
  connectCart(storage);
  void appReady().then(followEarlyAdds(document));
  const session = sessionStore();
  // Their code loads only where there is one (the app renders once they are carried out).
  const adds =
    asksToAdd(window.location) || holdsEarlierAdds(session, performance.timeOrigin)
      ? import('./add-request')
          .then((module) => module.loadTeesToAdd(window.location, session).then(() => module))
          .then(({ takeAddRequest, takeHeldAdds }) => {
            takeAddRequest(window.location, window.history);
            takeHeldAdds(session, performance.timeOrigin);
          })
          .catch((error: unknown) => console.warn('An add to cart made before the app ran could not be carried out.', error))
      : undefined;
  const sayEarlyAdds = () =>
    void import('./early-adds').then(({ sayEarlyAdds }) => sayEarlyAdds(session, performance.timeOrigin)).catch(() => undefined); // the cart has them; only the word is lost
  void appReady().then(watchEarlyAdds(session, document, sayEarlyAdds));
  connectSession(storage);
  return adds;
}

/**
 * Until the app is ready, the early script may add to the stored cart after the cart has read it
 * (src/app/early/early-add.ts): its `early-adds` event tells the cart to read it again (merged with
 * the cart's own, src/lib/persist.ts), so the header the app draws counts what the early script
 * counted. Gives the function that stops listening.
 */
export function followEarlyAdds(events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): () => void {
  const take = () => reloadCart();
  events.addEventListener(EARLY_ADDS_KEY, take);
  return () => events.removeEventListener(EARLY_ADDS_KEY, take);
}

/** This tab's session storage, if the browser lets the page have it. */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
