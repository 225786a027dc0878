import { collectionSizes } from './data/range.generated';
import { offerFor, shopOffers, type Offer } from './offers';
import { collectionLabel, type Product } from './product';
import { isOnSale, SALE } from './sale';

/*
 * The shop's collections: which exist, what they are called, and the links into them. Apart from
 * the shop's query (./query.ts), so the pages that only link to them (the not-found page) load
 * none of the search, sort and filters.
 */

/** The collections a shop address may ask for: the catalogue's, and `sale` when something is on sale. */
export function knownCollections(products: readonly Product[]): Set<string> {
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

/** The range's collections as the build counted them (src/features/catalogue/range.ts): no page need load the range to link to them. */
const rangeCollections = collectionSizes.map(([collection]) => collection);

/**
 * The shop's collections (these, by default the range's: in the catalogue's order, `sale` last when
 * something is on sale), each with its link's words: the ways into the range.
 */
export function shopCollections(collections: readonly string[] = rangeCollections, offers: readonly Offer[] = shopOffers): ShopCollection[] {
  return collections.map((collection) => ({
    collection,
    label: offerFor([collection], offers)?.wording ?? collectionTitle(collection),
  }));
}
