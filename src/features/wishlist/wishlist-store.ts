import * as v from 'valibot';
import { createStore, useStore } from 'zustand';
import { persist } from '@/lib/persist';
import { storage as deviceStorage, type StorageAdapter } from '@/lib/storage';
import { MAX_SAVED, toggled, withAll, without } from './wishlist-rules';

/**
 * The products saved on this device (PRODUCT.md §3a), kept under `wishlist` as a list of ids, the
 * latest first. Like the cart and the remembered PIN it goes through the storage adapter: a value
 * that is not such a list is set aside in `wishlist.backup` (and the visitor told), the wishlist
 * starts empty, and nothing else stored is touched. Other tabs' changes arrive by the storage event.
 * An id the shop no longer sells stays stored and is simply not shown.
 */
export const wishlistStore = createStore<{ ids: readonly number[] }>(() => ({ ids: [] }));

const storedWishlist = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(MAX_SAVED));

const connected = new WeakSet<StorageAdapter>();

/** Connects the wishlist to storage once per adapter (the browser's, or a test's). */
export function connectWishlist(storage: StorageAdapter = deviceStorage): void {
  if (connected.has(storage)) return;
  connected.add(storage);
  persist(wishlistStore, storage, {
    key: 'wishlist',
    schema: storedWishlist,
    fromStored: (stored) => ({ ids: stored ?? [] }),
    toStored: ({ ids }) => (ids.length > 0 ? [...ids] : undefined),
  });
}

export const wishlistActions = {
  toggle: (id: number) => wishlistStore.setState(({ ids }) => ({ ids: toggled(ids, id) })),
  remove: (id: number) => wishlistStore.setState(({ ids }) => ({ ids: without(ids, id) })),
  saveAll: (added: readonly number[]) => wishlistStore.setState(({ ids }) => ({ ids: withAll(ids, added) })),
};

export const useSavedIds = () => useStore(wishlistStore, (state) => state.ids);
export const useIsSaved = (id: number) => useStore(wishlistStore, (state) => state.ids.includes(id));
export const useSavedCount = () => useStore(wishlistStore, (state) => state.ids.length);
