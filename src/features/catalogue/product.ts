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

/** Widths (px) each product image is generated at; the aspect ratio is 4:5. */
export const productImageWidths = [200, 400, 800] as const;
export const productImageAspect = { width: 4, height: 5 } as const;

export interface ProductImage {
  view: ImageView;
  alt: string;
  /** URL of the image at the given generated width. */
  src: (width: (typeof productImageWidths)[number]) => string;
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
    src: (width) => productImageUrl(entry.id, view, width),
  });
  return {
    ...entry,
    images: [image('front'), image('back'), image('detail'), image('folded')],
  };
}
