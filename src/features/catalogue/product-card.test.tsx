import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewCountLabel } from '@/components/ui/rating';
import { MemoryRouter } from '@/lib/router';
import { products } from './data/products';
import { ProductCard } from './product-card';

const reviewed = products.find((product) => product.reviewCount > 1)!;
const unreviewed = products.find((product) => product.reviewCount === 0);

function card(product: (typeof products)[number]) {
  render(
    <MemoryRouter>
      <ul>
        <ProductCard product={product} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole('listitem');
}

describe("a card's rating", () => {
  it('shows the count as "(N)", so stars, rating and count keep to one line in a narrow card, and reads it out as "N reviews"', () => {
    const item = card(reviewed);
    expect(within(item).getByRole('img', { name: `Rated ${reviewed.rating.toFixed(1).replace(/\.0$/, '')} out of 5` })).toBeTruthy();
    const shown = within(item).getByText(`(${reviewed.reviewCount})`);
    expect(shown.getAttribute('aria-hidden')).toBe('true');
    expect(within(item).getByText(reviewCountLabel(reviewed.reviewCount)).className).toBe('visually-hidden');
    expect(item.textContent).not.toContain(' · ');
  });

  it.runIf(unreviewed !== undefined)('says "No reviews yet" for a tee nobody has reviewed', () => {
    expect(within(card(unreviewed!)).getByText('No reviews yet')).toBeTruthy();
  });
});
