import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderSettings } from '@/config/orders';
import { site } from '@/config/site';
import { sizes, type CartLine } from '@/features/cart';
import { products } from '@/features/catalogue';
import { MAX_EMAIL_LENGTH } from '@/lib/validation';
import { formatPrice } from '@/lib/money';
import { deliveryLimits } from './checkout-fields';
import { statesAndTerritories } from './india';
import { createOrder, paymentMethods, type DeliveryDetails, type Order, type OrderLine } from './order';
import { compactLineText, formatMobile, lineText, orderMailto, orderMessage, placeLine, unpaired, whatsappLink } from './order-message';
import { cartLine, cartLinesArb, catalogue, details, firstColour } from '@/test/orders';
import { runs } from '@/test/runs';

/** Property tests run 1000 cases each (in CI); allow for a loaded machine (two took over 60 s at a load of 28). */
const PROPERTY_TIMEOUT = 180_000;

const RUNS = runs(1000);


/** The heading of the orders below: the shop's name and the number `<prefix>-260305-K7PZ42` (RNG in the sample). */
const HEADING = `${site.name} order ${site.orderPrefix}-260305-K7PZ42`;

/** An order of these cart lines, numbered `<prefix>-260305-K7PZ42`. */
function orderOf(lines: readonly CartLine[], orderDetails: DeliveryDetails = details, payment: Order['payment'] = 'upi'): Order {
  const letters = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const draws = [...'K7PZ42'].map((letter) => (letters.indexOf(letter) + 0.5) / letters.length);
  let i = 0;
  return createOrder(
    { lines, coupon: null, details: orderDetails, payment, account: null },
    { products: catalogue, now: new Date(2026, 2, 5, 10, 0), taken: new Set(), random: () => draws[i++ % 6] ?? 0 },
  );
}

/** The lines of a message between its two heading lines and the first blank line: the order's lines. */
function itemSection(message: string): { head: string[]; items: string[]; rest: string[] } {
  const all = message.split('\n');
  const end = all.indexOf('', 2);
  return { head: all.slice(0, 2), items: all.slice(2, end), rest: all.slice(end) };
}

// ---------------------------------------------------------------------------------------------
// Generators

/** Text visitors type that has broken messages and links elsewhere. */
const hostileSamples = [
  'आशा शर्मा',
  'சென்னை',
  '👕🎉',
  '&',
  '#',
  '+',
  '%',
  '%20',
  '*',
  '*bold*',
  '_',
  '~',
  '?',
  '=',
  '\n',
  '\r\n',
  '\r',
  'Flat 2\n3 × Fake Tee (Large) — ₹1',
  '…and 3 more lines',
  '  ',
  '\u200d',
  '\u202e',
  'a&b=c#d',
];
const hostileArb = fc.constantFrom(...hostileSamples);
const textArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  hostileArb,
  fc.array(fc.oneof(hostileArb, fc.string({ unit: 'grapheme', maxLength: 5 })), { maxLength: 12 }).map((parts) => parts.join('')),
);

/** Whole code points of `text`, as many as fit in `max` UTF-16 units (the units maxlength counts). */
function cut(text: string, max: number): string {
  let kept = '';
  for (const point of text) {
    if (kept.length + point.length > max) break;
    kept += point;
  }
  return kept;
}

/** Text of exactly `max` UTF-16 units: the generated text, repeated, then filled up with ASCII. */
const atMost = (max: number) => textArb.map((text) => cut(text, max));
const exactly = (max: number) => textArb.map((text) => {
  const repeated = cut(text.length === 0 ? 'x' : text.repeat(Math.ceil(max / text.length)), max);
  return repeated + 'x'.repeat(max - repeated.length);
});
/** Up to `max`, often exactly `max`: a field as long as the checkout lets it be. */
const fieldArb = (max: number) => fc.oneof(exactly(max), atMost(max));

const detailsArb: fc.Arbitrary<DeliveryDetails> = fc.record({
  name: fieldArb(deliveryLimits.name),
  mobile: fc.stringMatching(/^[6-9]\d{9}$/),
  address: fieldArb(deliveryLimits.address),
  landmark: fc.oneof(fc.constant(''), fieldArb(deliveryLimits.landmark)),
  city: fieldArb(deliveryLimits.city),
  state: fc.constantFrom(...statesAndTerritories),
  pin: fc.stringMatching(/^[1-9]\d{5}$/),
  email: fc.oneof(fc.constant(''), fieldArb(MAX_EMAIL_LENGTH)),
});

