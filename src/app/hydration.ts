/** Paths compare without a trailing slash: `/shop/` is the page `/shop`. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * Whether the HTML in the page was prerendered for the path the browser is showing, so React can
 * hydrate it, keeping the page as the visitor has it (typed text, a chosen option). A search
 * (`/shop?q=kite`, `/login?from=/cart`) does not stop it: pages that read one render the bare
 * path's HTML while hydrating and the asked-for content right after. Otherwise (the 404 page
 * standing in for an unknown path) the app renders afresh. A shell is prerendered for a route's
 * pattern (`/orders/:number`) and hydrates on any address the pattern matches.
 */
export function canHydrate(prerenderedFor: string | undefined, pathname: string): boolean {
  if (prerenderedFor === undefined) return false;
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
