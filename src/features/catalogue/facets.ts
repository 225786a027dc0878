import { firstCounts, shopColours, shopPriceBands } from './data/shop-page.generated';
import type { ShopFilters } from './filters';
import { allSizes } from './product-names';
import type { CatalogueQuery, DescriptionWords } from './query';
import type { CountOptions } from './range-query';

/**
 * The shop's filter options as the page shows them (PRODUCT.md §3): each with how many products it
 * would give with the rest of the query as it is, chosen or not; and the chosen values, named, for
 * the grid's "Remove filter …" buttons and its count. Before the shop has the range (`count`
 * undefined), the counts are the build's for nothing chosen (scripts/shop/generate.ts): what the
 * shop draws first, and all it draws until the range has come.
 */

export type ListGroup = 'sizes' | 'colours' | 'prices';
export type FilterName = ListGroup | 'onOffer' | 'inStock';

/** The address's parameter for each group. */
export const paramOf: Record<FilterName, string> = { sizes: 'size', colours: 'colour', prices: 'price', onOffer: 'offer', inStock: 'stock' };

export interface FilterOption {
  group: FilterName;
  /** Its value in the address: "Medium", "indigo", "500-999", "1". */
  value: string;
  /** Its name: "Medium", "Indigo", "₹500 – ₹999", "On offer". */
  label: string;
  /** A colour's swatch. */
  swatch?: string;
  count: number;
  chosen: boolean;
}

/** Every value of each group, named, in the order the page lists them. */
const values: Record<ListGroup, { value: string; label: string; swatch?: string }[]> = {
  sizes: allSizes.map((size) => ({ value: size, label: size })),
  colours: shopColours.map((colour) => ({ value: colour.id, label: colour.name, swatch: colour.swatch })),
  prices: shopPriceBands.map((band) => ({ value: band.id, label: band.label })),
};

/**
 * The options of a list group (Size, Colour, Price), each counted alone in its group with the rest of
 * the query by the range's `count` (./range-query.ts; a query with a search needs the descriptions'
 * `words`), or, before the shop has the range, as the build counted them for nothing chosen.
 */
export function groupOptions(group: ListGroup, query: CatalogueQuery, words: DescriptionWords | undefined, count: CountOptions | undefined): FilterOption[] {
  const chosen: readonly string[] = query.filters[group];
  const counts = count?.(group, values[group].map((option) => option.value), query, words);
  return values[group].map((option, at) => ({
    group,
    ...option,
    count: counts ? (counts[at] ?? 0) : (firstCounts[group][option.value] ?? 0),
    chosen: chosen.includes(option.value),
  }));
}

/** The "On offer" and "In stock only" checkboxes, counted with the rest of the query. */
export function toggleOptions(query: CatalogueQuery, words: DescriptionWords | undefined, count: CountOptions | undefined): FilterOption[] {
  return (['onOffer', 'inStock'] as const).map((group) => ({
    group,
    value: '1',
    label: group === 'onOffer' ? 'On offer' : 'In stock only',
    count: count ? (count(group, ['1'], query, words)[0] ?? 0) : firstCounts[group],
    chosen: query.filters[group],
  }));
}

/** The chosen values, named, in the page's order. */
export function chosenFilters(filters: ShopFilters): { group: FilterName; value: string; label: string }[] {
  const lists = (['sizes', 'colours', 'prices'] as const).flatMap((group) =>
    values[group].filter((option) => (filters[group] as readonly string[]).includes(option.value)).map((option) => ({ group, value: option.value, label: option.label })),
  );
  return [
    ...lists,
    ...(filters.onOffer ? [{ group: 'onOffer' as const, value: '1', label: 'On offer' }] : []),
    ...(filters.inStock ? [{ group: 'inStock' as const, value: '1', label: 'In stock only' }] : []),
  ];
}

/** The filters without one chosen value. */
export function withoutFilter(filters: ShopFilters, group: FilterName, value: string): ShopFilters {
  if (group === 'onOffer' || group === 'inStock') return { ...filters, [group]: false };
  return { ...filters, [group]: (filters[group] as readonly string[]).filter((chosen) => chosen !== value) };
}
