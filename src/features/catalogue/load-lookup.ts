/**
 * The catalogue's lookup (./lookup.ts) with these tees loaded (./data/tee-modules.ts), when first
 * asked for: for code that runs before a page has its tees (the cart's start-up naming the lines it
 * tidied) and so must not carry them.
 */
export const loadLookup = (ids: Iterable<number>) =>
  import('./data/tee-modules')
    .then(({ loadTees }) => loadTees(ids))
    .then(() => import('./lookup'));
