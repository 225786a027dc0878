import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@/lib/router';
import { App } from '@/app/app';
import { footer } from '@/app/layout/layout';
import { NOT_FOUND_PATH } from '@/app/hydration';
import { matchPage, preloadLaterParts, preloadPage } from '@/app/router';

export { pageNameFor } from '@/app/router';
import { paths, routePatterns } from '@/config/paths';
import { site } from '@/config/site';
import { productIdFrom, products, teeModuleFile } from '@/features/catalogue';
import { articleBodyModule, articles, mapNames } from '@/features/content';
import { MetaCollectorProvider, type PageMeta } from '@/lib/page-meta';

export { fullTitle } from '@/lib/page-meta';
/** The PBKDF2 work factor new accounts get, for the benchmark's hashing measurement. */
export { DEFAULT_ITERATIONS } from '@/features/account';

/**
 * Server side of the build: renders any path of the shop to HTML, with the page's meta.
 * scripts/prerender.mjs calls it for every path in `prerenderPaths` and for the 404 page.
 */

export const prerenderPaths: readonly string[] = [
  paths.home(),
  paths.shop(),
  ...products.map((product) => paths.product(product.id)),
  paths.cart(),
  paths.wishlist(),
  paths.blog(),
  ...articles.map((article) => paths.article(article.slug)),
  paths.about(),
  paths.contact(),
  paths.login(),
  paths.signup(),
  paths.checkout(),
  paths.orders(),
  paths.orderCheck(),
  paths.desk(),
];

/**
 * Pages whose address holds what the visitor's own storage knows (an order's number): one HTML
 * shell each, written to `file` and served for every address of the route (`_redirects` for hosts
 * that read it, scripts/serve.mjs, the service worker). The shell is rendered for the route's
 * pattern, which the app recognises when it takes the page over (src/app/hydration.ts).
 */
export const shellPages: readonly { route: string; file: string }[] = [{ route: routePatterns.order, file: 'orders/shell.html' }];

/**
 * The shop's facts the build writes into each page's head, and the words its art is drawn with
 * (scripts/art/shop-art.mjs: the install badge, logo, map, share card and web app manifest).
 */
export const siteFacts = {
  origin: site.origin,
  name: site.name,
  shortName: site.shortName,
  appName: site.appName,
  tagline: site.tagline,
  description: site.description,
  madeIn: site.madeIn,
  address: site.address,
  map: mapNames,
  shareImage: '/images/site/og-image.png',
} as const;

/** A path no route claims, rendered as the site's 404.html. */
export const notFoundPath = NOT_FOUND_PATH;

/**
 * The modules, besides its route's, that the page at `pathname` shows before it is ready (an
 * article's text), as the bundler's manifest names them: the prerendered page asks for them with
 * its first scripts, so its text comes beside its code rather than after it.
 */
export function pageDataModules(pathname: string): string[] {
  const { name, params } = matchPage(pathname);
  const module = name === 'article' && params.slug ? articleBodyModule(params.slug) : undefined;
  return module ? [module] : [];
}

/**
 * The files outside the bundler's manifest that the page at `pathname` shows before it is ready (a
 * tee and those beside it: src/features/catalogue/data/tee-modules.ts), as paths in the built site:
 * asked for with the page's first scripts, like its modules.
 */
export function pageDataFiles(pathname: string): string[] {
  const { name, params } = matchPage(pathname);
  const tee = name === 'product' ? productIdFrom(params.id) : undefined;
  return tee === undefined ? [] : [teeModuleFile(tee)];
}

export async function render(url: string): Promise<{ html: string; meta: PageMeta }> {
  await Promise.all([preloadPage(url), preloadLaterParts(url), footer.preload()]);
  let meta: PageMeta | undefined;
  const html = renderToString(
    <StrictMode>
      <MetaCollectorProvider collect={(declared) => (meta = declared)}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </MetaCollectorProvider>
    </StrictMode>,
  );
  if (!meta) throw new Error(`The page at ${url} does not declare its title and description (usePageMeta).`);
  return { html, meta };
}
