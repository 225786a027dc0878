import * as v from 'valibot';
import { expected, fields, isoDate, list, photoFileName, text } from '@/lib/data-rules';

/**
 * What a review file in shop/reviews/ holds (PRODUCT.md §2a): `shop/reviews/<product>.yaml` lists,
 * under `reviews:`, the reviews of `shop/products/<product>.md`, each a buyer's words the shop received. It is
 * checked against `reviewsFileSchema` at build time (scripts/shop/), and the product's rating is only
 * ever their mean (`ratingOf`).
 */

/** Where a review came from, as the owner writes it. */
export const reviewSources = ['WhatsApp', 'Instagram', 'email', 'in person'] as const;
export type ReviewSource = (typeof reviewSources)[number];

/** Today's date in India (YYYY-MM-DD): a review dated after it is refused. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

const stars = 'a whole number of stars from 1 to 5';

export const reviewSchema = fields({
  name: text('the buyer’s first name', 40),
  city: text('the buyer’s city', 40),
  date: v.pipe(
    isoDate,
    v.check((value) => value <= todayInIndia(), (issue) => `expected the date the review was received, not one in the future, got ${issue.received}`),
  ),
  rating: v.pipe(v.number(expected(stars)), v.integer(expected(stars)), v.minValue(1, expected(stars)), v.maxValue(5, expected(stars))),
  text: text('what the buyer said', 1000),
  source: v.picklist(reviewSources, expected(`where it came from: one of ${reviewSources.join(', ')}`)),
  order: v.optional(text('the order number, like RNG-261124-K7QX2M', 40)),
  /** One photo the buyer sent, in shop/photos/reviews/. */
  photo: v.optional(photoFileName),
  /** Marks the sample shop's reviews, for the owner to replace with their own. */
  sample: v.optional(v.boolean(expected('true or false'))),
});

/** The file: `reviews:` and the list under it (a set of fields, as the editor writes every file). */
export const reviewsFileSchema = fields({ reviews: v.optional(list(reviewSchema, 'reviews (each starting with - name:)'), []) });

export type ReviewFile = v.InferOutput<typeof reviewSchema>;

/** A review as the product page shows it (src/features/catalogue/data/reviews/<id>.generated.ts, one module per product). */
export interface Review {
  name: string;
  city: string;
  date: string;
  rating: number;
  text: string;
  source: ReviewSource;
  /** The buyer's photo, if they sent one. */
  photo?: { src: string; srcSet?: string; width: number; height: number; alt: string };
  sample?: boolean;
}

/** A product's rating: the mean of its reviews' stars to one decimal, and their count; 0 and 0 with none. */
export function ratingOf(reviews: readonly Pick<ReviewFile, 'rating'>[]): { rating: number; reviewCount: number } {
  if (reviews.length === 0) return { rating: 0, reviewCount: 0 };
  const mean = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return { rating: Math.round(mean * 10) / 10, reviewCount: reviews.length };
}
