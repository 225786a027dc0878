import { formatPrice } from '@/lib/money';
import { allSizes, type ShopSize } from './product-names';
import { inStock, soldOutEverywhere, type ProductEntry } from './product';
import { noFilters, type ShopFilters } from './no-filters';

export { noFilters, type ShopFilters };

/*
 * The shop's filters' rules (PRODUCT.md §3) over any list of tees, with the prices after offers
 * given (`Pricing`): the app filters the range with the shop's offers (./filters.ts), and the build
 * runs the same rules over the range to write what the shop draws before it has the range (its
 * colours, price bands and the count beside each filter: scripts/shop/generate.ts), so the shop's
 * first page needs none of it (issue 37).
 */

export interface PriceBand {
  id: string;
  label: string;
  min: number;
  /** Undefined for the top band ("₹2,000 and above"). */
  max?: number;
}

/** What a tee costs the shopper after offers, and whether it is on offer: the shop's offers' rules (./pays.ts). */
export interface Pricing<T> {
  pays: (product: T) => number;
  onOffer: (product: T) => boolean;
}

type Filtered = Pick<ProductEntry, 'colours'>;

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

export interface RangeColour {
  id: string;
  name: string;
  swatch: string;
}

/** The colours of a range by id, named and with a swatch (the first product's), in name order. */
export function rangeColours(products: readonly Filtered[]): RangeColour[] {
  const byId = new Map<string, RangeColour>();
  for (const product of products) for (const colour of product.colours) if (!byId.has(colour.id)) byId.set(colour.id, colour);
  return [...byId.values()].map(({ id, name, swatch }) => ({ id, name, swatch })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether a size can be bought in any colour of the product. */
export function hasSize(product: Filtered, size: ShopSize): boolean {
  return product.colours.some((colour) => inStock(colour, size));
}

function inBands(price: number, ids: readonly string[]): boolean {
  return ids.some((id) => {
    const bounds = bandBounds(id);
    return bounds !== undefined && price >= bounds.min && price <= bounds.max;
  });
}

/** Whether a product passes every chosen filter, its price and offer as `pricing` has them. */
export function passesFiltersWith<T extends Filtered>(product: T, filters: ShopFilters, pricing: Pricing<T>): boolean {
  return (
    (filters.sizes.length === 0 || filters.sizes.some((size) => hasSize(product, size))) &&
    (filters.colours.length === 0 || product.colours.some((colour) => filters.colours.includes(colour.id))) &&
    (filters.prices.length === 0 || inBands(pricing.pays(product), filters.prices)) &&
    (!filters.onOffer || pricing.onOffer(product)) &&
    (!filters.inStock || !soldOutEverywhere(product))
  );
}

/** A list with the tees sold out in every size moved to its end, each part in its order: how the shop lists any query's finds. */
export function soldOutLast<T extends Filtered>(list: readonly T[]): T[] {
  return [...list.filter((product) => !soldOutEverywhere(product)), ...list.filter((product) => soldOutEverywhere(product))];
}

/** How many tees each filter value alone gives: the counts beside the shop's filters when nothing is chosen. */
export interface FacetCounts {
  sizes: Readonly<Record<string, number>>;
  colours: Readonly<Record<string, number>>;
  prices: Readonly<Record<string, number>>;
  onOffer: number;
  inStock: number;
}

/** The counts of every filter value over a range, alone in its group (as the shop shows them with nothing chosen). */
export function facetCounts<T extends Filtered>(products: readonly T[], pricing: Pricing<T>, colours: readonly RangeColour[], bands: readonly PriceBand[]): FacetCounts {
  const count = (filters: Partial<ShopFilters>) => products.filter((product) => passesFiltersWith(product, { ...noFilters, ...filters }, pricing)).length;
  return {
    sizes: Object.fromEntries(allSizes.map((size) => [size, count({ sizes: [size] })])),
    colours: Object.fromEntries(colours.map((colour) => [colour.id, count({ colours: [colour.id] })])),
    prices: Object.fromEntries(bands.map((band) => [band.id, count({ prices: [band.id] })])),
    onOffer: count({ onOffer: true }),
    inStock: count({ inStock: true }),
  };
}
