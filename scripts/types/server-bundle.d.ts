/**
 * What the server bundle, dist-ssr/entry-server.js (built from src/entry-server.tsx), exports to
 * the scripts that import it: scripts/prerender.mjs and scripts/bench.mjs. The scripts are
 * type-checked without src/ (tsconfig.scripts.json); ./server-bundle.check.ts, which the app's
 * type-check (tsconfig.json) includes, holds this description to what src/ really exports.
 */

/** A page's title, description and head extras, as `usePageMeta` declares them (src/lib/page-meta.tsx). */
export interface PageMeta {
  /** The page's own title; " — Rangeela" is added (the home page passes `null` for the site title). */
  title: string | null;
  description: string;
  /** Open Graph type; product and article pages say what they are. */
  type?: 'website' | 'product' | 'article';
  /** Root-relative URL of a share image; the site's card otherwise. */
  image?: string;
  /**
   * A share card the build draws for this page (scripts/art/share-card.mjs: the photo, at its
   * root-relative URL, beside the words), used as its share image in place of `image`.
   */
  shareCard?: { photo: string; title: string; price: string; was?: string | undefined; note?: string | undefined };
  /** Structured data (JSON-LD) for the page, e.g. a schema.org Product. */
  structuredData?: Record<string, unknown>;
  /** The page's largest image above the fold, preloaded so it paints early. */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
  /** The id of the element the browser reads the page up to before it draws any of it (`<link rel="expect">`). */
  firstDrawnAt?: string;
  /** Not-found pages ask crawlers not to index them. */
  noIndex?: boolean;
}

/** The names written on the contact page's drawn map (src/config/shop-schema.ts, scripts/art/site/vectors.mjs). */
export interface MapNames {
  road: string;
  crossStreet?: string | undefined;
  streets?: string[] | undefined;
  park?: string | undefined;
  sea?: string | undefined;
  seaFront?: string | undefined;
  says?: string | undefined;
}

export interface ServerBundle {
  /** Renders one path of the shop to HTML, with the meta its page declared. */
  render(url: string): Promise<{ html: string; meta: PageMeta }>;
  /** Every path prerendered to its own index.html. */
  readonly prerenderPaths: readonly string[];
  /** Routes served from one shell each (`/orders/:number` → `orders/shell.html`), for every address they match. */
  readonly shellPages: readonly { readonly route: string; readonly file: string }[];
  /** A path no route claims, rendered as 404.html. */
  readonly notFoundPath: string;
  /** The shop's facts for the head, and the words its art is drawn with (scripts/art/shop-art.mjs `ShopWords`). */
  readonly siteFacts: {
    readonly origin: string;
    readonly name: string;
    readonly shortName: string;
    readonly appName: string;
    readonly tagline: string;
    readonly description: string;
    readonly madeIn: string | null;
    readonly address: { readonly line1: string; readonly city: string };
    /** The names on the contact page's drawn map (shop.yaml `map`), or null: no drawn map. */
    readonly map: MapNames | null;
    readonly shareImage: string;
  };
  /** The <title> of a page: its own title and the site's name. */
  fullTitle(title: string | null): string;
  /** The route module that shows a path: its source is `src/app/routes/<name>.tsx`. */
  pageNameFor(pathname: string): string;
  /** The modules besides its route's that the page needs before it is shown (an article's text), as the manifest names them. */
  pageDataModules(pathname: string): string[];
  /** Files outside the manifest (a tee's module) the page shows before it is ready, as paths in the built site. */
  pageDataFiles(pathname: string): string[];
  /** The PBKDF2 iteration count of password hashing (src/features/account/password.ts); the bench times one hash. */
  readonly DEFAULT_ITERATIONS: number;
}
