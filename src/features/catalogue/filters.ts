import { allSizes } from './product-names';
import type { ShopFilters } from './no-filters';

/**
 * The shop's filters (PRODUCT.md §3), pure: size (in stock in any colour), colour (by name), price
 * band (on the price after offers), on offer and in stock only. Within a group any chosen value
 * matches; the groups combine. An empty group filters nothing. Here what the address and the
 * page say of them; their rules are ./facet-rules.ts's, run over the range by ./range-query.ts.
 */

export { noFilters, type ShopFilters } from './no-filters';
export type { PriceBand } from './facet-rules';

/** How many filter values are chosen: the phone's "Filters · 2". */
export function filterCount(filters: ShopFilters): number {
  return filters.sizes.length + filters.colours.length + filters.prices.length + Number(filters.onOffer) + Number(filters.inStock);
}

/** Reads the filters from the shop address; unknown values are ignored, repeats counted once. */
export function filtersFromSearchParams(
  params: URLSearchParams,
  known: { colours: ReadonlySet<string>; prices: ReadonlySet<string> },
): ShopFilters {
  const pick = <T extends string>(name: string, allowed: (value: string) => value is T): T[] => [...new Set(params.getAll(name).filter(allowed))];
  return {
    sizes: allSizes.filter((size) => params.getAll('size').includes(size)),
    colours: pick('colour', (value): value is string => known.colours.has(value)),
    prices: pick('price', (value): value is string => known.prices.has(value)),
    onOffer: params.get('offer') === '1',
    inStock: params.get('stock') === '1',
  };
}

/** The shop address's parameters for the filters, in a fixed order; none when nothing is chosen. */
export function searchForFilters(filters: ShopFilters): [string, string][] {
  return [
    ...filters.sizes.map((size): [string, string] => ['size', size]),
    ...filters.colours.map((colour): [string, string] => ['colour', colour]),
    ...filters.prices.map((price): [string, string] => ['price', price]),
    ...(filters.onOffer ? [['offer', '1'] as [string, string]] : []),
    ...(filters.inStock ? [['stock', '1'] as [string, string]] : []),
  ];
}
