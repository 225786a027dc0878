import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { inlineText, type RichText } from '@/lib/rich-text';
import { articleBodyModule, loadArticleBody } from './blog/article-body';
import { articles, findArticle, type Article } from './blog/articles';
import { aboutCopy } from './data/about.generated';

const expectedSlugs = [
  'how-to-wash-a-t-shirt',
  'find-your-t-shirt-size',
  'screen-printing-vs-dtg',
  'cotton-linen-and-blends',
  'five-ways-to-style-a-plain-tee',
];

const team = ['Asha Kulkarni', 'Rahul Menon', 'Meera Iyer'];

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

function articleWords(article: Article): number {
  return article.body.reduce(
    (total, block) =>
      total +
      (block.kind === 'list'
        ? block.items.reduce((sum, item) => sum + countWords(inlineText(item)), 0)
        : countWords(inlineText(block.text))),
    0,
  );
}

/** The words of each block of rich text, and of each item of a list, formatting dropped. */
function blockTexts(blocks: RichText): string[] {
  return blocks.flatMap((block) => (block.kind === 'list' ? block.items.map(inlineText) : [inlineText(block.text)]));
}

/** True when `date` is a real calendar date written as YYYY-MM-DD. */
function isIsoDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

describe('blog articles', () => {
  /** Every article with its text, each loaded from its own module as its page loads it. */
  let full: Article[] = [];
  beforeAll(async () => {
    full = await Promise.all(articles.map(async (article) => ({ ...article, body: await loadArticleBody(article.slug) })));
  });

  it('has five articles with unique slugs in the given order', () => {
    expect(articles.map((article) => article.slug)).toEqual(expectedSlugs);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
  });

  it('has valid ISO dates in 2026, strictly descending, each in a different month', () => {
    for (const article of articles) {
      expect(isIsoDate(article.date), article.date).toBe(true);
      expect(article.date >= '2026-03-01' && article.date <= '2026-11-15', article.date).toBe(true);
    }
    for (let i = 1; i < articles.length; i++) {
      const newer = articles[i - 1];
      const older = articles[i];
      if (!newer || !older) throw new Error('missing article');
      expect(Date.parse(newer.date)).toBeGreaterThan(Date.parse(older.date));
    }
    expect(new Set(articles.map((article) => article.date.slice(0, 7))).size).toBe(articles.length);
  });

  it('has short titles, excerpts and an author from the team', () => {
    for (const article of articles) {
      expect(article.title.length, article.slug).toBeLessThanOrEqual(60);
      expect(article.excerpt.length, article.slug).toBeLessThanOrEqual(200);
      expect(team).toContain(article.author);
    }
  });

  it('states an honest reading time: its words at 200 a minute, rounded up', () => {
    for (const article of full) {
      expect(article.readingMinutes, article.slug).toBe(Math.ceil(articleWords(article) / 200));
    }
  });

  it('has at least three headings per article', () => {
    for (const article of full) {
      const headings = article.body.filter((block) => block.kind === 'heading');
      expect(headings.length, article.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('has no empty text and no markup in the copy', () => {
    for (const article of full) {
      for (const text of [article.title, article.excerpt, ...blockTexts(article.body)]) {
        expect(text.trim().length).toBeGreaterThan(0);
        expect(text).not.toMatch(/[<>*#`]|\]\(/);
      }
    }
  });

  it('finds each article by slug and nothing for an unknown slug', () => {
    for (const article of articles) {
      expect(findArticle(article.slug)).toBe(article);
    }
    expect(findArticle('no-such-article')).toBeUndefined();
    expect(findArticle('')).toBeUndefined();
  });

  it("keeps each article's text in a module of its own, loaded once, and none for an unknown slug", async () => {
    for (const article of articles) {
      const module = articleBodyModule(article.slug);
      expect(module, article.slug).toBe(`src/features/content/data/articles/${article.slug}.generated.ts`);
      expect(existsSync(module!), article.slug).toBe(true);
      expect(loadArticleBody(article.slug)).toBe(loadArticleBody(article.slug));
    }
    expect(new Set(full.map((article) => JSON.stringify(article.body))).size).toBe(articles.length);
    expect(articleBodyModule('no-such-article')).toBeUndefined();
    await expect(loadArticleBody('no-such-article')).resolves.toEqual([]);
  });
});

describe('about copy', () => {
  it('has no empty paragraph or value and no markup', () => {
    expect(aboutCopy.body.filter((block) => block.kind === 'paragraph').length).toBeGreaterThan(0);
    const values = aboutCopy.values.flatMap((value) => [value.title, value.text]);
    for (const text of [aboutCopy.title, aboutCopy.lead, ...blockTexts(aboutCopy.body), ...values]) {
      expect(countWords(text)).toBeGreaterThan(0);
      expect(text).not.toMatch(/[<>*#`]|\]\(/);
    }
  });
});
