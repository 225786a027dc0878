import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, sizes, type CartLine } from '@/features/cart';
import { lineKey } from '@/features/cart/cart-lines';
import { site } from '@/config/site';
import { findProduct, products } from '@/features/catalogue';
import { statesAndTerritories } from './india';
import {
  orderProgress,
  PAYMENT_SENT,
  readUtr,
  createOrder,
  lastDetailsOf,
  newestFirst,
  NUMBER_ALPHABET,
  ORDER_NUMBER_PATTERN,
  orderItemCount,
  orderNumber,
  paymentMethods,
  secureRandom,
  type DeliveryDetails,
  type NewOrder,
  type Order,
} from './order';

/** This shop's order-number prefix (shop.yaml `orderPrefix`: RNG in the sample). */
const P = site.orderPrefix;
import { cartLine, catalogue, details, firstColour } from '@/test/orders';
import { runs } from '@/test/runs';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 60_000;

const RUNS = runs(1000);

const priceOf = findProduct;

const march5 = new Date(2026, 2, 5, 14, 30);

function newOrder(lines: readonly CartLine[], extra: Partial<NewOrder> = {}): NewOrder {
  return { lines, coupon: null, details, payment: 'upi', account: null, ...extra };
}

/** A `random()` that gives these values in turn, then the last one for ever. */
function sequence(values: readonly number[]): () => number {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] ?? 0;
}

/** The value of `random()` that picks this letter of NUMBER_ALPHABET. */
const pick = (letter: string) => (NUMBER_ALPHABET.indexOf(letter) + 0.5) / NUMBER_ALPHABET.length;
const code = (letters: string) => [...letters].map(pick);

// ---------------------------------------------------------------------------------------------
// Generators

const sizeArb = fc.constantFrom(...sizes);
/** A line of a catalogue product in one of its colours. */
const lineArb: fc.Arbitrary<CartLine> = fc.constantFrom(...products).chain((product) =>
  fc.record({
    productId: fc.constant(product.id),
    colour: fc.constantFrom(...product.colours.map((colour) => colour.id)),
    size: sizeArb,
    quantity: fc.integer({ min: 1, max: 10 }),
  }),
);
/** A cart as the cart store keeps it: 1–64 lines, one per product, colour and size, 1–10 of each. */
const cartArb = fc.uniqueArray(lineArb, {
  selector: lineKey,
  minLength: 1,
  maxLength: 64,
  size: 'max',
});
/** Product ids the catalogue does not sell. */
const unknownIdArb = fc.oneof(fc.integer({ min: -1000, max: 0 }), fc.integer({ min: 17, max: 100_000 }), fc.constant(Number.NaN));
const randomArb = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const randomsArb = fc.array(randomArb, { minLength: 4, maxLength: 40 });
const dateArb = fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31, 23, 59, 59), noInvalidDate: true });
const couponArb = fc.option(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('WELCOME10', 'flat200', ' Welcome10 ')), { nil: null });

const detailsArb: fc.Arbitrary<DeliveryDetails> = fc.record({
  name: fc.string({ minLength: 1, maxLength: 20 }),
  mobile: fc.stringMatching(/^[6-9]\d{9}$/),
  address: fc.string({ minLength: 1, maxLength: 40 }),
  landmark: fc.string({ maxLength: 20 }),
  city: fc.string({ minLength: 1, maxLength: 20 }),
  state: fc.constantFrom(...statesAndTerritories),
  pin: fc.stringMatching(/^[1-9]\d{5}$/),
  email: fc.oneof(fc.constant(''), fc.emailAddress()),
});

/** Orders as the order book holds them; `account` picks from a few addresses spelt in several ways. */
const ordersArb = fc.array(
  fc.record({
    lines: cartArb,
    details: detailsArb,
    payment: fc.constantFrom(...paymentMethods),
    account: fc.constantFrom(null, 'asha@example.com', ' Asha@Example.COM ', 'ravi@example.com', 'RAVI@example.com'),
    now: fc.date({ min: new Date(2026, 0, 1), max: new Date(2026, 0, 3), noInvalidDate: true }),
  }),
  { maxLength: 12 },
).map((made) => {
  const taken = new Set<string>();
  return made.map(({ lines, now, ...rest }) => {
    const order = createOrder({ lines, coupon: null, ...rest }, { products: catalogue, now, taken });
    taken.add(order.number);
    return order;
  });
});

