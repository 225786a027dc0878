/**
 * The shop's journal: original articles about T-shirts, newest first. This is the list the blog
 * page shows (title, date, excerpt); each article's text is in ./articles.ts, which only the
 * article page loads. Every string is plain text, rendered as text, never as HTML.
 */

export interface ArticleSummary {
  slug: string;
  title: string;
  /** ISO date, YYYY-MM-DD */
  date: string;
  author: string;
  excerpt: string;
  readingMinutes: number;
}

export const articleIndex = [
  {
    slug: 'how-to-wash-a-t-shirt',
    title: 'How to wash a T-shirt so it lasts for years',
    date: '2026-11-10',
    author: 'Meera Iyer',
    excerpt:
      'Cool water, inside out, dried in the shade: the small habits that keep a printed tee bright for years, and what to do when haldi or chai lands on it.',
    readingMinutes: 4,
  },
  {
    slug: 'find-your-t-shirt-size',
    title: 'Find your T-shirt size: a simple guide',
    date: '2026-09-18',
    author: 'Rahul Menon',
    excerpt:
      'All you need is a tape measure and a tee you already love. How to measure chest, length and shoulders, read a size chart, and choose between regular and oversized.',
    readingMinutes: 4,
  },
  {
    slug: 'screen-printing-vs-dtg',
    title: 'Screen printing vs DTG: how your tee gets its colour',
    date: '2026-07-22',
    author: 'Asha Kulkarni',
    excerpt:
      "Screen printing, direct-to-garment and India's centuries-old block printing each leave a different mark on a T-shirt. How they work, and when each makes sense.",
    readingMinutes: 4,
  },
  {
    slug: 'cotton-linen-and-blends',
    title: 'Cotton, linen and blends: choosing your fabric',
    date: '2026-05-14',
    author: 'Meera Iyer',
    excerpt:
      'Combed, organic, slub, 180 GSM: the words on a T-shirt label explained, and which fabric keeps you comfortable through an Indian summer, monsoon and winter.',
    readingMinutes: 4,
  },
  {
    slug: 'five-ways-to-style-a-plain-tee',
    title: 'Five ways to style a plain tee',
    date: '2026-03-20',
    author: 'Asha Kulkarni',
    excerpt:
      'A good plain T-shirt goes further than you think. Five easy outfits, from linen trousers for the office to weekend shorts and kolhapuris.',
    readingMinutes: 3,
  },
] as const satisfies readonly ArticleSummary[];

export type ArticleSlug = (typeof articleIndex)[number]['slug'];
