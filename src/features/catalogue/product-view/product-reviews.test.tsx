import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { products } from '../data/products';
import { loadReviews } from '../data/reviews';
import { productHead } from './product-text';
import { ProductReviews } from './product-reviews';

const rated = products.find((product) => product.id === 7)!;
const unrated = products.find((product) => product.id === 15)!;

describe('ProductReviews', () => {
  it('shows the reviews newest first, each with name, city, date, stars, words and the sample mark', async () => {
    // The reviews arrive in a chunk of their own, a moment after the section: shown when they come.
    await act(async () => {
      render(<ProductReviews product={rated} />);
      await loadReviews(rated.id);
    });
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(section).toHaveTextContent(`${rated.rating.toFixed(1)} out of 5 · ${rated.reviewCount} reviews`);
    const items = within(section).getAllByRole('article');
    const reviews = await loadReviews(rated.id);
    expect(items).toHaveLength(reviews.length);
    expect([...reviews].map((r) => r.date)).toEqual([...reviews].map((r) => r.date).sort().reverse());
    items.forEach((item, index) => {
      const review = reviews[index]!;
      expect(item).toHaveTextContent(`${review.name}, ${review.city}`);
      expect(item).toHaveTextContent(review.text);
      expect(item).toHaveTextContent('Sample review');
      expect(within(item).getByRole('img', { name: `Rated ${review.rating} out of 5` })).toBeInTheDocument();
      expect(item.querySelector('time')).toHaveAttribute('datetime', review.date);
    });
  });

  it('says "No reviews yet" for a product with none, with no stars and no reviews', async () => {
    render(<ProductReviews product={unrated} />);
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(await loadReviews(unrated.id)).toEqual([]);
    expect(section).toHaveTextContent('No reviews yet');
    expect(within(section).queryByRole('article')).toBeNull();
    expect(within(section).queryByRole('img')).toBeNull();
  });
});

// The page's head is made with the product's text module (./product-text.tsx), which the prerenderer loads first.
describe('a product page’s structured data', () => {
  it('gives the rating of a reviewed product as its reviews’ mean and count', () => {
    expect(productHead(rated).structuredData).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: rated.rating, reviewCount: rated.reviewCount, bestRating: 5, worstRating: 1 },
    });
  });

  it('gives no rating for a product with no reviews', () => {
    expect(productHead(unrated).structuredData).not.toHaveProperty('aggregateRating');
  });
});
