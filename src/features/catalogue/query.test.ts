import { rangeColours } from './facet-rules';
import { noFilters, type ShopFilters } from './filters';
import { allSizes } from './product-names';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { plainText, type RichText } from '@/lib/rich-text';
import type * as Descriptions from './data/descriptions';
import { descriptionOf } from './data/descriptions';
import { descriptionWords } from './data/description-words';
import { products } from './data/products';
import { soldOutEverywhere, withImages, type Product, type ProductColour } from './product';
import { paysFor } from './pays';
import { emptyQuery, isFiltered, minRatings, queryFromSearchParams, searchForQuery, shopPriceBands, sortOrders, type CatalogueQuery, type MinRating, type SortOrder } from './query';
import { queryCatalogue as queryWithWords } from './range-query';
import { runs } from '@/test/runs';

/**
 * Descriptions of the products made here (their ids are 100 and up, past the catalogue's), beside
 * the catalogue's own: the search reads a product's description by its id.
 */
const madeDescriptions = vi.hoisted(() => new Map<number, RichText>());
vi.mock('./data/descriptions', async (importOriginal) => {
  const actual = await importOriginal<typeof Descriptions>();
  return { ...actual, descriptionOf: (productId: number) => madeDescriptions.get(productId) ?? actual.descriptionOf(productId) };
});

/** The search as the shop runs it, with the descriptions' words (those made here too). */
const queryCatalogue = (list: readonly Product[], q: CatalogueQuery) => queryWithWords(list, q, (productId) => plainText(descriptionOf(productId)));

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 30_000;

const RUNS = runs(1000);

/** The shop's order for a list as given: the same order, with the tees sold out in every size last. */
function shopOrder(list: readonly Product[]): Product[] {
  return [...list.filter((product) => !soldOutEverywhere(product)), ...list.filter(soldOutEverywhere)];
}

function titles(list: readonly Product[]): string[] {
  return list.map((product) => product.title);
}
function ids(list: readonly Product[]): number[] {
  return list.map((product) => product.id);
}
function query(partial: Partial<CatalogueQuery>): CatalogueQuery {
  return { ...emptyQuery, ...partial };
}

/** The collections the generated products are put in, with the label people see and the seed's old name (if any). */
const collectionNames: Record<string, { label: string; alias?: string }> = {
  featured: { label: 'Featured', alias: 'featured_product' },
  'new-arrivals': { label: 'New Arrivals', alias: 'New Arrivals' },
  'summer-sale': { label: 'Summer Sale' },
  winter: { label: 'Winter' },
  bogo: { label: 'Bogo' },
};

/** Independent statement of the search rule: title, description's text, or a collection's id, label or old name. */
function mentions(product: Product, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (needle === '') return true;
  const collections = product.collections.flatMap((id) => {
    const names = collectionNames[id];
    if (!names) throw new Error(`unexpected collection ${id}`);
    return [id, names.label, ...(names.alias === undefined ? [] : [names.alias])];
  });
  return [product.title, plainText(descriptionOf(product.id)), ...collections].some((text) => text.toLowerCase().includes(needle));
}

// ---------------------------------------------------------------------------------------------
// Generators

const words = ['Tee', 'cotton', 'Indigo', 'kite', 'Oversized', 'chai', 'STRIPE', 'neel', 'print', 'Featured', 'new', 'arrivals'];
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.array(fc.constantFrom(...words), { maxLength: 6 }).map((parts) => parts.join(' ')),
);

/** A description as the build hands it over: one or two blocks, the text plain, bold or in a list. */
const descriptionArb: fc.Arbitrary<RichText> = fc.array(
  fc.oneof(
    text.map((words) => ({ kind: 'paragraph' as const, text: [words] })),
    fc.tuple(text, text).map(([plain, bold]) => ({ kind: 'paragraph' as const, text: [plain, { strong: [bold] }] })),
    fc.array(text, { minLength: 1, maxLength: 3 }).map((items) => ({ kind: 'list' as const, items: items.map((item) => [item]) })),
  ),
  { minLength: 1, maxLength: 2 },
);

/** One colour with one photo: search never looks at colours. */
const colour = (): ProductColour => ({
  id: 'indigo',
  name: 'Indigo',
  swatch: '#2e3a6e',
  soldOut: [],
  photos: [{ name: 'front', alt: 'front view' }],
});

