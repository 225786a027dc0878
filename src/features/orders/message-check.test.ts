import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { shopCoupons, sizes, type CartLine } from '@/features/cart';
import { inStock, products, shopOffers } from '@/features/catalogue';
import { formatPrice } from '@/lib/money';
import { cartLine, cartLinesArb, catalogue, details } from '@/test/orders';
import { createOrder, type Order, type ProductFacts } from './order';
import { ALL_MATCH, checkOrderMessage, MAX_MESSAGE_LENGTH, messageChecks, type CatalogueEntry, type MessageCheck } from './message-check';
import { MISMATCH_WARNING } from './order-check';
import { lineText, orderMessage } from './order-message';
import { runs } from '@/test/runs';

const now = new Date('2026-03-05T10:00:00Z');

function orderOf(lines: readonly CartLine[], coupon: string | null = null, facts: ProductFacts = catalogue): Order {
  return createOrder({ lines, coupon, details, payment: 'upi', account: null }, { products: facts, now, taken: new Set() });
}

/** A tee of the shop's first offer, and one no offer takes: read from the catalogue, not assumed. */
const offer = shopOffers[0]!;
const onOffer = products.find((p) => p.collections.includes(offer.collection))!;
const plainTee = products.find((p) => !shopOffers.some((o) => p.collections.includes(o.collection)))!;
const coupon = shopCoupons[0]!.code;

/** An order with a tee on offer, two of a tee at full price, and the shop's first coupon. */
const genuine = orderOf([cartLine(plainTee.id, 'Small', 2), cartLine(onOffer.id, 'XL', 1)], coupon);

/** The differences a check found (failing the test if the text was not read as an order). */
function differencesOf(result: MessageCheck): string[] {
  if (result.kind !== 'checked') throw new Error(`Not read as an order: ${result.sentence}`);
  return result.differences;
}

function replaceLine(message: string, from: string, to: string): string {
  const lines = message.split('\n');
  const at = lines.indexOf(from);
  if (at < 0) throw new Error(`No line ${from} in\n${message}`);
  lines[at] = to;
  return lines.join('\n');
}

