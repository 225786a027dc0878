import { isProductId, products } from './data/products';
import type { Product } from './product';

/**
 * The product for a route parameter such as "7"; undefined for "0", "abc", "99", "7.5", and for
 * non-canonical spellings ("07", "7.0"), so a product has one address, never a second copy.
 */
export function findProduct(id: string | number | undefined): Product | undefined {
  const numeric = typeof id === 'string' && /^[1-9]\d{0,4}$/.test(id) ? Number(id) : id;
  return isProductId(numeric) ? products.find((product) => product.id === numeric) : undefined;
}

/** Up to `count` products of the same (first) collection as `product`, never the product itself. */
export function relatedProducts(product: Product, count = 4, all: readonly Product[] = products): Product[] {
  const collection = product.collections[0];
  const same = all.filter((p) => p.id !== product.id && (collection === undefined || p.collections.includes(collection)));
  // Start after the current product so neighbours differ from page to page.
  const start = same.findIndex((p) => p.id > product.id);
  const rotated = start === -1 ? same : [...same.slice(start), ...same.slice(0, start)];
  return rotated.slice(0, count);
}

export function featuredProducts(all: readonly Product[] = products): Product[] {
  return all.filter((product) => product.collections.includes('featured'));
}
