import { onSaleWith } from './offer-rules';
import { shopOffers } from './offers';
import type { Product } from './product';

/**
 * What is on sale: the shop's `/shop?collection=sale` and the home page's count. Apart from the
 * shop's query (./query.ts), so the home page does not load the search with it.
 */

export { SALE } from './range';

export function isOnSale(product: Pick<Product, 'price' | 'mrp' | 'collections'>): boolean {
  return onSaleWith(product, shopOffers);
}
