import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { findProduct, type Product } from '@/features/catalogue';
import { firstColour } from '@/test/orders';
import { readAddRequest } from './add-request';
import { lineName } from './cart-lines';
import type * as Catalogue from '@/features/catalogue';

/** The id of a product made for these tests, beside the sample catalogue: two colours, some sizes sold out. */
const TEE = 9001;

vi.mock('@/features/catalogue', async (importOriginal) => {
  const actual = await importOriginal<typeof Catalogue>();
  const base = actual.findProduct(5)!;
  const tee: Product = {
    ...base,
    id: 9001,
    title: 'Two Tone Test Tee',
    colours: [
      { ...base.colours[0], id: 'chalk', name: 'Chalk', soldOut: ['XXL'] },
      { ...base.colours[0], id: 'indigo-blue', name: 'Indigo Blue', soldOut: ['Small', 'Large'] },
    ],
  };
  return { ...actual, findProduct: (id: string | number | undefined) => (Number(id) === tee.id ? tee : actual.findProduct(id)) };
});

const read = (url: string) => readAddRequest(new URL(url, 'https://rangeela.example').searchParams);

describe('readAddRequest', () => {
  it('reads the address an add-to-cart form sends before the app runs', () => {
    const colour = firstColour(5).id;
    expect(read(paths.cartAdd({ productId: 5, colour, size: 'XL', quantity: 2 }))).toEqual({ kind: 'add', productId: 5, colour, size: 'XL', quantity: 2 });
  });

  it('reads the colour it is given', () => {
    expect(read(paths.cartAdd({ productId: TEE, colour: 'indigo-blue', size: 'XL', quantity: 1 }))).toEqual({
      kind: 'add',
      productId: TEE,
      colour: 'indigo-blue',
      size: 'XL',
      quantity: 1,
    });
    expect(read(`/cart?add=${TEE}&colour=chalk&size=Medium`)).toMatchObject({ kind: 'add', colour: 'chalk', size: 'Medium' });
  });

  it('takes the product’s first colour when the address names none (links made before colours)', () => {
    expect(read('/cart?add=5&size=XL&qty=2')).toEqual({ kind: 'add', productId: 5, colour: firstColour(5).id, size: 'XL', quantity: 2 });
    expect(read(paths.cartAdd({ productId: TEE, size: 'Large', quantity: 1 }))).toMatchObject({ kind: 'add', colour: 'chalk', size: 'Large' });
  });

  it('is nothing on the plain cart page', () => {
    expect(read(paths.cart())).toEqual({ kind: 'none' });
  });

  it('clamps a whole quantity into 1–10 and takes 1 when none is given', () => {
    expect(read('/cart?add=5&size=XL&qty=25')).toMatchObject({ kind: 'add', quantity: 10 });
    expect(read('/cart?add=5&size=XL&qty=0')).toMatchObject({ kind: 'add', quantity: 1 });
    expect(read('/cart?add=5&size=Small')).toMatchObject({ kind: 'add', quantity: 1 });
  });

  it('takes every size the shop sells, Medium too', () => {
    for (const size of ['Small', 'Medium', 'Large', 'XL', 'XXL']) expect(read(`/cart?add=5&size=${size}`)).toMatchObject({ kind: 'add', size });
  });

  it('refuses a colour the product does not come in, naming the product', () => {
    for (const colour of ['mauve', firstColour(5).id]) {
      expect(read(`/cart?add=${TEE}&colour=${colour}&size=XL&qty=1`)).toEqual({
        kind: 'invalid',
        message: 'Two Tone Test Tee does not come in that colour, so nothing was added to your cart. Please choose a colour on its page.',
      });
    }
    expect(read('/cart?add=5&colour=mauve&size=XL&qty=1')).toEqual({
      kind: 'invalid',
      message: `${findProduct(5)!.title} does not come in that colour, so nothing was added to your cart. Please choose a colour on its page.`,
    });
  });

  it('refuses a size sold out in the colour asked for, naming the line; the same size in another colour is added', () => {
    expect(read(`/cart?add=${TEE}&colour=indigo-blue&size=Large&qty=1`)).toEqual({
      kind: 'invalid',
      message: `${lineName('Two Tone Test Tee', 'Indigo Blue', 'Large')} is sold out, so nothing was added to your cart.`,
    });
    expect(read(`/cart?add=${TEE}&colour=indigo-blue&size=Small&qty=1`)).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/sold out/) });
    // Sold out in the first colour, which an address without a colour asks for.
    expect(read(`/cart?add=${TEE}&size=XXL&qty=1`)).toEqual({
      kind: 'invalid',
      message: 'Two Tone Test Tee (Chalk, XXL) is sold out, so nothing was added to your cart.',
    });
    expect(read(`/cart?add=${TEE}&colour=chalk&size=Large&qty=1`)).toMatchObject({ kind: 'add', colour: 'chalk', size: 'Large' });
    expect(read(`/cart?add=${TEE}&colour=indigo-blue&size=XXL&qty=1`)).toMatchObject({ kind: 'add', colour: 'indigo-blue', size: 'XXL' });
  });

  it.each([
    ['/cart?add=99&size=XL&qty=1', 'not in our shop'],
    ['/cart?add=05&size=XL&qty=1', 'not in our shop'],
    ['/cart?add=5.0&size=XL&qty=1', 'not in our shop'],
    ['/cart?add=abc&size=XL&qty=1', 'not in our shop'],
    ['/cart?add=99&colour=mauve&size=XL&qty=1', 'not in our shop'],
    ['/cart?add=5&colour=mauve&size=XL&qty=1', 'does not come in that colour'],
    ['/cart?add=5&size=&qty=1', 'choose a size'],
    ['/cart?add=5&size=xl&qty=1', 'choose a size'],
    ['/cart?add=5&size=M&qty=1', 'choose a size'],
    ['/cart?add=5&size=XL&qty=2.5', 'whole number'],
    ['/cart?add=5&size=XL&qty=<b>', 'whole number'],
  ])('refuses %s, adding nothing', (url, words) => {
    const request = read(url);
    expect(request.kind).toBe('invalid');
    expect(request.kind === 'invalid' && request.message.toLowerCase()).toContain(words);
  });

  it('lists every size when it asks for one', () => {
    expect(read('/cart?add=5&size=Tiny')).toEqual({
      kind: 'invalid',
      message: 'Please choose a size (Small, Medium, Large, XL, XXL) on the product page, then add it again.',
    });
  });
});
