import { describe, expect, it } from 'vitest';
import { products } from './data/products';
import { findProduct } from './lookup';
import { featuredTeesUpTo } from './featured';
import { featuredProducts, relatedProducts } from './range';

describe('findProduct', () => {
  it.each(['7', 7] as const)('finds product 7 from %j', (id) => {
    const product = findProduct(id);
    expect(product?.id).toBe(7);
    expect(product?.title).toBe('Thar Sunset Oversized Tee');
  });

  it('finds every product by its id, as a number and as a route parameter', () => {
    for (const product of products) {
      expect(findProduct(product.id)).toBe(product);
      expect(findProduct(String(product.id))).toBe(product);
    }
  });

  it.each(['0', 'abc', '99', '7.5', '07', '01', '7.0', '+7', '', undefined, '-1', ' 7', '7 ', '17', '1e1', '0x7', 0, 17, 7.5, -1, Number.NaN])(
    'finds nothing for %j',
    (id) => {
      expect(findProduct(id)).toBeUndefined();
    },
  );
});

describe('relatedProducts', () => {
  it.each(products.map((product) => [product.id, product] as const))(
    'gives product %i four others of the same collection',
    (_id, product) => {
      const related = relatedProducts(product, products);
      expect(related).toHaveLength(4);
      expect(new Set(related.map((other) => other.id)).size).toBe(4);
      const collection = product.collections[0];
      if (collection === undefined) throw new Error(`product ${product.id} is in no collection`);
      for (const other of related) {
        expect(other.collections).toContain(collection);
        expect(other.id).not.toBe(product.id);
        expect(products).toContain(other);
      }
    },
  );

  it('honours a smaller count', () => {
    const first = products[0];
    if (!first) throw new Error('no products');
    expect(relatedProducts(first, products, 2)).toHaveLength(2);
  });
});

describe('featuredProducts', () => {
  it('is the eight featured products, in catalogue order', () => {
    const { shown, total } = featuredProducts(products);
    expect(shown.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(total).toBe(8);
  });

  it('draws at most eight, however many are featured, and says how many there are', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ ...products[index % products.length]!, id: index + 1, collections: ['featured'] }));
    const { shown, total } = featuredProducts(many);
    expect(shown.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(total).toBe(60);
  });
});

describe('featuredTeesUpTo', () => {
  it('is the build’s pick of the range: the featured products as featuredProducts finds them, the same objects as the range’s', () => {
    const { shown, total } = featuredTeesUpTo();
    const expected = featuredProducts(products);
    expect(shown).toEqual(expected.shown);
    expect(total).toBe(expected.total);
    for (const product of shown) expect(findProduct(product.id)).toBe(product);
    expect(featuredTeesUpTo(4).shown).toEqual(expected.shown.slice(0, 4));
  });
});