// ---------------------------------------------------------------------------------------------

describe('createOrder', () => {
  it('makes an order of the cart with the catalogue’s titles, colour names and prices', () => {
    const lines: CartLine[] = [
      cartLine(1, 'Small', 2),
      cartLine(16, 'XXL', 1),
    ];
    const order = createOrder(newOrder(lines, { payment: 'cod', account: 'asha@example.com' }), {
      products: catalogue,
      now: march5,
      taken: new Set(),
      random: sequence(code('K7PZ42')),
    });
    expect(order).toEqual({
      number: 'RNG-260305-K7PZ42',
      createdAt: march5.toISOString(),
      lines: [
        {
          productId: 1,
          title: 'Marigold Mandala Tee',
          colour: firstColour(1).id,
          colourName: firstColour(1).name,
          size: 'Small',
          quantity: 2,
          unitPrice: 799,
          amount: 1598,
        },
        {
          productId: 16,
          title: 'Midnight Constellation Tee',
          colour: firstColour(16).id,
          colourName: firstColour(16).name,
          size: 'XXL',
          quantity: 1,
          unitPrice: 2799,
          amount: 2799,
        },
      ],
      subtotal: 4397,
      // Midnight Constellation is in the winter collection: ₹2,799 less half, rounded down to ₹1,399 off.
      offers: [{ name: 'Winter collection 50% off', amount: 1399 }],
      discount: 1399,
      coupon: null,
      shipping: 0,
      total: 2998,
      details,
      payment: 'cod',
      status: 'placed',
      sentAt: null,
      utr: null,
      account: 'asha@example.com',
    });
  });

  it(
    'has the totals the cart shows for the same lines, and one line per cart line (1000 runs)',
    () => {
      fc.assert(
        fc.property(cartArb, couponArb, randomsArb, (lines, coupon, random) => {
          const order = createOrder(newOrder(lines, { coupon }), { products: catalogue, now: march5, taken: new Set(), random: sequence(random) });
          const totals = cartTotals(lines, priceOf, coupon);
          expect(order.subtotal).toBe(totals.subtotal);
          expect(order.discount).toBe(totals.discount);
          expect(order.total).toBe(totals.total);
          expect(order.shipping).toBe(0);
          expect(order.total).toBe(order.subtotal - order.discount);
          // The offers and coupon are the cart's: a code is kept only when it took something off.
          expect(order.offers).toEqual(totals.offers);
          expect(order.coupon).toBe(totals.coupon?.code ?? null);
          expect(order.lines).toEqual(
            lines.map((line) => {
              const product = findProduct(line.productId);
              return {
                productId: line.productId,
                title: product?.title,
                colour: line.colour,
                colourName: product?.colours.find((colour) => colour.id === line.colour)?.name,
                size: line.size,
                quantity: line.quantity,
                unitPrice: product?.price,
                amount: (product?.price ?? Number.NaN) * line.quantity,
              };
            }),
          );
          expect(order.subtotal).toBe(order.lines.reduce((sum, line) => sum + line.amount, 0));
          expect(orderItemCount(order)).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('keeps the title and price of the moment it was placed, whatever the catalogue says later', () => {
    const facts = new Map([[1, { title: 'Marigold Mandala Tee', price: 799, collections: [], colours: [{ id: 'saffron', name: 'Saffron' }] }]]);
    const order = createOrder(newOrder([{ productId: 1, colour: 'saffron', size: 'Large', quantity: 3 }]), {
      products: (id) => facts.get(id),
      now: march5,
      taken: new Set(),
      random: sequence(code('AAAAAA')),
    });
    facts.set(1, { title: 'Marigold Mandala Tee (new print)', price: 999, collections: [], colours: [{ id: 'saffron', name: 'Deep Saffron' }] });
    expect(order.lines[0]).toEqual({
      productId: 1,
      title: 'Marigold Mandala Tee',
      colour: 'saffron',
      colourName: 'Saffron',
      size: 'Large',
      quantity: 3,
      unitPrice: 799,
      amount: 2397,
    });
    expect(order.total).toBe(2397);
  });

  it('takes the price the catalogue gives now, not one kept in the cart', () => {
    const order = createOrder(newOrder([{ productId: 8, colour: 'white', size: 'XL', quantity: 2 }]), {
      products: (id) => (id === 8 ? { title: 'Essential Crew Tee', price: 399, collections: [], colours: [{ id: 'white', name: 'White' }] } : undefined),
      now: march5,
      taken: new Set(),
    });
    expect(order.lines[0]?.unitPrice).toBe(399);
    expect(order.total).toBe(798);
  });

  it('names each line’s colour as the catalogue names it, and keeps two colours of one size as two lines', () => {
    const facts = (id: number) =>
      id === 1
        ? { title: 'Marigold Mandala Tee', price: 799, collections: [], colours: [{ id: 'saffron', name: 'Saffron' }, { id: 'indigo-blue', name: 'Indigo Blue' }] }
        : undefined;
    const order = createOrder(
      newOrder([
        { productId: 1, colour: 'indigo-blue', size: 'XL', quantity: 1 },
        { productId: 1, colour: 'saffron', size: 'XL', quantity: 2 },
      ]),
      { products: facts, now: march5, taken: new Set() },
    );
    expect(order.lines.map(({ colour, colourName, size, quantity }) => ({ colour, colourName, size, quantity }))).toEqual([
      { colour: 'indigo-blue', colourName: 'Indigo Blue', size: 'XL', quantity: 1 },
      { colour: 'saffron', colourName: 'Saffron', size: 'XL', quantity: 2 },
    ]);
    expect(order.total).toBe(799 * 3);
  });

  it(
    'leaves out lines whose product is no longer sold, keeping the others in order (1000 runs)',
    () => {
      const mixedArb = fc
        .tuple(cartArb, fc.array(fc.tuple(unknownIdArb, sizeArb, fc.integer({ min: 1, max: 10 }), fc.nat(64)), { minLength: 1, maxLength: 10 }))
        .map(([known, unknown]) => {
          const lines: CartLine[] = [...known];
          for (const [productId, size, quantity, at] of unknown) lines.splice(at % (lines.length + 1), 0, { productId, colour: 'indigo', size, quantity });
          return { known, lines };
        });
      fc.assert(
        fc.property(mixedArb, ({ known, lines }) => {
          const order = createOrder(newOrder(lines), { products: catalogue, now: march5, taken: new Set() });
          expect(order.lines.map(({ productId, colour, size, quantity }) => ({ productId, colour, size, quantity }))).toEqual(known);
          expect(order.total).toBe(cartTotals(known, priceOf).total);
          expect(order.total).toBe(cartTotals(lines, priceOf).total);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('refuses an empty cart, and a cart of products no longer sold', () => {
    const context = { products: catalogue, now: march5, taken: new Set<string>() };
    expect(() => createOrder(newOrder([]), context)).toThrow('An order needs at least one item.');
    expect(() => createOrder(newOrder([{ productId: 99, colour: 'indigo', size: 'Large', quantity: 1 }]), context)).toThrow(
      'An order needs at least one item.',
    );
  });

  it('keeps the delivery details, payment and account it is given, and starts as placed', () => {
    const order = createOrder(newOrder([cartLine(3, 'Small', 1)], { payment: 'cod', account: 'ravi@example.com' }), {
      products: catalogue,
      now: march5,
      taken: new Set(),
    });
    expect(order).toMatchObject({ details, payment: 'cod', account: 'ravi@example.com', status: 'placed', createdAt: march5.toISOString() });
    expect(order.number).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('gives a number no order on this device has', () => {
    const taken = new Set([`${P}-260305-AAAAAA`, `${P}-260305-BBBBBB`]);
    const order = createOrder(newOrder([cartLine(3, 'Small', 1)]), {
      products: catalogue,
      now: march5,
      taken,
      random: sequence([...code('AAAAAA'), ...code('BBBBBB'), ...code('CCCCCC')]),
    });
    expect(order.number).toBe(`${P}-260305-CCCCCC`);
  });
});

describe('orderNumber', () => {
  it('is the shop’s prefix (orderPrefix in shop.yaml), the date in India as YYMMDD and six letters of the alphabet', () => {
    expect(orderNumber(new Date('2026-03-05T10:00:00Z'), new Set(), sequence(code('K7PZ42')))).toBe(`${P}-260305-K7PZ42`);
    expect(orderNumber(new Date('2031-12-31T00:00:00Z'), new Set(), sequence(code('234567')))).toBe(`${P}-311231-234567`);
    expect(orderNumber(new Date('2000-01-01T00:00:00Z'), new Set(), sequence([0]))).toBe(`${P}-000101-AAAAAA`);
    expect(orderNumber(new Date('2026-03-05T10:00:00Z'), new Set(), sequence([0.999_999_999_999]))).toBe(`${P}-260305-999999`);
  });

  it('matches ORDER_NUMBER_PATTERN, which takes this shop’s prefix only (and the four-character numbers of before)', () => {
    expect(P).toMatch(/^[A-Z]{2,5}$/);
    expect(orderNumber(new Date('2026-03-05T10:00:00Z'), new Set(), sequence(code('K7PZ42')))).toMatch(ORDER_NUMBER_PATTERN);
    expect(ORDER_NUMBER_PATTERN.test(`${P}-260305-K7PZ`)).toBe(true);
    const other = P === 'ACME' ? 'ZZZ' : 'ACME';
    expect(ORDER_NUMBER_PATTERN.test(`${other}-260305-K7PZ42`)).toBe(false);
    expect(ORDER_NUMBER_PATTERN.test(`x${P}-260305-K7PZ42`)).toBe(false);
    expect(ORDER_NUMBER_PATTERN.test(`${P}-260305-K7PZ42x`)).toBe(false);
  });

  it('dates the number in India whatever the device’s clock zone: 18:30 UTC is already the next day there', () => {
    expect(orderNumber(new Date('2026-03-05T18:29:59Z'), new Set(), sequence([0]))).toBe(`${P}-260305-AAAAAA`);
    expect(orderNumber(new Date('2026-03-05T18:30:00Z'), new Set(), sequence([0]))).toBe(`${P}-260306-AAAAAA`);
    expect(orderNumber(new Date('2026-12-31T18:30:00Z'), new Set(), sequence([0]))).toBe(`${P}-270101-AAAAAA`);
  });

  it('uses no letters that are read alike over the phone (0/O, 1/I/L)', () => {
    expect(NUMBER_ALPHABET).toHaveLength(31);
    expect(new Set(NUMBER_ALPHABET).size).toBe(31);
    expect(NUMBER_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it(
    'always matches the pattern, with the date in India at `now` (1000 runs)',
    () => {
      fc.assert(
        fc.property(dateArb, randomsArb, (now, random) => {
          const number = orderNumber(now, new Set(), sequence(random));
          expect(number).toMatch(ORDER_NUMBER_PATTERN);
          const india = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: '2-digit', month: '2-digit', day: '2-digit' }).formatToParts(now);
          const part = (type: string) => india.find((candidate) => candidate.type === type)?.value;
          const yymmdd = `${part('year')}${part('month')}${part('day')}`;
          expect(number.slice(4, 10)).toBe(yymmdd);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'is never one already taken: colliding draws are drawn again (1000 runs)',
    () => {
      fc.assert(
        fc.property(
          fc.uniqueArray(fc.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/), { minLength: 1, maxLength: 20 }),
          fc.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
          (takenCodes, free) => {
            fc.pre(!takenCodes.includes(free));
            const taken = new Set(takenCodes.map((letters) => `${P}-260305-${letters}`));
            // random() first gives every taken number, then a free one.
            const random = sequence([...takenCodes.flatMap(code), ...code(free)]);
            const number = orderNumber(march5, taken, random);
            expect(taken.has(number)).toBe(false);
            expect(number).toBe(`${P}-260305-${free}`);
          },
        ),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('takes numbers of other days as free', () => {
    expect(orderNumber(march5, new Set([`${P}-260304-AAAAAA`]), sequence([0]))).toBe(`${P}-260305-AAAAAA`);
  });

  it('gives up when every attempt collides', () => {
    expect(() => orderNumber(march5, new Set([`${P}-260305-AAAAAA`]), () => 0)).toThrow('No free order number was found for today.');
    expect(() =>
      createOrder(newOrder([cartLine(1, 'Large', 1)]), {
        products: catalogue,
        now: march5,
        taken: new Set([`${P}-260305-AAAAAA`]),
        random: () => 0,
      }),
    ).toThrow('No free order number was found for today.');
  });

  it('draws from the cryptographic source by default, so numbers differ between orders', () => {
    for (let i = 0; i < 1000; i += 1) {
      const value = secureRandom();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    const numbers = new Set(
      Array.from({ length: 50 }, () => createOrder(newOrder([cartLine(1, 'Large', 1)]), { products: catalogue, now: march5, taken: new Set() }).number),
    );
    expect(numbers.size).toBeGreaterThan(1);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^${P}-260305-`));
  });
});

describe('newestFirst', () => {
  const at = (number: string, createdAt: string) => ({ number, createdAt }) as Order;

  it('sorts by time, newest first, then by number', () => {
    const orders = [
      at('RNG-260301-AAAAAA', '2026-03-01T10:00:00.000Z'),
      at('RNG-260305-BBBBBB', '2026-03-05T10:00:00.000Z'),
      at('RNG-260305-CCCCCC', '2026-03-05T10:00:00.000Z'),
      at('RNG-260303-DDDDDD', '2026-03-03T10:00:00.000Z'),
    ];
    expect(newestFirst(orders).map((order) => order.number)).toEqual([
      'RNG-260305-CCCCCC',
      'RNG-260305-BBBBBB',
      'RNG-260303-DDDDDD',
      'RNG-260301-AAAAAA',
    ]);
    expect(orders[0]?.number).toBe('RNG-260301-AAAAAA');
  });

  it(
    'is a sorted copy of the same orders, and the same whatever order they came in (1000 runs)',
    () => {
      const listArb = fc.array(
        fc.record({
          number: fc.stringMatching(/^RNG-26030[1-3]-[A-D]{6}$/),
          createdAt: fc.constantFrom('2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.001Z', '2026-03-02T09:00:00.000Z', '2026-03-03T23:59:59.999Z'),
        }),
        { maxLength: 30 },
      );
      fc.assert(
        fc.property(listArb.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))), ([list, shuffled]) => {
          const orders = list as Order[];
          const before = [...orders];
          const sorted = newestFirst(orders);
          expect(orders).toEqual(before);
          expect(sorted).toHaveLength(orders.length);
          expect(new Set(sorted)).toEqual(new Set(orders));
          for (let i = 1; i < sorted.length; i += 1) {
            const [a, b] = [sorted[i - 1] as Order, sorted[i] as Order];
            expect(a.createdAt >= b.createdAt).toBe(true);
            if (a.createdAt === b.createdAt) expect(a.number.localeCompare(b.number)).toBeGreaterThanOrEqual(0);
          }
          const key = (o: Order) => `${o.createdAt} ${o.number}`;
          expect(newestFirst(shuffled as Order[]).map(key)).toEqual(sorted.map(key));
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('lastDetailsOf', () => {
  const withAccount = (account: string | null, createdAt: string, name: string): Order =>
    ({ number: `RNG-${name}`, createdAt, account, details: { ...details, name } }) as Order;

  it('gives the details of the account’s newest order, whatever the case and spaces of its email', () => {
    const orders = [
      withAccount('asha@example.com', '2026-03-01T10:00:00.000Z', 'Older'),
      withAccount(' ASHA@example.com ', '2026-03-04T10:00:00.000Z', 'Newest'),
      withAccount('Asha@Example.com', '2026-03-02T10:00:00.000Z', 'Middle'),
      withAccount('ravi@example.com', '2026-03-09T10:00:00.000Z', 'Ravi'),
      withAccount(null, '2026-03-10T10:00:00.000Z', 'Guest'),
    ];
    expect(lastDetailsOf(orders, '  asha@EXAMPLE.com')?.name).toBe('Newest');
    expect(lastDetailsOf(orders, 'ravi@example.com')?.name).toBe('Ravi');
  });

  it('gives nothing to an account with no orders, and never a guest’s order', () => {
    const orders = [withAccount(null, '2026-03-10T10:00:00.000Z', 'Guest')];
    expect(lastDetailsOf(orders, 'asha@example.com')).toBeUndefined();
    expect(lastDetailsOf([], 'asha@example.com')).toBeUndefined();
  });

  it(
    'is the details of the first order of newestFirst placed by that account (1000 runs)',
    () => {
      fc.assert(
        fc.property(ordersArb, fc.constantFrom('asha@example.com', 'ASHA@EXAMPLE.COM  ', 'ravi@example.com', 'nobody@example.com'), (orders, account) => {
          const same = (other: string | null) => other !== null && other.trim().toLowerCase() === account.trim().toLowerCase();
          const expected = newestFirst(orders).find((order) => same(order.account));
          expect(lastDetailsOf(orders, account)).toBe(expected?.details);
          for (const order of orders) {
            if (same(order.account) && expected) expect(order.createdAt <= expected.createdAt).toBe(true);
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('orderItemCount', () => {
  it('adds up the quantities of the lines', () => {
    expect(orderItemCount({ lines: [] })).toBe(0);
    const order = createOrder(
      newOrder([
        cartLine(1, 'Small', 2),
        cartLine(2, 'XL', 10),
        cartLine(3, 'Large', 1),
      ]),
      { products: catalogue, now: march5, taken: new Set() },
    );
    expect(orderItemCount(order)).toBe(13);
  });
});

describe('orderProgress', () => {
  const upi = { payment: 'upi', sentAt: null, utr: null } as const;
  it('starts every order at sending it to the shop', () => {
    expect(orderProgress(upi)).toMatchObject({ steps: ['send', 'pay', 'confirm', 'ship'], current: 'send', status: 'Not sent to the shop yet' });
    expect(orderProgress({ ...upi, payment: 'cod' })).toMatchObject({ steps: ['send', 'confirm', 'ship'], current: 'send' });
  });

  it('goes on to paying once a UPI order is sent, and to the shop once its UTR is recorded', () => {
    const sent = { ...upi, sentAt: '2026-11-25T08:00:00.000Z' };
    expect(orderProgress(sent)).toMatchObject({ current: 'pay', status: 'Sent to the shop, not paid yet' });
    const paid = orderProgress({ ...sent, utr: '482100937712' });
    expect(paid).toMatchObject({ current: 'confirm', status: PAYMENT_SENT });
    expect([...paid.done]).toEqual(['send', 'pay']);
  });

  it('keeps sending as the next step of an order paid before it was sent', () => {
    expect(orderProgress({ ...upi, utr: '482100937712' })).toMatchObject({ current: 'send', status: 'Paid (UTR recorded), not sent to the shop yet' });
  });

  it('waits for the shop once a cash order is sent (the cash is paid on arrival), whatever UTR an edited record holds', () => {
    const progress = orderProgress({ payment: 'cod', sentAt: '2026-11-25T08:00:00.000Z', utr: '482100937712' });
    expect(progress).toMatchObject({ current: 'confirm', status: 'Sent, awaiting the shop’s confirmation' });
    expect([...progress.done]).toEqual(['send']);
  });
});

describe('readUtr', () => {
  it('takes the 12 digits however the app spaced them', () => {
    expect(readUtr('482100937712')).toBe('482100937712');
    expect(readUtr(' 4821 0093 7712 ')).toBe('482100937712');
    expect(readUtr('4821-0093-7712')).toBe('482100937712');
  });

  it('refuses anything else', () => {
    for (const text of ['', '48210093771', '4821009377123', 'T2611251234567', '４８２１００９３７７１２', '482100937712\n1']) expect(readUtr(text)).toBeNull();
  });
});
