import * as v from 'valibot';
import { email, expected, fields, isoDate, list, slug, text, wholeNumber } from '@/lib/data-rules';
import { gstinProblem, gstStateCodes } from '@/lib/gstin';
import { allSizes } from './sizes';

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
  size: v.picklist(allSizes, expected(`one of ${allSizes.join(', ')}`)),
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

/** 2 to 5 capital letters: what every order number of the shop starts with (`RNG-261124-K7QX2M`). */
export const ORDER_PREFIX = /^[A-Z]{2,5}$/;

/**
 * The order-number prefix of a shop that names none: the initials of its name's words in capitals
 * (up to five: "Kesari Tees" → "KT"), or the first three letters of a one-word name ("Kesari" →
 * "KES"); letters A–Z only, accents dropped. A name with fewer than two such letters gives "ORD".
 */
export function defaultOrderPrefix(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
  const prefix = words.length > 1 ? words.slice(0, 5).map((word) => word[0]).join('') : (words[0] ?? '').slice(0, 3);
  return ORDER_PREFIX.test(prefix) ? prefix : 'ORD';
}

/** One GST band: the rate for a piece whose value before tax is at most `upTo` rupees (the last band: any value). */
const taxBand = fields({
  upTo: v.optional(wholeNumber('the highest value of a piece in this band, before tax, in whole rupees', 1, 10_000_000)),
  rate: v.pipe(
    v.number(expected('the GST rate in percent, like 5')),
    v.minValue(0, expected('a GST rate of at least 0')),
    v.maxValue(40, expected('a GST rate of at most 40')),
  ),
});

/**
 * GST (optional): with a GSTIN the desk prints tax invoices, without one receipts (PRODUCT.md §16).
 * The bands go from the lowest `upTo` up; the last has none and takes every higher value.
 */
const taxSettings = fields({
  gstin: v.optional(
    v.pipe(
      v.string(expected('your GSTIN in capitals, like 27AAAAA0000A1Z2')),
      v.check((gstin) => gstinProblem(gstin) === null, (issue) => `expected ${gstinProblem(String(issue.input))}, got ${issue.received}`),
    ),
  ),
  hsn: v.optional(
    v.pipe(v.string(expected('the HSN code of your tees in quotes, like "6109"')), v.regex(/^\d{4}(?:\d{2}){0,2}$/, expected('an HSN code of 4, 6 or 8 digits, like "6109"'))),
    '6109',
  ),
  bands: v.pipe(
    list(taxBand, 'tax bands', 1, 6),
    v.check(
      (bands) => bands.every((band, at) => (at === bands.length - 1 ? band.upTo === undefined : band.upTo !== undefined && (at === 0 || band.upTo > bands[at - 1]!.upTo!))),
      'expected bands from the lowest upTo to the highest, the last without upTo (it takes every higher value)',
    ),
  ),
});

/** The names written on the contact page's drawn street map, around the shop. */
const mapNames = fields({
  road: text('the road the shop is on, like Wellington Road', 40),
  crossStreet: v.optional(text('the street that crosses it near the shop, like Street 32', 40)),
  streets: v.optional(list(text('a street name', 40), 'street names', 0, 2), []),
  park: v.optional(text('a park near the shop, like Gulmohar Park', 40)),
  sea: v.optional(text('the sea or lake by the shop, like Arabian Sea (drawn on the left, with its front)', 40)),
  seaFront: v.optional(text('the road along the water, like Sea Face Promenade', 40)),
  says: v.optional(text('what the map shows, for those who cannot see it, like: the shop is on Wellington Road next to Gulmohar Park', 200)),
});

/** Lines the pages say of the shop, in the owner's words. */
const pageLines = fields({
  featured: v.optional(text('the line under “Featured products” on the home page', 120)),
  newArrivals: v.optional(text('the line of the home page’s new-collection banner', 120)),
  about: v.optional(text('the line under the About page’s heading', 160)),
  journal: v.optional(text('the line under the Blog page’s heading', 160)),
});

/**
 * The GitHub repository the published editor (/admin/) saves to, and its branch: the one the
 * publishing workflow builds from. GitHub's own form of a repository's name, owner/name.
 */
const phoneEditor = fields({
  repo: v.pipe(
    v.string(expected('your GitHub repository as owner/name, like asha/kesari-tees')),
    v.regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, expected('your GitHub repository as owner/name, like asha/kesari-tees (not its web address)')),
  ),
  branch: v.optional(
    v.pipe(v.string(expected('the branch the shop is published from, like main')), v.regex(/^[\w./-]{1,100}$/, expected('a branch name, like main'))),
    'main',
  ),
});

