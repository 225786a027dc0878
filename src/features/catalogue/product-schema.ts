import * as v from 'valibot';
import { allSizes, colourId } from './product-names';
import { formatPrice } from '@/lib/money';
import { expected, fields, hexColour, list, photoFileName, rupees, slug, text, wholeNumber } from '@/lib/data-rules';

/**
 * What a product file in shop/products/ holds (PRODUCT.md §2, §14): its front matter is checked
 * against `productFileSchema` at build time (scripts/shop/), and the app's product types are
 * made from the same schema, so the owner's format and the app's model cannot drift apart.
 */

const size = v.picklist(allSizes, expected(`one of ${allSizes.join(', ')}`));

/** A photo: its file name in shop/photos/<product>/, or the name with a description for people who cannot see it. */
export const photoSchema = v.union(
  [photoFileName, fields({ file: photoFileName, alt: v.optional(text('a short description of the photo', 160)) })],
  expected('a photo file name (front.jpg) or { file: front.jpg, alt: what it shows }'),
);

/** A colour's photos, first shown first. */
export const photosSchema = list(photoSchema, 'photos', 1, 8);

export const colourSchema = fields({
  name: v.pipe(
    text('the colour name', 40),
    v.check((name) => colourId(name) !== '', expected('a colour name with a letter or digit, like Indigo')),
  ),
  swatch: hexColour,
  photos: photosSchema,
  soldOut: v.optional(list(size, 'sizes'), []),
});

export const productFileSchema = v.pipe(
  fields({
    /** Left out, the build gives the next free one (scripts/shop/read-shop.ts) and says which. */
    id: v.optional(wholeNumber('a whole number from 1 to 99999 (the product address /sproduct/<id>)', 1, 99_999)),
    title: text('the product name', 80),
    brand: text('the brand name', 60),
    price: rupees,
    mrp: v.optional(rupees),
    collections: v.optional(list(slug, 'collection names'), []),
    fabric: text('the fabric, like 100% cotton, 180 GSM'),
    fit: text('the fit, like Regular'),
    care: text('care instructions'),
    origin: text('the country of origin, like India', 60),
    colours: list(colourSchema, 'colours', 1, 12),
  }),
  v.forward(
    v.partialCheck([['price'], ['mrp']], (input) => input.mrp === undefined || input.mrp >= input.price, (issue) => {
      const input = issue.input as { mrp?: number; price: number };
      return `expected an MRP of at least the price (${formatPrice(input.price)}), got ${input.mrp === undefined ? 'none' : formatPrice(input.mrp)}`;
    }),
    ['mrp'],
  ),
  v.forward(
    v.check(
      (input) => new Set(input.colours.map((c) => colourId(c.name))).size === input.colours.length,
      'expected every colour to have its own name (compared without case, spaces or punctuation), got two with one name',
    ),
    ['colours'],
  ),
);

export { allSizes, colourId, type ShopSize } from './product-names';
/** A product file as checked: its `id` may be left out (the build then gives one). */
export type ProductFileInput = v.InferOutput<typeof productFileSchema>;
/**
 * A product as the build hands it on: its id given, and its rating worked out from its reviews
 * (PRODUCT.md §2a): their mean to one decimal, 0 when it has none (then it is not rated).
 */
export type ProductFile = Omit<ProductFileInput, 'id'> & { id: number; rating: number; reviewCount: number };