const productArb: fc.Arbitrary<Product> = fc
  .record({
    id: fc.integer({ min: 100, max: 10_000 }),
    brand: fc.constantFrom('Rangeela Studio', 'Kite Club', 'Neel & Co.', 'Monsoon Mills'),
    title: text,
    description: descriptionArb,
    price: fc.integer({ min: 1, max: 5000 }),
    // Some not rated at all (no reviews: 0), which any minimum rating leaves out (PRODUCT.md §2a).
    rating: fc.oneof(fc.constant(0), fc.integer({ min: 10, max: 50 }).map((tenths) => tenths / 10)),
    collections: fc.subarray(Object.keys(collectionNames)),
  })
  .map(({ id, description, ...fields }) => {
    const slug = `tee-${id}`;
    madeDescriptions.set(id, description);
    return withImages({
      id,
      ...fields,
      reviewCount: fields.rating === 0 ? 0 : 3,
      photoDir: `/images/shop/products/${slug}.01234567`,
      colours: [colour()],
    });
  });

/** Lists with unique ids, including (often) equal prices, to test ordering of ties. */
const productListArb = fc.uniqueArray(productArb, { selector: (product) => product.id, maxLength: 25 });

const sortArb: fc.Arbitrary<SortOrder> = fc.constantFrom(...sortOrders);
const ratingArb: fc.Arbitrary<MinRating> = fc.constantFrom(...minRatings);

/** Search text: random strings, known words in any case, surrounding spaces, collection ids, labels and old names. */
const qArb = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(...words, 'featured', 'featured_product', 'new-arrivals', 'New Arrivals', 'summer-sale', 'Summer Sale', '').map((word) => word),
  fc
    .tuple(fc.constantFrom(...words), fc.constantFrom('', ' ', '  ', '\t'), fc.boolean())
    .map(([word, pad, upper]) => `${pad}${upper ? word.toUpperCase() : word.toLowerCase()}${pad}`),
);

const queryArb: fc.Arbitrary<CatalogueQuery> = fc.record({ q: qArb, sort: sortArb, minRating: ratingArb, collection: fc.constant(''), filters: fc.constant(noFilters) });

/** Filters an address may hold for the catalogue, each group in the order the address writes it. */
const validFiltersArb: fc.Arbitrary<ShopFilters> = fc.record({
  sizes: fc.subarray([...allSizes]),
  colours: fc.uniqueArray(fc.constantFrom(...rangeColours(products).map((colour) => colour.id))),
  prices: fc.uniqueArray(fc.constantFrom(...shopPriceBands.map((band) => band.id))),
  onOffer: fc.boolean(),
  inStock: fc.boolean(),
});

/** A list to query: random products, or the real catalogue. */
const listArb = fc.oneof(productListArb, fc.constant(products));

/** True when `sub` appears in `list` in the same relative order. */
function isSubsequence(sub: readonly Product[], list: readonly Product[]): boolean {
  let at = 0;
  for (const product of list) {
    if (at < sub.length && sub[at] === product) at++;
  }
  return at === sub.length;
}

// ---------------------------------------------------------------------------------------------
// Examples against the real catalogue

