import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLine, cartLinesArb, catalogue, details } from '@/test/orders';
import { createOrder, type Order } from './order';
import { orderProblems } from './order-check';

const now = new Date('2026-03-05T10:00:00Z');
const orderOf = (lines = [cartLine(1, 'Small', 2), cartLine(16, 'XXL', 1)], coupon: string | null = null): Order =>
  createOrder({ lines, coupon, details, payment: 'upi', account: null }, { products: catalogue, now, taken: new Set() });

describe('orderProblems', () => {
  it('finds nothing wrong with an order as the checkout made it, offers and coupon included (300 runs)', () => {
    fc.assert(
      fc.property(cartLinesArb, fc.constantFrom(null, 'WELCOME10', 'FLAT200'), (lines, coupon) => {
        expect(orderProblems(orderOf(lines, coupon), catalogue)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('names a line whose price was edited, and the total that no longer follows', () => {
    const order = orderOf();
    const edited: Order = { ...order, lines: order.lines.map((line) => ({ ...line, unitPrice: 1, amount: line.quantity })), subtotal: 3, total: 3, discount: 0, offers: [] };
    expect(orderProblems(edited, catalogue)).toEqual([
      'Line 1 (Marigold Mandala Tee) is priced ₹1 each; the shop’s price is ₹799.',
      'Line 2 (Midnight Constellation Tee) is priced ₹1 each; the shop’s price is ₹2,799.',
      `The offers take off ₹0; the shop’s offers take off ${order.offers.length ? '₹1,399' : '₹0'}.`,
      `The total is ₹3; at the shop’s prices it is ₹2,998.`,
    ]);
  });

  it('names a line amount that is not quantity × price, a subtotal that is not their sum, and a discount beyond the subtotal', () => {
    const order = orderOf([cartLine(1, 'Small', 2)]);
    expect(orderProblems({ ...order, lines: [{ ...order.lines[0]!, amount: 10 }] }, catalogue)).toContain('Line 1 (Marigold Mandala Tee) says ₹10 for 2 × ₹799.');
    expect(orderProblems({ ...order, subtotal: 5 }, catalogue)).toContain('The subtotal ₹5 is not the sum of the lines, ₹1,598.');
    expect(orderProblems({ ...order, discount: 5000, total: 0 }, catalogue)).toEqual([
      'The total ₹0 is not the subtotal less the discounts.',
      'The total is ₹0; at the shop’s prices it is ₹1,598.',
    ]);
  });

  it('names a coupon the shop does not have, and a tee it does not sell', () => {
    const order = orderOf([cartLine(1, 'Small', 2)]);
    expect(orderProblems({ ...order, coupon: 'FREE' }, catalogue)).toContain('The coupon FREE does not apply to this order.');
    expect(orderProblems({ ...order, lines: [{ ...order.lines[0]!, productId: 999 }] }, catalogue)).toContain('Line 1 (Marigold Mandala Tee) is not a tee the shop sells.');
  });
});
