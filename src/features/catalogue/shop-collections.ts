import { products as catalogue } from './data/products';
import { offerFor, shopOffers, type Offer } from './offers';
import type { Product } from './product';
import { collectionTitle, knownCollections } from './query';

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