describe('queryCatalogue: examples on the real catalogue', () => {
  it('returns the whole catalogue in order for the empty query', () => {
    expect(queryCatalogue(products, emptyQuery)).toEqual(shopOrder(products));
  });

  it('searches titles', () => {
    expect(titles(queryCatalogue(products, query({ q: 'kite' })))).toEqual(['Kite Festival Graphic Tee']);
    expect(titles(queryCatalogue(products, query({ q: 'Ikat' })))).toEqual(['Ikat Weave Tee']);
  });

  it('searches descriptions', () => {
    // "Uttarayan" and "Pochampally" appear only in descriptions.
    expect(titles(queryCatalogue(products, query({ q: 'uttarayan' })))).toEqual(['Kite Festival Graphic Tee']);
    expect(titles(queryCatalogue(products, query({ q: 'pochampally' })))).toEqual(['Ikat Weave Tee']);
    expect(ids(queryCatalogue(products, query({ q: 'oversized' })))).toEqual([7]);
  });

  it('matches descriptions by the words the shop loads for a search; a search without them says so rather than miss tees', () => {
    expect(titles(queryWithWords(products, query({ q: 'uttarayan' }), descriptionWords))).toEqual(['Kite Festival Graphic Tee']);
    expect(() => queryWithWords(products, query({ q: 'uttarayan' }))).toThrow('A search for “uttarayan” needs the products');
    // Sorting, the rating and filters need no descriptions.
    expect(ids(queryWithWords(products, query({ sort: 'newest', minRating: 1 })))).toEqual(ids(queryCatalogue(products, query({ sort: 'newest', minRating: 1 }))));
  });

  it("searches collections, by their id, by the label people see and by the seed's old name", () => {
    const featured = [1, 2, 3, 4, 5, 6, 7, 8];
    const arrivals = [9, 10, 11, 12, 14, 15, 16, 13]; // 13, the Holi Splash Tee, is sold out: last
    expect(ids(queryCatalogue(products, query({ q: 'Featured' })))).toEqual(featured);
    expect(ids(queryCatalogue(products, query({ q: 'featured_product' })))).toEqual(featured);
    expect(ids(queryCatalogue(products, query({ q: 'New Arrivals' })))).toEqual(arrivals);
    expect(ids(queryCatalogue(products, query({ q: 'new arrivals' })))).toEqual(arrivals);
    expect(ids(queryCatalogue(products, query({ q: 'new-arrivals' })))).toEqual(arrivals);
  });

  it('searches a description by its words, whatever their formatting', () => {
    const [first] = products;
    if (!first) throw new Error('no products');
    madeDescriptions.set(99, [
      { kind: 'paragraph', text: ['Printed with ', { strong: ['saffron'] }, ' and ', { em: ['turmeric'] }, ' inks.'] },
      { kind: 'list', items: [['Ribbed ', { link: '/blog', text: ['kolhapuri'] }, ' collar']] },
    ]);
    const formatted = withImages({ ...first, id: 99 });
    const list = [...products, formatted];
    for (const q of ['saffron and turmeric', 'KOLHAPURI collar']) {
      expect(ids(queryCatalogue(list, query({ q }))), q).toEqual([99]);
    }
  });

  it('is case-insensitive and ignores leading and trailing spaces', () => {
    const expected = ids(queryCatalogue(products, query({ q: 'indigo' })));
    expect(expected.length).toBeGreaterThan(0);
    for (const q of ['INDIGO', 'Indigo', '  indigo  ', '\tinDiGo\n']) {
      expect(ids(queryCatalogue(products, query({ q }))), JSON.stringify(q)).toEqual(expected);
    }
  });

  it('treats a whitespace-only query as empty', () => {
    expect(queryCatalogue(products, query({ q: '   ' }))).toEqual(shopOrder(products));
  });

  it('finds nothing for a word that appears nowhere', () => {
    expect(queryCatalogue(products, query({ q: 'zzzz-nothing' }))).toEqual([]);
  });

  it('sorts by the price after offers, low to high and high to low, sold-out tees last', () => {
    const inStock = products.filter((product) => !soldOutEverywhere(product));
    const ascending = queryCatalogue(products, query({ sort: 'price-asc' }));
    const descending = queryCatalogue(products, query({ sort: 'price-desc' }));
    expect(ascending).toHaveLength(16);
    expect(paysFor(ascending[0]!)).toBe(349);
    // The Midnight Constellation Tee (₹2,799, Winter collection 50% off) costs ₹1,400: the dearest is the Indigo Block-Print at ₹1,499.
    expect(ascending.at(-2)!.title).toBe('Indigo Block-Print Tee');
    expect(ids(ascending.slice(0, 15)).map((id) => paysFor(products.find((p) => p.id === id)!))).toEqual(inStock.map(paysFor).sort((a, b) => a - b));
    expect(ascending.at(-1)!.title).toBe('Holi Splash Tee');
    expect(descending.at(-1)!.title).toBe('Holi Splash Tee');
    expect(descending.slice(0, 15).map(paysFor)).toEqual(inStock.map(paysFor).sort((a, b) => b - a));
  });

  it('sorts by customer rating (more reviews first among equals) and by newest (highest id), sold-out tees last', () => {
    const byRating = queryCatalogue(products, query({ sort: 'rating' }));
    for (let i = 1; i < 15; i++) {
      const [before, here] = [byRating[i - 1]!, byRating[i]!];
      expect(here.rating < before.rating || (here.rating === before.rating && here.reviewCount <= before.reviewCount)).toBe(true);
    }
    expect(ids(queryCatalogue(products, query({ sort: 'newest' })))).toEqual([16, 15, 14, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 13]);
  });

  it("keeps the catalogue order for sort 'none'", () => {
    expect(ids(queryCatalogue(products, query({ sort: 'none' })))).toEqual(ids(shopOrder(products)));
  });

  it('does not reorder the array it is given', () => {
    const input = [...products];
    queryCatalogue(input, query({ sort: 'price-desc' }));
    expect(input).toEqual(products);
  });

  // Two sample tees have no reviews yet (11 and 15): no minimum rating keeps them (PRODUCT.md §2a).
  it.each([
    [1, 14],
    [2, 13],
    [3, 12],
    [4, 8],
    [5, 2],
  ] as const)('minimum rating %i keeps %i products, each rated at least that', (minRating, count) => {
    const found = queryCatalogue(products, query({ minRating }));
    expect(found).toHaveLength(count);
    for (const product of found) expect(product.rating).toBeGreaterThanOrEqual(minRating);
  });

  it('rating 5 keeps exactly the products rated 5.0', () => {
    expect(titles(queryCatalogue(products, query({ minRating: 5 })))).toEqual([
      'Kite Festival Graphic Tee',
      'Peacock Feather Tee',
    ]);
  });

  it('combines search, rating and sort', () => {
    // "Featured" = ids 1–8; rated 4+ = 1 (799), 2 (1099), 3 (649), 4 (1499), 6 (899).
    expect(ids(queryCatalogue(products, { q: 'featured', sort: 'price-asc', minRating: 4, collection: '', filters: noFilters }))).toEqual([3, 1, 6, 2, 4]);
    expect(ids(queryCatalogue(products, { q: ' FEATURED ', sort: 'price-desc', minRating: 4, collection: '', filters: noFilters }))).toEqual([4, 2, 6, 1, 3]);
    expect(ids(queryCatalogue(products, { q: 'cotton', sort: 'none', minRating: 5, collection: '', filters: noFilters }))).toEqual([3, 9]);
    expect(queryCatalogue(products, { q: 'kite', sort: 'price-desc', minRating: 5, collection: '', filters: noFilters })).toHaveLength(1);
    expect(queryCatalogue(products, { q: 'camel', sort: 'price-asc', minRating: 2, collection: '', filters: noFilters })).toEqual([]);
  });
});

