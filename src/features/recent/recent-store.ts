import * as v from 'valibot';
import { createStore, useStore } from 'zustand';
import { persist } from '@/lib/persist';
import { storage as deviceStorage, type StorageAdapter } from '@/lib/storage';
import { KEPT_RECENT, viewed } from './recent-rules';

/**
 * The products this device opened last, kept under `recent` through the storage adapter, as the
 * wishlist is: an unreadable value is set aside in `recent.backup` and the list starts afresh,
 * nothing else touched; other tabs' views arrive by the storage event.
 */
export const recentStore = createStore<{ ids: readonly number[] }>(() => ({ ids: [] }));

const storedRecent = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(KEPT_RECENT));

const connected = new WeakSet<StorageAdapter>();

export function connectRecent(storage: StorageAdapter = deviceStorage): void {
  if (connected.has(storage)) return;
  connected.add(storage);
  persist(recentStore, storage, {
    key: 'recent',
    schema: storedRecent,
    fromStored: (stored) => ({ ids: stored ?? [] }),
    toStored: ({ ids }) => (ids.length > 0 ? [...ids] : undefined),
  });
}

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
