import { filterCount, filtersFromSearchParams, noFilters, searchForFilters, type ShopFilters } from './filters';
import { collectionSizes } from './data/range.generated';
import { shopColours, shopPriceBands } from './data/shop-page.generated';
import { collectionTitle, knownCollections } from './shop-collections';

export { collectionTitle, knownCollections, shopPriceBands };

/**
 * The shop's search, sort, minimum-rating filter, collection and filters (./filters.ts) as one pure
 * function, plus the mapping between a query and the shop URL's
 * `?q=&sort=&rating=&collection=&size=&colour=&price=&offer=&stock=` parameters.
 */

export const sortOrders = ['none', 'price-asc', 'price-desc', 'rating', 'newest'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const minRatings = [0, 1, 2, 3, 4, 5] as const;
export type MinRating = (typeof minRatings)[number];

export interface CatalogueQuery {
  /** Search text as typed; matched trimmed and case-insensitively. */
  q: string;
  sort: SortOrder;
  /** 0 means no minimum. */
  minRating: MinRating;
  /** A collection of the catalogue (`winter`), `sale` (every product with a saving), or '' for all. */
  collection: string;
  filters: ShopFilters;
}

export const emptyQuery: CatalogueQuery = { q: '', sort: 'none', minRating: 0, collection: '', filters: noFilters };

export const sortLabels: Record<SortOrder, string> = {
  none: 'Default order',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Customer rating',
  newest: 'Newest',
};

export function minRatingLabel(rating: MinRating): string {
  if (rating === 0) return 'Any rating';
  return rating === 5 ? '5' : `${rating} and above`;
}

/**
 * Each product's description as plain words, by id: what a search matches beyond titles and
 * collections. Its own chunk (./data/description-words.ts), which the shop loads only once a search
 * asks for it (./shop/description-words.ts), so the shop's first JavaScript carries no descriptions.
 */
export type DescriptionWords = (productId: number) => string;

function isSortOrder(value: string | null): value is SortOrder {
  return value !== null && (sortOrders as readonly string[]).includes(value);
}

function toMinRating(value: string | null): MinRating {
  if (value === null || !/^[0-5]$/.test(value)) return 0;
  return Number(value) as MinRating;
}

/** What a shop address may name: the catalogue's collections, colours and price bands. */
export interface KnownValues {
  collections: ReadonlySet<string>;
  colours: ReadonlySet<string>;
  prices: ReadonlySet<string>;
}

/** The values the shop's address may hold: the range's collections, colours and price bands, as the build found them (scripts/shop/generate.ts). */
function knownValues(): KnownValues {
  return {
    collections: new Set(collectionSizes.map(([collection]) => collection)),
    colours: new Set(shopColours.map((colour) => colour.id)),
    prices: new Set(shopPriceBands.map((band) => band.id)),
  };
}

const known: KnownValues = /* @__PURE__ */ knownValues();

/** Reads the shop URL's parameters; anything invalid (an unknown collection, colour or band too) is ignored (treated as "none"). */
export function queryFromSearchParams(params: URLSearchParams, values: Partial<KnownValues> = {}): CatalogueQuery {
  const { collections, colours, prices } = { ...known, ...values };
  const sort = params.get('sort');
  const collection = (params.get('collection') ?? '').trim().toLowerCase();
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: isSortOrder(sort) ? sort : 'none',
    minRating: toMinRating(params.get('rating')),
    collection: collections.has(collection) ? collection : '',
    filters: filtersFromSearchParams(params, { colours, prices }),
  };
}

/** The shop URL's parameters for a query, in order; defaults are left out so the plain URL is `/shop`. */
export function searchForQuery(query: CatalogueQuery): [string, string][] {
  const q = query.q.trim();
  return [
    ...(q ? [['q', q] as [string, string]] : []),
    ...(query.sort !== 'none' ? [['sort', query.sort] as [string, string]] : []),
    ...(query.minRating !== 0 ? [['rating', String(query.minRating)] as [string, string]] : []),
    ...(query.collection !== '' ? [['collection', query.collection] as [string, string]] : []),
    ...searchForFilters(query.filters),
  ];
}

export function isFiltered(query: CatalogueQuery): boolean {
  return query.q.trim() !== '' || query.sort !== 'none' || query.minRating !== 0 || query.collection !== '' || filterCount(query.filters) > 0;
}
