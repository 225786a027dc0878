/**
 * The catalogue's lookup (./lookup.ts), loaded when first asked for: for code that runs before a
 * page has the catalogue (the cart's start-up naming the lines it tidied) and so must not carry it.
 */
export const loadLookup = () => import('./lookup');
