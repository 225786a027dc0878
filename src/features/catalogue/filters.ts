import { formatPrice } from '@/lib/money';
import { allSizes, type ShopSize } from './product-names';
import { inStock, soldOutEverywhere, type Product } from './product';
import { onOffer, paysFor } from './pays';

/**
 * The shop's filters (PRODUCT.md §3), pure: size (in stock in any colour), colour (by name), price
 * band (on the price after offers), on offer and in stock only. Within a group any chosen value
 * matches; the groups combine. An empty group filters nothing.
 */

export interface ShopFilters {
  sizes: readonly ShopSize[];
  /** Colour ids (`colourId(name)`): "indigo", "sky-blue". */
  colours: readonly string[];
  /** Price bands by id: "0-499", "500-999", "2000-" (and above). */
  prices: readonly string[];
  onOffer: boolean;
  inStock: boolean;
}

export const noFilters: ShopFilters = { sizes: [], colours: [], prices: [], onOffer: false, inStock: false };

export interface PriceBand {
  id: string;
  label: string;
  min: number;
  /** Undefined for the top band ("₹2,000 and above"). */
  max?: number;
}

/** Round figures a band may start or end at. */
const ladder = [500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

/** The price bands for a range of prices: cut at the round figures inside it, so each band can hold something. */
export function priceBands(prices: readonly number[]): PriceBand[] {
  if (prices.length === 0) return [];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const cuts = ladder.filter((cut) => cut > low && cut <= high);
  if (cuts.length === 0) return [{ id: `0-`, label: 'All prices', min: 0 }];
  const bands: PriceBand[] = [{ id: `0-${cuts[0]! - 1}`, label: `Under ${formatPrice(cuts[0]!)}`, min: 0, max: cuts[0]! - 1 }];
  cuts.forEach((cut, index) => {
    const next = cuts[index + 1];
    bands.push(
      next === undefined
        ? { id: `${cut}-`, label: `${formatPrice(cut)} and above`, min: cut }
        : { id: `${cut}-${next - 1}`, label: `${formatPrice(cut)} – ${formatPrice(next - 1)}`, min: cut, max: next - 1 },
    );
  });
  return bands;
}

/** The bounds a band id stands for ("500-999", "2000-"), or undefined for anything else. */
export function bandBounds(id: string): { min: number; max: number } | undefined {
  const match = /^(\d{1,7})-(\d{0,7})$/.exec(id);
  if (!match) return undefined;
  return { min: Number(match[1]), max: match[2] === '' ? Infinity : Number(match[2]) };
}

/** The colours of a range by id, named and with a swatch (the first product's), in name order. */
export function rangeColours(products: readonly Product[]): { id: string; name: string; swatch: string }[] {
  const byId = new Map<string, { id: string; name: string; swatch: string }>();
  for (const product of products) for (const colour of product.colours) if (!byId.has(colour.id)) byId.set(colour.id, colour);
  return [...byId.values()].map(({ id, name, swatch }) => ({ id, name, swatch })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether a size can be bought in any colour of the product. */
export function hasSize(product: Pick<Product, 'colours'>, size: ShopSize): boolean {
  return product.colours.some((colour) => inStock(colour, size));
}

function inBands(price: number, ids: readonly string[]): boolean {
  return ids.some((id) => {
    const bounds = bandBounds(id);
    return bounds !== undefined && price >= bounds.min && price <= bounds.max;
  });
}

/** Whether a product passes every chosen filter. */
export function passesFilters(product: Product, filters: ShopFilters): boolean {
  return (
    (filters.sizes.length === 0 || filters.sizes.some((size) => hasSize(product, size))) &&
    (filters.colours.length === 0 || product.colours.some((colour) => filters.colours.includes(colour.id))) &&
    (filters.prices.length === 0 || inBands(paysFor(product), filters.prices)) &&
    (!filters.onOffer || onOffer(product)) &&
    (!filters.inStock || !soldOutEverywhere(product))
  );
}

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
