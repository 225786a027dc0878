import { withImages, type Product } from '../product';
import { productEntries } from './products.generated';

/**
 * The catalogue: the owner's products from shop/products/, checked and handed over by the build
 * (scripts/shop/), in id order, each with its first colour's photos as its images.
 */
export const products: readonly Product[] = /* @__PURE__ */ productEntries.map(withImages);

const ids: ReadonlySet<number> = /* @__PURE__ */ new Set(productEntries.map((entry) => entry.id));

/** Whether a value is the id of a product in the catalogue. */
export function isProductId(id: unknown): id is number {
  return typeof id === 'number' && ids.has(id);
}
