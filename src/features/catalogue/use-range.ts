import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/hydrated';
import { loadOnce } from '@/lib/load-once';
import { loadCatalogue } from './data/tee-modules';
import type { ShopRange } from './range-query';

/** The shop's range as it stands: `range` once it has come; `failed` when its load did not (offline, a release since). */
export interface RangeState {
  range: ShopRange | undefined;
  failed: boolean;
}

/** The whole range and the code that runs the shop's query over it, loaded once, together. */
const shopRange = loadOnce(() => Promise.all([loadCatalogue(), import('./range-query')]).then(([tees, { shopRange }]) => shopRange(tees)));

/**
 * The whole range, for the shop's search, sort, filters and later pages (issue 37): the shop draws
 * its first page and filters' counts from what the build wrote (./data/shop-page.ts) and loads the
 * range, with the code that queries it (./range-query.ts), once the page is ready (`after`), or at
 * once when the address asks for more than the first page (`now`: a query, a sort, `page=2`),
 * beginning while React takes the page over. Undefined while the prerendered page is taken over,
 * so React keeps what the HTML has.
 */
export function useRange(now: boolean, after: () => Promise<void>): RangeState {
  const hydrated = useHydrated();
  const [state, setState] = useState<RangeState>(() => ({ range: shopRange.arrived(), failed: false }));
  const missing = state.range === undefined;
  if (now && missing && typeof window !== 'undefined') shopRange.get().catch(() => undefined);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    (now ? shopRange.get() : after().then(shopRange.get)).then(
      (range) => live && setState({ range, failed: false }),
      () => live && setState({ range: undefined, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [missing, now, after]);
  return hydrated ? state : { range: undefined, failed: false };
}
