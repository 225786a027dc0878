import type * as v from 'valibot';
import type { ImageSource } from '@/components/ui/responsive-image';
import type { RichText } from '@/lib/rich-text';
import type { pageFileSchemas, PageName } from './content-schema';

/** The pages' copy from shop/pages/<name>.md: each page's front matter and its Markdown as rich text. */
export type ShopPages = { readonly [N in PageName]: v.InferOutput<(typeof pageFileSchemas)[N]> & { readonly body: RichText } };

/** A policy shown as a section of the About page and linked from the footer (shop/pages/delivery.md, …). */
export interface Policy {
  id: 'delivery' | 'privacy' | 'terms';
  title: string;
  body: RichText;
}

/** A question answered on the contact page. */
export interface HelpQuestion {
  question: string;
  answer: string;
}

/** One of the people a visitor can contact directly (shop/shop.yaml `people`). */
export interface ContactPerson {
  name: string;
  role: string;
  phone: string;
  email: string;
  image: ImageSource;
}

/** A journal article's summary, as the blog page lists it (shop/journal/<slug>.md). */
export interface ArticleSummary {
  slug: string;
  title: string;
  /** ISO date, YYYY-MM-DD */
  date: string;
  author: string;
  excerpt: string;
  readingMinutes: number;
  image: ImageSource;
}