describe('checkOrderMessage: genuine messages', () => {
  it('reads a message as the order page writes it (a tee on offer, a coupon) and finds every amount the catalogue’s', () => {
    // The order holds what it should test: an offer and the coupon, written into the message.
    expect(genuine.offers.map((applied) => applied.name)).toContain(offer.wording);
    expect(genuine.coupon).toBe(coupon);
    const message = orderMessage(genuine);
    expect(message).toContain(`Coupon ${coupon}: −`);
    for (const text of [message, orderMessage(genuine, { bold: false })]) {
      expect(checkOrderMessage(text)).toEqual({
        kind: 'checked',
        number: genuine.number,
        lines: 2,
        items: 3,
        total: genuine.total,
        payment: 'upi',
        utr: null,
        differences: [],
        notes: [],
        orderLines: genuine.lines.map((line) => ({
          quantity: line.quantity,
          productId: line.productId,
          title: line.title,
          colour: line.colourName,
          size: line.size,
          amount: line.amount,
        })),
        buyer: {
          name: details.name,
          mobile: details.mobile,
          address: details.address,
          landmark: details.landmark,
          place: `${details.city}, ${details.state} ${details.pin}`,
          pin: details.pin,
          email: details.email,
        },
      });
    }
  });

  it('reads the compact form (`2 × #16 Indigo/XL ₹3,598`) by product id', () => {
    const message = orderMessage(genuine, { limit: 0 });
    expect(message).toContain(`× #${onOffer.id} `);
    expect(message).not.toContain(`× ${onOffer.title}`);
    expect(checkOrderMessage(message)).toMatchObject({ kind: 'checked', number: genuine.number, lines: 2, differences: [] });
  });

  it('reads a long order, compact because it passed the message limit, line by line', () => {
    // Two sizes of each tee's first colour that are not sold out (a tee sold out in it is left out).
    const lines = products.flatMap((p) => {
      const [one, two] = sizes.filter((size) => inStock(p.colours[0], size));
      return one && two ? [cartLine(p.id, one, 3), cartLine(p.id, two, 1)] : [];
    });
    expect(lines.length).toBeGreaterThanOrEqual(28);
    const order = orderOf(lines, coupon);
    const message = orderMessage(order);
    expect(message.split('\n').filter((line) => /^\d+ × #\d+ /.test(line))).toHaveLength(lines.length);
    expect(checkOrderMessage(message)).toMatchObject({ kind: 'checked', lines: lines.length, items: lines.length * 2, total: order.total, differences: [] });
  });

  it('reads it as pastes bring it: Windows line endings, blank lines, email quoting, a WhatsApp copy’s prefix, odd spaces', () => {
    const message = orderMessage(genuine);
    const pasted = [
      message.replace(/\n/g, '\r\n'),
      message.replace(/\n/g, '\n\n'),
      message.replace(/\n/g, '\r\n\r\n\r\n'),
      message.split('\n').map((line) => `> ${line}`).join('\n'),
      `[05/03/26, 3:30 pm] Asha Sharma: ${message}`,
      `\u200e${message.replace(/ /g, '\u00a0')}\n\n`,
      `05/03/26, 3:30 pm - Asha Sharma: ${message}`,
    ];
    for (const text of pasted) expect(differencesOf(checkOrderMessage(text)), JSON.stringify(text.slice(0, 60))).toEqual([]);
  });

  it('reads an email program’s wrapping of a long order line in two', () => {
    const message = orderMessage(genuine, { bold: false });
    const line = lineText(genuine.lines[0]!);
    const wrapped = message.replace(line, line.replace(' (', '\n('));
    expect(checkOrderMessage(wrapped)).toMatchObject({ kind: 'checked', lines: 2, differences: [] });
  });

  it('matches a title with WhatsApp’s marks in it, written with their look-alikes, and a line with no colour', () => {
    const shop: CatalogueEntry[] = [
      { id: 1, title: '*Star* _Tee_', price: 500, collections: [], colours: [{ id: 'black', name: 'Black' }] },
      { id: 2, title: 'Plain Tee (Limited)', price: 300, collections: [], colours: [{ id: 'white', name: 'White' }] },
    ];
    const facts: ProductFacts = (id) => shop.find((p) => p.id === id);
    const order = orderOf(
      [
        { productId: 1, colour: 'black', size: 'Large', quantity: 2 },
        { productId: 2, colour: 'gone', size: 'Small', quantity: 1 },
      ],
      null,
      facts,
    );
    const message = orderMessage(order, { problems: [] });
    expect(message).toContain('2 × ∗Star∗ ＿Tee＿ (Black, Large) — ₹1,000');
    expect(message).toContain('1 × Plain Tee (Limited) (gone, Small) — ₹300');
    expect(differencesOf(checkOrderMessage(message, { products: shop, rules: { offers: [], coupons: [] } }))).toEqual([
      'Line 2 (Plain Tee (Limited), gone, Small): Plain Tee (Limited) does not come in “gone” (it comes in White).',
    ]);
    const noColour = message.replace('(gone, Small)', '(Small)');
    expect(differencesOf(checkOrderMessage(noColour, { products: shop, rules: { offers: [], coupons: [] } }))).toEqual([]);
  });

  it(
    'finds nothing wrong with any genuine message, in full and compact, bold or not (random carts of the real catalogue)',
    () => {
      fc.assert(
        fc.property(cartLinesArb, fc.constantFrom(null, ...shopCoupons.map((rule) => rule.code)), fc.boolean(), fc.boolean(), (lines, code, bold, compact) => {
          const order = orderOf(lines, code);
          const result = checkOrderMessage(orderMessage(order, { bold, limit: compact ? 0 : Infinity }));
          expect(result).toMatchObject({
            kind: 'checked',
            number: order.number,
            lines: order.lines.length,
            items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
            total: order.total,
            payment: 'upi',
            utr: null,
            differences: [],
            notes: [],
          });
        }),
        runs(300),
      );
    },
    60_000,
  );
});

describe('checkOrderMessage: what differs', () => {
  const message = orderMessage(genuine);
  const [twoPlain, oneOnOffer] = genuine.lines as [Order['lines'][number], Order['lines'][number]];
  const name = (line: Order['lines'][number]) => `${line.title}, ${line.colourName}, ${line.size}`;

  it('names a line whose amount was changed, and how, each amount from the catalogue', () => {
    const one = replaceLine(message, lineText(oneOnOffer), lineText({ ...oneOnOffer, amount: 1 }));
    expect(differencesOf(checkOrderMessage(one))).toEqual([
      `Line 2 (${name(oneOnOffer)}): ₹1 in the message; the catalogue says ${formatPrice(onOffer.price)}.`,
    ]);
    const two = replaceLine(message, lineText(twoPlain), lineText({ ...twoPlain, amount: 2 }));
    expect(differencesOf(checkOrderMessage(two))).toEqual([
      `Line 1 (${name(twoPlain)}): ₹2 for 2 (₹1 each) in the message; the catalogue says ${formatPrice(plainTee.price * 2)} for 2 (${formatPrice(plainTee.price)} each).`,
    ]);
  });

  it('names the total when it alone was changed', () => {
    const changed = replaceLine(message, `*Total: ${formatPrice(genuine.total)}*`, '*Total: ₹10*');
    expect(differencesOf(checkOrderMessage(changed))).toEqual([`Total: ₹10 in the message; the catalogue gives ${formatPrice(genuine.total)}.`]);
  });

  it('names every figure of a message made to add up at a lower price', () => {
    const cheap = { ...twoPlain, amount: 2 };
    const subtotal = cheap.amount + oneOnOffer.amount;
    let changed = replaceLine(message, lineText(twoPlain), lineText(cheap));
    changed = replaceLine(changed, `Subtotal: ${formatPrice(genuine.subtotal)}`, `Subtotal: ${formatPrice(subtotal)}`);
    changed = changed.replace(/^Coupon .*\n/m, '');
    changed = replaceLine(changed, `*Total: ${formatPrice(genuine.total)}*`, `*Total: ${formatPrice(subtotal - genuine.offers[0]!.amount)}*`);
    const couponAmount = genuine.discount - genuine.offers[0]!.amount;
    expect(differencesOf(checkOrderMessage(changed))).toEqual([
      `Line 1 (${name(twoPlain)}): ₹2 for 2 (₹1 each) in the message; the catalogue says ${formatPrice(plainTee.price * 2)} for 2 (${formatPrice(plainTee.price)} each).`,
      `Subtotal: ${formatPrice(subtotal)} in the message; the catalogue gives ${formatPrice(genuine.subtotal)}.`,
      // Without its coupon, the order is the catalogue's less the offers alone.
      `Total: ${formatPrice(subtotal - genuine.offers[0]!.amount)} in the message; the catalogue gives ${formatPrice(genuine.total + couponAmount)}.`,
    ]);
  });

  it('names an offer left out or made up, and a coupon changed, unknown or below its minimum', () => {
    const offerLine = `${offer.wording}: −${formatPrice(genuine.offers[0]!.amount)}`;
    const couponAmount = genuine.discount - genuine.offers[0]!.amount;
    const couponLine = `Coupon ${coupon}: −${formatPrice(couponAmount)}`;
    expect(differencesOf(checkOrderMessage(replaceLine(message, offerLine, 'Diwali: special: −₹500')))).toEqual([
      `${offer.wording}: not in the message; the catalogue takes off ${formatPrice(genuine.offers[0]!.amount)}.`,
      'Diwali: special: ₹500 off in the message; no offer of the shop by that name applies to these tees.',
    ]);
    expect(differencesOf(checkOrderMessage(replaceLine(message, couponLine, `Coupon ${coupon}: −₹999`)))).toEqual([
      `Coupon ${coupon}: ₹999 off in the message; the catalogue takes off ${formatPrice(couponAmount)}.`,
    ]);
    expect(differencesOf(checkOrderMessage(replaceLine(message, couponLine, `Coupon FREE4ALL: −${formatPrice(couponAmount)}`)))).toEqual([
      `Coupon FREE4ALL: ${formatPrice(couponAmount)} off in the message; the shop has no such coupon.`,
      `Total: ${formatPrice(genuine.total)} in the message; the catalogue gives ${formatPrice(genuine.total + couponAmount)}.`,
    ]);
    const minimum = shopCoupons[0]!.minSubtotal!;
    const small = orderOf([cartLine(plainTee.id, 'Small', 1)]);
    expect(plainTee.price).toBeLessThan(minimum);
    const withCoupon = orderMessage(small).replace('Shipping: Free', `Coupon ${coupon}: −₹50\nShipping: Free`);
    expect(differencesOf(checkOrderMessage(withCoupon))).toEqual([
      `Coupon ${coupon}: ₹50 off in the message; it is for orders of ${formatPrice(minimum)} or more, and these tees come to ${formatPrice(plainTee.price)} after the offers.`,
    ]);
  });

  it('names a line taken out (the item count no longer follows) and a title the shop does not sell', () => {
    const lines = message.split('\n');
    const without = lines.filter((line) => line !== lineText(oneOnOffer)).join('\n');
    expect(differencesOf(checkOrderMessage(without))).toEqual(
      expect.arrayContaining([`The message says 3 items; its lines hold 2.`, `Total: ${formatPrice(genuine.total)} in the message; the catalogue gives ${formatPrice(orderOf([cartLine(plainTee.id, 'Small', 2)], coupon).total)}.`]),
    );
    const unknown = replaceLine(message, lineText(oneOnOffer), '1 × Golden Tee (Gold, XL) — ₹1');
    expect(differencesOf(checkOrderMessage(unknown))).toEqual([
      'Line 2 (Golden Tee, Gold, XL): “Golden Tee” is not the title of any tee the shop sells, so its amount cannot be checked.',
      'The subtotal, offers, coupon and total cannot be checked until every line is a tee the shop sells.',
    ]);
    const compact = orderMessage(genuine, { limit: 0 }).replace(`#${onOffer.id} `, '#999 ');
    expect(differencesOf(checkOrderMessage(compact))[0]).toBe(`Line 2 (#999, ${oneOnOffer.colourName}, XL): #999 is not a tee the shop sells, so its amount cannot be checked.`);
  });

  it('names a line of the compact form whose amount was changed, by the tee’s title', () => {
    const compact = orderMessage(genuine, { limit: 0 });
    const written = `1 × #${onOffer.id} ${oneOnOffer.colourName}/XL ${formatPrice(onOffer.price)}`;
    expect(compact.split('\n')).toContain(written);
    const changed = replaceLine(compact, written, `1 × #${onOffer.id} ${oneOnOffer.colourName}/XL ₹99`);
    expect(differencesOf(checkOrderMessage(changed))).toEqual([`Line 2 (${name(oneOnOffer)}): ₹99 in the message; the catalogue says ${formatPrice(onOffer.price)}.`]);
  });

  it('names a line it cannot read, a quantity no cart allows, and a shipping charge', () => {
    const unreadable = replaceLine(message, lineText(oneOnOffer), 'one more tee please');
    expect(differencesOf(checkOrderMessage(unreadable))).toEqual([
      'Line 2 could not be read: “one more tee please”.',
      'The message says 3 items; its lines hold 2.',
      'The subtotal, offers, coupon and total cannot be checked until every line is a tee the shop sells.',
    ]);
    const many = replaceLine(message, lineText(oneOnOffer), lineText({ ...oneOnOffer, quantity: 50, amount: onOffer.price * 50 }));
    expect(differencesOf(checkOrderMessage(many))).toContain(`Line 2 (${name(oneOnOffer)}): 50 of one tee; an order holds 1 to 10 of each.`);
    expect(differencesOf(checkOrderMessage(many))).toContain('The subtotal, offers, coupon and total cannot be checked until every line holds 1 to 10 of its tee.');
    expect(differencesOf(checkOrderMessage(message.replace('Shipping: Free', 'Shipping: ₹99')))).toEqual(['Shipping: “₹99” in the message; shipping is free.']);
  });

  it('checks at once a paste of as many lines as the box holds, each claiming 999999 of a tee on offer', () => {
    const line = lineText({ ...oneOnOffer, quantity: 999_999, amount: 1 });
    const room = Math.floor((MAX_MESSAGE_LENGTH - message.length) / (line.length + 1));
    const pasted = replaceLine(message, lineText(oneOnOffer), Array.from({ length: room }, () => line).join('\n'));
    expect(pasted.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    const started = performance.now();
    const differences = differencesOf(checkOrderMessage(pasted));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(differences).toContain(`Line 2 (${name(oneOnOffer)}): 999999 of one tee; an order holds 1 to 10 of each.`);
    expect(differences.at(-1)).toBe('The subtotal, offers, coupon and total cannot be checked until every line holds 1 to 10 of its tee.');
  });

  it('reads a message carrying the shop’s own “⚠ These amounts do not match” block, and still checks every amount', () => {
    const edited: Order = {
      ...genuine,
      lines: genuine.lines.map((line) => ({ ...line, unitPrice: 1, amount: line.quantity })),
      subtotal: 3,
      offers: [],
      discount: 0,
      coupon: null,
      total: 3,
    };
    const message = orderMessage(edited);
    expect(message).toContain(`⚠ ${MISMATCH_WARNING}:`);
    expect(message).toMatch(/^• Line 1 /m);
    const result = checkOrderMessage(message);
    expect(result).toMatchObject({ kind: 'checked', lines: 2, items: 3, total: 3 });
    expect(differencesOf(result)).toEqual([
      `Line 1 (${name(twoPlain)}): ₹2 for 2 (₹1 each) in the message; the catalogue says ${formatPrice(plainTee.price * 2)} for 2 (${formatPrice(plainTee.price)} each).`,
      `Line 2 (${name(oneOnOffer)}): ₹1 in the message; the catalogue says ${formatPrice(onOffer.price)}.`,
      `Subtotal: ₹3 in the message; the catalogue gives ${formatPrice(genuine.subtotal)}.`,
      `${offer.wording}: not in the message; the catalogue takes off ${formatPrice(genuine.offers[0]!.amount)}.`,
      `Total: ₹3 in the message; the catalogue gives ${formatPrice(genuine.subtotal - genuine.offers[0]!.amount)}.`,
    ]);
    expect(result.kind === 'checked' && result.notes).toEqual([
      expect.stringMatching(new RegExp(`^The message carries the shopper’s own warning, “${MISMATCH_WARNING}”, with \\d+ points`)),
    ]);
    // Amounts edited only where the message does not show them (a unit price): the amounts match, the warning is noted.
    const quiet = orderMessage({ ...genuine, lines: genuine.lines.map((line) => ({ ...line, unitPrice: 1 })) });
    expect(quiet).toContain(MISMATCH_WARNING);
    expect(checkOrderMessage(quiet)).toMatchObject({ differences: [], notes: [expect.stringContaining(MISMATCH_WARNING)] });
  });

  it(
    'names the line whose amount was changed, whichever it is, in either form (random carts)',
    () => {
      fc.assert(
        fc.property(cartLinesArb, fc.nat(), fc.integer({ min: 1, max: 99_999 }), fc.boolean(), (lines, pick, amount, compact) => {
          const order = orderOf(lines);
          const at = pick % order.lines.length;
          const line = order.lines[at]!;
          fc.pre(amount !== line.amount);
          const text = orderMessage({ ...order, lines: order.lines.map((l, i) => (i === at ? { ...l, amount } : l)) }, { problems: [], limit: compact ? 0 : Infinity });
          expect(differencesOf(checkOrderMessage(text))).toContain(
            `Line ${at + 1} (${name(line)}): ${formatPrice(amount)}${line.quantity === 1 ? '' : ` for ${line.quantity}${amount % line.quantity === 0 ? ` (${formatPrice(amount / line.quantity)} each)` : ''}`} in the message; the catalogue says ${formatPrice(line.amount)}${line.quantity === 1 ? '' : ` for ${line.quantity} (${formatPrice(line.unitPrice)} each)`}.`,
          );
        }),
        runs(200),
      );
    },
    60_000,
  );
});

/** The second probe's attacks on the check (issue 39): each used to get “Every amount matches”. */
describe('checkOrderMessage reads the whole text, its heading and its bounds', () => {
  const message = orderMessage(genuine);

  it('names text added after the order: a second total, a claim of payment, a whole second order', () => {
    expect(differencesOf(checkOrderMessage(`${message}\n*Total: ₹1*\nPaid in full, nothing to collect`))).toEqual([
      'The message goes on after the order’s delivery details: “Total: ₹1”, “Paid in full, nothing to collect”. Nothing after them is part of the order.',
    ]);
    const second = orderMessage(orderOf([cartLine(plainTee.id, 'Small', 1)]));
    const [difference, ...more] = differencesOf(checkOrderMessage(`${message}\n\n${second}`));
    expect(more).toEqual([]);
    expect(difference).toMatch(
      new RegExp(`^The message goes on after the order’s delivery details: “${site.name} order ${site.orderPrefix}-\\d{6}-\\w{6}”, “1 item:”, “1 × .*” and \\d+ more lines\\. Nothing after them is part of the order\\.$`),
    );
  });

  it('names text before the heading, and a greeting and thanks around a copied message', () => {
    expect(differencesOf(checkOrderMessage(`Payment received in full\n${message}`))).toEqual([
      'The message has text before the order’s heading: “Payment received in full”. An order message starts with its heading.',
    ]);
    expect(differencesOf(checkOrderMessage(`Hi, here is my order:\n\n${message}\n\nThanks!`))).toEqual([
      'The message has text before the order’s heading: “Hi, here is my order:”. An order message starts with its heading.',
      'The message goes on after the order’s delivery details: “Thanks!”. Nothing after them is part of the order.',
    ]);
  });

  it('checks the heading against this shop: another shop’s order, or a number this shop does not give, is named', () => {
    const heading = `*${site.name} order ${genuine.number}*`;
    expect(differencesOf(checkOrderMessage(replaceLine(message, heading, '*Acme Tees order ACME-0001*')))).toEqual([
      `The message is headed “Acme Tees order ACME-0001”: this shop’s orders are headed “${site.name} order ${site.orderPrefix}-…”.`,
    ]);
    expect(differencesOf(checkOrderMessage(replaceLine(message, heading, `*${site.name} order ACME-0001*`)))).toEqual([
      `The order number “ACME-0001” is not one this shop gives (${site.orderPrefix}-, the date as YYMMDD, a dash and six letters or digits).`,
    ]);
  });

  it('holds the payment and delivery lines to what an order writes', () => {
    expect(differencesOf(checkOrderMessage(replaceLine(message, 'Payment: UPI', 'Payment: Cash on delivery, paid in full')))).toEqual([
      'Payment: “Cash on delivery, paid in full” is not how an order gives its payment (“UPI” or “Cash on delivery”, and a UPI order’s UTR).',
    ]);
    expect(differencesOf(checkOrderMessage(replaceLine(message, 'Mobile: +91 98765 43210', 'Mobile: 1')))).toEqual(['Mobile: “1” is not a 10-digit Indian mobile number.']);
    expect(differencesOf(checkOrderMessage(replaceLine(message, 'Place: Mumbai, Maharashtra 400001', 'Place: Mumbai, Maharashtra abc')))).toEqual([
      `Place: “Mumbai, Maharashtra abc” is not a city, a state of India and a 6-digit PIN code (“${site.address.city}, ${site.address.region} ${site.address.postcode}”).`,
    ]);
    expect(differencesOf(checkOrderMessage(message.split('\n').filter((line) => !line.startsWith('Payment:')).join('\n')))).toEqual([
      'It has no “Payment:” line after its total.',
    ]);
    const paid = orderMessage({ ...genuine, utr: '482100937712' });
    expect(checkOrderMessage(paid)).toMatchObject({ payment: 'upi', utr: '482100937712', differences: [] });
    expect(checkOrderMessage(orderMessage({ ...genuine, payment: 'cod' }))).toMatchObject({ payment: 'cod', utr: null, differences: [] });
  });

  it('reads an email program’s wrapping of a long address, and nothing else, as the address', () => {
    const long = orderOf([cartLine(plainTee.id, 'Small', 1)]);
    const address = 'Flat 4B, Sunshine Apartments, 12th Cross, Malleshwaram Main Road, near the old temple';
    const text = orderMessage({ ...long, details: { ...long.details, address } }, { bold: false });
    const wrapped = text.replace(`Address: ${address}`, `Address: ${address.slice(0, 62)}\n${address.slice(63)}`);
    expect(differencesOf(checkOrderMessage(wrapped))).toEqual([]);
  });

  it('applies a cart’s bounds: one line for each tee, colour and size, and no size sold out in its colour', () => {
    const line = lineText(genuine.lines[0]!);
    const twice = replaceLine(message, line, `${line}\n${line}`).replace('3 items:', '5 items:');
    expect(differencesOf(checkOrderMessage(twice))).toContain(
      `Line 2 (${genuine.lines[0]!.title}, ${genuine.lines[0]!.colourName}, Small) repeats line 1: a cart holds one line for each tee, colour and size.`,
    );
    const product = products.find((candidate) => candidate.colours.some((colour) => colour.soldOut.length > 0))!;
    const colour = product.colours.find((candidate) => candidate.soldOut.length > 0)!;
    const size = colour.soldOut[0]!;
    const soldOut = replaceLine(message, line, `2 × ${product.title} (${colour.name}, ${size}) — ${formatPrice(product.price * 2)}`);
    expect(differencesOf(checkOrderMessage(soldOut))).toContain(`Line 1 (${product.title}, ${colour.name}, ${size}): ${size} is sold out in ${colour.name}, so no cart could order it.`);
  });
});

describe('checkOrderMessage: text that is not an order message', () => {
  const notAnOrder = `This does not look like a ${site.name} order message: `;

  it('says why, in one sentence', () => {
    const cases: [string, string][] = [
      ['', 'there is nothing in it.'],
      ['   \r\n\n\t ', 'there is nothing in it.'],
      ['Hello, is the Kite tee in stock?', 'it has no line such as “2 items:” under the order’s number.'],
      ['2 items:\n2 × Kite Tee (Sky Blue, XL) — ₹1,598', `the line above “items:” is not the order’s number (“order ${site.orderPrefix}-…”).`],
      [`${site.name} order RNG-260305-K7PZ42\n2 items:\nlots of tees`, 'it has no “Subtotal:” line after its items.'],
      [`${site.name} order RNG-260305-K7PZ42\n2 items:\nlots of tees\nSubtotal: ₹5`, 'no line under “items:” is an order line such as “2 × Kite Tee (Sky Blue, XL) — ₹1,598”.'],
      [orderMessage(genuine).split('\n').filter((line) => !line.includes('Total:') || line.startsWith('Subtotal')).join('\n'), 'it has no “Total:” line after its subtotal.'],
      ['x'.repeat(MAX_MESSAGE_LENGTH + 1), `it is ${(MAX_MESSAGE_LENGTH + 1).toLocaleString('en-IN')} characters long, far longer than any order message.`],
    ];
    for (const [text, why] of cases) expect(checkOrderMessage(text), JSON.stringify(text.slice(0, 40))).toEqual({ kind: 'unreadable', sentence: `${notAnOrder}${why}` });
  });

  it('never throws on hostile text, and reads HTML as text', () => {
    const html = `<script>alert(1)</script>\n${orderMessage(genuine).replace(lineText(genuine.lines[0]!), '<img src=x onerror=alert(1)> × (XL) — ₹1')}`;
    expect(differencesOf(checkOrderMessage(html))).toEqual(
      expect.arrayContaining([
        'The message has text before the order’s heading: “<script>alert(1)</script>”. An order message starts with its heading.',
        'Line 1 could not be read: “<img src=x onerror=alert(1)> × (XL) — ₹1”.',
      ]),
    );
    const samples = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.array(fc.constantFrom('*', '×', '#', '(', ')', ',', '—', '₹', '1', ',000', ' ', '\n', 'items:', 'order RNG-1', 'Subtotal: ', 'Total: ', '−', ':', 'XL', 'Coupon '), { maxLength: 200 }).map((parts) => parts.join('')),
      fc.tuple(fc.nat(orderMessage(genuine).length), fc.string({ maxLength: 20 })).map(([at, text]) => {
        const message = orderMessage(genuine);
        return message.slice(0, at) + text + message.slice(at);
      }),
    );
    fc.assert(
      fc.property(samples, (text) => {
        const result = checkOrderMessage(text);
        if (result.kind === 'unreadable') expect(result.sentence.startsWith(notAnOrder)).toBe(true);
        else expect(result.differences.every((sentence) => sentence.length > 0)).toBe(true);
      }),
      runs(500),
    );
  });

  it('reads a very long pasted line quickly (no runaway pattern)', () => {
    const message = orderMessage(genuine).replace(lineText(genuine.lines[0]!), `2 × ${'( , '.repeat(5_000)}`);
    const started = performance.now();
    expect(differencesOf(checkOrderMessage(message))[0]).toMatch(/^Line 1 could not be read: “2 × \( , /);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('messageChecks', () => {
  it('asks for a message when the box is empty, and passes anything else on as it is', () => {
    expect(messageChecks({ message: ' \n ' })).toEqual({ ok: false, errors: { message: 'Paste the order message to check.' } });
    expect(messageChecks({})).toEqual({ ok: false, errors: { message: 'Paste the order message to check.' } });
    expect(messageChecks({ message: 'hi' })).toEqual({ ok: true, values: { message: 'hi' } });
  });

  it('says what the page says when every amount matches', () => {
    expect(ALL_MATCH).toBe('Every amount matches the catalogue');
  });
});
