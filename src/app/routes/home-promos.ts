import { paths } from '@/config/paths';
import type { Offer } from '@/features/catalogue';
import type { Promo } from '@/features/content';

/** The collection the new-collection banner leads to (PRODUCT.md §2). */
export const NEW_ARRIVALS = 'new-arrivals';

/** An offer's banner: titled with its wording, worded by its `banner` in shop/offers.yaml or by what it does. */
export function offerPromo(offer: Offer): Promo {
  const banner = offer.banner ?? {};
  const does =
    offer.kind === 'buy-one-get-one'
      ? 'Of every two of these tees in your cart, the cheaper one is free.'
      : `${offer.percent}% off each of these tees, taken off in your cart.`;
  return {
    kicker: banner.kicker ?? 'on offer now',
    title: offer.wording,
    text: banner.text ?? does,
    action: banner.action ?? 'See the collection',
    to: paths.shop({ collection: offer.collection }),
    picture: banner.picture ?? 'gift',
  };
}

/**
 * The home page's promo banners, from the shop's data only (PRODUCT.md §7): one for each offer that
 * runs, in the seed's order (buy one get one, then percentage off, each in the file's order), and
 * the new collection while there are new arrivals (`fresh` of them), with the owner's line or its count. An offer
 * the owner deleted has no banner; with no offer and nothing new, there are none.
 */
export function homePromos(offers: readonly Offer[], fresh: number, newArrivalsLine: string | null): Promo[] {
  const promos = [...offers.filter((offer) => offer.kind === 'buy-one-get-one'), ...offers.filter((offer) => offer.kind === 'percent-off')].map(offerPromo);
  if (fresh > 0) {
    promos.push({
      kicker: 'just landed',
      title: 'new collection',
      text: newArrivalsLine ?? `${fresh} new ${fresh === 1 ? 'print' : 'prints'} in the shop.`,
      action: 'See what’s new',
      to: paths.shop({ collection: NEW_ARRIVALS }),
      picture: 'rail',
    });
  }
  return promos;
}