export const shopFileSchema = v.pipe(
  fields({
    name: text('the shop name', 60),
    /** The name on a phone's home screen (the web app manifest's short_name), when the name is long. */
    shortName: v.optional(text('a short name for the home screen, like Rangeela (12 characters or fewer show in full)', 30)),
    /** The installed app's full name (the manifest's name). */
    appName: v.optional(text('the installed app’s full name, like Rangeela — Colourful T-shirts', 60)),
    tagline: text('a one-line tagline', 120),
    /** A sentence or two for search results (the home page) and the installed app. */
    description: v.optional(text('a sentence or two about the shop for search results, like: Rangeela sells colourful T-shirts printed in Mumbai.', 300)),
    /** Where the tees are made: the footer says "Designed, drawn and printed in …". */
    madeIn: v.optional(text('where your tees are designed, drawn and printed, like Mumbai (the footer says “Designed, drawn and printed in Mumbai”)', 60)),
    /** What every order number starts with; from the name when not given (defaultOrderPrefix). */
    orderPrefix: v.optional(
      v.pipe(
        v.string(expected('2 to 5 capital letters A to Z, like RNG')),
        v.regex(ORDER_PREFIX, expected('2 to 5 capital letters A to Z, like RNG')),
      ),
    ),
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
    /** Lines of the home, About and Blog pages (each optional: the page says something plain instead). */
    lines: v.optional(pageLines, {}),
    /** The contact page's drawn street map; without it the page has no drawn map, only the link to a map site. */
    map: v.optional(mapNames),
    /** GST: the GSTIN (tax invoices; without it receipts), the tees' HSN code and the rate bands. */
    tax: v.optional(taxSettings),
    /** The editor on a phone (PRODUCT.md §17): with it, the build publishes /admin/, which saves to this GitHub repository. */
    editor: v.optional(phoneEditor),
  }),
  v.forward(
    v.check(
      (file) => !file.tax?.gstin || gstStateCodes[file.address.region] === file.tax.gstin.slice(0, 2),
      (issue) => {
        const file = issue.input as { address: { region: string }; tax: { gstin: string } };
        const code = gstStateCodes[file.address.region];
        return code
          ? `expected a GSTIN of ${file.address.region} (address.region), which starts with ${code}, got "${file.tax.gstin}"`
          : `expected address.region to be the state as GST names it (like Maharashtra) when there is a GSTIN, got "${file.address.region}"`;
      },
    ),
    ['tax', 'gstin'],
  ),
);

export type ShopFile = v.InferOutput<typeof shopFileSchema>;

/** The shop's GST settings as checked (shop.yaml `tax`). */
export type TaxSettings = v.InferOutput<typeof taxSettings>;

/** The names on the contact page's drawn map. */
export type MapNames = v.InferOutput<typeof mapNames>;

/**
 * The shop's facts as the site shows them (src/config/site.ts), with every default filled in: the
 * build writes them into ./shop.generated.ts, and the build's art (the install badge, the share
 * card, the web app manifest) is drawn from the same.
 */
export interface SiteFacts {
  name: string;
  /** The home screen's name: `shortName`, or the name. */
  shortName: string;
  /** The installed app's full name: `appName`, or the name. */
  appName: string;
  tagline: string;
  /** For search results and the installed app: `description`, or the tagline as a sentence. */
  description: string;
  /** Where the tees are designed, drawn and printed, or null when the shop does not say. */
  madeIn: string | null;
  /** What order numbers start with (`RNG`). */
  orderPrefix: string;
  /** The address the shop is published at (`url`). */
  origin: string;
  address: ShopFile['address'];
  phone: string;
  email: string;
  storeHours: string;
  contactHours: string;
  copyrightYear: number;
}

/** The pages' own lines (shop.yaml `lines`), null where the owner gave none. */
export interface PageLines {
  featured: string | null;
  newArrivals: string | null;
  about: string | null;
  journal: string | null;
}

/** `text` as a sentence: with a full stop unless it ends in one (or ! or ?). */
function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** The site's facts from a checked shop.yaml, every default filled in, copyright `year`. */
export function siteFacts(file: ShopFile, year: number): SiteFacts {
  const { name, tagline, url, address, phone, email, hours } = file;
  return {
    name,
    shortName: file.shortName ?? name,
    appName: file.appName ?? name,
    tagline,
    description: file.description ?? sentence(tagline),
    madeIn: file.madeIn ?? null,
    orderPrefix: file.orderPrefix ?? defaultOrderPrefix(name),
    origin: url,
    address,
    phone,
    email,
    storeHours: hours.store,
    contactHours: hours.phone,
    copyrightYear: year,
  };
}

/** The pages' lines from a checked shop.yaml. */
export function pageLinesOf({ lines }: ShopFile): PageLines {
  return { featured: lines.featured ?? null, newArrivals: lines.newArrivals ?? null, about: lines.about ?? null, journal: lines.journal ?? null };
}
