import { describe, expect, it } from 'vitest';
import { products } from './data/products';
import { isOnSale, SALE } from './sale';
import { knownCollections, shopCollections } from './shop-collections';

describe('shopCollections', () => {
  it('names each collection of the catalogue once, by its offer’s words when it has one, and “On sale” last', () => {
    const collections = shopCollections([...knownCollections(products)], [{ kind: 'buy-one-get-one', collection: 'featured', wording: 'Buy 1 Get 1 Free' }]);
    const names = collections.map((each) => each.collection);
    expect(new Set(names).size).toBe(names.length);
    for (const collection of new Set(products.flatMap((product) => product.collections))) expect(names).toContain(collection);
    expect(collections.find((each) => each.collection === 'featured')?.label).toBe('Buy 1 Get 1 Free');
    expect(collections.find((each) => each.collection === 'new-arrivals')?.label).toBe('New Arrivals');
    if (products.some(isOnSale)) expect(collections.at(-1)).toEqual({ collection: SALE, label: 'On sale' });
  });

  it('are, by default, the range’s as the build counted them', () => {
    expect(shopCollections().map((each) => each.collection)).toEqual([...knownCollections(products)]);
  });

  it('has none for an empty range', () => {
    expect(shopCollections([], [])).toEqual([]);
  });
});
