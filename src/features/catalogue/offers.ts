import type { Offer } from './offer-schema';
import { firstOfferFor, offersOn, type AppliedOffer, type PricedLine } from './offer-rules';
import { shopOffers } from './data/offers.generated';

/** The shop's automatic offers (shop/offers.yaml), with the rules of ./offer-rules.ts. */

export type { Offer } from './offer-schema';
export { largestSaving as upToPercent } from './data/offers.generated';
export { offerPrice, type AppliedOffer, type PricedLine } from './offer-rules';
export { shopOffers };

/** The one offer an item of these collections takes, if any. */
export function offerFor(collections: readonly string[], offers: readonly Offer[] = shopOffers): Offer | undefined {
  return firstOfferFor(collections, offers);
}

/** The offers that apply to these lines, in the file's order, each with what it takes off (never 0). */
export function applyOffers(lines: readonly PricedLine[], offers: readonly Offer[] = shopOffers): AppliedOffer[] {
  return offersOn(lines, offers);
}
