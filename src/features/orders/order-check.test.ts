import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { products } from '@/features/catalogue';
import { cartLine, cartLinesArb, catalogue, details, firstColour } from '@/test/orders';
import { createOrder, type Order } from './order';
import { orderProblems } from './order-check';
import { runs } from '@/test/runs';

const now = new Date('2026-03-05T10:00:00Z');
const orderOf = (lines = [cartLine(1, 'Small', 2), cartLine(16, 'XXL', 1)], coupon: string | null = null): Order =>
  createOrder({ lines, coupon, details, payment: 'upi', account: null }, { products: catalogue, now, taken: new Set() });

describe('orderProblems', () => {
  it('finds nothing wrong with an order as the checkout made it, offers and coupon included (300 runs)', () => {
    fc.assert(
      fc.property(cartLinesArb, fc.constantFrom(null, 'WELCOME10', 'FLAT200'), (lines, coupon) => {
        expect(orderProblems(orderOf(lines, coupon), catalogue)).toEqual([]);
      }),
      runs(300),
    );
  }, 60_000);

  const colourOf = (productId: number) => firstColour(productId).name;

  it('names a line whose price was edited, and the total that no longer follows', () => {
    const order = orderOf();
    const edited: Order = { ...order, lines: order.lines.map((line) => ({ ...line, unitPrice: 1, amount: line.quantity })), subtotal: 3, total: 3, discount: 0, offers: [] };
    const problems = orderProblems(edited, catalogue);
    expect(problems).toContain(`Line 1 (Marigold Mandala Tee (${colourOf(1)}, Small)) is priced ₹1 each; the shop’s price is ₹799.`);
    expect(problems).toContain(`Line 2 (Midnight Constellation Tee (${colourOf(16)}, XXL)) is priced ₹1 each; the shop’s price is ₹2,799.`);
    expect(problems).toContain('The total is ₹3; at the shop’s prices it is ₹2,998.');
    expect(problems.filter((problem) => problem.includes('is missing; the shop’s offer takes off'))).toHaveLength(order.offers.length);
  });

  it('names a line amount that is not quantity × price, a subtotal that is not their sum, and a discount beyond the subtotal', () => {
    const order = orderOf([cartLine(1, 'Small', 2)]);
    expect(orderProblems({ ...order, lines: [{ ...order.lines[0]!, amount: 10 }] }, catalogue)).toContain(
      `Line 1 (Marigold Mandala Tee (${colourOf(1)}, Small)) says ₹10 for 2 × ₹799.`,
    );
    expect(orderProblems({ ...order, subtotal: 5 }, catalogue)).toContain('The subtotal ₹5 is not the sum of the lines, ₹1,598.');
    expect(orderProblems({ ...order, discount: 5000, total: 0 }, catalogue)).toEqual([
      'The total ₹0 is not the subtotal less the discounts.',
      'The total is ₹0; at the shop’s prices it is ₹1,598.',
    ]);
  });

  it('names a coupon the shop does not have, and a tee it does not sell', () => {
    const order = orderOf([cartLine(1, 'Small', 2)]);
    expect(orderProblems({ ...order, coupon: 'FREE' }, catalogue)).toContain('The coupon “FREE” does not apply to this order.');
    expect(orderProblems({ ...order, lines: [{ ...order.lines[0]!, productId: 999 }] }, catalogue)).toContain('Line 1 (“Marigold Mandala Tee”) is not a tee the shop sells.');
  });
});

