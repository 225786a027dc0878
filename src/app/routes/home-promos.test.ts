import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { bannerOffers, collectionSize, products, type Offer } from '@/features/catalogue';
import { homeLines } from '@/features/content';
import { homePromos, offerPromo } from './home-promos';

const winter: Offer = { kind: 'percent-off', collection: 'winter', percent: 50, wording: 'Winter collection 50% off' };
const bogo: Offer = { kind: 'buy-one-get-one', collection: 'bogo', wording: 'Buy 1 Get 1 Free' };

describe('homePromos', () => {
  it('shows a banner for each offer that runs, buy one get one first, then the new arrivals', () => {
    const promos = homePromos([winter, bogo], 2, null);
    expect(promos.map((promo) => [promo.title, promo.to])).toEqual([
      ['Buy 1 Get 1 Free', paths.shop({ collection: 'bogo' })],
      ['Winter collection 50% off', paths.shop({ collection: 'winter' })],
      ['new collection', paths.shop({ collection: 'new-arrivals' })],
    ]);
    expect(promos[2]?.text).toBe('2 new prints in the shop.');
  });

  it('names no offer the shop does not run: with the offers deleted, only what is new', () => {
    const promos = homePromos([], 2, 'Fresh from the press.');
    expect(promos).toHaveLength(1);
    expect(promos[0]).toMatchObject({ title: 'new collection', text: 'Fresh from the press.' });
    expect(JSON.stringify(promos)).not.toMatch(/buy 1 get 1|winter|50% off/i);
  });

  it('has none with no offer and nothing new, so the section goes', () => {
    expect(homePromos([], 0, null)).toEqual([]);
  });

  it('words an offer without banner words by what it does', () => {
    expect(offerPromo(bogo)).toEqual({
      kicker: 'on offer now',
      title: 'Buy 1 Get 1 Free',
      text: 'Of every two of these tees in your cart, the cheaper one is free.',
      action: 'See the collection',
      to: paths.shop({ collection: 'bogo' }),
      picture: 'gift',
    });
    expect(offerPromo(winter).text).toBe('50% off each of these tees, taken off in your cart.');
  });

  it('counts the new arrivals the build counted in the range', () => {
    expect(collectionSize('new-arrivals')).toBe(products.filter((product) => product.collections.includes('new-arrivals')).length);
  });

  // The sample shop's own words (shop/offers.yaml, shop/shop.yaml): its home page looks as it always did.
  it.runIf(site.name === 'Rangeela')('keeps the sample shop’s banners as they were', () => {
    expect(homePromos(bannerOffers, collectionSize('new-arrivals'), homeLines.newArrivals).map(({ kicker, title, text, action, picture }) => [kicker, title, text, action, picture])).toEqual([
      ['crazy deals', 'Buy 1 Get 1 Free', 'Our classic crew tees: of every two, the cheaper one is free.', 'Learn More', 'gift'],
      ['cosy season', 'Winter collection 50% off', 'Heavier cotton and deep colours, at half price.', 'Collection', 'winter'],
      ['just landed', 'new collection', 'Eight new prints, from peacocks to constellations.', 'See what’s new', 'rail'],
    ]);
  });
});
