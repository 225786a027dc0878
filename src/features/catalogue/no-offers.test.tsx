import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { products } from './data/products';
import { ProductCard } from './product-card';
import { collectionTitle, emptyQuery } from './query';
import { queryCatalogue } from './range-query';
import { isOnSale } from './sale';

// A shop that deleted its offers (issue 35): shop/offers.yaml with no automatic offer.
vi.mock('./data/offers.generated', () => ({ shopOffers: [], largestSaving: 0 }));

const winter = products.filter((product) => product.collections.includes('winter'));

describe('a collection with no offer on it', () => {
  it.runIf(winter.length > 0)('is only a collection: its tees are at their own prices and nothing names an offer', () => {
    expect(collectionTitle('winter')).toBe('Winter');
    expect(queryCatalogue(products, { ...emptyQuery, collection: 'winter' })).toEqual(winter);
    for (const product of winter) {
      expect(isOnSale(product)).toBe(product.mrp !== undefined && product.mrp > product.price);
      const { unmount } = render(
        <MemoryRouter>
          <ul>
            <ProductCard product={product} />
          </ul>
        </MemoryRouter>,
      );
      expect(screen.queryByText(/% off$|buy 1 get 1|winter collection/i)).toBeNull();
      unmount();
    }
  });
});
