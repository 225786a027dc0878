import { firstCounts, shopColours, shopPriceBands } from './data/shop-page.generated';
import { noFilters, passesFilters, type ShopFilters } from './filters';
import { allSizes } from './product-names';
import type { Product } from './product';
import { queryCatalogue, type CatalogueQuery, type DescriptionWords } from './query';

/**
 * The shop's filter options as the page shows them (PRODUCT.md §3): each with how many products it
 * would give with the rest of the query as it is, chosen or not; and the chosen values, named, for
 * the grid's "Remove filter …" buttons and its count. Before the shop has the range (`list`
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
 * The tees that pass the query with one group's filter left out, in no particular order: what that
 * group's options are counted over. An option's count is then those of them that pass it alone,
 * the same as the whole query with the group's filter set to that option (the groups combine by
 * "and"), without filtering and sorting the range again for each of 30-odd options.
 */
function passingAllBut(list: readonly Product[], query: CatalogueQuery, words: DescriptionWords | undefined, group: FilterName): Product[] {
  const cleared = group === 'onOffer' || group === 'inStock' ? false : [];
  return queryCatalogue(list, { ...query, sort: 'none', filters: { ...query.filters, [group]: cleared } }, words);
}

function countPassing(tees: readonly Product[], filters: Partial<ShopFilters>): number {
  const alone = { ...noFilters, ...filters };
  let count = 0;
  for (const tee of tees) if (passesFilters(tee, alone)) count += 1;
  return count;
}

/**
 * The options of a list group (Size, Colour, Price), each counted alone in its group with the rest of
 * the query (a query with a search needs the descriptions' `words`, as queryCatalogue does).
 */
export function groupOptions(group: ListGroup, query: CatalogueQuery, words: DescriptionWords | undefined, list: readonly Product[] | undefined): FilterOption[] {
  const chosen: readonly string[] = query.filters[group];
  const base = list && passingAllBut(list, query, words, group);
  return values[group].map((option) => ({
    group,
    ...option,
    count: base ? countPassing(base, { [group]: [option.value] }) : (firstCounts[group][option.value] ?? 0),
    chosen: chosen.includes(option.value),
  }));
}

/** The "On offer" and "In stock only" checkboxes, counted with the rest of the query. */
export function toggleOptions(query: CatalogueQuery, words: DescriptionWords | undefined, list: readonly Product[] | undefined): FilterOption[] {
  return (['onOffer', 'inStock'] as const).map((group) => ({
    group,
    value: '1',
    label: group === 'onOffer' ? 'On offer' : 'In stock only',
    count: list ? countPassing(passingAllBut(list, query, words, group), { [group]: true }) : firstCounts[group],
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
