import { firstOfferFor, offerPrice } from '../offer-rules';
import type { Offer } from '../offer-schema';
import { collectionAliases, collectionLabel, soldOutEverywhere, withImages, type ProductEntry } from '../product';

/**
 * What the header's suggestions and the shop's close matches know of a product: a few short fields,
 * so the index the build writes stays small however large the range (no descriptions, no reviews).
 */
export interface SearchRecord {
  id: number;
  title: string;
  brand: string;
  /** Its collections as people name them ("Winter", "New Arrivals"), for the search to match. */
  category: string;
  /** Its colours by name ("Indigo Navy"). */
  colours: string;
  /** The price the shopper pays for one tee, after its offer (PRODUCT.md §3). */
  pays: number;
  /** Its first photo at the smallest size the build writes (200 px wide). */
  photo: string;
  soldOut: boolean;
}

/** The photo width a suggestion shows (drawn at 40–48 CSS px: 200 px covers any phone's density). */
export const SUGGESTION_PHOTO_WIDTH = 200;

/**
 * A product as the search index holds it. The price is worked out by the cart's own offer rules,
 * with the offers passed in: the build (scripts/shop/generate.ts) makes these before the app's
 * offers module is written.
 */
export function searchRecordOf(entry: ProductEntry, offers: readonly Offer[]): SearchRecord {
  const names = entry.collections.flatMap((collection) => [collectionLabel(collection), collectionAliases[collection] ?? '']);
  return {
    id: entry.id,
    title: entry.title,
    brand: entry.brand,
    category: names.filter(Boolean).join(' '),
    colours: entry.colours.map((colour) => colour.name).join(' '),
    pays: offerPrice(entry.price, firstOfferFor(entry.collections, offers)),
    photo: withImages(entry).images[0].src(SUGGESTION_PHOTO_WIDTH),
    soldOut: soldOutEverywhere(entry),
  };
}
