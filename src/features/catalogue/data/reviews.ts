import type { Review } from '../review-schema';
import { productReviews } from './product-reviews.generated';

/** A product's reviews, newest first. On their own, like facts: only a product's page shows them. */
export function reviewsOf(productId: number): readonly Review[] {
  return productReviews[productId] ?? [];
}
