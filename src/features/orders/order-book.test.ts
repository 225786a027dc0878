import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { MAX_QUANTITY, sizes } from '@/features/cart';
import { products } from '@/features/catalogue';
import { createMemoryStore, createStorageAdapter, type StorageProblem } from '@/lib/storage';
import { statesAndTerritories } from './india';
import { createOrder, orderFigures, paymentMethods, type Order, type OrderLine } from './order';
import { createOrderBook, MAX_ORDER_QUANTITY, orderBookFor, orderLineSizes, storedOrdersSchema } from './order-book';
import { cartLine, cartLinesArb, catalogue, details, firstColour } from '@/test/orders';
import { runs } from '@/test/runs';

/**
 * Property tests run 1000 cases each (in CI); allow for a loaded machine: the book's round trip
 * writes and reads storage back a few times a case, about 20 s in all, and took 135 s once on a
 * two-core machine at a load of 17.
 */
const PROPERTY_TIMEOUT = 180_000;

const RUNS = runs(1000);


/** An order placed at `iso`, numbered `<the shop's prefix>-…-<letters>`. */
function placed(iso: string, letters: string, extra: Partial<Order> = {}): Order {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let i = 0;
  const order = createOrder(
    { lines: [cartLine(1, 'Large', 2)], coupon: null, details, payment: 'upi', account: null },
    { products: catalogue, now: new Date(iso), taken: new Set(), random: () => (alphabet.indexOf(letters[i++ % 6] ?? 'A') + 0.5) / alphabet.length },
  );
  return { ...order, ...extra };
}

function setup(initial: Record<string, string> = {}) {
  const memory = createMemoryStore(initial);
  const storage = createStorageAdapter({ backend: () => memory });
  const problems: StorageProblem[] = [];
  storage.onProblem((problem) => problems.push(problem));
  const book = createOrderBook(storage);
  /** A new tab (or a reload): a new adapter and book over the same stored data. */
  const reopen = () => createOrderBook(createStorageAdapter({ backend: () => memory }));
  const stored = () => JSON.parse(memory.data.get('orders') ?? 'null') as unknown;
  return { memory, storage, problems, book, reopen, stored };
}

// ---------------------------------------------------------------------------------------------
// Generators

const textArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('आशा शर्मा', 'சென்னை', '👕🎉', '&#+%', 'line\nbreak', '"quoted"', '\\', '*'),
);

const orderArb: fc.Arbitrary<Order> = fc
  .record({
    lines: cartLinesArb,
    details: fc.record({
      name: textArb,
      mobile: fc.stringMatching(/^[6-9]\d{9}$/),
      address: textArb,
      landmark: textArb,
      city: textArb,
      state: fc.constantFrom(...statesAndTerritories),
      pin: fc.stringMatching(/^[1-9]\d{5}$/),
      email: fc.oneof(fc.constant(''), fc.emailAddress()),
    }),
    payment: fc.constantFrom(...paymentMethods),
    account: fc.option(fc.emailAddress(), { nil: null }),
    now: fc.date({ min: new Date('2025-01-01T00:00:00.000Z'), max: new Date('2030-12-31T23:59:59.999Z'), noInvalidDate: true }),
    random: fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ lines, details: orderDetails, payment, account, now, random }) => {
    let i = 0;
    return createOrder(
      { lines, coupon: null, details: orderDetails, payment, account },
      { products: catalogue, now, taken: new Set(), random: () => random[i++ % 6] ?? 0 },
    );
  });

// ---------------------------------------------------------------------------------------------

describe('orderLineSizes', () => {
  it('are exactly the cart’s sizes, in order', () => {
    expect(orderLineSizes).toEqual(sizes);
  });

  it('and an order’s most of one line is the cart’s', () => {
    expect(MAX_ORDER_QUANTITY).toBe(MAX_QUANTITY);
  });
});

