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
import { formatMobile, lineText, MESSAGE_LIMIT, orderMailto, orderMessage, placeLine, whatsappLink } from './order-message';
import { cartLine, cartLinesArb, catalogue, details, firstColour } from '@/test/orders';

/** Property tests run 1000 cases each; allow for a loaded machine. */
const PROPERTY_TIMEOUT = 60_000;

const RUNS = { numRuns: 1000 };


/** An order of these cart lines, numbered RNG-260305-K7PZ. */
function orderOf(lines: readonly CartLine[], orderDetails: DeliveryDetails = details, payment: Order['payment'] = 'upi'): Order {
  const letters = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const draws = [...'K7PZ'].map((letter) => (letters.indexOf(letter) + 0.5) / letters.length);
  let i = 0;
  return createOrder(
    { lines, coupon: null, details: orderDetails, payment, account: null },
    { products: catalogue, now: new Date(2026, 2, 5, 10, 0), taken: new Set(), random: () => draws[i++ % 4] ?? 0 },
  );
}

/** The summary line a message ends its list with, as PRODUCT.md §13 words it. */
function expectedSummary(rest: readonly OrderLine[], number: string): string {
  const items = rest.reduce((sum, line) => sum + line.quantity, 0);
  const amount = rest.reduce((sum, line) => sum + line.amount, 0);
  return `…and ${rest.length} more ${rest.length === 1 ? 'line' : 'lines'} (${items} ${items === 1 ? 'item' : 'items'}, ${formatPrice(amount)}): the full list is on order ${number}.`;
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
        '*Rangeela order RNG-260305-K7PZ*',
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
        'Mumbai, Maharashtra 400001',
        'Email: asha@example.com',
      ].join('\n'),
    );
  });

  it('leaves out an empty landmark and email, says “1 item”, and shows a discount with its code', () => {
    const order = { ...orderOf([cartLine(4, 'Large', 1)]), discount: 149, coupon: 'TEN', total: 1350 };
    expect(orderMessage(order, { bold: false })).toBe(
      [
        'Rangeela order RNG-260305-K7PZ',
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
        'Mumbai, Maharashtra 400001',
      ].join('\n'),
    );
  });

  it('sums up the lines that do not fit in one line, and never cuts one', () => {
    const order = orderOf(
      products.flatMap((product) => product.colours.flatMap((colour) => sizes.map((size) => ({ productId: product.id, colour: colour.id, size, quantity: 10 })))),
    );
    const count = products.reduce((sum, product) => sum + product.colours.length * sizes.length, 0);
    expect(count).toBeGreaterThanOrEqual(80);
    expect(order.lines).toHaveLength(count);
    const message = orderMessage(order);
    expect(message.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    const { items } = itemSection(message);
    const shown = items.length - 1;
    expect(shown).toBeGreaterThan(0);
    expect(items.slice(0, shown)).toEqual(order.lines.slice(0, shown).map(lineText));
    expect(items.at(-1)).toBe(expectedSummary(order.lines.slice(shown), order.number));
    expect(items.at(-1)).toMatch(new RegExp(`^…and ${count - shown} more lines \\(\\d+ items, ₹[\\d,]+\\): the full list is on order RNG-260305-K7PZ\\.$`));
  });

  it('keeps the first lines whole and sums up the rest when that is shorter, or sums up every line', () => {
    const order = orderOf([
      cartLine(1, 'Small', 1),
      cartLine(16, 'XXL', 3),
      cartLine(7, 'Large', 2),
    ]);
    const { head, items, rest } = itemSection(orderMessage(order));
    const full = orderMessage(order);
    const twoOut = [...head, items[0], '…and 2 more lines (5 items, ₹11,995): the full list is on order RNG-260305-K7PZ.', ...rest].join('\n');
    expect(twoOut.length).toBeLessThan(full.length);
    expect(orderMessage(order, { limit: full.length })).toBe(full);
    expect(orderMessage(order, { limit: twoOut.length })).toBe(twoOut);
    // A limit one shorter leaves no room for the first line either.
    expect(itemSection(orderMessage(order, { limit: twoOut.length - 1 })).items).toEqual([
      '…and 3 more lines (6 items, ₹12,794): the full list is on order RNG-260305-K7PZ.',
    ]);
    const single = orderOf([cartLine(1, 'Small', 1)]);
    expect(itemSection(orderMessage(single, { limit: 10 })).items).toEqual([
      '…and 1 more line (1 item, ₹799): the full list is on order RNG-260305-K7PZ.',
    ]);
  });

  it(
    'always has the number, the total and every line, whole or summed up, within the limit (1000 runs)',
    () => {
      fc.assert(
        fc.property(orderArb, fc.boolean(), (order, bold) => {
          const message = orderMessage(order, { bold });
          expect(message).toContain(order.number);
          expect(message).toContain(formatPrice(order.total));
          expect(message.split('\n')).toContain(bold ? `*Total: ${formatPrice(order.total)}*` : `Total: ${formatPrice(order.total)}`);
          // Every field at most as long as the checkout takes it: the message always fits.
          expect(message.length).toBeLessThanOrEqual(MESSAGE_LIMIT);

          const { head, items } = itemSection(message);
          const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
          expect(head).toEqual([bold ? `*${site.name} order ${order.number}*` : `${site.name} order ${order.number}`, `${count} ${count === 1 ? 'item' : 'items'}:`]);
          const texts = order.lines.map(lineText);
          const summarised = items.length > 0 && !texts.includes(items.at(-1) as string);
          const shown = summarised ? items.length - 1 : items.length;
          // The lines shown are the order's first lines, whole and in order ...
          expect(items.slice(0, shown)).toEqual(texts.slice(0, shown));
          if (summarised) {
            // ... and the summary accounts for exactly the ones not shown.
            expect(shown).toBeLessThan(order.lines.length);
            expect(items.at(-1)).toBe(expectedSummary(order.lines.slice(shown), order.number));
          } else {
            expect(shown).toBe(order.lines.length);
          }
          // No line is ever cut: a message line that reads like an order line is one (or the visitor typed it).
          // (A line the visitor's own text starts after a line break of theirs is theirs, not the order's.)
          const typed = [...Object.values(order.details), order.coupon ?? '']
            .flatMap((value) => value.split('\n').slice(1))
            .filter((segment) => segment !== '');
          for (const line of message.split('\n')) {
            if (/^\d+ × /.test(line)) expect(texts.includes(line) || typed.some((segment) => line.startsWith(segment))).toBe(true);
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'lists as many whole lines as fit within any limit, and sums up the rest (1000 runs)',
    () => {
      fc.assert(
        fc.property(orderArb, fc.integer({ min: 0, max: 4000 }), (order, limit) => {
          const message = orderMessage(order, { limit });
          const { head, items, rest } = itemSection(message);
          const texts = order.lines.map(lineText);
          const full = [...head, ...texts, ...rest].join('\n');
          if (full.length <= limit) {
            expect(message).toBe(full);
            return;
          }
          const shown = items.length - 1;
          expect(items.slice(0, shown)).toEqual(texts.slice(0, shown));
          expect(items.at(-1)).toBe(expectedSummary(order.lines.slice(shown), order.number));
          // Within the limit, unless not even one line and the summary fit.
          if (shown > 0) expect(message.length).toBeLessThanOrEqual(limit);
          // One more whole line would not have fitted.
          const more = shown + 1;
          const next = [...head, ...texts.slice(0, more), ...(more < order.lines.length ? [expectedSummary(order.lines.slice(more), order.number)] : []), ...rest].join('\n');
          expect(next.length).toBeGreaterThan(limit);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

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
    expect(subject).toBe('Rangeela order RNG-260305-K7PZ');
    expect(body.split('\r\n').slice(0, 3)).toEqual(['Rangeela order RNG-260305-K7PZ', '2 items:', `2 × Marigold Mandala Tee (${firstColour(1).name}, Small) — ₹1,598`]);
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
          // The only asterisks are the ones the visitor typed.
          const stars = (text: string) => [...text].filter((c) => c === '*').length;
          const typed = Object.values(order.details).join('') + (order.discount > 0 ? (order.coupon ?? '') : '');
          expect(stars(body)).toBe(stars(typed));
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});
