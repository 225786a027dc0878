/** Paths compare without a trailing slash: `/shop/` is the page `/shop`. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * Whether the HTML in the page was prerendered for the path the browser is showing, so React can
 * hydrate it, keeping the page as the visitor has it (typed text, a chosen option). A search
 * (`/shop?q=kite`, `/login?from=/cart`) does not stop it: pages that read one render the bare
 * path's HTML while hydrating and the asked-for content right after. Otherwise (the 404 page
 * standing in for an unknown path) the app renders afresh.
 */
export function canHydrate(prerenderedFor: string | undefined, pathname: string): boolean {
  return prerenderedFor !== undefined && prerenderedFor === normalisePath(pathname);
}
