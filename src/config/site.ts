/**
 * Facts about the shop shown across the site (name, short name, tagline, description, where its
 * tees are made, order-number prefix, address, phone, email, hours), from the owner's
 * shop/shop.yaml, checked by the build (scripts/shop/) and written into ./shop.generated.ts in the
 * shape of `SiteFacts` (./shop-schema.ts: every default filled in, the copyright year the year of
 * the build). What only some pages show is in ./shop-facts.ts. Change them there, nowhere else: nothing of the shop is written in src/.
 */
import { site } from './shop.generated';

export { site };

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

/** Who sells and who answers complaints, and the returns policy. */
export { sellerFacts } from './shop.generated';