describe('isFiltered', () => {
  it('is false only for the default query (whitespace counts as empty)', () => {
    expect(isFiltered(emptyQuery)).toBe(false);
    expect(isFiltered(query({ q: '   ' }))).toBe(false);
    expect(isFiltered(query({ q: 'tee' }))).toBe(true);
    expect(isFiltered(query({ sort: 'price-asc' }))).toBe(true);
    expect(isFiltered(query({ minRating: 1 }))).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

describe('queryCatalogue: properties', () => {
  it('returns a subset of the input, and exactly the products that match (1000 runs)', () => {
    fc.assert(
      fc.property(listArb, queryArb, (list, q) => {
        const found = queryCatalogue(list, q);
        for (const product of found) expect(list).toContain(product);
        expect(new Set(found).size).toBe(found.length);
        const expected = list.filter((product) => product.rating >= q.minRating && mentions(product, q.q));
        expect(new Set(found)).toEqual(new Set(expected));
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('every result meets the minimum rating and mentions the query in title, description or collection (1000 runs)', () => {
    fc.assert(
      fc.property(listArb, queryArb, (list, q) => {
        for (const product of queryCatalogue(list, q)) {
          expect(product.rating).toBeGreaterThanOrEqual(q.minRating);
          expect(mentions(product, q.q)).toBe(true);
        }
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('orders results by the sort: non-decreasing, non-increasing, or the input order for none (1000 runs)', () => {
    fc.assert(
      fc.property(listArb, queryArb, (list, q) => {
        const all = queryCatalogue(list, q);
        const found = all.filter((product) => !soldOutEverywhere(product));
        // Sold-out tees come after every other, in the same order among themselves.
        expect(all.slice(found.length).every(soldOutEverywhere)).toBe(true);
        const prices = found.map(paysFor);
        for (let i = 1; i < found.length; i++) {
          const before = prices[i - 1] ?? 0;
          const here = prices[i] ?? 0;
          if (q.sort === 'price-asc') expect(here).toBeGreaterThanOrEqual(before);
          if (q.sort === 'price-desc') expect(here).toBeLessThanOrEqual(before);
          if (q.sort === 'newest') expect(found[i]!.id).toBeLessThan(found[i - 1]!.id);
          if (q.sort === 'rating') expect(found[i]!.rating).toBeLessThanOrEqual(found[i - 1]!.rating);
        }
        if (q.sort === 'none') expect(isSubsequence(found, list)).toBe(true);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('keeps the input order between products of equal price (stable sort) (1000 runs)', () => {
    const samePrices = fc.uniqueArray(
      productArb.map((product) => ({ ...product, price: (product.price % 3) * 100 + 100 })),
      { selector: (product) => product.id, maxLength: 20 },
    );
    fc.assert(
      fc.property(samePrices, fc.constantFrom<SortOrder>('price-asc', 'price-desc'), (list, sort) => {
        const found = queryCatalogue(list, { q: '', sort, minRating: 0, collection: '', filters: noFilters });
        for (const price of new Set(list.map(paysFor))) {
          for (const soldOut of [false, true]) {
            const tied = found.filter((product) => paysFor(product) === price && soldOutEverywhere(product) === soldOut);
            expect(isSubsequence(tied, list)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('returns the input in its order, sold-out tees last, for an empty or whitespace query, rating 0 and sort none (1000 runs)', () => {
    const blank = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0'), maxLength: 6 });
    fc.assert(
      fc.property(listArb, blank, (list, q) => {
        expect(queryCatalogue(list, { q, sort: 'none', minRating: 0, collection: '', filters: noFilters })).toEqual(shopOrder(list));
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('gives the same result for a query in any letter case and with surrounding spaces (1000 runs)', () => {
    fc.assert(
      fc.property(listArb, queryArb, fc.constantFrom('', ' ', '   '), (list, q, pad) => {
        const base = queryCatalogue(list, q);
        expect(queryCatalogue(list, { ...q, q: `${pad}${q.q.toUpperCase()}${pad}` })).toEqual(
          queryCatalogue(list, { ...q, q: q.q.toUpperCase() }),
        );
        expect(queryCatalogue(list, { ...q, q: `${pad}${q.q}${pad}` })).toEqual(base);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);
});

// ---------------------------------------------------------------------------------------------
// URL parameters

describe('queryFromSearchParams / searchForQuery', () => {
  it('reads a full shop URL', () => {
    expect(queryFromSearchParams(new URLSearchParams('q=kite&sort=price-desc&rating=4'))).toEqual({
      q: 'kite',
      sort: 'price-desc',
      minRating: 4,
      collection: '',
      filters: noFilters,
    });
  });

  it('reads an empty URL as the default query', () => {
    expect(queryFromSearchParams(new URLSearchParams(''))).toEqual(emptyQuery);
  });

  it('trims the search text', () => {
    expect(queryFromSearchParams(new URLSearchParams('q=+kite+')).q).toBe('kite');
  });

  it.each(['bogus', 'PRICE-ASC', 'price', '', 'none '])('ignores sort=%j', (sort) => {
    expect(queryFromSearchParams(new URLSearchParams({ sort })).sort).toBe('none');
  });

  it.each(['7', '-1', 'abc', '2.5', '', '6', ' 3', '03', '1e0', '4x'])('ignores rating=%j', (rating) => {
    expect(queryFromSearchParams(new URLSearchParams({ rating })).minRating).toBe(0);
  });

  it('ignores invalid values while keeping the valid ones', () => {
    expect(queryFromSearchParams(new URLSearchParams('q=tee&sort=bogus&rating=7&collection=nope'))).toEqual({
      q: 'tee',
      sort: 'none',
      minRating: 0,
      collection: '',
      filters: noFilters,
    });
    expect(queryFromSearchParams(new URLSearchParams('sort=price-asc&rating=2.5'))).toEqual({
      q: '',
      sort: 'price-asc',
      minRating: 0,
      collection: '',
      filters: noFilters,
    });
  });

  it('reads every valid rating and sort', () => {
    for (const rating of minRatings) {
      expect(queryFromSearchParams(new URLSearchParams({ rating: String(rating) })).minRating).toBe(rating);
    }
    for (const sort of sortOrders) {
      expect(queryFromSearchParams(new URLSearchParams({ sort })).sort).toBe(sort);
    }
  });

  it('leaves defaults out of the URL', () => {
    expect(searchForQuery(emptyQuery)).toEqual([]);
    expect(searchForQuery(query({ q: '   ' }))).toEqual([]);
    expect(searchForQuery({ q: ' tee ', sort: 'price-asc', minRating: 4, collection: '', filters: noFilters })).toEqual([
      ['q', 'tee'],
      ['sort', 'price-asc'],
      ['rating', '4'],
    ]);
  });

  it('never throws on an arbitrary query string and always yields valid values (1000 runs)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (raw) => {
        const parsed = queryFromSearchParams(new URLSearchParams(raw));
        expect(sortOrders).toContain(parsed.sort);
        expect(minRatings).toContain(parsed.minRating);
        expect(typeof parsed.q).toBe('string');
        expect(parsed.q.length).toBeLessThanOrEqual(100);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('never throws on arbitrary q, sort and rating values and always yields valid values (1000 runs)', () => {
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 150 }),
      fc.constantFrom('price-asc', 'price-desc', 'none', '0', '5', '7', '-1', '2.5', 'abc'),
    );
    const entries = fc.array(fc.tuple(fc.constantFrom('q', 'sort', 'rating', 'other'), value), { maxLength: 6 });
    fc.assert(
      fc.property(entries, (pairs) => {
        const params = new URLSearchParams(pairs);
        const parsed = queryFromSearchParams(params);
        expect(sortOrders).toContain(parsed.sort);
        expect(minRatings).toContain(parsed.minRating);
        expect(parsed.q.length).toBeLessThanOrEqual(100);
        // Valid values are taken as they are, invalid ones ignored.
        const sort = params.get('sort');
        expect(parsed.sort).toBe(sort !== null && (sortOrders as readonly string[]).includes(sort) ? sort : 'none');
        const rating = params.get('rating');
        expect(parsed.minRating).toBe(rating !== null && /^[0-5]$/.test(rating) ? Number(rating) : 0);
      }),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);

  it('round-trips every valid trimmed query through the URL (1000 runs)', () => {
    const trimmedQ = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.string({ maxLength: 100 }),
      fc.constantFrom('a b', 'a+b', 'a&b=c', '100%', '#hash', '“kite”', 'कुर्ता', '?q=x'),
    )
      .map((q) => q.trim())
      .filter((q) => q.length <= 100);
    fc.assert(
      fc.property(
        fc.record({ q: trimmedQ, sort: sortArb, minRating: ratingArb, collection: fc.constantFrom('', 'winter', 'bogo', 'sale', 'featured'), filters: validFiltersArb }),
        (q) => {
        expect(queryFromSearchParams(new URLSearchParams(searchForQuery(q)))).toEqual(q);
        },
      ),
      RUNS,
    );
  }, PROPERTY_TIMEOUT);
});

describe('collections in the shop address', () => {
  it('shows a collection’s products, and `sale` every product below its MRP or in a percentage offer', () => {
    const winter = queryCatalogue(products, query({ collection: 'winter' }));
    expect(winter.length).toBeGreaterThan(0);
    expect(winter.every((product) => product.collections.includes('winter'))).toBe(true);
    expect(shopOrder(products.filter((product) => product.collections.includes('winter')))).toEqual(winter);
    const sale = queryCatalogue(products, query({ collection: 'sale' }));
    expect(sale.map((product) => product.id).sort((a, b) => a - b)).toEqual(
      products
        .filter((product) => (product.mrp ?? 0) > product.price || product.collections.includes('winter'))
        .map((product) => product.id)
        .sort((a, b) => a - b),
    );
    // Combined with search, rating and sort like any filter.
    expect(queryCatalogue(products, query({ collection: 'bogo', sort: 'price-asc' })).map(paysFor)).toEqual([349, 549, 1099]);
    // Winter's 50% off counts in its price sort: ₹1,799 → ₹900, ₹2,199 → ₹1,100, ₹2,799 → ₹1,400.
    expect(queryCatalogue(products, query({ collection: 'winter', sort: 'price-asc' })).map(paysFor)).toEqual([900, 1100, 1400]);
  });

  it('reads a known collection from the address, and ignores an unknown or odd one', () => {
    expect(queryFromSearchParams(new URLSearchParams('collection=winter')).collection).toBe('winter');
    expect(queryFromSearchParams(new URLSearchParams('collection=%20Winter%20')).collection).toBe('winter');
    expect(queryFromSearchParams(new URLSearchParams('collection=sale')).collection).toBe('sale');
    for (const odd of ['summer', '', '<script>', 'winter&x', '../featured']) {
      expect(queryFromSearchParams(new URLSearchParams({ collection: odd })).collection).toBe('');
    }
    expect(searchForQuery(query({ collection: 'bogo' }))).toEqual([['collection', 'bogo']]);
    expect(isFiltered(query({ collection: 'bogo' }))).toBe(true);
  });
});
