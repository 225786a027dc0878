/**
 * What some pages show of the owner's shop/shop.yaml, checked by the build (scripts/shop/) and
 * written into modules of their own: each goes only to the pages that show it, not into every
 * page's start-up with the shop's name (./site.ts; issue 37: in one module with it, every page's
 * JavaScript before ready carried the delivery zones, the size chart and GST). Change them in
 * shop.yaml, nowhere else.
 */

/** The delivery zones and days: the checkout's and the product page's PIN check. */
export { deliveryFacts } from './delivery.generated';

/** Each size's chest and length in cm, and the journal article that helps find one's size. */
export { sizeChart, sizeGuide } from './size-chart.generated';

/** GST: the GSTIN (tax invoices; without it receipts), the tees' HSN code and the rate bands. */
export { taxSettings } from './tax.generated';
