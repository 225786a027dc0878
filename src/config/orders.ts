
/**
 * Where orders go (PRODUCT.md §13), from the `orders` part of the owner's shop/shop.yaml, checked
 * by the build (scripts/shop/) and written into ./orders.generated.ts:
 * - `whatsapp`: the number orders are sent to, in full international form without `+`, spaces
 *   or a leading 0 (India: 91 and the 10-digit mobile), as `https://wa.me/<number>` wants it;
 * - `upiId`: the shop's **merchant** UPI ID (a VPA such as `rangeela@okaxis`). Payment apps
 *   refuse `upi://pay` links and QR codes made out to a personal UPI ID;
 * - `payeeName`: the name payment apps show the visitor (`pn`), as registered with that ID;
 * - `mc`: the merchant category code the bank issued with that ID, passed in the link when set;
 * - `orderEmail`: where "Email the order" writes to.
 * The site never learns whether a payment was made: the shop checks its account and confirms.
 */
export { orderSettings } from './orders.generated';
