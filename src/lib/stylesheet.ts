/** Stylesheets asked for so far, by address: each is added to the page once. */
const loading = new Map<string, Promise<void>>();

/** How long a stylesheet may take before what needs it is shown anyway (unstyled beats never). */
export const STYLESHEET_PATIENCE_MS = 8000;

/**
 * Adds a stylesheet to the page (a `<link>`, which the CSP's `style-src 'self'` allows) and settles
 * once the browser has applied it, or could not fetch it, or after `STYLESHEET_PATIENCE_MS`: for
 * the styles of content that only the app shows (an order's page), loaded with that content
 * instead of in every page's first paint.
 */
export function loadStylesheet(href: string, patience = STYLESHEET_PATIENCE_MS): Promise<void> {
  const known = loading.get(href);
  if (known) return known;
  const loaded = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const timer = setTimeout(resolve, patience);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    document.head.append(link);
  });
  loading.set(href, loaded);
  return loaded;
}