/** The second probe's stored orders (issue 39): each right in its amounts, wrong in its words. */
describe('orderProblems checks every field an order carries, not only its amounts', () => {
  const cheapest = products.reduce((low, product) => (product.price < low.price ? product : low));
  const dearest = products.reduce((high, product) => (product.price > high.price ? product : high));

  it('names a line that carries one tee’s title and another’s price: the title is the shop’s tee’s, or the line is wrong', () => {
    const order = orderOf([cartLine(cheapest.id, 'XL', 1)]);
    const forged: Order = { ...order, lines: [{ ...order.lines[0]!, title: dearest.title }] };
    expect(forged.lines[0]!.unitPrice).toBe(cheapest.price);
    expect(orderProblems(forged, catalogue)).toEqual([`Line 1 is titled “${dearest.title}”; the shop’s tee #${cheapest.id} is “${cheapest.title}”.`]);
  });

  it('names a title, colour name or offer that says something the shop did not', () => {
    const order = orderOf([cartLine(1, 'Small', 1)]);
    const line = order.lines[0]!;
    expect(orderProblems({ ...order, lines: [{ ...line, title: 'Gift voucher — ALREADY PAID IN FULL' }] }, catalogue)).toEqual([
      'Line 1 is titled “Gift voucher — ALREADY PAID IN FULL”; the shop’s tee #1 is “Marigold Mandala Tee”.',
    ]);
    expect(orderProblems({ ...order, lines: [{ ...line, colourName: 'Gold (free upgrade)' }] }, catalogue)).toEqual([
      `Line 1 (Marigold Mandala Tee (${line.colourName}, Small)): the colour is named “Gold (free upgrade)”; the shop calls it “${line.colourName}”.`,
    ]);
    expect(orderProblems({ ...order, offers: [...order.offers, { name: 'Paid in full by UPI, UTR 123456789012', amount: 0 }] }, catalogue)).toEqual([
      'The offer “Paid in full by UPI, UTR 123456789012” (₹0 off) is not one of the shop’s offers for these tees.',
    ]);
    expect(orderProblems({ ...order, lines: [{ ...line, colour: 'gold', colourName: 'Gold' }] }, catalogue)).toContain(
      'Line 1 (Marigold Mandala Tee (Gold, Small)): Marigold Mandala Tee does not come in the colour “Gold”.',
    );
  });

  it('names a line no cart could hold: a size sold out in its colour, or a second line of the same tee, colour and size', () => {
    const product = products.find((candidate) => candidate.colours.some((colour) => colour.soldOut.length > 0));
    const colour = product?.colours.find((candidate) => candidate.soldOut.length > 0);
    if (!product || !colour) throw new Error('The sample catalogue has a size sold out somewhere');
    const size = colour.soldOut[0]!;
    const line = { productId: product.id, title: product.title, colour: colour.id, colourName: colour.name, size, quantity: 1, unitPrice: product.price, amount: product.price };
    const order = orderOf([cartLine(1, 'Small', 1)]);
    const soldOut: Order = { ...order, lines: [line], subtotal: product.price, offers: [], discount: 0, total: product.price };
    expect(orderProblems(soldOut, catalogue)).toContain(`Line 1 (${product.title} (${colour.name}, ${size})): ${size} is sold out in ${colour.name}, so no cart could order it.`);

    const twice = orderOf([cartLine(1, 'Small', 10)]);
    const thirty: Order = { ...twice, lines: Array.from({ length: 30 }, () => twice.lines[0]!) };
    const problems = orderProblems(thirty, catalogue);
    // 29 repeated lines, the subtotal and the total: the first eleven, then how many more.
    expect(problems).toHaveLength(12);
    expect(problems.slice(0, 11).every((problem) => problem.includes('repeats line 1: a cart holds one line for each tee, colour and size.'))).toBe(true);
    expect(problems[11]).toMatch(/^And \d+ more things differ from what the shop’s checkout makes\.$/);
  });

  it('holds the delivery details to the checkout’s own rules: a mobile of “1” and a PIN of “abc” are named', () => {
    const order = orderOf([cartLine(1, 'Small', 1)]);
    const problems = orderProblems({ ...order, details: { ...order.details, mobile: '1', pin: 'abc' } }, catalogue);
    expect(problems).toEqual([
      'Mobile number “1”: Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (e.g. 98765 43210).',
      'PIN code “abc”: Enter a 6-digit PIN code that does not start with 0 (e.g. 400001).',
    ]);
    expect(orderProblems({ ...order, details: { ...order.details, name: '\u3164\u2800' } }, catalogue)).toEqual([
      'Full name “\u3164\u2800”: Enter the name of the person who will receive the order.',
    ]);
    expect(orderProblems({ ...order, details: { ...order.details, mobile: '+91 98765 43210' } }, catalogue)).toEqual([
      'Mobile number “+91 98765 43210” is not as the checkout writes it (“9876543210”).',
    ]);
    expect(orderProblems({ ...order, details: { ...order.details, address: 'Flat 1 \u202e400001 PIN Road' } }, catalogue)).toEqual([
      'Address “Flat 1 \u202e400001 PIN Road” is not as the checkout writes it (“Flat 1 400001 PIN Road”).',
    ]);
  });

  it('cuts a long hostile text it quotes', () => {
    const order = orderOf([cartLine(1, 'Small', 1)]);
    const [problem] = orderProblems({ ...order, lines: [{ ...order.lines[0]!, title: 'x'.repeat(5000) }] }, catalogue);
    expect(problem!.length).toBeLessThan(150);
  });
});
