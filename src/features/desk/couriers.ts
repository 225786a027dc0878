/**
 * The tracking link made from the courier's name and the AWB number (PRODUCT.md §16), for the
 * couriers small Indian shops use most. Each entry is the courier's own public tracking page: with
 * the number in its address where the page takes one, otherwise the page, where the buyer types
 * the number. A courier not in this table gets no link: the message says the AWB plainly.
 */
interface Courier {
  name: string;
  /** The names an owner types for it ("Speed Post", "bluedart", "Flipkart Ekart"). */
  matches: RegExp;
  /** The page, with `{awb}` where the number goes when the page takes it. */
  page: string;
}

const table: readonly Courier[] = [
  { name: 'India Post', matches: /\b(india\s*post|speed\s*post|indiapost)\b/i, page: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx' },
  { name: 'Delhivery', matches: /\bdelhivery\b/i, page: 'https://www.delhivery.com/track/package/{awb}' },
  { name: 'DTDC', matches: /\bdtdc\b/i, page: 'https://www.dtdc.in/tracking.asp' },
  { name: 'Blue Dart', matches: /\bblue\s*dart\b/i, page: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}' },
  { name: 'Ekart', matches: /\bekart\b/i, page: 'https://ekartlogistics.com/shipmenttrack/{awb}' },
  { name: 'Xpressbees', matches: /\bx\s*press\s*bees\b/i, page: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}' },
  { name: 'Shadowfax', matches: /\bshadow\s*fax\b/i, page: 'https://www.shadowfax.in/track-order' },
];

/** Where the buyer follows a parcel: the address, and whether the number is already in it. */
export interface Tracking {
  courier: string;
  href: string;
  withNumber: boolean;
}

/** The tracking page for this courier and AWB, or null for a courier the desk does not know. */
export function trackingLink(courier: string, awb: string): Tracking | null {
  const known = table.find((each) => each.matches.test(courier));
  if (!known || !awb) return null;
  const withNumber = known.page.includes('{awb}');
  return { courier: known.name, href: known.page.replace('{awb}', encodeURIComponent(awb)), withNumber };
}

/** The sentence a message gives for following the parcel. */
export function trackingSentence(courier: string, awb: string): string {
  const tracking = trackingLink(courier, awb);
  if (!tracking) return `Your AWB number is ${awb}: track it on ${courier}’s site with that number.`;
  return tracking.withNumber ? `Track it here: ${tracking.href}` : `Track it at ${tracking.href} with the AWB number ${awb}.`;
}
