/** Paths compare without a trailing slash: `/shop/` is the page `/shop`. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The path the not-found page is prerendered for (`dist/404.html`, served for any unknown address). */
export const NOT_FOUND_PATH = '/404';

/**
 * Whether the HTML in the page was prerendered for the path the browser is showing, so React can
 * hydrate it, keeping the page as the visitor has it (typed text, a chosen option). A search
 * (`/shop?q=kite`, `/login?from=/cart`) does not stop it: pages that read one render the bare
 * path's HTML while hydrating and the asked-for content right after. The not-found page hydrates
 * on any address the app does not know (`unknown`): it draws the same for all of them while
 * hydrating, so a search typed into it before the app ran is kept. Otherwise the app renders
 * afresh. A shell is prerendered for a route's pattern (`/orders/:number`) and hydrates on any
 * address the pattern matches.
 */
export function canHydrate(prerenderedFor: string | undefined, pathname: string, unknown = false): boolean {
  if (prerenderedFor === undefined) return false;
  if (prerenderedFor === NOT_FOUND_PATH) return unknown;
  const path = normalisePath(pathname);
  return prerenderedFor.includes('/:') ? patternMatches(prerenderedFor, path) : prerenderedFor === path;
}

/** Whether a route pattern's `:name` segments can be filled to give `path` (one segment each). */
function patternMatches(pattern: string, path: string): boolean {
  const patternSegments = pattern.split('/');
  const pathSegments = path.split('/');
  return (
    patternSegments.length === pathSegments.length &&
    patternSegments.every((segment, i) => (segment.startsWith(':') ? (pathSegments[i] ?? '') !== '' : segment === pathSegments[i]))
  );
}
