import { collectionAliases, collectionLabel, type Product } from './product';
import { noFilters, passesFiltersWith, soldOutLast, type Pricing, type ShopFilters } from './facet-rules';
import { onOffer, paysFor } from './pays';
import type { FilterName } from './facets';
import type { CatalogueQuery, DescriptionWords, SortOrder } from './query';
import { isOnSale, SALE } from './sale';

/*
 * The shop's query run over the range: what it finds, and the count beside each filter. What the
 * shop needs once it has the range, so it comes with it (./use-range.ts): the shop's first page,
 * drawn from what the build wrote, needs none of it (issue 37).
 */

function inCollection(product: Product, collection: string): boolean {
  return collection === '' || (collection === SALE ? isOnSale(product) : product.collections.includes(collection));
}

function matches(product: Product, needle: string, words: DescriptionWords): boolean {
  const haystack = [
    product.title,
    words(product.id),
    ...product.collections.flatMap((collection) => [collection, collectionLabel(collection), collectionAliases[collection] ?? '']),
  ];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

/**
 * The products to show for a query: filtered by search, rating, collection and filters, then sorted
 * (stable), sold-out products last. A search by words (`q`) needs the descriptions' `words`: without
 * them it would miss every tee found by its description, so it throws rather than answer wrongly.
 */
export function queryCatalogue(products: readonly Product[], query: CatalogueQuery, words?: DescriptionWords): Product[] {
  const needle = query.q.trim().toLowerCase();
  if (needle !== '' && !words) throw new Error(`A search for “${query.q.trim()}” needs the products' descriptions, which have not been given.`);
  const found = products.filter(
    (product) =>
      product.rating >= query.minRating &&
      inCollection(product, query.collection) &&
      passesFilters(product, query.filters) &&
      (needle === '' || matches(product, needle, words!)),
  );
  return soldOutLast(comparators[query.sort] ? found.sort(comparators[query.sort]) : found);
}

type Compare = (a: Product, b: Product) => number;

/**
 * How each sort orders products (stable, so ties keep the catalogue's order): prices after offers;
 * rating highest first, more reviews first among equals; newest by id, which the build gives each
 * new product as the next free one (the catalogue carries no date).
 */
const comparators: Record<SortOrder, Compare | undefined> = {
  none: undefined,
  'price-asc': (a, b) => paysFor(a) - paysFor(b),
  'price-desc': (a, b) => paysFor(b) - paysFor(a),
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
  newest: (a, b) => b.id - a.id,
};

/** The shop's own prices after offers. */
const shopPricing: Pricing<Product> = { pays: paysFor, onOffer };

/** Whether a product passes every chosen filter, at the shop's prices. */
export function passesFilters(product: Product, filters: ShopFilters): boolean {
  return passesFiltersWith(product, filters, shopPricing);
}

/** A group's filter with only `value` chosen (On offer and In stock only: ticked), or with nothing (`undefined`). */
function only(group: FilterName, value: string | undefined): Partial<ShopFilters> {
  const toggle = group === 'onOffer' || group === 'inStock';
  return { [group]: toggle ? value !== undefined : value === undefined ? [] : [value] };
}

/**
 * The tees that pass the query with one group's filter left out, in no particular order: what that
 * group's options are counted over. An option's count is then those of them that pass it alone,
 * the same as the whole query with the group's filter set to that option (the groups combine by
 * "and"), without filtering and sorting the range again for each of 30-odd options.
 */
function passingAllBut(list: readonly Product[], query: CatalogueQuery, words: DescriptionWords | undefined, group: FilterName): Product[] {
  return queryCatalogue(list, { ...query, sort: 'none', filters: { ...query.filters, ...only(group, undefined) } }, words);
}

/** How many of these tees pass each of a group's values alone (`'1'` for On offer and In stock only). */
export type CountOptions = (group: FilterName, values: readonly string[], query: CatalogueQuery, words: DescriptionWords | undefined) => number[];

/** The range, with the shop's query run over it. */
export interface ShopRange {
  tees: readonly Product[];
  /** What a query finds, in its order (`queryCatalogue`). */
  find: (query: CatalogueQuery, words: DescriptionWords | undefined) => Product[];
  /** The count beside each of a filter group's values, with the rest of the query as it is. */
  count: CountOptions;
}

export function shopRange(tees: readonly Product[]): ShopRange {
  // The tees that pass each filter value alone: the same whatever else is chosen, so worked out once
  // (by the first count, as the range comes: the shop's filters are counted then) and looked up
  // after, not worked out again for every option on every choice (issue 37: with 500 tees, a
  // third of a filter's tap went on counting).
  const passingAlone = new Map<string, ReadonlySet<Product>>();
  const passing = (group: FilterName, value: string): ReadonlySet<Product> => {
    const key = `${group}=${value}`;
    let found = passingAlone.get(key);
    if (!found) {
      const alone: ShopFilters = { ...noFilters, ...only(group, value) };
      found = new Set(tees.filter((tee) => passesFilters(tee, alone)));
      passingAlone.set(key, found);
    }
    return found;
  };
  return {
    tees,
    find: (query, words) => queryCatalogue(tees, query, words),
    count(group, values, query, words) {
      const base = passingAllBut(tees, query, words, group);
      return values.map((value) => {
        const alone = passing(group, value);
        let count = 0;
        for (const tee of base) if (alone.has(tee)) count += 1;
        return count;
      });
    },
  };
}
