import { offerFor } from './offers';
import { savingFor } from './pays';
import { soldOutEverywhere, type Product } from './product';

/** The collection whose products a card marks "New". */
export const NEW_COLLECTION = 'new-arrivals';

/**
 * The one badge a card shows on its photo (PRODUCT.md §3), in this order of precedence: "Sold out",
 * "Buy 1 Get 1", "N% off" (the saving on the price the shopper pays), "New"; or none.
 */
export function cardBadge(product: Pick<Product, 'price' | 'mrp' | 'collections' | 'colours'>): string | undefined {
  if (soldOutEverywhere(product)) return 'Sold out';
  const offer = offerFor(product.collections);
  if (offer?.kind === 'buy-one-get-one') return 'Buy 1 Get 1';
  // A "50% off" offer says 50, though whole rupees make ₹1,799 → ₹900 a 49.97% saving.
  const percent = Math.max(savingFor(product)?.percent ?? 0, offer?.kind === 'percent-off' ? offer.percent : 0);
  if (percent >= 1) return `${percent}% off`;
  if (product.collections.includes(NEW_COLLECTION)) return 'New';
  return undefined;
}
