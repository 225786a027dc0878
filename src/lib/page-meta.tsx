import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { site } from '@/config/site';

/**
 * Each page declares its title and description with `usePageMeta`. In the browser this sets
 * `document.title` and the meta description; while prerendering, a collector passed through
 * context receives it so the build can write the page's <head>.
 */
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
  /**
   * The id of the element that ends the page's top (its band and controls): the browser draws
   * nothing of the page until it has read that far (scripts/head.mjs). A phone short of time draws
   * a page as it reads it, and a half-read top moves as the rest of it is read: a centred line
   * grows, a search box narrows as the buttons after it come.
   */
  firstDrawnAt?: string;
  /** Not-found pages ask crawlers not to index them. */
  noIndex?: boolean;
}

export function fullTitle(title: string | null): string {
  return title === null ? `${site.name} — ${site.tagline}` : `${title} — ${site.name}`;
}

const MetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

export function MetaCollectorProvider({ collect, children }: { collect: (meta: PageMeta) => void; children: ReactNode }) {
  return <MetaCollector.Provider value={collect}>{children}</MetaCollector.Provider>;
}

export function usePageMeta(meta: PageMeta): void {
  const collect = useContext(MetaCollector);
  if (collect) collect(meta);
  const { title, description } = meta;
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
  usePageDescription(description);
}

/**
 * Sets the page's meta description in the browser. An empty one leaves it as it is: a part of the
 * page whose code comes later says it when it comes (a product's description).
 */
export function usePageDescription(description: string): void {
  useEffect(() => {
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
