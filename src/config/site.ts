/** Facts about the shop shown across the site. Change them here, nowhere else. */
export const site = {
  name: 'Rangeela',
  tagline: 'Colourful T-shirts, printed with care',
  origin: 'https://rangeela.example',
  address: {
    line1: '562 Wellington Road, Street 32',
    city: 'Mumbai',
    region: 'Maharashtra',
    postcode: '400001',
    country: 'India',
  },
  phone: '+91 22 4012 3456',
  email: 'hello@rangeela.example',
  storeHours: '10:00 - 18:00, Mon - Sat',
  contactHours: '9am - 8pm',
  copyrightYear: 2026,
} as const;

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

export function formatAddress(): string {
  const { line1, city, region, postcode, country } = site.address;
  return `${line1}, ${city}, ${region} ${postcode}, ${country}`;
}

/** A `tel:` link for a phone number as it is written ("+91 22 4012 3456"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A link that opens the shop's address in a maps site (a link out; the page itself makes no request). */
export function mapsLink(): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(formatAddress())}`;
}
