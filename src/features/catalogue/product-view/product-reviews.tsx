import { Suspense, use } from 'react';
import { Rating, reviewCountLabel } from '@/components/ui/rating';
import { formatLongDate } from '@/lib/dates';
import { loadedReviews, loadReviews } from '../data/reviews';
import type { Product } from '../product';

/**
 * A product's reviews (PRODUCT.md §2a): the rating they give and how many (in words: the stars are
 * beside the title), then each, newest first, with the buyer's name and city, the date, stars, words
 * and the photo they sent. The sample shop's are marked as samples. A product with none says "No
 * reviews yet". Styled with the product facts' and the rating's own rules (the stylesheet's budget).
 *
 * The section's code comes once the page is ready (./later-parts.ts), and the reviews themselves
 * in a chunk of their own after it: the prerendered page carries them, and the browser leaves that
 * HTML as it is until the chunk is here (a Suspense boundary hydrated later), so they are not
 * JavaScript the page needs before it is ready.
 */
export function ProductReviews({ product }: { product: Pick<Product, 'id' | 'rating' | 'reviewCount'> }) {
  return (
    <section className="product__facts" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title" className="product__subheading">
        Reviews
      </h2>
      <strong>{product.reviewCount === 0 ? 'No reviews yet' : `${product.rating.toFixed(1)} out of 5 · ${reviewCountLabel(product.reviewCount)}`}</strong>
      <Suspense fallback={null}>
        <ReviewList productId={product.id} />
      </Suspense>
    </section>
  );
}

function ReviewList({ productId }: { productId: number }) {
  const reviews = loadedReviews(productId) ?? use(loadReviews(productId));
  return (
    <>
      {reviews.map((review, index) => (
        <article key={`${review.date}-${review.name}-${index}`} aria-label={`${review.name}, ${review.city}`}>
          <div className="rating__value">
            <strong>{review.name}</strong>, {review.city} · <time dateTime={review.date}>{formatLongDate(review.date)}</time>
            {review.sample && ' · Sample review'}
          </div>
          <Rating value={review.rating} showValue={false} />
          <div>{review.text}</div>
          {review.photo && (
            <img
              src={review.photo.src}
              srcSet={review.photo.srcSet}
              sizes="120px"
              width={120}
              height={150}
              alt={review.photo.alt}
              loading="lazy"
              decoding="async"
            />
          )}
        </article>
      ))}
    </>
  );
}
