import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '@/test/runs';
import { collectionSizes } from './data/range.generated';
import { products } from './data/products';
import { shopColours, shopPriceBands } from './data/shop-page.generated';
import { groupOptions, toggleOptions } from './facets';
import type { ShopFilters } from './filters';
import { allSizes } from './product-names';
import { minRatings, sortOrders, type CatalogueQuery } from './query';
import { queryCatalogue, shopRange } from './range-query';

const filtersArb: fc.Arbitrary<ShopFilters> = fc.record({
  sizes: fc.subarray([...allSizes]),
  colours: fc.subarray(shopColours.map((colour) => colour.id)),
  prices: fc.subarray(shopPriceBands.map((band) => band.id)),
  onOffer: fc.boolean(),
  inStock: fc.boolean(),
});

const queryArb: fc.Arbitrary<CatalogueQuery> = fc.record({
  q: fc.constant(''),
  sort: fc.constantFrom(...sortOrders),
  minRating: fc.constantFrom(...minRatings),
  collection: fc.constantFrom('', ...collectionSizes.map(([collection]) => collection)),
  filters: filtersArb,
});

/** What an option gives, counted the long way: the whole query with its group set to the option. */
const asked = (query: CatalogueQuery, filters: Partial<ShopFilters>) => queryCatalogue(products, { ...query, filters: { ...query.filters, ...filters } }).length;

describe('the count beside each filter', () => {
  it('is how many tees the query would show with that option in place of its group’s, for any query', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        for (const group of ['sizes', 'colours', 'prices'] as const) {
          for (const option of groupOptions(group, query, undefined, shopRange(products).count)) expect(option.count).toBe(asked(query, { [group]: [option.value] }));
        }
        for (const option of toggleOptions(query, undefined, shopRange(products).count)) expect(option.count).toBe(asked(query, { [option.group]: true }));
      }),
      runs(200),
    );
  });
});
