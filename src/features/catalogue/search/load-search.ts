import { loadOnce } from '@/lib/load-once';
import type { FindOptions, FoundProduct } from './search-index';

/** The products' search, once its code and index have loaded. */
export interface ProductSearch {
  find(text: string, options?: FindOptions): FoundProduct[];
}

/**
 * Loads the search (MiniSearch and the index the build wrote, two chunks of their own) once, when
 * first wanted: the header's box on first focus, the shop when a search finds nothing exactly. Never
 * before the page is ready: `after` is the app's readiness. A load that fails (the network dropped)
 * is tried again next time.
 */
export const { get: loadSearch } = loadOnce(
  (after: () => Promise<void>): Promise<ProductSearch> =>
    after()
      .then(() => Promise.all([import('./search-index'), import('../data/search-index.generated')]))
      .then(([engine, data]) => {
        const index = engine.openSearchIndex(data.searchIndexJson);
        return { find: (text: string, options?: FindOptions) => engine.findProducts(index, text, options) };
      }),
);
