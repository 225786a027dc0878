import * as v from 'valibot';
import { email, expected, fields, isoDate, list, slug, text, wholeNumber } from '@/lib/data-rules';

/**
 * What shop/shop.yaml holds (PRODUCT.md §14): the shop's name, address, hours, where orders go,
 * the seller and grievance officer, delivery zones, returns and the size chart. Checked at build
 * time with this schema (scripts/shop/); src/config/site.ts and orders.ts read the checked result.
 */

const phone = v.pipe(
  v.string(expected('a phone number in quotes, like "+91 22 4012 3456"')),
  v.regex(/^\+?[\d ()-]{8,20}$/, expected('a phone number like "+91 22 4012 3456"')),
);

const pinPrefix = v.pipe(
  v.string(expected('the first 1 to 6 digits of PIN codes, in quotes, like "56"')),
  v.regex(/^[1-9]\d{0,5}$/, expected('the first 1 to 6 digits of PIN codes, like "56"')),
);

const zone = fields({
  name: text('the zone name, like Karnataka', 60),
  pins: list(pinPrefix, 'PIN prefixes', 1),
  days: wholeNumber('delivery days after dispatch, a whole number', 1, 30),
  cod: v.boolean(expected('yes or no (true or false): whether cash on delivery reaches this zone')),
});

const sizeRow = fields({
  size: v.picklist(['Small', 'Medium', 'Large', 'XL', 'XXL'], expected('one of Small, Medium, Large, XL, XXL')),
  chest: wholeNumber('the chest measurement in cm', 60, 200),
  length: wholeNumber('the length in cm', 40, 120),
});

const person = fields({
  name: text('their name', 60),
  role: text('their role', 60),
  phone,
  email,
  photo: v.pipe(v.string(expected('a photo file name in shop/photos/people/')), v.regex(/^[\w.-]+\.(jpe?g|png|webp)$/i, expected('a photo file name ending in .jpg, .png or .webp'))),
  photoAlt: v.optional(text('a description of the photo', 300)),
});

export const shopFileSchema = v.pipe(
  fields({
    name: text('the shop name', 60),
    tagline: text('a one-line tagline', 120),
    url: v.pipe(v.string(expected('the address the shop is published at')), v.regex(/^https:\/\/[^/\s]+$/, expected('the address the shop is published at, like https://yourshop.in (https, no path)'))),
    address: fields({
      line1: text('the street address', 120),
      city: text('the city', 60),
      region: text('the state', 60),
      postcode: v.pipe(v.string(expected('a 6-digit PIN code in quotes')), v.regex(/^[1-9]\d{5}$/, expected('a 6-digit PIN code'))),
      country: text('the country', 60),
    }),
    phone,
    email,
    hours: fields({ store: text('store hours, like 10:00 - 18:00, Mon - Sat', 80), phone: text('phone hours, like 9am - 8pm', 80) }),
    orders: fields({
      whatsapp: v.pipe(v.string(expected('the WhatsApp number in quotes, 91 and the 10-digit mobile, like "919820012345"')), v.regex(/^[1-9]\d{9,14}$/, expected('the WhatsApp number as digits only with the country code, like "919820012345"'))),
      upiId: v.pipe(v.string(expected('your merchant UPI ID, like yourshop@okaxis')), v.regex(/^[\w.-]{2,256}@[a-zA-Z][\w]{1,63}$/, expected('a UPI ID like yourshop@okaxis'))),
      payeeName: text('the name registered with the UPI ID', 50),
      mc: v.optional(v.pipe(v.string(expected('the 4-digit merchant category code your bank gave, in quotes')), v.regex(/^\d{4}$/, expected('a 4-digit merchant category code, like "5651"')))),
      email,
    }),
    seller: fields({ name: text('the seller’s legal name', 120), address: text('the seller’s registered address', 200) }),
    grievanceOfficer: fields({ name: text('the grievance officer’s name', 60), email, phone }),
    returns: text('the returns policy in one line', 200),
    delivery: fields({
      dispatchDays: wholeNumber('working days to pack an order', 0, 14),
      zones: list(zone, 'delivery zones', 1),
      elsewhere: fields({ days: wholeNumber('delivery days after dispatch', 1, 30), cod: v.boolean(expected('yes or no (true or false)')) }),
      holidays: v.optional(list(isoDate, 'dates'), []),
    }),
    sizeChart: v.pipe(
      list(sizeRow, 'sizes', 5, 5),
      v.check((rows) => rows.map((r) => r.size).join() === 'Small,Medium,Large,XL,XXL', 'expected one row for each of Small, Medium, Large, XL, XXL, in that order'),
    ),
    /** The journal article on finding one's size (its file name in shop/journal/ without .md), linked from the size chart. */
    sizeGuide: v.optional(slug),
    people: v.optional(list(person, 'contact people', 0, 6), []),
  }),
);

export type ShopFile = v.InferOutput<typeof shopFileSchema>;
