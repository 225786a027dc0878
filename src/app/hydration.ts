/** Paths compare without a trailing slash: `/shop/` is the page `/shop`. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * Whether the HTML in the page was prerendered for exactly what the browser is showing, so React
 * can hydrate it. Otherwise (the 404 page standing in for an unknown path, or a URL with search
 * parameters the static HTML did not know about) the app renders afresh.
 */
export function canHydrate(prerenderedFor: string | undefined, location: { pathname: string; search: string }): boolean {
  return prerenderedFor !== undefined && prerenderedFor === normalisePath(location.pathname) && location.search === '';
}
