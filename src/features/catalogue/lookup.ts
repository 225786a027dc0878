import { knownTee } from './data/known-tees';
import { isProductId } from './data/product-keys';
import { findColour, type Product } from './product';

/**
 * The product for a route parameter such as "7"; undefined for "0", "abc", "99", "7.5", and for
 * non-canonical spellings ("07", "7.0"), so a product has one address, never a second copy. It
 * answers from the tees this page has loaded (./data/known-tees.ts): a page finds the tees it shows.
 */
export function findProduct(id: string | number | undefined): Product | undefined {
  const numeric = productIdFrom(id);
  return numeric === undefined ? undefined : knownTee(numeric);
}

/** The id of the range's product a route parameter such as "7" names, read as `findProduct` reads it; undefined when it names none. */
export function productIdFrom(id: string | number | undefined): number | undefined {
  const numeric = typeof id === 'string' && /^[1-9]\d{0,4}$/.test(id) ? Number(id) : id;
  return isProductId(numeric) ? numeric : undefined;
}

/** A line's tee and colour in words ("Marigold Mandala Tee", "Saffron"), each as given when it is not in the catalogue. */
export function lineNames(productId: number, colour: string): { title: string; colour: string } {
  const product = findProduct(productId);
  return { title: product?.title ?? 'A T-shirt', colour: (product && findColour(product, colour)?.name) ?? colour };
}