describe('storedOrdersSchema', () => {
  const stored = () => JSON.parse(JSON.stringify(createOrder(
    { lines: [{ productId: 1, colour: products[0]!.colours[0].id, size: 'Large', quantity: 2 }], coupon: null, details, payment: 'upi', account: null },
    { products: catalogue, now: new Date(Date.UTC(2026, 10, 24, 12)), taken: new Set() },
  ))) as Record<string, unknown> & { lines: Record<string, unknown>[] };

  it('reads an order as placed, and one numbered before numbers had six characters', () => {
    expect(v.is(storedOrdersSchema, [stored()])).toBe(true);
    expect(v.is(storedOrdersSchema, [{ ...stored(), number: `${site.orderPrefix}-261101-ABCD` }])).toBe(true);
  });

  it('reads an order from before sending and paying were recorded as neither, and one with both', () => {
    const older: Record<string, unknown> = stored();
    delete older.sentAt;
    delete older.utr;
    expect(v.parse(storedOrdersSchema, [older])[0]).toMatchObject({ sentAt: null, utr: null });
    const later = { ...stored(), sentAt: '2026-11-25T08:00:00.000Z', utr: '482100937712' };
    expect(v.parse(storedOrdersSchema, [later])[0]).toMatchObject({ sentAt: '2026-11-25T08:00:00.000Z', utr: '482100937712' });
  });

  it.each([
    ['a UTR that is not 12 digits', (order: ReturnType<typeof stored>) => ({ ...order, utr: '4821<b>' })],
    ['a sending time that is not one', (order: ReturnType<typeof stored>) => ({ ...order, sentAt: 'yesterday' })],
    ['a total of 1e21', (order: ReturnType<typeof stored>) => ({ ...order, total: 1e21 })],
    ['a total with paise', (order: ReturnType<typeof stored>) => ({ ...order, total: 10.5 })],
    ['a line of 11', (order: ReturnType<typeof stored>) => ({ ...order, lines: [{ ...order.lines[0], quantity: 11 }] })],
    ['a number that is not one', (order: ReturnType<typeof stored>) => ({ ...order, number: 'RNG-1' })],
    ['a number with a lone surrogate', (order: ReturnType<typeof stored>) => ({ ...order, number: 'RNG-261101-AB\ud800C' })],
  ])('sets aside %s', (_what, edit) => {
    expect(v.is(storedOrdersSchema, [edit(stored())])).toBe(false);
  });
});

