import { use } from 'react';
import { loadOnceEach } from '@/lib/load-once';
import type { RichText } from '@/lib/rich-text';

/**
 * Each article's text is a module of its own (scripts/shop/generate.ts writes
 * `../data/articles/<slug>.generated.ts`), so an article's page loads its own text and no other's:
 * however long the journal grows, the JavaScript a page needs before it is ready does not. The
 * page's start-up loads it beside the page's code (src/app/router.tsx `preloadPage`), and the
 * prerendered page asks for it at once (scripts/prerender.mjs), so hydration never waits for it.
 *
 * `import.meta.glob` is the bundler's: only the app imports this module, never the browser tests'
 * own reading of the journal (./articles.ts).
 */
const modules = import.meta.glob<RichText>('../data/articles/*.generated.ts', { import: 'body' });

/** `slug`'s module as the glob above names it. */
const keyOf = (slug: string) => `../data/articles/${slug}.generated.ts`;


/** The module file that holds `slug`'s text, as the bundler names it (for the page's preloads). */
export function articleBodyModule(slug: string): string | undefined {
  return keyOf(slug) in modules ? `src/features/content/data/articles/${slug}.generated.ts` : undefined;
}

/**
 * An article's text, loaded once (the same promise each time); an article the journal does not
 * hold has none. A load that fails (offline, a chunk gone after a new release) is not kept, so the
 * next visit to the page tries again.
 */
const bodies = loadOnceEach((slug: string) => modules[keyOf(slug)]?.() ?? Promise.resolve<RichText>([]));

export const loadArticleBody = bodies.get;

/**
 * An article's text for a component: at once when it has arrived (a page's first render, after its
 * start-up loaded it), else the component suspends until it comes (a visit from another page).
 */
export function useArticleBody(slug: string): RichText {
  return bodies.arrived(slug) ?? use(bodies.get(slug));
}
