import type { ProductFacts } from '../product';
import { productFacts } from './product-facts.generated';

/**
 * A product's fabric, fit, care and country of origin. On their own, like descriptions: only a
 * product's page shows them.
 */
export function factsOf(productId: number): ProductFacts | undefined {
  return productFacts[productId];
}
