import { describe, expect, it } from 'vitest';
import { products } from '@/features/catalogue/data/products';
import { isKnownProduct } from './cart-count';

describe('isKnownProduct (the early script’s ids, as runs)', () => {
  it('knows every id the range holds, and nothing else', () => {
    const ids = new Set(products.map((product) => product.id));
    for (const id of ids) expect(isKnownProduct(id), String(id)).toBe(true);
    for (const id of [0, -1, Math.max(...ids) + 1, 1.5, Number.NaN, Infinity]) expect(isKnownProduct(id), String(id)).toBe(false);
  });
});
