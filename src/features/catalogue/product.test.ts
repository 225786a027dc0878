import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choiceFromSearch,
  colourImages,
  findColour,
  inStock,
  quickAddChoice,
  searchForChoice,
  soldOutEverywhere,
  withImages,
  type ProductColour,
  type ProductEntry,
} from './product';
import { allSizes, colourId, type ShopSize } from './product-names';
import { runs } from '@/test/runs';

/** A colour of the test tee: four photos named after it, these sizes sold out. */
function colour(name: string, soldOut: readonly ShopSize[] = []): ProductColour {
  const id = colourId(name);
  return {
    id,
    name,
    swatch: '#2e3a6e',
    soldOut,
    photos: [
      { name: `${id}-front`, alt: 'front view' },
      { name: `${id}-back`, alt: 'back view' },
    ],
  };
}

/** A product made for these tests, in the colours given. */
function tee(...colours: [ProductColour, ...ProductColour[]]): ProductEntry {
  return {
    id: 42,
    title: 'Test Tee',
    brand: 'Rangeela Studio',
    price: 799,
    rating: 4.5,
    reviewCount: 12,
    collections: ['featured'],
    photoDir: '/images/shop/products/test-tee.01234567',
    colours,
  };
}

const chalk = colour('Chalk');
const indigo = colour('Indigo Blue', ['Small', 'Large']);
const ember = colour('Ember', allSizes);
const twoColours = tee(chalk, indigo);

const search = (query: string) => new URLSearchParams(query);

describe('allSizes', () => {
  it('are Small, Medium, Large, XL and XXL, in that order', () => {
    expect(allSizes).toEqual(['Small', 'Medium', 'Large', 'XL', 'XXL']);
  });
});

describe('colourId', () => {
  it.each([
    ['Indigo', 'indigo'],
    ['Indigo Blue', 'indigo-blue'],
    ['Off-White', 'off-white'],
    ['  Heather   Grey! ', 'heather-grey'],
    ['Red & Gold', 'red-gold'],
    ['Grey 2', 'grey-2'],
  ])('names %j %j in addresses and carts', (name, id) => {
    expect(colourId(name)).toBe(id);
  });

  it('gives only lower-case letters, digits and single hyphens, never at either end (1000 runs)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        expect(colourId(name)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
        expect(colourId(colourId(name))).toBe(colourId(name));
      }),
      runs(1000),
    );
  });
});

describe('findColour', () => {
  it('finds a colour by its id', () => {
    expect(findColour(twoColours, 'indigo-blue')).toBe(indigo);
    expect(findColour(twoColours, 'chalk')).toBe(chalk);
  });

  it.each(['mauve', 'Indigo Blue', 'INDIGO-BLUE', 'indigo', '', null, undefined])('finds nothing for %j', (id) => {
    expect(findColour(twoColours, id)).toBeUndefined();
  });
});

describe('inStock and soldOutEverywhere', () => {
  it('says which sizes of a colour can be bought', () => {
    expect(allSizes.filter((size) => inStock(indigo, size))).toEqual(['Medium', 'XL', 'XXL']);
    expect(allSizes.filter((size) => inStock(chalk, size))).toEqual(allSizes);
    expect(allSizes.filter((size) => inStock(ember, size))).toEqual([]);
  });

  it('is sold out everywhere only when every size of every colour is', () => {
    expect(soldOutEverywhere(tee(ember))).toBe(true);
    expect(soldOutEverywhere(tee(ember, colour('Soot', allSizes)))).toBe(true);
    expect(soldOutEverywhere(tee(ember, indigo))).toBe(false);
    expect(soldOutEverywhere(tee(colour('Ash', ['Small', 'Medium', 'Large', 'XL'])))).toBe(false);
    expect(soldOutEverywhere(twoColours)).toBe(false);
  });
});

describe('quickAddChoice', () => {
  it('is the first colour in Large', () => {
    expect(quickAddChoice(twoColours)).toEqual({ colour: chalk, size: 'Large' });
  });

  it.each([
    [['Large'], 'Medium'],
    [['Large', 'Medium'], 'XL'],
    [['Large', 'Medium', 'XL'], 'Small'],
    [['Large', 'Medium', 'XL', 'Small'], 'XXL'],
    [['Large', 'XL'], 'Medium'],
    [['Small', 'XXL'], 'Large'],
  ] as const)('with %j sold out in the first colour, takes the nearest size in stock, %s', (soldOut, size) => {
    const first = colour('Ash', soldOut);
    expect(quickAddChoice(tee(first, chalk))).toEqual({ colour: first, size });
  });

  it('takes the next colour when the first has nothing left', () => {
    expect(quickAddChoice(tee(ember, indigo))).toEqual({ colour: indigo, size: 'Medium' });
    expect(quickAddChoice(tee(ember, chalk))).toEqual({ colour: chalk, size: 'Large' });
  });

  it('is undefined when everything is sold out', () => {
    expect(quickAddChoice(tee(ember))).toBeUndefined();
    expect(quickAddChoice(tee(ember, colour('Soot', allSizes)))).toBeUndefined();
  });

  it('always picks a size in stock, and only when one is (1000 runs)', () => {
    const colourArb = fc.subarray([...allSizes]).map((soldOut) => colour('Ash', soldOut));
    fc.assert(
      fc.property(fc.array(colourArb, { minLength: 1, maxLength: 4 }), (colours) => {
        const product = tee(...(colours as [ProductColour, ...ProductColour[]]));
        const choice = quickAddChoice(product);
        if (soldOutEverywhere(product)) expect(choice).toBeUndefined();
        else {
          expect(choice).toBeDefined();
          expect(inStock(choice!.colour, choice!.size)).toBe(true);
          // The first colour that has anything left.
          expect(choice!.colour).toBe(colours.find((c) => c.soldOut.length < allSizes.length));
        }
      }),
      runs(1000),
    );
  });
});

