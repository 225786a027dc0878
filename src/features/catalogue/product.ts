/**
 * The catalogue's types, made from the schema the owner's product files are checked against
 * (./product-schema.ts), and the images every product shows.
 */
import type { RichText } from '@/lib/rich-text';
import type { ProductFile, ShopSize } from './product-schema';

/**
 * The widths (px) the build writes a product photo at (scripts/shop/photos.ts), 4:5. The first
 * photo of a colour is the one cards show, two to a row on phones: about 180 CSS px, 315 device px
 * at 1.75× density, so it also has a 320 px size.
 */
export const photoWidths = { first: [200, 320, 400, 800], other: [200, 400, 800] } as const;

/** One photo as the build wrote it: `${photoDir}/${name}-${width}.webp` at each of its widths. */
export interface ProductPhoto {
  /** Its file name in the product's photo folder, without width and extension: "front". */
  name: string;
  /** What it shows, after the product's title ("front view"). */
  alt: string;
}

export interface ProductColour {
  name: string;
  /** A CSS colour: "#2e3a6e". */
  swatch: string;
  soldOut: readonly ShopSize[];
  photos: readonly [ProductPhoto, ...ProductPhoto[]];
}

/** A product as the build hands it to the app (src/features/catalogue/data/products.generated.ts). */
export interface ProductEntry extends Omit<ProductFile, 'colours' | 'mrp' | ProductFactName> {
  /** The address of its photos' folder, named by their content: /images/shop/products/indigo-tee.1a2b3c4d */
  photoDir: string;
  description: RichText;
  mrp?: number;
  colours: readonly [ProductColour, ...ProductColour[]];
}

/** What a product is made of and how to look after it: shown on its page only, so loaded with it. */
export type ProductFactName = 'fabric' | 'fit' | 'care' | 'origin';
export type ProductFacts = Pick<ProductFile, ProductFactName>;

export interface ProductImage {
  alt: string;
  /** The widths this image exists at, smallest first. */
  widths: readonly number[];
  /** URL of the image at one of its `widths`. */
  src: (width: number) => string;
}

export interface Product extends ProductEntry {
  /** The first colour's photos (the product page shows its first colour: PRODUCT.md §4 comes next). */
  images: readonly [ProductImage, ...ProductImage[]];
}

/** How a collection is shown to people: "new-arrivals" → "New Arrivals". */
export function collectionLabel(collection: string): string {
  return collection
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The label of a product's first collection ("Featured"), or "T-shirts" when it is in none. */
export function mainCollectionLabel(product: Pick<ProductEntry, 'collections'>): string {
  const first = product.collections[0];
  return first === undefined ? 'T-shirts' : collectionLabel(first);
}

/** The seed's names of the two first collections, still found by search (PRODUCT.md §2). */
export const collectionAliases: Readonly<Record<string, string>> = { featured: 'featured_product', 'new-arrivals': 'New Arrivals' };

/** The images of one colour's photos, the first with the card size too. */
export function colourImages(entry: Pick<ProductEntry, 'title' | 'photoDir'>, photos: ProductColour['photos']): Product['images'] {
  const image = (photo: ProductPhoto, widths: readonly number[]): ProductImage => ({
    alt: `${entry.title}, ${photo.alt}`,
    widths,
    src: (width) => `${entry.photoDir}/${photo.name}-${width}.webp`,
  });
  const [first, ...rest] = photos;
  return [image(first, photoWidths.first), ...rest.map((photo) => image(photo, photoWidths.other))];
}

export function withImages(entry: ProductEntry): Product {
  return { ...entry, images: colourImages(entry, entry.colours[0].photos) };
}
