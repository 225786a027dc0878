import { describe, expect, it } from 'vitest';
import { groupOptions, toggleOptions } from '../facets';
import { priceBands, rangeColours } from '../facet-rules';
import { paysFor } from '../pays';
import { emptyQuery } from '../query';
import { queryCatalogue, shopRange } from '../range-query';
import { SHOP_PAGE_SIZE } from '../paging';
import { products } from './products';
import { firstShopTees } from './shop-page';
import { shopColours, shopPriceBands } from './shop-page.generated';

/*
 * What the build wrote for the shop's first page (scripts/shop/generate.ts) is what the shop would
 * draw from the whole range with nothing chosen: the page React takes over is the page it would
 * have drawn, and nothing moves when the range comes.
 */
describe("the shop's first page, as the build wrote it", () => {
  it('is the range’s first twelve in the shop’s order, those sold out in every size last', () => {
    expect(firstShopTees.map((tee) => tee.id)).toEqual(queryCatalogue(products, emptyQuery).slice(0, SHOP_PAGE_SIZE).map((tee) => tee.id));
    // The same tees the range holds, not copies: each is the one `findProduct` answers with.
    for (const tee of firstShopTees) expect(products.find((product) => product.id === tee.id)).toBe(tee);
  });

  it('has the range’s colours and its price bands on the prices after offers', () => {
    expect(shopColours).toEqual(rangeColours(products));
    expect(shopPriceBands).toEqual(priceBands(products.map(paysFor)));
  });

  it('counts each filter as the shop counts it over the range with nothing chosen', () => {
    for (const group of ['sizes', 'colours', 'prices'] as const) {
      const fromRange = groupOptions(group, emptyQuery, undefined, shopRange(products).count);
      expect(groupOptions(group, emptyQuery, undefined, undefined)).toEqual(fromRange);
      // Not all zero or all the range: the counts say something.
      expect(fromRange.some((option) => option.count > 0 && option.count < products.length)).toBe(true);
    }
    expect(toggleOptions(emptyQuery, undefined, undefined)).toEqual(toggleOptions(emptyQuery, undefined, shopRange(products).count));
  });
});
