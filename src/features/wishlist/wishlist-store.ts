import { useStore } from 'zustand';
import { createIdListStore } from '@/lib/id-list-store';
import type { StorageAdapter } from '@/lib/storage';
import { MAX_SAVED, toggled, withAll, without } from './wishlist-rules';

/**
 * The products saved on this device (PRODUCT.md §3a), kept under `wishlist`, the latest first,
 * through the storage adapter (src/lib/id-list-store.ts: an unreadable value set aside and the
 * visitor told). An id the shop no longer sells stays stored and is simply not shown.
 */
const wishlist = createIdListStore('wishlist', MAX_SAVED);

export const wishlistStore = wishlist.store;
/** Connects the wishlist to storage once per adapter (the browser's, or a test's). */
export const connectWishlist: (storage?: StorageAdapter) => void = wishlist.connect;

export const wishlistActions = {
  toggle: (id: number) => wishlistStore.setState(({ ids }) => ({ ids: toggled(ids, id) })),
  remove: (id: number) => wishlistStore.setState(({ ids }) => ({ ids: without(ids, id) })),
  saveAll: (added: readonly number[]) => wishlistStore.setState(({ ids }) => ({ ids: withAll(ids, added) })),
};

export const useSavedIds = () => useStore(wishlistStore, (state) => state.ids);
export const useIsSaved = (id: number) => useStore(wishlistStore, (state) => state.ids.includes(id));
export const useSavedCount = () => useStore(wishlistStore, (state) => state.ids.length);