describe('createOrderBook', () => {
  it('starts empty', () => {
    const { book } = setup();
    expect(book.all()).toEqual([]);
    expect(book.find('RNG-260305-AAAAAA')).toBeUndefined();
    expect(book.numbers()).toEqual(new Set());
  });

  it('keeps an order under `orders`, and finds it by its number', () => {
    const { book, stored } = setup();
    const order = placed('2026-03-05T10:00:00.000Z', 'K7PZ42');
    expect(book.keep(order)).toBe(true);
    expect(book.all()).toEqual([order]);
    expect(book.find(order.number)).toEqual(order);
    expect(book.find('RNG-260305-ZZZZ')).toBeUndefined();
    expect(book.numbers()).toEqual(new Set([order.number]));
    expect(stored()).toEqual([order]);
  });

  it('records that an order was sent and its UTR, kept across a reload, and touches no other order', () => {
    const { book, reopen } = setup();
    const order = placed('2026-03-05T10:00:00.000Z', 'K7PZ42');
    const other = placed('2026-03-05T11:00:00.000Z', 'M3QR9X');
    book.keep(order);
    book.keep(other);
    expect(book.update(order.number, order.createdAt, { sentAt: '2026-03-05T10:05:00.000Z' })).toBe(true);
    expect(book.update(order.number, order.createdAt, { utr: '482100937712' })).toBe(true);
    expect(reopen().find(order.number)).toEqual({ ...order, sentAt: '2026-03-05T10:05:00.000Z', utr: '482100937712' });
    expect(reopen().find(other.number)).toEqual(other);
  });

  it('removes one order from the device, and finds every order two records share a number with', () => {
    const { book, reopen } = setup();
    const order = placed('2026-03-05T10:00:00.000Z', 'K7PZ42');
    const twin = { ...placed('2026-03-06T10:00:00.000Z', 'M3QR9X'), number: order.number };
    book.keep(order);
    book.keep(placed('2026-03-05T11:00:00.000Z', 'M3QR9X'));
    expect(book.remove(order.number, order.createdAt)).toBe(true);
    expect(reopen().all().map((kept) => kept.number)).toEqual([placed('2026-03-05T11:00:00.000Z', 'M3QR9X').number]);
    book.keep(order);
    book.keep(twin);
    expect(book.findAll(order.number)).toHaveLength(2);
  });

  it('a removed order keeps nothing but its number and time, and stays removed in another tab that showed it, through that tab’s writes', () => {
    const memory = createMemoryStore();
    const tabA = new EventTarget();
    const tabB = new EventTarget();
    const bookA = createOrderBook(createStorageAdapter({ backend: () => memory, events: tabA }));
    const bookB = createOrderBook(createStorageAdapter({ backend: () => memory, events: tabB }));
    const order = placed('2026-03-05T10:00:00.000Z', 'K7PZ42', { details: { ...details, name: 'Meera Iyer', address: '7 Lotus Lane' } });
    const other = placed('2026-03-05T11:00:00.000Z', 'M3QR9X');
    bookA.keep(order);
    bookA.keep(other);
    expect(bookB.all()).toHaveLength(2); // tab B shows both
    const announce = (tab: EventTarget) => tab.dispatchEvent(new StorageEvent('storage', { key: 'orders', newValue: memory.data.get('orders') ?? null }));

    expect(bookA.remove(order.number, order.createdAt)).toBe(true);
    expect(memory.data.get('orders')).not.toMatch(/Meera|Lotus/);
    announce(tabB);
    expect(bookB.all().map((kept) => kept.number)).toEqual([other.number]);

    // Tab B, which never saw the removal's event (a write racing it), records a UTR on the other order.
    memory.data.set('orders', JSON.stringify([order, other]));
    bookB.update(other.number, other.createdAt, { utr: '123456789012' });
    announce(tabA);
    expect(bookA.all().map((kept) => kept.number)).toEqual([other.number]);
    expect(bookA.all()[0]?.utr).toBe('123456789012');
    expect(memory.data.get('orders')).not.toMatch(/Meera|Lotus/);
    expect(createOrderBook(createStorageAdapter({ backend: () => memory })).all().map((kept) => kept.number)).toEqual([other.number]);
    // Its number stays taken on this device.
    expect(bookA.numbers().has(order.number)).toBe(true);
  });

  it('lists orders newest first, whatever order they were kept in', () => {
    const { book } = setup();
    const middle = placed('2026-03-03T10:00:00.000Z', 'BBBBBB');
    const newest = placed('2026-03-05T10:00:00.000Z', 'CCCCCC');
    const oldest = placed('2026-03-01T10:00:00.000Z', 'AAAAAA');
    for (const order of [middle, newest, oldest]) book.keep(order);
    expect(book.all().map((order) => order.number)).toEqual([newest.number, middle.number, oldest.number]);
  });

  it('keeps orders across a reload, in a new book over the same storage', () => {
    const { book, reopen } = setup();
    const first = placed('2026-03-01T10:00:00.000Z', 'AAAAAA', { details: { ...details, name: 'आशा शर्मा', city: 'சென்னை', landmark: '👕🎉 & # + %' } });
    const second = placed('2026-03-02T10:00:00.000Z', 'BBBBBB', { payment: 'cod', account: 'asha@example.com' });
    book.keep(first);
    book.keep(second);
    const again = reopen();
    expect(again.all()).toEqual([second, first]);
    expect(again.find(first.number)).toEqual(first);
  });

  it('sees an order another tab kept', () => {
    const { book, reopen } = setup();
    const other = reopen();
    const order = placed('2026-03-05T10:00:00.000Z', 'K7PZ42');
    other.keep(order);
    expect(book.find(order.number)).toEqual(order);
    book.keep(placed('2026-03-06T10:00:00.000Z', 'M2Q9M2'));
    expect(other.all()).toHaveLength(2);
  });

  it('sets aside a value that is not JSON under orders.backup and starts with no orders', () => {
    const { book, memory, problems } = setup({ orders: '{oops' });
    expect(book.all()).toEqual([]);
    expect(memory.data.get('orders.backup')).toBe('{oops');
    expect(memory.data.has('orders')).toBe(false);
    expect(problems).toContainEqual({ kind: 'set-aside', key: 'orders', backupKey: 'orders.backup' });
    const order = placed('2026-03-06T10:00:00.000Z', 'K7PZ42');
    expect(book.keep(order)).toBe(true);
    expect(book.all()).toEqual([order]);
    expect(memory.data.get('orders.backup')).toBe('{oops');
  });

  it.each([
    ['something that is not an order', { orders: [] }],
    ['an order of the wrong shape', { number: 'RNG-260305-AAAAAA', total: 'a lot' }],
    ['an order with no lines', { ...placed('2026-03-05T10:00:00.000Z', 'AAAAAA'), lines: [] }],
    ['an order to an unknown state', { ...placed('2026-03-05T10:00:00.000Z', 'AAAAAA'), details: { ...details, state: 'Atlantis' } }],
    ['an order with a negative total', { ...placed('2026-03-05T10:00:00.000Z', 'AAAAAA'), total: -1 }],
    ['an order with no date', { ...placed('2026-03-05T10:00:00.000Z', 'AAAAAA'), createdAt: 'yesterday' }],
  ])('sets aside %s on its own under orders.backup; the good orders beside it stay', async (_what, bad) => {
    const good = placed('2026-03-04T10:00:00.000Z', 'G22D22');
    const { book, memory, problems } = setup({ orders: JSON.stringify([good, bad]) });
    expect(book.all()).toEqual([good]);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(memory.data.get('orders.backup') ?? 'null')).toEqual([bad]);
    expect(JSON.parse(memory.data.get('orders') ?? 'null')).toEqual([good]);
    expect(problems).toContainEqual({ kind: 'records-set-aside', key: 'orders', backupKey: 'orders.backup', count: 1 });
  });

  describe('an order placed before colours (its lines have none)', () => {
    /** The order as it was stored before colours: its lines without `colour` and `colourName`. */
    function withoutColours(order: Order) {
      return {
        ...order,
        lines: order.lines.map((line) => {
          const old: Partial<OrderLine> = { ...line };
          delete old.colour;
          delete old.colourName;
          return old;
        }),
      };
    }

    it('reads each line as its product’s first colour, the rest of the order as it was', () => {
      const order = placed('2026-03-05T10:00:00.000Z', 'K7PZ42');
      const old = withoutColours(order);
      expect(old.lines[0]).not.toHaveProperty('colour');
      const { book, problems } = setup({ orders: JSON.stringify([old]) });
      expect(problems).toEqual([]);
      const [read] = book.all();
      expect(read?.lines).toEqual([{ ...old.lines[0], colour: firstColour(1).id, colourName: firstColour(1).name }]);
      expect(read).toEqual(order);
      expect(book.find(order.number)?.lines[0]?.colourName).toBe(firstColour(1).name);
    });

    it('reads a line of a product no longer sold with no colour, and keeps the order', () => {
      const order = placed('2026-03-05T10:00:00.000Z', 'K7PZ42');
      const [line] = withoutColours(order).lines;
      const old = { ...order, lines: [{ ...line, productId: 99, title: 'Retired Tee' }] };
      const { book, problems } = setup({ orders: JSON.stringify([old]) });
      expect(problems).toEqual([]);
      expect(book.all()[0]?.lines).toEqual([{ ...line, productId: 99, title: 'Retired Tee', colour: '', colourName: '' }]);
    });

    it('keeps the colour a line was ordered in, even one that is not the first', () => {
      const order = placed('2026-03-05T10:00:00.000Z', 'K7PZ42');
      const inkLine = { ...order.lines[0]!, colour: 'test-ink', colourName: 'Test Ink' };
      const inInk = { ...order, lines: [inkLine] };
      const { book } = setup({ orders: JSON.stringify([inInk]) });
      expect(book.all()).toEqual([inInk]);
    });

    it('names a line stored with a colour but no colour name by that colour, not the first', () => {
      const order = placed('2026-03-05T10:00:00.000Z', 'K7PZ42');
      const unnamed: Partial<OrderLine> = { ...order.lines[0]!, colour: 'no-such-colour' };
      delete unnamed.colourName;
      const { book } = setup({ orders: JSON.stringify([{ ...order, lines: [unnamed] }]) });
      // A colour the product does not have keeps its own id as its name: never another colour's name.
      expect(book.all()[0]?.lines[0]).toMatchObject({ colour: 'no-such-colour', colourName: 'no-such-colour' });
    });
  });

  it('reads an order placed before offers existed (no `offers`) as one with none, its coupon’s discount as it was', () => {
    const order = { ...placed('2026-03-05T10:00:00.000Z', 'K7PZ42'), discount: 79, coupon: 'OLD10' };
    order.total = order.subtotal - 79;
    const old: Partial<Order> = { ...order };
    delete old.offers;
    const { book, problems } = setup({ orders: JSON.stringify([old]) });
    expect(problems).toEqual([]);
    const [read] = book.all();
    expect(read).toEqual({ ...order, offers: [] });
    expect(orderFigures(read!)).toEqual({ subtotal: order.subtotal, offers: [], coupon: { code: 'OLD10', amount: 79 }, total: order.total });
  });

  it('never writes over an earlier backup', () => {
    const { book, memory } = setup({ orders: '{oops', 'orders.backup': 'older' });
    expect(book.all()).toEqual([]);
    expect(memory.data.get('orders.backup')).toBe('older');
    expect(memory.data.get('orders.backup.2')).toBe('{oops');
  });

  it('keeps an order it could not save in this tab, and saves it with the next one that can be saved', () => {
    const { book, memory, problems, reopen, stored } = setup();
    memory.failWrites = true;
    const order = placed('2026-03-05T10:00:00.000Z', 'K7PZ42');
    expect(book.keep(order)).toBe(false);
    expect(problems).toContainEqual({ kind: 'write-failed', key: 'orders' });
    expect(book.find(order.number)).toEqual(order);
    expect(book.isKept(order.number)).toBe(false);
    expect(book.all()).toEqual([order]);
    expect(book.numbers().has(order.number)).toBe(true);
    // Nothing reached storage: a reload would not see it.
    expect(memory.data.has('orders')).toBe(false);
    expect(reopen().find(order.number)).toBeUndefined();

    memory.failWrites = false;
    const next = placed('2026-03-06T10:00:00.000Z', 'M2Q9M2');
    expect(book.keep(next)).toBe(true);
    expect(stored()).toEqual([order, next]);
    expect(book.isKept(order.number)).toBe(true);
    expect(book.isKept(next.number)).toBe(true);
    expect(reopen().all()).toEqual([next, order]);
  });

  it('refuses to save when storage is not available at all, and keeps the order in this tab', () => {
    const storage = createStorageAdapter({
      backend: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const book = createOrderBook(storage);
    const order = placed('2026-03-05T10:00:00.000Z', 'K7PZ42');
    expect(book.keep(order)).toBe(false);
    expect(book.find(order.number)).toEqual(order);
    expect(book.isKept(order.number)).toBe(false);
  });

  it(
    'gives back every order it keeps, unchanged, in this tab and after a reload (1000 runs)',
    () => {
      fc.assert(
        fc.property(fc.uniqueArray(orderArb, { selector: (order) => order.number, minLength: 1, maxLength: 4 }), (orders) => {
          const { book, reopen } = setup();
          for (const order of orders) expect(book.keep(order)).toBe(true);
          const newest = [...orders].sort((a, b) => (a.createdAt === b.createdAt ? b.number.localeCompare(a.number) : a.createdAt < b.createdAt ? 1 : -1));
          expect(book.all()).toEqual(newest);
          const again = reopen();
          expect(again.all()).toEqual(newest);
          for (const order of orders) expect(again.find(order.number)).toEqual(order);
          expect(again.numbers()).toEqual(new Set(orders.map((order) => order.number)));
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('storedOrdersSchema', () => {
  it(
    'accepts every order createOrder makes (1000 runs)',
    () => {
      fc.assert(
        fc.property(orderArb, (order) => {
          expect(v.is(storedOrdersSchema, JSON.parse(JSON.stringify([order])))).toBe(true);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('orderBookFor', () => {
  it('gives one book per storage adapter', () => {
    const first = createStorageAdapter({ backend: () => createMemoryStore() });
    const second = createStorageAdapter({ backend: () => createMemoryStore() });
    expect(orderBookFor(first)).toBe(orderBookFor(first));
    expect(orderBookFor(first)).not.toBe(orderBookFor(second));
  });
});
