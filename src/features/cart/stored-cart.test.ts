import { describe, expect, it } from 'vitest';
import { cartBadge, cartLinkLabel, CART_VERSION, changed, changeTimes, isColourId, MAX_COLOUR_LENGTH } from './cart-core';
import { addToStoredCart, readStoredLine, storedItemCount, storedProductIds } from './stored-cart';

const known = (id: number) => id === 1 || id === 2;
const line = (extra: Record<string, unknown> = {}) => ({ productId: 1, colour: 'indigo', size: 'XL', quantity: 2, ...extra });
const cart = (lines: unknown[], extra: Record<string, unknown> = {}) => ({ version: CART_VERSION, lines, coupon: null, changes: {}, ...extra });

describe('the stored cart, read by the one rule', () => {
  it('counts a line of 15 as the 10 a line can hold, never as nothing', () => {
    expect(storedItemCount(cart([line({ quantity: 15 })]), known)).toBe(10);
  });

  it('leaves out lines it cannot read (2.5, "5", 0, a colour of 61 characters, an unknown size) and products no longer sold, and counts the rest', () => {
    const lines = [
      line({ quantity: 2.5 }),
      line({ quantity: '5' }),
      line({ quantity: 0 }),
      line({ colour: 'a'.repeat(MAX_COLOUR_LENGTH + 1) }),
      line({ size: 'XS' }),
      line({ productId: 99 }),
      line({ quantity: 3 }),
    ];
    expect(storedItemCount(cart(lines), known)).toBe(3);
    expect(readStoredLine(line({ colour: 'a'.repeat(MAX_COLOUR_LENGTH) }), CART_VERSION)).not.toBeNull();
    expect(readStoredLine(line({ colour: 'a'.repeat(MAX_COLOUR_LENGTH + 1) }), CART_VERSION)).toBeNull();
  });

  it('puts lines of one product, colour and size together, at most 10, and counts a cart from before colours', () => {
    expect(storedItemCount(cart([line({ quantity: 6 }), line({ quantity: 7 }), line({ colour: 'saffron', quantity: 1 })]), known)).toBe(11);
    expect(storedItemCount({ version: 1, lines: [{ productId: 2, size: 'Small', quantity: 4 }, { productId: 2, size: 'Small', quantity: 9 }] }, known)).toBe(10);
  });

  it('reads nothing from what is not a cart it knows', () => {
    for (const value of [null, 'cart', [], { version: 3, lines: [line()] }, { version: 2, lines: 'x' }]) expect(storedItemCount(value, known)).toBe(0);
  });

  it('reads change times that are text, or no times, as none', () => {
    expect(changeTimes('1700000000000')).toEqual({});
    expect(changeTimes({ a: 5, b: '6', c: -1, d: Number.NaN })).toEqual({ a: 5 });
    expect(changed({ a: 9 }, 5, 'a', 'b')).toEqual({ a: 10, b: 5 });
  });
});

describe('the tees a stored cart names', () => {
  it('are its readable lines’ product ids, of either version, the unreadable left out', () => {
    const lines = [
      { productId: 3, colour: 'navy', size: 'Large', quantity: 1 },
      { productId: 'x', colour: 'navy', size: 'Large', quantity: 1 },
      { productId: 9, colour: 'rust', size: 'Huge', quantity: 1 },
      { productId: 12, colour: 'cream', size: 'Small', quantity: 2 },
    ];
    expect(storedProductIds({ version: CART_VERSION, lines })).toEqual([3, 12]);
    expect(storedProductIds({ version: 1, lines: [{ productId: 4, size: 'XL', quantity: 1 }] })).toEqual([4]);
  });

  it.each([null, undefined, 'cart', 7, { version: 99, lines: [] }, { version: CART_VERSION, lines: 'none' }])('are none for %j', (value) => {
    expect(storedProductIds(value)).toEqual([]);
  });
});

describe('an add to the stored cart', () => {
  it('adds a new line to an empty or missing cart, with its change time', () => {
    const added = addToStoredCart(null, { productId: 1, colour: 'indigo', size: 'XL', quantity: 2 }, 1000);
    expect(added?.result).toEqual({ kind: 'added', added: 2, quantity: 2 });
    expect(added?.cart).toMatchObject({ version: 2, lines: [line()], changes: { '1:indigo:XL': 1000 } });
  });

  it('merges into the same line and caps at 10, keeping every other line and value as stored', () => {
    const other = { productId: 2, colour: 'x', size: 'Small', quantity: 'odd' };
    const added = addToStoredCart(cart([other, line({ quantity: 8 })], { coupon: 'HELLO' }), line({ quantity: 5 }) as never, 1000);
    expect(added?.result).toEqual({ kind: 'capped', added: 2, quantity: 10 });
    expect(added?.cart).toMatchObject({ coupon: 'HELLO', lines: [other, line({ quantity: 10 })] });
  });

  it('treats change times stored as text as none, as the app reads them, and adds', () => {
    const added = addToStoredCart(cart([], { changes: 'soon' }), line() as never, 1000);
    expect(added?.cart.changes).toEqual({ '1:indigo:XL': 1000 });
  });

  it('leaves to the app what it is not sure of: a line at 10 (or 15) or unreadable, and a cart of an older version', () => {
    const add = line({ quantity: 1 }) as never;
    expect(addToStoredCart(cart([line({ quantity: 10 })]), add, 1)).toBeNull();
    expect(addToStoredCart(cart([line({ quantity: 15 })]), add, 1)).toBeNull();
    expect(addToStoredCart(cart([line({ quantity: 2.5 })]), add, 1)).toBeNull();
    expect(addToStoredCart({ version: 1, lines: [] }, add, 1)).toBeNull();
  });
});

describe('the cart link’s words and the colour id', () => {
  it('says the count in words and at most 99+ on the badge', () => {
    expect(cartLinkLabel(1)).toBe('Cart, 1 item');
    expect(cartLinkLabel(0)).toBe('Cart, 0 items');
    expect([cartBadge(99), cartBadge(100)]).toEqual(['99', '99+']);
  });

  it('knows a colour id by its form: lower-case letters, digits and hyphens, 1–60 of them', () => {
    expect(isColourId('indigo-blue')).toBe(true);
    expect(isColourId('a'.repeat(61))).toBe(false);
    expect(isColourId('Indigo')).toBe(false);
    expect(isColourId('')).toBe(false);
  });
});
