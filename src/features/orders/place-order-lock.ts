/**
 * The Web Lock every tab of the shop holds to place an order (checkout-form.tsx): one tap places
 * one order, even the same cart placed from two tabs at the same moment (PRODUCT.md §13). The tab
 * that placed an order says so to the others through the lock manager too (placed-announcement.ts).
 */
export const PLACE_ORDER_LOCK = 'rangeela-place-order';
