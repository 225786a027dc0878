import { withImages, type Product } from '../product';
import { productEntries } from './products.generated';

/**
 * The catalogue: the owner's products from shop/products/, checked and handed over by the build
 * (scripts/shop/), in id order, each with its first colour's photos as its images.
 */
export const products: readonly Product[] = /* @__PURE__ */ productEntries.map(withImages);
