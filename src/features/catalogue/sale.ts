import { offerFor } from './offers';
import type { Product } from './product';

/**
 * What is on sale: the shop's `/shop?collection=sale` and the home page's count. Apart from the
 * shop's query (./query.ts), so the home page does not load the search with it.
 */

/** The collection of every product on sale: below its MRP, or in a percentage-off offer. */
export const SALE = 'sale';

export function isOnSale(product: Pick<Product, 'price' | 'mrp' | 'collections'>): boolean {
  return (product.mrp !== undefined && product.mrp > product.price) || offerFor(product.collections)?.kind === 'percent-off';
}
