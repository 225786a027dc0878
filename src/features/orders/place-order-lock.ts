/**
 * The Web Lock every tab of the shop holds to place an order (checkout-form.tsx): one tap places
 * one order, even the same cart placed from two tabs at the same moment (PRODUCT.md §13).
 */
export const PLACE_ORDER_LOCK = 'rangeela-place-order';
