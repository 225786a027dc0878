import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { readAddRequest } from './add-request';

const read = (url: string) => readAddRequest(new URL(url, 'https://rangeela.example').searchParams);

describe('readAddRequest', () => {
  it('reads the address an add-to-cart form sends before the app runs', () => {
    expect(read(paths.cartAdd({ productId: 5, size: 'XL', quantity: 2 }))).toEqual({ kind: 'add', productId: 5, size: 'XL', quantity: 2 });
  });

  it('is nothing on the plain cart page', () => {
    expect(read(paths.cart())).toEqual({ kind: 'none' });
  });

  it('clamps a whole quantity into 1–10 and takes 1 when none is given', () => {
    expect(read('/cart?add=5&size=XL&qty=25')).toMatchObject({ kind: 'add', quantity: 10 });
    expect(read('/cart?add=5&size=XL&qty=0')).toMatchObject({ kind: 'add', quantity: 1 });
    expect(read('/cart?add=5&size=Small')).toMatchObject({ kind: 'add', quantity: 1 });
  });

  it.each([
    ['/cart?add=99&size=XL&qty=1', 'not in our shop'],
    ['/cart?add=05&size=XL&qty=1', 'not in our shop'],
    ['/cart?add=5.0&size=XL&qty=1', 'not in our shop'],
    ['/cart?add=abc&size=XL&qty=1', 'not in our shop'],
    ['/cart?add=5&size=&qty=1', 'choose a size'],
    ['/cart?add=5&size=xl&qty=1', 'choose a size'],
    ['/cart?add=5&size=XL&qty=2.5', 'whole number'],
    ['/cart?add=5&size=XL&qty=<b>', 'whole number'],
  ])('refuses %s, adding nothing', (url, words) => {
    const request = read(url);
    expect(request.kind).toBe('invalid');
    expect(request.kind === 'invalid' && request.message.toLowerCase()).toContain(words);
  });
});