const cartArb = cartLinesArb;

/**
 * How many of a mark in a line WhatsApp could format with: those at the edge of a word, not
 * between two letters, marks or digits (written here apart from the code under test).
 */
function marksAtWordEdges(line: string, mark: string): number {
  const chars = [...line];
  const wordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{M}\p{N}]/u.test(char);
  return chars.filter((char, at) => char === mark && !(wordChar(chars[at - 1]) && wordChar(chars[at + 1]))).length;
}

/** Orders of 1–64 lines, with the sample shop's offers, some with a coupon's discount on top. */
const orderArb: fc.Arbitrary<Order> = fc
  .record({
    lines: cartArb,
    details: detailsArb,
    payment: fc.constantFrom(...paymentMethods),
    discount: fc.option(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), atMost(40)), { nil: undefined }),
  })
  .map(({ lines, details: orderDetails, payment, discount }) => {
    const order = orderOf(lines, orderDetails, payment);
    if (!discount) return order;
    const [share, code] = discount;
    const amount = Math.floor(order.total * share);
    return amount > 0 ? { ...order, discount: order.discount + amount, coupon: code, total: order.total - amount } : order;
  });

// ---------------------------------------------------------------------------------------------

describe('orderMessage', () => {
  it('writes the order out line by line, with totals, payment and where it goes', () => {
    const order = orderOf(
      [
        cartLine(1, 'Small', 2),
        cartLine(16, 'XXL', 1),
      ],
      { ...details, landmark: 'Opposite the post office', email: 'asha@example.com' },
      'cod',
    );
    expect(orderMessage(order)).toBe(
      [
        `*${HEADING}*`,
        '3 items:',
        `2 × Marigold Mandala Tee (${firstColour(1).name}, Small) — ₹1,598`,
        `1 × Midnight Constellation Tee (${firstColour(16).name}, XXL) — ₹2,799`,
        '',
        'Subtotal: ₹4,397',
        'Winter collection 50% off: −₹1,399',
        'Shipping: Free',
        '*Total: ₹2,998*',
        'Payment: Cash on delivery',
        '',
        'Deliver to: Asha Sharma',
        'Mobile: +91 98765 43210',
        'Address: 12 MG Road, Flat 4B',
        'Landmark: Opposite the post office',
        'Place: Mumbai, Maharashtra 400001',
        'Email: asha@example.com',
      ].join('\n'),
    );
  });

  it('leaves out an empty landmark and email, says “1 item”, and shows a discount with its code', () => {
    const order = { ...orderOf([cartLine(4, 'Large', 1)]), discount: 149, coupon: 'TEN', total: 1350 };
    expect(orderMessage(order, { bold: false, problems: [] })).toBe(
      [
        HEADING,
        '1 item:',
        `1 × Indigo Block-Print Tee (${firstColour(4).name}, Large) — ₹1,499`,
        '',
        'Subtotal: ₹1,499',
        'Coupon TEN: −₹149',
        'Shipping: Free',
        'Total: ₹1,350',
        'Payment: UPI',
        '',
        'Deliver to: Asha Sharma',
        'Mobile: +91 98765 43210',
        'Address: 12 MG Road, Flat 4B',
        'Place: Mumbai, Maharashtra 400001',
      ].join('\n'),
    );
  });

  it('says a UPI payment’s UTR once the visitor recorded it; a cash order never carries one', () => {
    const order = { ...orderOf([cartLine(4, 'Large', 1)]), utr: '482100937712' };
    expect(orderMessage(order, { bold: false, problems: [] }).split('\n')).toContain('Payment: UPI, paid: UTR 482100937712 (please confirm)');
    expect(orderMessage({ ...order, payment: 'cod' }, { bold: false, problems: [] }).split('\n')).toContain('Payment: Cash on delivery');
  });

  it('past the limit writes every line in its compact form: never cut, never summed up', () => {
    const order = orderOf(
      products.flatMap((product) => product.colours.flatMap((colour) => sizes.map((size) => ({ productId: product.id, colour: colour.id, size, quantity: 10 })))),
    );
    const count = products.reduce((sum, product) => sum + product.colours.length * sizes.length, 0);
    expect(count).toBeGreaterThanOrEqual(80);
    expect(order.lines).toHaveLength(count);
    const { items } = itemSection(orderMessage(order));
    expect(items).toEqual(order.lines.map(compactLineText));
    const [first] = order.lines;
    expect(items[0]).toBe(`10 × #${first!.productId} ${first!.colourName}/S ${formatPrice(first!.amount)}`);
  });

  it('writes the lines in full while the message fits the limit, and all compact from one character over', () => {
    const order = orderOf([cartLine(1, 'Small', 1), cartLine(16, 'XXL', 3), cartLine(7, 'Large', 2)]);
    const full = orderMessage(order);
    expect(itemSection(full).items).toEqual(order.lines.map(lineText));
    expect(orderMessage(order, { limit: full.length })).toBe(full);
    const compact = itemSection(orderMessage(order, { limit: full.length - 1 })).items;
    expect(compact).toEqual([`1 × #1 ${firstColour(1).name}/S ₹799`, `3 × #16 ${firstColour(16).name}/XXL ₹8,397`, `2 × #7 ${firstColour(7).name}/L ₹3,598`]);
  });

  it(
    'always has the number, the total and every line, in full or compact (1000 runs)',
    () => {
      fc.assert(
        fc.property(orderArb, fc.boolean(), fc.integer({ min: 0, max: 4000 }), (order, bold, limit) => {
          const message = orderMessage(order, { bold, limit });
          expect(message.split('\n')).toContain(bold ? `*Total: ${formatPrice(order.total)}*` : `Total: ${formatPrice(order.total)}`);
          const { head, items } = itemSection(message);
          const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
          expect(head).toEqual([bold ? `*${site.name} order ${order.number}*` : `${site.name} order ${order.number}`, `${count} ${count === 1 ? 'item' : 'items'}:`]);
          const full = order.lines.map((line) => unpaired(lineText(line)));
          const compact = order.lines.map((line) => unpaired(compactLineText(line)));
          expect([full, compact]).toContainEqual(items);
          const whole = orderMessage(order, { bold, limit: Infinity });
          expect(items).toEqual(whole.length <= limit ? full : compact);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'no field’s content can add a line or formatting to the message, whatever its characters (1000 runs)',
    () => {
      fc.assert(
        fc.property(orderArb, detailsArb, fc.boolean(), (order, typed, bold) => {
          const plain = { ...order, details: { ...order.details, name: 'A', address: 'B', landmark: 'C', city: 'D', email: 'E' } };
          const hostile = { ...order, details: { ...order.details, ...typed, mobile: order.details.mobile, state: order.details.state, pin: order.details.pin } };
          // What the check says of hostile details is written under the total: here, only the fields' own lines.
          const lines = orderMessage(hostile, { bold, limit: Infinity, problems: [] }).split('\n');
          const expected = orderMessage(plain, { bold, limit: Infinity, problems: [] }).split('\n');
          // The same lines, each field on its own labelled line: only the landmark and email, when left
          // empty, leave theirs out.
          const optional = (text: string) => text.startsWith('Landmark: ') || text.startsWith('Email: ');
          expect(lines.filter((line) => !optional(line)).length).toBe(expected.filter((line) => !optional(line)).length);
          expect(lines.filter((line) => !optional(line)).map((line) => line.split(':')[0]!.slice(0, 8))).toEqual(
            expected.filter((line) => !optional(line)).map((line) => line.split(':')[0]!.slice(0, 8)),
          );
          for (const line of lines) {
            expect(line).not.toMatch(/[\r\v\f\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
            // WhatsApp formats between two of a mark at the edges of words: no line but the two bold ones
            // of ours holds two (a mark between two letters or digits formats nothing).
            const ours = bold && (line === lines[0] || line === `*Total: ${formatPrice(order.total)}*`);
            if (!ours) for (const mark of ['*', '_', '~', '`']) expect(marksAtWordEdges(line, mark)).toBeLessThanOrEqual(1);
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('forges nothing: a total and a payment typed into the address stay part of the address line', () => {
    const order = orderOf([cartLine(1, 'Small', 1)], { ...details, address: 'Flat 1\n*Total: ₹1*\u2028Payment: Paid in full', name: '*Asha*\u2029_Sharma_' });
    const lines = orderMessage(order).split('\n');
    expect(lines).toContain('Address: Flat 1 \u2217Total: ₹1\u2217 Payment: Paid in full');
    expect(lines).toContain('Deliver to: \u2217Asha\u2217 \uff3fSharma\uff3f');
    expect(lines.filter((line) => line.startsWith('Payment: '))).toEqual(['Payment: UPI']);
    expect(lines.filter((line) => line.includes('Total'))).toHaveLength(2);
  });

  it('leaves marks inside words as typed, so an email address or a number is sent as it is', () => {
    const order = orderOf([cartLine(1, 'Small', 1)], { ...details, email: 'asha_k_sharma@example.com', address: 'Flat 2*3*4, Block_A_2, ~_near_~ gate' });
    const lines = orderMessage(order).split('\n');
    expect(lines).toContain('Email: asha_k_sharma@example.com');
    // The marks at the edges of words could pair up, and are neutralised; those inside words stay.
    expect(lines).toContain('Address: Flat 2*3*4, Block_A_2, \u223c\uff3fnear\uff3f\u223c gate');
  });

  it('keeps a lone mark as typed (an email’s underscore) and drops the bidi controls that would reorder the PIN', () => {
    const order = orderOf([cartLine(1, 'Small', 1)], { ...details, email: 'asha_sharma@example.com', address: 'Flat 4B \u202e12 MG Road' });
    const message = orderMessage(order);
    expect(message).toContain('Email: asha_sharma@example.com');
    expect(message).toContain('Address: Flat 4B 12 MG Road');
  });

  it('opens its links even for a stored name holding half a surrogate pair', () => {
    const order = orderOf([cartLine(1, 'Small', 1)], { ...details, name: 'Asha \ud83d Sharma', address: 'Flat \udc4b 4B' });
    const message = orderMessage(order);
    expect(message).toContain('Deliver to: Asha \ufffd Sharma');
    expect(message).toContain('Address: Flat \ufffd 4B');
    expect(new URL(whatsappLink(message)).searchParams.get('text')).toBe(message);
    expect(() => orderMailto(order)).not.toThrow();
  });

  it('writes what does not match the shop’s prices under the total', () => {
    const order = orderOf([cartLine(1, 'Small', 2)]);
    const edited = { ...order, lines: [{ ...order.lines[0]!, unitPrice: 1, amount: 2 }], subtotal: 2, total: 2 };
    const lines = orderMessage(edited).split('\n');
    const at = lines.indexOf('*Total: ₹2*');
    expect(lines[at + 1]).toBe('⚠ These amounts do not match the shop’s prices:');
    const colour = firstColour(1).name;
    expect(lines[at + 2]).toBe(`• Line 1 (Marigold Mandala Tee (${colour}, Small)) is priced ₹1 each; the shop’s price is ₹799.`);
    expect(lines).toContain('Address: 12 MG Road, Flat 4B');
    expect(lines.filter((line) => line.startsWith('• '))).toEqual([
      `• Line 1 (Marigold Mandala Tee (${colour}, Small)) is priced ₹1 each; the shop’s price is ₹799.`,
      '• The total is ₹2; at the shop’s prices it is ₹1,598.',
    ]);
    expect(orderMessage(order)).not.toContain('⚠');
  });

  it('keeps visitors’ own text as typed, in Devanagari, Tamil or emoji', () => {
    const order = orderOf([cartLine(5, 'XL', 1)], {
      ...details,
      name: 'आशा शर्मा',
      city: 'சென்னை',
      state: 'Tamil Nadu',
      pin: '600001',
      landmark: '👕🎉 & # + % *',
    });
    const message = orderMessage(order);
    expect(message).toContain('Deliver to: आशा शर्मा');
    expect(message).toContain('Landmark: 👕🎉 & # + % *');
    expect(message).toContain('சென்னை, Tamil Nadu 600001');
  });
});

describe('lineText', () => {
  const line: OrderLine = { productId: 1, title: 'Kite Tee', colour: 'sky-blue', colourName: 'Sky Blue', size: 'XL', quantity: 2, unitPrice: 799, amount: 1598 };

  it('writes quantity × title (colour, size) — amount', () => {
    expect(lineText(line)).toBe('2 × Kite Tee (Sky Blue, XL) — ₹1,598');
  });

  it('names the colour the line was ordered in, as it was named then', () => {
    const order = orderOf([cartLine(3, 'Medium', 1)]);
    expect(order.lines[0]?.colourName).toBe(firstColour(3).name);
    expect(itemSection(orderMessage(order)).items).toEqual([`1 × Kite Festival Graphic Tee (${firstColour(3).name}, Medium) — ₹649`]);
  });

  it('leaves the colour out of a line whose colour is not known (an old order of a product no longer sold)', () => {
    expect(lineText({ ...line, colour: '', colourName: '' })).toBe('2 × Kite Tee (XL) — ₹1,598');
  });
});

describe('placeLine', () => {
  it('is the city, state and PIN on one line', () => {
    expect(placeLine(details)).toBe('Mumbai, Maharashtra 400001');
  });
});

describe('formatMobile', () => {
  it('writes 10 digits as +91 and two groups of five', () => {
    expect(formatMobile('9876543210')).toBe('+91 98765 43210');
    expect(formatMobile('6000000000')).toBe('+91 60000 00000');
  });

  it.each(['98765 43210', '987654321', '98765432100', '+919876543210', '', 'abcdefghij'])('leaves %j as it is', (text) => {
    expect(formatMobile(text)).toBe(text);
  });

  it(
    'always gives back the same digits (1000 runs)',
    () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
          const formatted = formatMobile(digits);
          expect(formatted).toMatch(/^\+91 \d{5} \d{5}$/);
          expect(formatted.slice(4).replace(' ', '')).toBe(digits);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('whatsappLink', () => {
  it('opens click-to-chat with the shop’s number and the message', () => {
    const url = new URL(whatsappLink('Hello & welcome #1 + 50%'));
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe(`/${orderSettings.whatsapp}`);
    expect(url.searchParams.get('text')).toBe('Hello & welcome #1 + 50%');
    expect(url.hash).toBe('');
  });

  it(
    'carries any text, whole, to the number given (1000 runs)',
    () => {
      fc.assert(
        fc.property(textArb, fc.stringMatching(/^[1-9]\d{7,14}$/), (text, number) => {
          const link = whatsappLink(text, number);
          const url = new URL(link);
          expect(url.host).toBe('wa.me');
          expect(url.pathname).toBe(`/${number}`);
          expect([...url.searchParams.keys()]).toEqual(['text']);
          expect(url.searchParams.get('text')).toBe(text);
          expect(url.hash).toBe('');
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'carries any order’s message whole (1000 runs)',
    () => {
      fc.assert(
        fc.property(orderArb, (order) => {
          const text = orderMessage(order);
          expect(new URL(whatsappLink(text)).searchParams.get('text')).toBe(text);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('orderMailto', () => {
  function decode(href: string) {
    expect(href.startsWith('mailto:')).toBe(true);
    const [address = '', query = ''] = href.slice('mailto:'.length).split('?');
    expect(href.slice('mailto:'.length).split('?')).toHaveLength(2);
    const params = query.split('&').map((pair) => pair.split('='));
    expect(params.map(([name]) => name)).toEqual(['subject', 'body']);
    expect(params.every((pair) => pair.length === 2)).toBe(true);
    const [subject = '', body = ''] = params.map(([, value = '']) => decodeURIComponent(value));
    return { address, subject, body };
  }

  it('writes to the shop’s order address with the order in the subject and body', () => {
    const order = orderOf([cartLine(1, 'Small', 2)]);
    const { address, subject, body } = decode(orderMailto(order));
    expect(address).toBe(orderSettings.orderEmail);
    expect(subject).toBe(HEADING);
    expect(body.split('\r\n').slice(0, 3)).toEqual([HEADING, '2 items:', `2 × Marigold Mandala Tee (${firstColour(1).name}, Small) — ₹1,598`]);
    expect(body).toContain('\r\nTotal: ₹1,598\r\n');
    expect(body).not.toContain('*');
    expect(decode(orderMailto(order, 'shop@example.com')).address).toBe('shop@example.com');
  });

  it(
    'decodes back to the message with CRLF line breaks and no bold marks added (1000 runs)',
    () => {
      fc.assert(
        fc.property(orderArb, (order) => {
          const { subject, body } = decode(orderMailto(order));
          expect(subject).toBe(`${site.name} order ${order.number}`);
          const message = orderMessage(order, { bold: false });
          expect(body).toBe(message.replace(/\r?\n/g, '\r\n'));
          expect(body).not.toMatch(/(^|[^\r])\n/);
          expect(body.startsWith(`${site.name} order ${order.number}\r\n`)).toBe(true);
          expect(body).toContain(`\r\nTotal: ${formatPrice(order.total)}\r\n`);
          // No bold marks added: at most one asterisk that could format on a line, a lone one the visitor typed.
          for (const line of body.split('\r\n')) expect(marksAtWordEdges(line, '*')).toBeLessThanOrEqual(1);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});
