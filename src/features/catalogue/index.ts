/** The catalogue's public surface for other features and the app. */
export { products } from './data/products';
export {
  PRODUCT_COUNT,
  categoryLabels,
  isProductId,
  type Category,
  type Product,
  type ProductImage,
} from './product';
export { findProduct, relatedProducts, featuredProducts } from './lookup';
export { ProductImageView, productImageSrcSet } from './product-image';
export { ProductCard, cardImageSizes } from './product-card';
export { ProductGrid } from './product-grid';
