/**
 * The journal's articles: the summaries of ./article-index.ts (title, date, author, excerpt,
 * image), each with its text in a module of its own (./article-body.ts), loaded by its page.
 */
import type { RichText } from '@/lib/rich-text';
import type { ArticleSummary } from '../page-types';
import { articleIndex } from './article-index';

/** An article with its text, as its page shows it. */
export interface Article extends ArticleSummary {
  body: RichText;
}

export const articles: readonly ArticleSummary[] = articleIndex;

export function findArticle(slug: string): ArticleSummary | undefined {
  return articles.find((article) => article.slug === slug);
}
