/**
 * The names the shop's products are sold by: the sizes, and a colour's name in addresses and carts.
 * On their own (not in product-schema.ts) so the pages use them without the schemas' code.
 */

// Every size the shop sells, in order, and their short names (PRODUCT.md §2), written once.
export { allSizes, shortSizes, type ShopSize } from '@/config/sizes';

/**
 * A colour's name in addresses and carts (`?colour=indigo-blue`): its name in lower case, each run of
 * other characters a hyphen. The schema holds that no two colours of a product share one.
 */
export function colourId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
