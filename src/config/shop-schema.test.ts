import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultOrderPrefix, pageLinesOf, shopFileSchema, siteFacts, type ShopFile } from './shop-schema';

/** A shop.yaml with only what it must have, and `extra`. */
function shopFile(extra: Record<string, unknown> = {}): ShopFile {
  return v.parse(shopFileSchema, {
    name: 'Kesari Tees',
    tagline: 'Saffron tees from Jaipur',
    url: 'https://kesari.example',
    address: { line1: '12 Johari Bazaar', city: 'Jaipur', region: 'Rajasthan', postcode: '302003', country: 'India' },
    phone: '+91 141 400 1234',
    email: 'hello@kesari.example',
    hours: { store: '10:00 - 19:00, Mon - Sat', phone: '10am - 7pm' },
    orders: { whatsapp: '919829012345', upiId: 'kesari@okaxis', payeeName: 'Kesari Tees', email: 'orders@kesari.example' },
    seller: { name: 'Kesari Tees LLP', address: '12 Johari Bazaar, Jaipur 302003' },
    grievanceOfficer: { name: 'Meena Joshi', email: 'grievance@kesari.example', phone: '+91 98290 12345' },
    returns: 'Unworn tees can be returned within 10 days.',
    delivery: { dispatchDays: 1, zones: [{ name: 'Jaipur', pins: ['302'], days: 1, cod: true }], elsewhere: { days: 5, cod: true } },
    sizeChart: [
      { size: 'Small', chest: 96, length: 69 },
      { size: 'Medium', chest: 101, length: 71 },
      { size: 'Large', chest: 106, length: 73 },
      { size: 'XL', chest: 112, length: 75 },
      { size: 'XXL', chest: 118, length: 77 },
    ],
    ...extra,
  });
}

describe('defaultOrderPrefix', () => {
  it('takes the initials of a name of several words, and the first three letters of one word, in capitals', () => {
    expect(defaultOrderPrefix('Kesari Tees')).toBe('KT');
    expect(defaultOrderPrefix('Rangeela')).toBe('RAN');
    expect(defaultOrderPrefix('kesari')).toBe('KES');
    expect(defaultOrderPrefix('The Tee Shop of Old Delhi Town')).toBe('TTSOO');
  });

  it('keeps to the letters A to Z, accents dropped, and gives ORD where a name has fewer than two', () => {
    expect(defaultOrderPrefix('Café Élan')).toBe('CE');
    expect(defaultOrderPrefix('Tees 4 You!')).toBe('TY');
    expect(defaultOrderPrefix('X')).toBe('ORD');
    expect(defaultOrderPrefix('रंगीला')).toBe('ORD');
  });

  it('always gives what shop.yaml’s orderPrefix accepts', () => {
    for (const name of ['Kesari Tees', 'Rangeela', 'A B', 'Jo', '...', 'Ümlaut Ünd Co']) {
      expect(v.is(shopFileSchema.entries.orderPrefix, defaultOrderPrefix(name)), name).toBe(true);
    }
  });
});

describe('shop.yaml’s words', () => {
  it('accepts orderPrefix as 2 to 5 capital letters, and nothing else', () => {
    expect(shopFile({ orderPrefix: 'KES' }).orderPrefix).toBe('KES');
    for (const bad of ['K', 'KESARI', 'kes', 'K-T', 'K1']) expect(() => shopFile({ orderPrefix: bad }), bad).toThrow();
  });

  it('fills in every default from the name and tagline: a renamed shop says nothing of another', () => {
    const facts = siteFacts(shopFile(), 2027);
    expect(facts).toMatchObject({
      name: 'Kesari Tees',
      shortName: 'Kesari Tees',
      appName: 'Kesari Tees',
      description: 'Saffron tees from Jaipur.',
      madeIn: null,
      orderPrefix: 'KT',
      origin: 'https://kesari.example',
      copyrightYear: 2027,
    });
    expect(pageLinesOf(shopFile())).toEqual({ featured: null, newArrivals: null, about: null, journal: null });
    expect(shopFile().map).toBeUndefined();
  });

  it('takes the owner’s words where given', () => {
    const file = shopFile({
      shortName: 'Kesari',
      appName: 'Kesari Tees — Saffron tees',
      description: 'Kesari Tees prints saffron tees in Jaipur!',
      madeIn: 'Jaipur',
      orderPrefix: 'KES',
      lines: { featured: 'Our best sellers' },
      map: { road: 'Johari Bazaar', says: 'the shop is on Johari Bazaar' },
    });
    expect(siteFacts(file, 2027)).toMatchObject({
      shortName: 'Kesari',
      appName: 'Kesari Tees — Saffron tees',
      description: 'Kesari Tees prints saffron tees in Jaipur!',
      madeIn: 'Jaipur',
      orderPrefix: 'KES',
    });
    expect(pageLinesOf(file)).toEqual({ featured: 'Our best sellers', newArrivals: null, about: null, journal: null });
    expect(file.map).toEqual({ road: 'Johari Bazaar', streets: [], says: 'the shop is on Johari Bazaar' });
  });
});
