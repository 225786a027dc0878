import type { RichText } from '@/lib/rich-text';
import { productDescriptions } from './product-descriptions.generated';

/**
 * A product's description (its Markdown as rich text). On its own, not in the products' data:
 * only the shop's search and a product's page read descriptions, so cards, the cart, the checkout
 * and orders load the catalogue without them.
 */
export function descriptionOf(productId: number): RichText {
  return productDescriptions[productId] ?? [];
}
