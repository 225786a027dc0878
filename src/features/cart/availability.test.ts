import { describe, expect, it } from 'vitest';
import { products } from '@/features/catalogue';
import { lineAvailability, orderableLines, unavailableNote } from './availability';
import type { CartLine } from './cart-lines';

const withSoldOutSize = products.find((product) => product.colours.some((colour) => colour.soldOut.length > 0 && colour.soldOut.length < 5))!;
const colour = withSoldOutSize.colours.find((candidate) => candidate.soldOut.length > 0 && candidate.soldOut.length < 5)!;
const soldOut = colour.soldOut[0]!;
const inStockSize = (['Small', 'Medium', 'Large', 'XL', 'XXL'] as const).find((size) => !colour.soldOut.includes(size))!;

describe('line availability', () => {
  const available: CartLine = { productId: withSoldOutSize.id, colour: colour.id, size: inStockSize, quantity: 2 };
  const sizeGone: CartLine = { productId: withSoldOutSize.id, colour: colour.id, size: soldOut, quantity: 1 };
  const colourGone: CartLine = { productId: withSoldOutSize.id, colour: 'ultraviolet', size: inStockSize, quantity: 3 };

  it('tells a line in stock from one whose size has sold out or whose colour is gone', () => {
    expect(lineAvailability(available)).toBe('available');
    expect(lineAvailability(sizeGone)).toBe('size-sold-out');
    expect(lineAvailability(colourGone)).toBe('colour-gone');
    expect(unavailableNote['size-sold-out']).toBe('No longer available in this size');
  });

  it('keeps only the lines that can be ordered, in cart order', () => {
    expect(orderableLines([sizeGone, available, colourGone])).toEqual([available]);
    expect(orderableLines([sizeGone, colourGone])).toEqual([]);
  });
});
