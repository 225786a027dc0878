import { products as catalogue } from './data/products';
import { offerFor, shopOffers, type Offer } from './offers';
import { collectionLabel, type Product } from './product';
import { isOnSale, SALE } from './sale';

/*
 * The shop's collections: which exist, what they are called, and the links into them. Apart from
 * the shop's query (./query.ts), so the pages that only link to them (the not-found page) load
 * none of the search, sort and filters.
 */

/** The collections a shop address may ask for: the catalogue's, and `sale` when something is on sale. */
export function knownCollections(products: readonly Product[] = catalogue): Set<string> {
  const names = new Set(products.flatMap((product) => product.collections));
  if (products.some(isOnSale)) names.add(SALE);
  return names;
}

/** How a collection is named to shoppers: "Winter", "On sale". */
export function collectionTitle(collection: string): string {
  return collection === SALE ? 'On sale' : collectionLabel(collection);
}

/** A collection of the shop as a link names it: its offer's words when it has one ("Buy 1 Get 1 Free"), else its title ("New Arrivals"). */
export interface ShopCollection {
  collection: string;
  label: string;
}

/** The shop's collections, in the catalogue's order, `sale` last when something is on sale: the ways into the range. */
export function shopCollections(products: readonly Product[] = catalogue, offers: readonly Offer[] = shopOffers): ShopCollection[] {
  return [...knownCollections(products)].map((collection) => ({
    collection,
    label: offerFor([collection], offers)?.wording ?? collectionTitle(collection),
  }));
}
