/**
 * The journal's articles in full: the summaries of ./article-index.ts with their text, as rich
 * text (src/lib/rich-text.ts) rendered as text, never as HTML.
 */
import type { RichText } from '@/lib/rich-text';
import type { ArticleSummary } from '../page-types';
import { articleBodies } from '../data/article-bodies.generated';
import { articleIndex } from './article-index';

export interface Article extends ArticleSummary {
  body: RichText;
}

export const articles: readonly Article[] = articleIndex.map((summary) => ({ ...summary, body: articleBodies[summary.slug] ?? [] }));

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
