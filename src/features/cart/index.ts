/**
 * The cart feature: cart lines and totals as pure functions, coupons, the cart store and its
 * storage connection, the add-to-cart controls and the cart's table. Its one public surface.
 */
export {
  MAX_QUANTITY,
  MIN_QUANTITY,
  addLine,
  itemCount,
  lineName,
  type AddResult,
  type CartLine,
  type Size,
} from './cart-lines';
export { isSize, sizes } from './sizes';
export { cartBadge, cartLinkLabel } from './cart-core';
export { leftOutSentence, lineAvailability, orderableLines, type LineAvailability } from './availability';
export { sameLines } from './same-lines';
export { cartActions, currentCart, useCartCount, useCartCoupon, useCartLines } from './cart-store';
export { connectCart, reloadCart } from './cart-persistence';
export { cartTotals, type AppliedCoupon, type CartTotals, type OfferRules, type PriceFacts, type TotalsFigures } from './totals';
export { shopCoupons } from './coupons';
export { shopCouponData } from './coupons.generated';
export { parseQuantity } from './quantity';
export { applyAddRequest, readAddRequest, type AddRequest } from './add-request';
export { AddToCartForm, preloadBuyParts } from './add-to-cart-form';
export { QuickAddButton } from './quick-add-button';
export { tellAdded } from './tell-added';
export { CartContents } from './cart-view/cart-contents';
export { loadCartTees } from './cart-tees';
export { TotalsList } from './cart-view/totals-list';
