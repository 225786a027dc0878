import * as v from 'valibot';
import { expected, fields, isoDate, list, text, wholeNumber } from '@/lib/data-rules';

/**
 * What the journal's articles (shop/journal/<slug>.md) and the pages' copy (shop/pages/<name>.md)
 * carry in their front matter (PRODUCT.md §14); the Markdown below it is the text. Checked at build
 * time with these schemas (scripts/shop/).
 */

export const articleFileSchema = fields({
  title: text('the article title', 120),
  date: isoDate,
  author: text('the author’s name', 60),
  excerpt: text('a one- or two-sentence summary', 300),
  image: v.pipe(v.string(expected('a photo file name in shop/photos/journal/')), v.regex(/^[\w.-]+\.(jpe?g|png|webp)$/i, expected('a photo file name ending in .jpg, .png or .webp'))),
  imageAlt: text('a description of the photo', 300),
  readingMinutes: v.optional(wholeNumber('minutes to read', 1, 60)),
});

const plainPage = fields({ title: text('the page title', 80) });

/** Each page the shop has, with what its front matter holds. */
export const pageFileSchemas = {
  about: fields({
    title: text('the page title', 80),
    lead: text('one sentence that says who you are', 300),
    values: list(fields({ title: text('a value', 60), text: text('a sentence about it', 300) }), 'values', 0, 6),
    videoCaption: text('a description of the video', 300),
  }),
  delivery: plainPage,
  privacy: plainPage,
  terms: plainPage,
  contact: fields({
    title: text('the page title', 80),
    questions: list(fields({ question: text('a question', 160), answer: text('its answer', 600) }), 'questions', 0, 12),
  }),
} as const;

export type PageName = keyof typeof pageFileSchemas;
export const pageNames = Object.keys(pageFileSchemas) as PageName[];
export type ArticleFile = v.InferOutput<typeof articleFileSchema>;
