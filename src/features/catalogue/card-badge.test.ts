import { describe, expect, it } from 'vitest';
import { products } from './data/products';
import { cardBadge } from './card-badge';
import { onOffer, paysFor, savingFor, struckPrice } from './pays';

const byTitle = (title: string) => products.find((product) => product.title === title)!;

describe('the price a shopper pays for one tee', () => {
  it('is the price after a percentage offer, struck against the price before it', () => {
    const thar = byTitle('Thar Sunset Oversized Tee'); // ₹1,799, Winter collection 50% off
    expect(paysFor(thar)).toBe(900);
    expect(struckPrice(thar)).toEqual({ amount: 1799, isMrp: false });
    expect(savingFor(thar)).toEqual({ mrp: 1799, percent: 49, amount: 899 });
  });

  it('is the price below an MRP, struck against the MRP', () => {
    const cricket = byTitle('Cricket Gully Tee');
    expect(paysFor(cricket)).toBe(599);
    expect(struckPrice(cricket)).toEqual({ amount: 1999, isMrp: true });
    expect(savingFor(cricket)?.percent).toBe(70);
  });

  it('is the price itself for a buy-one-get-one tee or one without an offer', () => {
    expect(paysFor(byTitle('Rain Stripe Crew Tee'))).toBe(1099);
    expect(savingFor(byTitle('Rain Stripe Crew Tee'))).toBeNull();
    expect(savingFor(byTitle('Camel Caravan Tee'))).toBeNull();
    expect(onOffer(byTitle('Rain Stripe Crew Tee'))).toBe(true);
    expect(onOffer(byTitle('Camel Caravan Tee'))).toBe(false);
  });
});

describe('a card’s one badge', () => {
  it('says Sold out, Buy 1 Get 1, N% off or New, in that order', () => {
    expect(cardBadge(byTitle('Holi Splash Tee'))).toBe('Sold out'); // also below its MRP and new
    expect(cardBadge(byTitle('Essential Crew Tee'))).toBe('Buy 1 Get 1');
    expect(cardBadge(byTitle('Ikat Weave Tee'))).toBe('50% off'); // new, and in the winter offer (₹2,199 → ₹1,100)
    expect(cardBadge(byTitle('Cricket Gully Tee'))).toBe('70% off');
    expect(cardBadge(byTitle('Camel Caravan Tee'))).toBe('New');
    expect(cardBadge(byTitle('Marigold Mandala Tee'))).toBeUndefined();
  });
});
