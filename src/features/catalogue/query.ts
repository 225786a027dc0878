import { plainText } from '@/lib/rich-text';
import { collectionAliases, collectionLabel, type Product } from './product';
import { descriptionOf } from './data/descriptions';
import { products as catalogue } from './data/products';
import { isOnSale, SALE } from './sale';

/**
 * The shop's search, sort, minimum-rating filter and collection as one pure function, plus the
 * mapping between a query and the shop URL's `?q=&sort=&rating=&collection=` parameters.
 */

export const sortOrders = ['none', 'price-asc', 'price-desc'] as const;
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
}

export const emptyQuery: CatalogueQuery = { q: '', sort: 'none', minRating: 0, collection: '' };

function inCollection(product: Product, collection: string): boolean {
  return collection === '' || (collection === SALE ? isOnSale(product) : product.collections.includes(collection));
}

/** The collections a shop address may ask for: the catalogue's, and `sale` when something is on sale. */
export function knownCollections(products: readonly Product[] = catalogue): Set<string> {
  const names = new Set(products.flatMap((product) => product.collections));
  if (products.some(isOnSale)) names.add(SALE);
  return names;
}

/** How a collection is named to shoppers: "Winter", "On sale". */
export function collectionTitle(collection: string): string {
  return collection === SALE ? 'On sale' : collectionLabel(collection);
}

export const sortLabels: Record<SortOrder, string> = {
  none: 'Default order',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export function minRatingLabel(rating: MinRating): string {
  if (rating === 0) return 'Any rating';
  return rating === 5 ? '5' : `${rating} and above`;
}

function matches(product: Product, needle: string): boolean {
  const haystack = [
    product.title,
    plainText(descriptionOf(product.id)),
    ...product.collections.flatMap((collection) => [collection, collectionLabel(collection), collectionAliases[collection] ?? '']),
  ];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

/** The products to show for a query: filtered by search and rating, then sorted (stable). */
export function queryCatalogue(products: readonly Product[], query: CatalogueQuery): Product[] {
  const needle = query.q.trim().toLowerCase();
  const found = products.filter(
    (product) => product.rating >= query.minRating && inCollection(product, query.collection) && (needle === '' || matches(product, needle)),
  );
  if (query.sort === 'price-asc') return found.sort((a, b) => a.price - b.price);
  if (query.sort === 'price-desc') return found.sort((a, b) => b.price - a.price);
  return found;
}

function isSortOrder(value: string | null): value is SortOrder {
  return value !== null && (sortOrders as readonly string[]).includes(value);
}

function toMinRating(value: string | null): MinRating {
  if (value === null || !/^[0-5]$/.test(value)) return 0;
  return Number(value) as MinRating;
}

const collections = /* @__PURE__ */ knownCollections();

/** Reads the shop URL's parameters; anything invalid (an unknown collection too) is ignored (treated as "none"). */
export function queryFromSearchParams(params: URLSearchParams, known: ReadonlySet<string> = collections): CatalogueQuery {
  const sort = params.get('sort');
  const collection = (params.get('collection') ?? '').trim().toLowerCase();
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: isSortOrder(sort) ? sort : 'none',
    minRating: toMinRating(params.get('rating')),
    collection: known.has(collection) ? collection : '',
  };
}

/** The shop URL's parameters for a query; defaults are left out so the plain URL is `/shop`. */
export function searchForQuery(query: CatalogueQuery): { q?: string; sort?: string; rating?: string; collection?: string } {
  const q = query.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(query.sort !== 'none' ? { sort: query.sort } : {}),
    ...(query.minRating !== 0 ? { rating: String(query.minRating) } : {}),
    ...(query.collection !== '' ? { collection: query.collection } : {}),
  };
}

export function isFiltered(query: CatalogueQuery): boolean {
  return query.q.trim() !== '' || query.sort !== 'none' || query.minRating !== 0 || query.collection !== '';
}
