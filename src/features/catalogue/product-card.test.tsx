import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewCountLabel } from '@/components/ui/rating';
import { MemoryRouter } from '@/lib/router';
import { products } from './data/products';
import { CARD_SWATCHES, ProductCard } from './product-card';

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

describe("a card's colours", () => {
  const several = products.filter((product) => product.colours.length > 1);

  it('shows a swatch of each colour, in the shop’s own colours, named as one image with every colour', () => {
    expect(several.length).toBeGreaterThan(0);
    for (const product of several) {
      const item = card(product);
      const names = product.colours.map((colour) => colour.name);
      const swatches = within(item).getByRole('img', { name: `${product.colours.length} colours: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}` });
      const shown = product.colours.slice(0, CARD_SWATCHES);
      expect([...swatches.querySelectorAll('circle')].map((circle) => circle.getAttribute('fill'))).toEqual(shown.map((colour) => colour.swatch));
      cleanup();
    }
  });

  it('shows four and "+N" for the rest', () => {
    const base = several[0]!;
    const colours = Array.from({ length: 6 }, (_, index) => ({ ...base.colours[0], id: `colour-${index}`, name: `Colour ${index + 1}`, swatch: `#00000${index}` }));
    const item = card({ ...base, colours: colours as unknown as typeof base.colours });
    const swatches = within(item).getByRole('img', { name: /^6 colours: Colour 1, Colour 2, Colour 3, Colour 4, Colour 5 and Colour 6$/ });
    expect(swatches.querySelectorAll('circle')).toHaveLength(CARD_SWATCHES);
    expect(swatches.textContent).toBe('+2');
  });

  it('shows none for a tee in one colour, which has no choice to make', () => {
    const one = products.find((product) => product.colours.length === 1)!;
    expect(within(card(one)).queryByRole('img', { name: /colours/ })).toBeNull();
  });
});
