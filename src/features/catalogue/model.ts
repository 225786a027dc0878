/**
 * The catalogue's light public surface: types and id checks, without data or UI.
 * What the app shell and the cart store import, so the entry bundle stays small.
 */
export { PRODUCT_COUNT, isProductId, type Category, type Product, type ProductImage } from './product';