describe('choiceFromSearch', () => {
  it('takes the colour and the size the address asks for', () => {
    expect(choiceFromSearch(twoColours, search('colour=indigo-blue&size=XL'))).toEqual({ colour: indigo, size: 'XL' });
    expect(choiceFromSearch(twoColours, search('size=Large&colour=chalk'))).toEqual({ colour: chalk, size: 'Large' });
  });

  it('takes the first colour and no size when the address says nothing', () => {
    expect(choiceFromSearch(twoColours, search(''))).toEqual({ colour: chalk, size: null });
    expect(choiceFromSearch(twoColours, search('size=Medium'))).toEqual({ colour: chalk, size: 'Medium' });
  });

  it.each(['mauve', 'Indigo Blue', 'indigo', ''])('takes the first colour for a colour the product does not come in (%j)', (unknown) => {
    expect(choiceFromSearch(twoColours, search(`colour=${encodeURIComponent(unknown)}&size=XL`))).toEqual({ colour: chalk, size: 'XL' });
  });

  it('takes no size for a size sold out in the colour', () => {
    expect(choiceFromSearch(twoColours, search('colour=indigo-blue&size=Large'))).toEqual({ colour: indigo, size: null });
    expect(choiceFromSearch(twoColours, search('colour=indigo-blue&size=Small'))).toEqual({ colour: indigo, size: null });
    // In stock in another colour makes no difference: the size is the chosen colour's.
    expect(choiceFromSearch(twoColours, search('colour=chalk&size=Large'))).toEqual({ colour: chalk, size: 'Large' });
    // Sold out in the first colour, which an unknown colour falls back to.
    expect(choiceFromSearch(tee(indigo, chalk), search('colour=mauve&size=Large'))).toEqual({ colour: indigo, size: null });
    expect(choiceFromSearch(tee(ember), search('size=Medium'))).toEqual({ colour: ember, size: null });
  });

  it.each(['xl', 'M', 'Tiny', '', 'Large ', 'large'])('takes no size for a size the shop does not sell (%j)', (size) => {
    expect(choiceFromSearch(twoColours, search(`colour=indigo-blue&size=${encodeURIComponent(size)}`))).toEqual({ colour: indigo, size: null });
  });

  it('ignores anything else in the address', () => {
    expect(choiceFromSearch(twoColours, search('utm_source=x&colour=indigo-blue&qty=3&size=XXL'))).toEqual({ colour: indigo, size: 'XXL' });
  });
});

describe('searchForChoice', () => {
  it('puts the colour, and the size once there is one, in the address', () => {
    expect(searchForChoice({ colour: indigo, size: 'XL' })).toEqual({ colour: 'indigo-blue', size: 'XL' });
    expect(searchForChoice({ colour: chalk, size: null })).toEqual({ colour: 'chalk' });
  });

  it('gives back the same choice when read again', () => {
    for (const c of twoColours.colours) {
      for (const size of [null, ...allSizes.filter((s) => inStock(c, s))]) {
        const choice = { colour: c, size };
        expect(choiceFromSearch(twoColours, new URLSearchParams(searchForChoice(choice)))).toEqual(choice);
      }
    }
  });
});

describe('colourImages and withImages', () => {
  it('makes a colour’s photos its images, named with the colour when the product comes in more than one', () => {
    const images = colourImages(twoColours, indigo);
    expect(images.map((image) => image.alt)).toEqual(['Test Tee in Indigo Blue, front view', 'Test Tee in Indigo Blue, back view']);
    expect(images.map((image) => image.src(400))).toEqual([
      '/images/shop/products/test-tee.01234567/indigo-blue-front-400.webp',
      '/images/shop/products/test-tee.01234567/indigo-blue-back-400.webp',
    ]);
    expect(images.map((image) => image.widths)).toEqual([
      [200, 320, 400, 600, 800],
      [200, 400, 600, 800],
    ]);
    expect(colourImages(tee(chalk), chalk).map((image) => image.alt)).toEqual(['Test Tee, front view', 'Test Tee, back view']);
  });

  it('gives a product its first colour’s images', () => {
    const product = withImages(twoColours);
    expect(product.images.map((image) => image.alt)).toEqual(colourImages(twoColours, chalk).map((image) => image.alt));
    expect(product.images[0].src(200)).toBe('/images/shop/products/test-tee.01234567/chalk-front-200.webp');
  });
});
