/** The catalogue's data types and the images every product has. */

export const categories = ['featured_product', 'New Arrivals'] as const;
export type Category = (typeof categories)[number];

/** How a category is shown to people. */
export const categoryLabels: Record<Category, string> = {
  featured_product: 'Featured',
  'New Arrivals': 'New Arrivals',
};

export const imageViews = ['front', 'back', 'detail', 'folded'] as const;
export type ImageView = (typeof imageViews)[number];

/** A width (px) product images are generated at; the aspect ratio is 4:5. */
export type ProductImageWidth = 200 | 320 | 400 | 800;

/**
 * The widths each view exists at (scripts/art/products.mjs writes exactly these). The front shot
 * is the one product cards show, two to a row on phones: about 180 CSS px, 315 device px at 1.75×
 * density, so it also has a 320 px size; the other views are shown large or as thumbnails.
 */
export const viewImageWidths: Record<ImageView, readonly ProductImageWidth[]> = {
  front: [200, 320, 400, 800],
  back: [200, 400, 800],
  detail: [200, 400, 800],
  folded: [200, 400, 800],
};

export interface ProductImage {
  view: ImageView;
  alt: string;
  /** The widths this image exists at, smallest first. */
  widths: readonly ProductImageWidth[];
  /** URL of the image at one of its `widths`. */
  src: (width: ProductImageWidth) => string;
}

export type ProductImages = readonly [ProductImage, ProductImage, ProductImage, ProductImage];

export interface ProductEntry {
  id: number;
  brand: string;
  title: string;
  description: string;
  /** Whole rupees. */
  price: number;
  /** 1.0 to 5.0, one decimal. */
  rating: number;
  category: Category;
}

export interface Product extends ProductEntry {
  images: ProductImages;
}

/** The number of products in the catalogue; ids run from 1 to this. */
export const PRODUCT_COUNT = 16;

export function isProductId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= PRODUCT_COUNT;
}

const viewAlt: Record<ImageView, string> = {
  front: 'front view',
  back: 'back view',
  detail: 'close-up of the print and fabric',
  folded: 'folded flat',
};

export function productImageUrl(id: number, view: ImageView, width: number): string {
  return `/images/products/p${String(id).padStart(2, '0')}-${view}-${width}.webp`;
}

export function withImages(entry: ProductEntry): Product {
  const image = (view: ImageView): ProductImage => ({
    view,
    alt: `${entry.title}, ${viewAlt[view]}`,
    widths: viewImageWidths[view],
    src: (width) => productImageUrl(entry.id, view, width),
  });
  return {
    ...entry,
    images: [image('front'), image('back'), image('detail'), image('folded')],
  };
}
