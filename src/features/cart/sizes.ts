/** Small, Medium, Large, XL, XXL (PRODUCT.md §2): the cart core's, which is src/config/sizes.ts's one list. */
export { isSize, sizes } from './cart-core';
