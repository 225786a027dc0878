import { useEffect, useState } from 'react';
import { knownTee } from './data/known-tees';
import { isProductId } from './data/product-keys';
import { loadTees } from './data/tee-modules';
import type { Product } from './product';

/**
 * The tees with these ids (in their order; ids the range does not hold left out) for a component
 * that shows a list the visitor made: the cart's lines, the wishlist, the tees seen last. A page
 * loads the tees it shows (./data/tee-modules.ts), usually before it renders; one not yet here
 * (a list changed in another tab) is loaded, and the component drawn again when it comes.
 * `complete` is false until every one is here, so a list can wait rather than grow as they come.
 */
export function useTees(ids: readonly number[]): { tees: Product[]; complete: boolean } {
  const [, arrived] = useState(0);
  const wanted = ids.filter((id) => isProductId(id));
  const missing = wanted.filter((id) => !knownTee(id)).join();
  useEffect(() => {
    if (missing === '') return;
    let live = true;
    loadTees(missing.split(',').map(Number)).then(
      () => live && arrived((count) => count + 1),
      () => undefined, // offline, the chunk not kept: the list shows the tees it has
    );
    return () => {
      live = false;
    };
  }, [missing]);
  return { tees: wanted.flatMap((id) => knownTee(id) ?? []), complete: missing === '' };
}
