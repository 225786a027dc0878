import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand';
import { persist } from './persist';
import { storage as deviceStorage, type StorageAdapter, type StorageKey } from './storage';

/** A list of product ids, the latest first (the wishlist, the recently viewed tees). */
export interface IdListState {
  ids: readonly number[];
}

export interface IdListStore {
  store: StoreApi<IdListState>;
  /** Connects the list to storage once per adapter (the browser's, or a test's). */
  connect(storage?: StorageAdapter): void;
}

/**
 * A list of product ids kept on this device under `key`, at most `most` of them, through the
 * storage adapter like the cart: a stored value that is not such a list is set aside in the key's
 * backup (and the visitor told), the list starts empty, nothing else stored is touched; other tabs'
 * changes arrive by the storage event; an empty list removes the key. What the list means (how an
 * id is added, how many are shown) is its feature's; this is only how it is kept.
 */
export function createIdListStore(key: StorageKey, most: number): IdListStore {
  const store = createStore<IdListState>(() => ({ ids: [] }));
  const stored = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(most));
  const connected = new WeakSet<StorageAdapter>();
  return {
    store,
    connect(storage = deviceStorage) {
      if (connected.has(storage)) return;
      connected.add(storage);
      persist(store, storage, {
        key,
        schema: stored,
        fromStored: (ids) => ({ ids: ids ?? [] }),
        toStored: ({ ids }) => (ids.length > 0 ? [...ids] : undefined),
      });
    },
  };
}
