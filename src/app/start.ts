import { connectSession, connectUsers } from '@/features/account/persistence';
import { connectCart } from '@/features/cart/persistence';
import { storage } from '@/lib/storage';
import { connectStorageNotices } from './storage-notices';
import { DARK_QUERY } from './theme';
import { connectTheme } from './theme-persistence';

/**
 * Connects every store to localStorage: reads what is stored (setting aside anything unreadable),
 * saves changes, follows other tabs, and turns storage problems into notices.
 * Loaded as its own chunk in parallel with the first page and run before React renders, so the
 * validation and storage code stays out of the entry bundle without any click arriving early.
 */
export function startStores(): void {
  connectStorageNotices(storage);
  connectTheme({ storage, body: document.body, media: window.matchMedia(DARK_QUERY) });
  connectCart(storage);
  connectSession(storage);
  void connectUsers(storage);
}
