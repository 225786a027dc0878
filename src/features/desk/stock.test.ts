import { describe, expect, it } from 'vitest';
import { products } from '@/features/catalogue';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { cancelOrder, markDelivered, markPacked, markReturned, markShipped, type Step } from './actions';
import type { DeskOrder } from './desk-order';
import { soldOutLine, stockTaken } from './stock';

function ok(step: Step): DeskOrder {
  if (!step.ok) throw new Error(JSON.stringify(step.errors));
  return step.order;
}
const now = new Date('2026-11-27T06:00:00Z');

describe('Stock', () => {
  it('adds up what the orders took by product, colour and size, leaving out cancelled and returned orders', () => {
    const order = deskOrderOf(shopperOrder('cod'));
    const returned = ok(markReturned(ok(markDelivered(ok(markShipped(ok(markPacked(deskOrderOf(shopperOrder('cod')), now)), { courier: 'DTDC', awb: 'D1234567' }, now)), now)), now));
    const cancelled = ok(cancelOrder(deskOrderOf(shopperOrder('upi')), 'Changed their mind', now));
    const line = order.check.orderLines[0]!;
    expect(stockTaken([order, deskOrderOf(shopperOrder('upi')), returned, cancelled])).toEqual([
      { productId: line.productId, title: line.title, colour: line.colour, size: 'Medium', count: 4 },
    ]);
  });

  it('says the exact soldOut line for the product’s file, with the sizes already sold out kept', () => {
    // The sample shop's Essential Crew Tee: White has [Small] sold out, Heather Grey [Small, Medium].
    const crew = products.find((product) => product.title === 'Essential Crew Tee')!;
    expect(soldOutLine(crew.id, 'White', 'Large')).toEqual({
      file: 'shop/products/essential-white-crew-tee.md',
      colour: 'White',
      line: '    soldOut: [Small, Large]',
      already: false,
    });
    expect(soldOutLine(crew.id, 'heather grey', 'XXL')?.line).toBe('    soldOut: [Small, Medium, XXL]');
    expect(soldOutLine(crew.id, 'White', 'Small')).toMatchObject({ line: '    soldOut: [Small]', already: true });
  });

  it('a colour with none sold out gets a line of its own; an unknown tee or colour has no file to change', () => {
    const product = products.find((each) => each.colours.some((colour) => colour.soldOut.length === 0))!;
    const colour = product.colours.find((each) => each.soldOut.length === 0)!;
    expect(soldOutLine(product.id, colour.name, 'XL')?.line).toBe('    soldOut: [XL]');
    expect(soldOutLine(null, colour.name, 'XL')).toBeNull();
    expect(soldOutLine(product.id, 'Plaid', 'XL')).toBeNull();
  });
});
