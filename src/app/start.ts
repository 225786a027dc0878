import { connectSession, upgradeStoredUsers } from '@/features/account';
import { connectCart } from '@/features/cart';
import { whenIdle } from '@/lib/idle';
import { storage } from '@/lib/storage';
import { takeAddRequest, takeHeldAdds } from './add-request';
import { connectEarlyAdds } from './early-adds';
import { appReady } from './ready';
import { connectStorageNotices } from './storage-notices';
import { DARK_QUERY } from './theme';
import { connectTheme } from './theme-persistence';

/**
 * Connects the stores the header and every page need to localStorage: reads what is stored
 * (setting aside anything unreadable), saves changes, follows other tabs, and turns storage
 * problems into notices, and carries out an add-to-cart sent before the app ran (or held on an
 * earlier page the visitor left before its app was ready), and says each quick add the early
 * script carried out on this page before the app was ready; the stored
 * accounts' upgrade follows when the browser is idle, where there are any. Newsletter
 * sign-ups and contact messages connect on first use.
 * Loaded as its own chunk in parallel with the first page and run before React renders, so the
 * validation and storage code stays out of the entry bundle without any click arriving early.
 */
export function startStores(): void {
  connectStorageNotices(storage);
  connectTheme({ storage, body: document.body, media: window.matchMedia(DARK_QUERY) });
  connectCart(storage);
  takeAddRequest(window.location, window.history);
  takeHeldAdds(sessionStore(), performance.timeOrigin);
  void appReady().then(connectEarlyAdds(sessionStore(), performance.timeOrigin, document));
  connectSession(storage);
  // The stored accounts' upgrade is not needed to show or use the page: it waits for an idle
  // moment after the page is ready, and where the device holds no account and no session, its
  // code is not fetched at all (login and signup run the same upgrade first in any case).
  if (storage.holds('users') || storage.holds('session')) void appReady().then(() => whenIdle(() => void upgradeStoredUsers(storage)));
}

/** This tab's session storage, if the browser lets the page have it. */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
