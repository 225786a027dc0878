import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '@/test/runs';
import { products } from './data/products';
import { bandBounds, hasSize, priceBands, rangeColours } from './facet-rules';
import { filterCount, filtersFromSearchParams, noFilters, searchForFilters, type ShopFilters } from './filters';
import { allSizes } from './product-names';
import { soldOutEverywhere } from './product';
import { onOffer, paysFor } from './pays';
import { emptyQuery, queryFromSearchParams, searchForQuery, shopPriceBands } from './query';
import { passesFilters, queryCatalogue } from './range-query';

const RUNS = runs(1000);
const PROPERTY_TIMEOUT = 30_000;
const find = (filters: Partial<ShopFilters>) => queryCatalogue(products, { ...emptyQuery, filters: { ...noFilters, ...filters } });
const titles = (filters: Partial<ShopFilters>) => find(filters).map((product) => product.title);

describe('price bands', () => {
  it('cuts the range at round figures inside it, on the prices after offers', () => {
    expect(priceBands([349, 1499]).map((band) => band.label)).toEqual(['Under ₹500', '₹500 – ₹999', '₹1,000 and above']);
    expect(priceBands([199, 2500]).map((band) => band.id)).toEqual(['0-499', '500-999', '1000-1999', '2000-']);
    expect(priceBands([600, 900])).toEqual([{ id: '0-', label: 'All prices', min: 0 }]);
    expect(priceBands([])).toEqual([]);
    // The catalogue: ₹349 to ₹1,499 after the winter offer halves its three dearest tees.
    expect(shopPriceBands.map((band) => band.label)).toEqual(['Under ₹500', '₹500 – ₹999', '₹1,000 and above']);
  });

  it('reads only a band id as bounds', () => {
    expect(bandBounds('500-999')).toEqual({ min: 500, max: 999 });
    expect(bandBounds('2000-')).toEqual({ min: 2000, max: Infinity });
    for (const odd of ['', 'cheap', '-5', '5', '1e3-2000', '500 - 999']) expect(bandBounds(odd), odd).toBeUndefined();
  });

  it('every price falls in exactly one band of its range (1000 runs)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: 1, maxLength: 30 }), (prices) => {
        const bands = priceBands(prices);
        for (const price of prices) {
          expect(bands.filter((band) => price >= band.min && price <= (band.max ?? Infinity))).toHaveLength(1);
        }
        // No band is wholly outside the range.
        expect(bands.every((band) => (band.max ?? Infinity) >= Math.min(...prices) && band.min <= Math.max(...prices))).toBe(true);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);
});

