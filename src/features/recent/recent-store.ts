import { useStore } from 'zustand';
import { createIdListStore } from '@/lib/id-list-store';
import { storage as deviceStorage, type StorageAdapter } from '@/lib/storage';
import { KEPT_RECENT, viewed } from './recent-rules';

/** The products this device opened last, kept under `recent` as the wishlist is (src/lib/id-list-store.ts). */
const recent = createIdListStore('recent', KEPT_RECENT);

export const recentStore = recent.store;
export const connectRecent: (storage?: StorageAdapter) => void = recent.connect;

/** Records that the visitor opened a product's page. */
export function recordView(id: number, storage: StorageAdapter = deviceStorage): void {
  connectRecent(storage);
  recentStore.setState(({ ids }) => ({ ids: viewed(ids, id) }));
}

/** Forgets every product viewed ("Clear"). */
export function clearRecent(): void {
  recentStore.setState({ ids: [] });
}

export const useRecentIds = () => useStore(recentStore, (state) => state.ids);
