import type { ShopSize } from './product-names';

/** The shop's filters as chosen (PRODUCT.md §3): their rules are ./facet-rules.ts's, run over the range once the shop has it. */
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
