import type { Product } from '../product';
import { adoptTees } from './known-tees';
import { productEntries } from './products.generated';

/**
 * The catalogue: the owner's products from shop/products/, checked and handed over by the build
 * (scripts/shop/), in id order, each with its first colour's photos as its images. The whole range:
 * only the pages that search, filter or count it load it (the shop, the desk, the search once
 * asked); the others load the tees they show (./tee-modules.ts). Once here, `findProduct` knows them all.
 */
export const products: readonly Product[] = /* @__PURE__ */ adoptTees(productEntries);
