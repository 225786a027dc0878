import { loadOnce, loadOnceEach } from '@/lib/load-once';
import type { Product, ProductEntry } from '../product';
import { adoptTees, knownTee } from './known-tees';
import { isProductId } from './product-keys';
import { teeFolder } from './tee-folder.generated';

/**
 * Each tee is a module of its own, written by the build (scripts/shop/generate.ts): the tee, and
 * the tees its page shows beside it ("You may also like"). A tee's page, the cart and the checkout
 * load the modules of the tees they show, so the JavaScript a page needs before it is ready does
 * not grow with the range (issue 37). In the built site they are plain modules in one folder named
 * by all of them (`/tees/<hash>/<id>.js`): a tee's address is made from its id, with no list of the
 * range's files for the page to carry. The prerenderer and the tests read the same tees as typed
 * modules (`./tees/<id>.generated.ts`, through the bundler's `import.meta.glob`, which the
 * browser's build leaves out).
 */
function importTee(id: number): Promise<TeeModule> | undefined {
  if (import.meta.env.PROD && !import.meta.env.SSR) return import(/* @vite-ignore */ `${teeFolder}/${id}.js`) as Promise<TeeModule>;
  // Read only when called: the browser tests' Node loads this module (through the catalogue's
  // entries) without the bundler's `import.meta`, and never calls this.
  return import.meta.glob<TeeModule>('./tees/*.generated.ts')[`./tees/${id}.generated.ts`]?.();
}

/** The address of tee `id`'s module in the built site, without its leading slash (for its page's preloads). */
export function teeModuleFile(id: number): string {
  return `${teeFolder.slice(1)}/${id}.js`;
}

interface TeeModule {
  tee: ProductEntry;
  related: readonly ProductEntry[];
}

/** A tee as its page shows it: the tee, and those beside it. */
export interface TeePage {
  tee: Product;
  related: readonly Product[];
}

const pages = loadOnceEach((id: number): Promise<TeePage | undefined> => {
  const load = isProductId(id) ? importTee(id) : undefined;
  if (!load) return Promise.resolve(undefined);
  return load.then(({ tee, related }) => ({ tee: adoptTees([tee])[0]!, related: adoptTees(related) }));
});

/**
 * A tee and those its page shows beside it, loaded once (the same promise each time); undefined for
 * an id the range does not hold. A load that fails (offline, a chunk gone after a new release) is
 * not kept, so the next ask tries again.
 */
export const loadTeePage = pages.get;

/** A tee's page once loaded (`loadTeePage`); undefined before. */
export const loadedTeePage = pages.arrived;

/** Loads the tees with these ids that this page has not met (ids the range does not hold are left out). */
export function loadTees(ids: Iterable<number>): Promise<void> {
  const missing = [...new Set(ids)].filter((id) => isProductId(id) && !knownTee(id));
  return Promise.all(missing.map(loadTeePage)).then(() => undefined);
}

/** The whole range, loaded once: for the pages that search, filter or count it. */
const catalogue = loadOnce(() => import('./products').then(({ products }) => products));
export const loadCatalogue = catalogue.get;

/** The whole range once loaded (`loadCatalogue`); undefined before. */
export const loadedCatalogue = catalogue.arrived;
