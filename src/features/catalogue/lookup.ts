import { isProductId } from './data/product-keys';
import { products } from './data/products';
import { findColour, type Product } from './product';

/**
 * The product for a route parameter such as "7"; undefined for "0", "abc", "99", "7.5", and for
 * non-canonical spellings ("07", "7.0"), so a product has one address, never a second copy.
 */
export function findProduct(id: string | number | undefined): Product | undefined {
  const numeric = typeof id === 'string' && /^[1-9]\d{0,4}$/.test(id) ? Number(id) : id;
  return isProductId(numeric) ? products.find((product) => product.id === numeric) : undefined;
}

/** A line's tee and colour in words ("Marigold Mandala Tee", "Saffron"), each as given when it is not in the catalogue. */
export function lineNames(productId: number, colour: string): { title: string; colour: string } {
  const product = findProduct(productId);
  return { title: product?.title ?? 'A T-shirt', colour: (product && findColour(product, colour)?.name) ?? colour };
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

/** The most featured tees the home page draws, however many the owner features. */
export const FEATURED_ON_HOME = 8;

/**
 * The featured products, in catalogue order, at most `most` of them, and how many there are in all
 * (the home page links to the rest).
 */
export function featuredProducts(all: readonly Product[] = products, most = FEATURED_ON_HOME): { shown: Product[]; total: number } {
  const featured = all.filter((product) => product.collections.includes('featured'));
  return { shown: featured.slice(0, most), total: featured.length };
}
