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
