/**
 * The shop's journal, newest first: the owner's shop/journal/*.md, checked and handed over by the
 * build (scripts/shop/). This is the list the blog page shows (title, date, excerpt, image); each
 * article's text is in ./articles.ts, which only the article page loads.
 */
import { articleIndex } from '../data/journal.generated';

export type { ArticleSummary } from '../page-types';
export { articleIndex };
