import { productKeysFrom } from './product-keys-format';
import { productKeys } from './product-keys.generated';

/**
 * What code that runs before the catalogue has loaded may know of it: each product's id and first
 * colour, from the build (scripts/shop/generate.ts). The stored cart is read with these at every
 * page's start (src/features/cart/cart-persistence.ts), so the start-up carries them in a form
 * that barely grows with the range (./product-keys-format.ts: issue 37, JavaScript before ready
 * does not grow with the catalogue).
 */
const keys = productKeysFrom(productKeys);

/** Whether a value is the id of a product in the catalogue. */
export function isProductId(id: unknown): id is number {
  return keys.has(id);
}

/** The id of a product's first colour (what a line stored before colours existed takes), if it is a product. */
export function firstColourOf(id: number): string | undefined {
  return keys.firstColourOf(id);
}
