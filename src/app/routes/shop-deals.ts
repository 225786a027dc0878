import { shopCouponData } from '@/features/cart';
import { shopOffers, upToPercent } from '@/features/catalogue';
import type { Deals } from '@/features/content';

/** The deals the home page and the shop advertise: the largest saving, the first coupon and the offers. */
export const shopDeals: Deals = { upTo: upToPercent, coupon: shopCouponData[0], offers: shopOffers.map((offer) => offer.wording) };
