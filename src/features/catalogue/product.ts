/**
 * The catalogue's types, made from the schema the owner's product files are checked against
 * (./product-schema.ts), and the images every product shows.
 */
import { allSizes, type ShopSize } from './product-names';
import type { ProductFile } from './product-schema';

/**
 * The widths (px) the build writes a product photo at (scripts/shop/photos.ts), 4:5. The first
 * photo of a colour is the one cards show, two to a row on phones: about 180 CSS px, 315 device px
 * at 1.75× density, so it also has a 320 px size. The product page shows a photo at three quarters
 * of a phone's width: about 270–310 CSS px, 480–600 device px at 1.75–2× density, so 600 px, where
 * 800 would be a third more to download for nothing the phone can show.
 */
export const photoWidths = { first: [200, 320, 400, 600, 800], other: [200, 400, 600, 800] } as const;

/** One photo as the build wrote it: `${photoDir}/${name}-${width}.webp` at each of its widths. */
export interface ProductPhoto {
  /** Its file name in the product's photo folder, without width and extension: "front". */
  name: string;
  /** What it shows, after the product's title ("front view"). */
  alt: string;
}

export interface ProductColour {
  /** Its name in addresses and carts: `colourId(name)`, "indigo-blue". */
  id: string;
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
  /** The first colour's photos: cards and the product page before a colour is chosen show these. */
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

/**
 * The images of one colour's photos, the first with the card size too. Their descriptions name
 * the colour when the product comes in more than one ("Essential Crew Tee in Navy, front view").
 */
export function colourImages(entry: Pick<ProductEntry, 'title' | 'photoDir' | 'colours'>, colour: ProductColour): Product['images'] {
  const name = entry.colours.length > 1 ? `${entry.title} in ${colour.name}` : entry.title;
  const image = (photo: ProductPhoto, widths: readonly number[]): ProductImage => ({
    alt: `${name}, ${photo.alt}`,
    widths,
    src: (width) => `${photoStem(entry, photo)}-${width}.webp`,
  });
  const [first, ...rest] = colour.photos;
  return [image(first, photoWidths.first), ...rest.map((photo) => image(photo, photoWidths.other))];
}

/** A photo's address without its width (`${photoStem}-${width}.webp` is each file). */
function photoStem(entry: Pick<ProductEntry, 'photoDir'>, photo: ProductPhoto): string {
  return `${entry.photoDir}/${photo.name}`;
}

/**
 * One colour's photos as the early script swaps them before the app runs (src/app/early/):
 * each photo's address without its width, in the gallery's order, space-separated.
 */
export function colourPhotoStems(entry: Pick<ProductEntry, 'photoDir'>, colour: ProductColour): string {
  return colour.photos.map((photo) => photoStem(entry, photo)).join(' ');
}

export function withImages(entry: ProductEntry): Product {
  return { ...entry, images: colourImages(entry, entry.colours[0]) };
}

/** The colour of a product with this id, if it has one (ids come from addresses and carts: anything). */
export function findColour(product: Pick<ProductEntry, 'colours'>, id: string | null | undefined): ProductColour | undefined {
  return id ? product.colours.find((colour) => colour.id === id) : undefined;
}

/** Whether a size can be bought in a colour (it is not sold out). */
export function inStock(colour: Pick<ProductColour, 'soldOut'>, size: ShopSize): boolean {
  return !colour.soldOut.includes(size);
}

/** Whether a product has nothing left: every size of every colour sold out. */
export function soldOutEverywhere(product: Pick<ProductEntry, 'colours'>): boolean {
  return product.colours.every((colour) => colour.soldOut.length >= allSizes.length);
}

/** The sizes a quick add tries, in order: Large (PRODUCT.md §3), then the nearest sizes to it. */
const quickAddSizes: readonly ShopSize[] = ['Large', 'Medium', 'XL', 'Small', 'XXL'];

/**
 * What a card's quick add puts in the cart: the first colour in Large (PRODUCT.md §3), or, when
 * Large is sold out there, the nearest size in stock, then the next colour; undefined when nothing
 * is left (the card says "Sold out" instead).
 */
export function quickAddChoice(product: Pick<ProductEntry, 'colours'>): { colour: ProductColour; size: ShopSize } | undefined {
  for (const colour of product.colours) {
    const size = quickAddSizes.find((candidate) => inStock(colour, candidate));
    if (size) return { colour, size };
  }
  return undefined;
}

/** What a visitor has chosen on a product page: a colour (always one) and a size (none at first). */
export interface ProductChoice {
  colour: ProductColour;
  size: ShopSize | null;
}

/**
 * The choice an address asks for (`?colour=indigo&size=XL`, PRODUCT.md §4): a colour the product
 * comes in (otherwise its first) and a size in stock in that colour (otherwise none). Anything
 * else in the address is ignored, never an error.
 */
export function choiceFromSearch(product: Pick<ProductEntry, 'colours'>, search: URLSearchParams): ProductChoice {
  const colour = findColour(product, search.get('colour')) ?? product.colours[0];
  const size = allSizes.find((candidate) => candidate === search.get('size'));
  return { colour, size: size && inStock(colour, size) ? size : null };
}

/** The address's search for a choice: the colour, and the size once there is one. */
export function searchForChoice(choice: ProductChoice): Record<string, string> {
  return choice.size ? { colour: choice.colour.id, size: choice.size } : { colour: choice.colour.id };
}
