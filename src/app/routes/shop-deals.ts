import { shopCouponData } from '@/features/cart';
import { upToPercent } from '@/features/catalogue';
import type { Deals } from '@/features/content';

/** The deals the home page and the shop advertise: the largest saving and the first coupon. */
export const shopDeals: Deals = { upTo: upToPercent, coupon: shopCouponData[0] };
