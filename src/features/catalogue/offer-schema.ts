import * as v from 'valibot';
import { expected, fields, list, rupees, slug, text, wholeNumber } from '@/lib/data-rules';

/**
 * What shop/offers.yaml holds (PRODUCT.md §5, §14): automatic offers on a collection and coupons.
 * Checked at build time with this schema (scripts/shop/); the cart's coupon rules come from it.
 */

const percent = wholeNumber('a whole percentage from 1 to 90', 1, 90);

/** The pictures an offer's home-page banner may stand on (the site's own art, dark on the left for white text). */
export const bannerPictures = ['gift', 'winter', 'rail'] as const;
export type BannerPicture = (typeof bannerPictures)[number];

/**
 * An offer's banner on the home page (its title is the offer's wording; it leads to the collection).
 * Every part is optional: left out, the banner says what the offer does, on the gift picture.
 */
const banner = fields({
  kicker: v.optional(text('a few words above the title, like cosy season', 40)),
  text: v.optional(text('a sentence under the title, like: Heavier cotton and deep colours, at half price.', 160)),
  action: v.optional(text('the button’s words, like See the collection', 30)),
  picture: v.optional(
    v.picklist(bannerPictures, expected('one of gift (two tees tied with a bow), winter (tees with a scarf in the snow), rail (new tees on a rail)')),
  ),
});

export const offerSchema = v.variant(
  'kind',
  [
    fields({ kind: v.literal('percent-off'), collection: slug, percent, wording: text('how the offer is worded to shoppers', 120), banner: v.optional(banner) }),
    fields({ kind: v.literal('buy-one-get-one'), collection: slug, wording: text('how the offer is worded to shoppers', 120), banner: v.optional(banner) }),
  ],
  expected('an offer whose kind is percent-off or buy-one-get-one'),
);

const couponCode = v.pipe(
  v.string(expected('a code of capital letters and digits, like WELCOME10')),
  v.regex(/^[A-Z0-9]{3,20}$/, expected('a code of 3 to 20 capital letters and digits, like WELCOME10')),
);

export const couponSchema = v.pipe(
  fields({
    code: couponCode,
    percent: v.optional(percent),
    amount: v.optional(rupees),
    minimum: v.optional(rupees),
    maxDiscount: v.optional(rupees),
    wording: text('how the coupon is worded to shoppers', 120),
  }),
  v.forward(
    v.check((c) => (c.percent === undefined) !== (c.amount === undefined), 'expected either percent or amount (one of them, not both)'),
    ['percent'],
  ),
);

export const offersFileSchema = fields({
  offers: v.optional(list(offerSchema, 'offers'), []),
  coupons: v.optional(list(couponSchema, 'coupons'), []),
});

export type OffersFile = v.InferOutput<typeof offersFileSchema>;
export type Offer = v.InferOutput<typeof offerSchema>;
export type CouponData = v.InferOutput<typeof couponSchema>;