describe('passesFilters', () => {
  it('size: in stock in any colour', () => {
    expect(titles({ sizes: ['XXL'] })).not.toContain('Indigo Block-Print Tee');
    expect(titles({ sizes: ['XXL'] })).toContain('Marigold Mandala Tee'); // sold out in XXL in Navy only
    expect(titles({ sizes: ['Small'] })).toContain('Essential Crew Tee'); // sold out in Small in White and Heather Grey, not Black
    expect(titles({ sizes: ['Small'] })).not.toContain('Holi Splash Tee');
  });

  it('colour: by name across the range, with its swatch', () => {
    expect(titles({ colours: ['navy'] })).toEqual(['Marigold Mandala Tee', 'Rain Stripe Crew Tee', 'Essential Crew Tee', 'Cricket Gully Tee']);
    const colours = rangeColours(products);
    expect(colours.find((colour) => colour.id === 'indigo')).toEqual({ id: 'indigo', name: 'Indigo', swatch: expect.stringMatching(/^#/) });
    expect(new Set(colours.map((colour) => colour.id)).size).toBe(colours.length);
  });

  it('price: on the price after offers', () => {
    // The Thar Sunset Oversized Tee is ₹1,799, ₹900 in the winter offer.
    expect(titles({ prices: ['500-999'] })).toContain('Thar Sunset Oversized Tee');
    expect(titles({ prices: ['1000-'] })).not.toContain('Thar Sunset Oversized Tee');
    expect(titles({ prices: ['0-499'] })).toEqual(['Essential Crew Tee']);
    expect(find({ prices: ['0-499', '500-999', '1000-'] })).toHaveLength(16);
  });

  it('on offer and in stock only', () => {
    expect(find({ onOffer: true }).every(onOffer)).toBe(true);
    expect(titles({ onOffer: true })).toContain('Rain Stripe Crew Tee'); // buy one get one
    expect(titles({ onOffer: true })).toContain('Ikat Weave Tee'); // winter 50% off
    expect(titles({ onOffer: true })).not.toContain('Camel Caravan Tee');
    expect(titles({ inStock: true })).not.toContain('Holi Splash Tee');
    expect(find({ inStock: true })).toHaveLength(15);
  });

  const filtersArb: fc.Arbitrary<ShopFilters> = fc.record({
    sizes: fc.subarray([...allSizes]),
    colours: fc.subarray(rangeColours(products).map((colour) => colour.id)),
    prices: fc.subarray(shopPriceBands.map((band) => band.id)),
    onOffer: fc.boolean(),
    inStock: fc.boolean(),
  });

  it('keeps exactly the products meeting every chosen group, any value within a group (1000 runs)', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const kept = new Set(find(filters));
        for (const product of products) {
          const expected =
            (filters.sizes.length === 0 || filters.sizes.some((size) => hasSize(product, size))) &&
            (filters.colours.length === 0 || product.colours.some((colour) => filters.colours.includes(colour.id))) &&
            (filters.prices.length === 0 ||
              filters.prices.some((id) => paysFor(product) >= bandBounds(id)!.min && paysFor(product) <= bandBounds(id)!.max)) &&
            (!filters.onOffer || onOffer(product)) &&
            (!filters.inStock || !soldOutEverywhere(product));
          expect(kept.has(product), product.title).toBe(expected);
          expect(passesFilters(product, filters)).toBe(expected);
        }
        // Adding a value to a group never takes a product away; adding a group never adds one.
        expect(find({ ...filters, inStock: true }).length).toBeLessThanOrEqual(kept.size);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);
});

describe('filters in the shop address', () => {
  const known = { colours: new Set(['indigo', 'navy']), prices: new Set(['0-499', '500-999']) };

  it('reads sizes, colours, bands, offer and stock, ignoring anything unknown or repeated', () => {
    const params = new URLSearchParams('size=XL&size=Medium&size=huge&size=XL&colour=indigo&colour=purple&price=500-999&price=9-10&offer=1&stock=yes');
    expect(filtersFromSearchParams(params, known)).toEqual({ sizes: ['Medium', 'XL'], colours: ['indigo'], prices: ['500-999'], onOffer: true, inStock: false });
    expect(filtersFromSearchParams(new URLSearchParams(''), known)).toEqual(noFilters);
  });

  it('writes the address the brief shows, and counts the chosen values', () => {
    const filters: ShopFilters = { sizes: ['Medium', 'XL'], colours: ['indigo'], prices: ['500-999'], onOffer: true, inStock: true };
    expect(new URLSearchParams(searchForQuery({ ...emptyQuery, filters })).toString()).toBe(
      'size=Medium&size=XL&colour=indigo&price=500-999&offer=1&stock=1',
    );
    expect(searchForFilters(noFilters)).toEqual([]);
    expect(filterCount(filters)).toBe(6);
  });

  it('never throws on an arbitrary address and keeps only known values (1000 runs)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (raw) => {
        const { filters } = queryFromSearchParams(new URLSearchParams(raw));
        expect(filters.sizes.every((size) => allSizes.includes(size))).toBe(true);
        expect(filters.prices.every((id) => shopPriceBands.some((band) => band.id === id))).toBe(true);
        expect(filters.colours.every((id) => rangeColours(products).some((colour) => colour.id === id))).toBe(true);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);
});
