import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { shopFileSchema } from '../../src/config/shop-schema';
import { productFileSchema } from '../../src/features/catalogue/product-schema';
import { editorConfig, type EditorField } from './editor-config';

const config = editorConfig();
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const byName = (fields: readonly EditorField[], name: string) => fields.find((field) => field.name === name)!;

/** The editor's field names, nested like the files' fields. */
function shape(fields: readonly EditorField[]): unknown {
  return Object.fromEntries(fields.map((field) => [field.name, field.fields ? shape(field.fields) : field.types ? field.types.map((type) => type.name) : field.widget]));
}

describe('the editor’s fields, made from the schemas', () => {
  it('offers every field of a product file, required where the schema requires it, plus the description', () => {
    const fields = collection('products').fields as EditorField[];
    expect(fields.map((field) => field.name)).toEqual([...Object.keys(productFileSchema.entries), 'body']);
    expect(byName(fields, 'price')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, hint: 'A whole number of rupees' });
    expect(byName(fields, 'mrp')).toMatchObject({ widget: 'number', required: false });
    expect(byName(fields, 'rating')).toMatchObject({ widget: 'number', value_type: 'float', min: 1, max: 5 });
    const colours = byName(fields, 'colours');
    expect(shape(colours.fields!)).toEqual({ name: 'string', swatch: 'string', photos: { file: 'image', alt: 'string' }, soldOut: 'select' });
    expect(byName(colours.fields!, 'soldOut')).toMatchObject({ multiple: true, options: ['Small', 'Medium', 'Large', 'XL', 'XXL'] });
    expect(byName(colours.fields!, 'swatch').pattern?.[0]).toBe('^#[0-9a-fA-F]{6}$');
  });

  it('keeps each product’s photos in its own folder, written as the file name alone', () => {
    expect(collection('products')).toMatchObject({ folder: 'shop/products', media_folder: '/shop/photos/{{filename}}', public_folder: '' });
  });

  it('offers every field of shop.yaml, and offers and coupons as the two kinds the build knows', () => {
    const settings = collection('settings') as unknown as { files: { name: string; fields: EditorField[] }[] };
    const shop = settings.files.find((file) => file.name === 'shop')!.fields;
    expect(shop.map((field) => field.name)).toEqual(Object.keys(shopFileSchema.entries));
    const offers = settings.files.find((file) => file.name === 'offers')!.fields;
    expect(byName(offers, 'offers').types?.map((type) => type.name)).toEqual(['percent-off', 'buy-one-get-one']);
    expect(byName(offers, 'offers').typeKey).toBe('kind');
  });

  it('can show every field the sample shop’s product files use', () => {
    const offered = new Set((collection('products').fields as EditorField[]).map((field) => field.name));
    for (const file of readdirSync('shop/products')) {
      const front = parse(readFileSync(`shop/products/${file}`, 'utf8').split('---')[1]!) as Record<string, unknown>;
      for (const key of Object.keys(front)) expect(offered.has(key), `${file}: ${key}`).toBe(true);
    }
  });

  it('writes products the build accepts: photos as { file, alt }, with or without the words', () => {
    const written = {
      id: 40, title: 'Test Tee', brand: 'Test', price: 499, rating: 4.2, collections: ['featured'],
      fabric: 'Cotton', fit: 'Regular', care: 'Cold wash', origin: 'India',
      colours: [{ name: 'Red', swatch: '#aa0000', photos: [{ file: 'front.jpg', alt: 'front view' }, { file: 'back.jpg' }], soldOut: ['XL'] }],
    };
    expect(v.safeParse(productFileSchema, written).success).toBe(true);
  });
});
