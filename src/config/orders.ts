/**
 * Where orders go (PRODUCT.md §13). A shop that deploys its own copy changes these four:
 * - `whatsapp`: the number orders are sent to, in full international form without `+`, spaces
 *   or a leading 0 (India: 91 and the 10-digit mobile), as `https://wa.me/<number>` wants it;
 * - `upiId`: the shop's **merchant** UPI ID (a VPA such as `rangeela@okaxis`). Payment apps
 *   refuse `upi://pay` links and QR codes made out to a personal UPI ID, so it must be one your
 *   bank or payment provider issued for business payments;
 * - `payeeName`: the name payment apps show the visitor (`pn`), as registered with that ID;
 * - `orderEmail`: where "Email the order" writes to.
 * The site never learns whether a payment was made: the shop checks its account and confirms.
 */
export const orderSettings = {
  whatsapp: '919820012345',
  upiId: 'rangeela@okaxis',
  payeeName: 'Rangeela',
  orderEmail: 'orders@rangeela.example',
} as const;
