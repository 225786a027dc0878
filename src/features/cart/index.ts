/** The cart feature's public surface for pages; the app shell uses the lighter `./model`. */
export * from './model';
export { parseQuantity } from './quantity';
export { QuickAddButton } from './quick-add-button';
export { AddToCartForm } from './add-to-cart-form';
