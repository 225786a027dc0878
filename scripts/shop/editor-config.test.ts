import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as YAML from 'yaml';
import { productFormat as format } from '../../admin/product-format.js';
import { shopFileSchema } from '../../src/config/shop-schema';
import { productFileSchema } from '../../src/features/catalogue/product-schema';
import { reviewSchema, reviewsFileSchema, reviewSources } from '../../src/features/catalogue/review-schema';
import { editorConfig, phoneEditorConfig, phoneEditorFor, productFormat, productNames, type EditorField } from './editor-config';
import { makeShop, validShopYaml } from './fixture';

const products = productNames('.');
const config = editorConfig(products);
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const byName = (fields: readonly EditorField[], name: string) => fields.find((field) => field.name === name)!;
const filesOf = (name: string) => (collection(name) as unknown as { files: { name: string; label: string; file: string; fields: EditorField[] }[] }).files;
const settingsFile = (name: string) => filesOf('settings').find((file) => file.name === name)!.fields;

/** The editor's field names, nested like the files' fields. */
function shape(fields: readonly EditorField[]): unknown {
  return Object.fromEntries(fields.map((field) => [field.name, field.fields ? shape(field.fields) : field.types ? field.types.map((type) => type.name) : field.widget]));
}

/** Every field of the editor, nested ones included. */
function everyField(): EditorField[] {
  const all: EditorField[] = [];
  const walk = (fields: readonly EditorField[]) => {
    for (const field of fields) {
      all.push(field);
      walk([...(field.fields ?? []), ...(field.field ? [field.field] : []), ...(field.types ?? [])]);
    }
  };
  for (const c of config.collections) walk('fields' in c ? (c.fields as EditorField[]) : (c.files as { fields: EditorField[] }[]).flatMap((file) => file.fields));
  return all;
}

/** A sample product, its photos written in the README's short form: `photos: [front.webp, back.webp]`. */
const sample = readFileSync('shop/products/marigold-mandala-tee.md', 'utf8');
const shortForm = sample.replace(/photos:\n((?:[ ]+- \{ file: [^,}]+(?:, alt: [^}]*)? \}\n)+)/g, (_all, items: string) => `photos: [${[...items.matchAll(/file: ([^,}]+)/g)].map((m) => m[1]!.trim()).join(', ')}]\n`);
const productFields = (collection('products').fields as EditorField[]).map((field) => field.name);
const frontMatter = (file: string) => YAML.parse(file.split('---')[1]!) as unknown;

describe('the editor’s fields, made from the schemas', () => {
  it('offers every field of a product file, required where the schema requires it, plus the description', () => {
    const fields = collection('products').fields as EditorField[];
    expect(fields.map((field) => field.name)).toEqual([...Object.keys(productFileSchema.entries), 'body']);
    expect(byName(fields, 'price')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, hint: 'A whole number of rupees' });
    expect(byName(fields, 'mrp')).toMatchObject({ widget: 'number', required: false });
    // A rating and an id are the schema's: the editor asks for them only while the schema does.
    if ('rating' in productFileSchema.entries) expect(byName(fields, 'rating')).toMatchObject({ widget: 'number', min: 1, max: 5 });
    const colours = byName(fields, 'colours');
    expect(shape(colours.fields!)).toEqual({ name: 'string', swatch: 'string', photos: { file: 'image', alt: 'string' }, soldOut: 'select' });
    expect(byName(colours.fields!, 'soldOut')).toMatchObject({ multiple: true, options: ['Small', 'Medium', 'Large', 'XL', 'XXL'] });
    expect(byName(colours.fields!, 'swatch').pattern?.[0]).toBe('^#[0-9a-fA-F]{6}$');
  });

  it('keeps each product’s photos in its own folder, written as the file name alone', () => {
    expect(collection('products')).toMatchObject({ folder: 'shop/products', media_folder: '/shop/photos/{{filename}}', public_folder: '' });
  });

  it('offers every field of shop.yaml, and offers and coupons as the two kinds the build knows', () => {
    expect(settingsFile('shop').map((field) => field.name)).toEqual(Object.keys(shopFileSchema.entries));
    const offers = settingsFile('offers');
    expect(byName(offers, 'offers').types?.map((type) => type.name)).toEqual(['percent-off', 'buy-one-get-one']);
    expect(byName(offers, 'offers').typeKey).toBe('kind');
  });

  it('can show every field the sample shop’s product files use', () => {
    const offered = new Set(productFields);
    for (const file of readdirSync('shop/products')) {
      const front = YAML.parse(readFileSync(`shop/products/${file}`, 'utf8').split('---')[1]!) as Record<string, unknown>;
      for (const key of Object.keys(front)) expect(offered.has(key), `${file}: ${key}`).toBe(true);
    }
  });

  it('limits each list to the number of items the build accepts', () => {
    const colours = byName(collection('products').fields as EditorField[], 'colours');
    expect(colours).toMatchObject({ min: 1, max: 12 });
    expect(byName(colours.fields!, 'photos')).toMatchObject({ min: 1, max: 8 });
    expect(byName(settingsFile('shop'), 'sizeChart')).toMatchObject({ min: 5, max: 5 });
  });
});

describe('the editor’s words for an owner', () => {
  it('names every list’s items: one item on its Add button, folded items by what they hold, not by the field’s name', () => {
    const lists = everyField().filter((field) => field.widget === 'list');
    expect(lists.length).toBeGreaterThan(5);
    for (const list of lists) expect(list.label_singular, list.name).toMatch(/^[a-zA-Z ]+$/);
    const colours = byName(collection('products').fields as EditorField[], 'colours');
    expect(byName(collection('products').fields as EditorField[], 'collections')).toMatchObject({ label_singular: 'collection', summary: '{{fields.collection}}', collapsed: false });
    expect(byName(colours.fields!, 'photos')).toMatchObject({ label_singular: 'photo', collapsed: true, summary: expect.stringContaining("{{fields.file | default('New photo')}}") });
    expect(colours).toMatchObject({ label_singular: 'colour', collapsed: false, summary: expect.stringContaining("{{fields.name | default('New colour')}}") });
    const offers = byName(settingsFile('offers'), 'offers');
    expect(offers.types!.map((type) => type.summary)).toEqual([expect.stringMatching(/fields\.percent.*% off .*fields\.collection/), expect.stringContaining('{{fields.collection')]);
    expect(offers.types!.map((type) => type.label)).toEqual(['Percentage off a collection', 'Buy one, get one free on a collection']);
    // A list of plain values shows each value folded, whatever its name.
    for (const list of lists.filter((field) => field.field)) expect(list.summary).toBe(`{{fields.${list.field!.name}}}`);
  });

  it('gives hints about the value, not about writing YAML by hand', () => {
    const hints = everyField().flatMap((field) => (field.hint ? [field.hint] : []));
    expect(hints.length).toBeGreaterThan(20);
    for (const hint of hints) expect(hint).not.toMatch(/in quotes|true or false|set of fields/i);
    expect(byName(settingsFile('shop'), 'phone').hint).toBe('A phone number, like "+91 22 4012 3456"');
    expect(byName(settingsFile('shop'), 'address').hint).toBeUndefined();
  });

  it('describes each collection', () => {
    for (const c of config.collections) expect(c.description, c.name).toMatch(/shop\//);
  });
});

describe('product files, read and written by the editor in the README’s short form as well as the long one', () => {
  // As admin/editor.js makes it: with the products' fields of the editor's configuration.
  const product = format(YAML, collection('products').fields as EditorField[]);

  it('is the products’ format, registered under that name by the editor’s page', () => {
    expect(collection('products').format).toBe(productFormat);
    const page = readFileSync('admin/editor.js', 'utf8');
    expect(page).toContain(`CMS.registerCustomFormat('${productFormat}', 'md',`);
    expect(page).toContain(`collection.format === '${productFormat}'`);
  });

  it('hands the editor every photo as { file, alt }: Decap’s list of fields cannot save file names alone', () => {
    expect(shortForm).toContain('photos: [front.webp, back.webp, detail.webp, folded.webp]');
    const read = product.fromFile(shortForm) as { colours: { photos: unknown[] }[]; body: string };
    expect(read.colours[0]!.photos).toEqual([{ file: 'front.webp' }, { file: 'back.webp' }, { file: 'detail.webp' }, { file: 'folded.webp' }]);
    expect(read.body).toContain('A saffron crew-neck');
    const long = product.fromFile(sample) as { colours: { photos: unknown[] }[] };
    expect(long.colours[0]!.photos[0]).toEqual({ file: 'front.webp', alt: 'front view' });
    const mixed = product.fromFile('---\ncolours:\n  - photos: [a.jpg, { file: b.jpg, alt: back }]\n---\n');
    expect(mixed).toEqual({ colours: [{ photos: [{ file: 'a.jpg' }, { file: 'b.jpg', alt: 'back' }] }] });
  });

  it('writes a file it read back as it was, in either form', () => {
    for (const file of [sample, shortForm]) {
      const read = product.fromFile(file);
      expect(product.toFile(read, [...productFields])).toBe(file);
    }
  });

  it('writes a changed product the build accepts: photos without words as file names, cleared fields left out', () => {
    const read = product.fromFile(shortForm) as Record<string, unknown> & { colours: { photos: { file: string; alt?: string }[] }[] };
    read.price = 1234;
    read.mrp = '';
    read.colours[0]!.photos[1]!.alt = 'back view';
    read.colours[0]!.photos[2]!.alt = '';
    const written = product.toFile(read, [...productFields]);
    expect(written).toContain('price: 1234\n');
    expect(written).not.toContain('mrp');
    expect(written).toContain('    photos:\n      - front.webp\n      - { file: back.webp, alt: back view }\n      - detail.webp\n');
    const result = v.safeParse(productFileSchema, frontMatter(written));
    expect(result.issues ?? []).toEqual([]);
    expect(written.endsWith(sample.slice(sample.lastIndexOf('---\n')))).toBe(true);
  });

  it('writes the fields in the editor’s order, a new colour’s too', () => {
    expect(product.toFile({ body: 'Text.\n', price: 5, title: 'T' }, ['title', 'price', 'body'])).toBe('---\ntitle: T\nprice: 5\n---\nText.\n');
    // As Decap hands over a new product: defaults first, empty lists.
    const fields = collection('products').fields as EditorField[];
    const written = format(YAML, fields).toFile(
      { collections: [], price: 5, title: 'T', colours: [{ soldOut: [], name: 'Red', swatch: '#aa0000', photos: [{ alt: '', file: 'front.jpg' }] }], body: 'Text.' },
      fields.map((field) => field.name),
    );
    expect(written).toBe('---\ntitle: T\nprice: 5\ncolours:\n  - name: Red\n    swatch: "#aa0000"\n    photos: [front.jpg]\n---\nText.');
  });
});

describe('reviews in the editor (shop/reviews/<product>.yaml, PRODUCT.md §2a)', () => {
  it('lists one review file per product, named by its title, each the list of reviews the build reads', () => {
    const files = filesOf('reviews');
    expect(files.map((file) => file.file)).toEqual(readdirSync('shop/products').filter((file) => file.endsWith('.md')).sort().map((file) => `shop/reviews/${file.replace(/\.md$/, '.yaml')}`));
    expect(files.find((file) => file.name === 'marigold-mandala-tee')?.label).toBe('Marigold Mandala Tee');
    for (const file of files) expect(file.fields.map((field) => field.name)).toEqual(Object.keys(reviewsFileSchema.entries));
    const list = byName(files[0]!.fields, 'reviews');
    expect(list).toMatchObject({ widget: 'list', label_singular: 'review', collapsed: true });
    expect(list.fields!.map((field) => field.name)).toEqual(Object.keys(reviewSchema.entries));
    expect(byName(list.fields!, 'rating')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 5 });
    expect(byName(list.fields!, 'source')).toMatchObject({ widget: 'select', options: [...reviewSources] });
    expect(byName(list.fields!, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(byName(list.fields!, 'photo')).toMatchObject({ widget: 'image', media_folder: '/shop/photos/reviews', public_folder: '' });
    expect(byName(list.fields!, 'order')).toMatchObject({ required: false });
    // Folded, a review says whose it is and its stars, not "Reviews".
    expect(list.summary).toMatch(/fields\.name.*fields\.city.*fields\.rating.* stars.*fields\.date/);
  });

  it('can show every field the sample shop’s review files use', () => {
    const offered = new Set(byName(filesOf('reviews')[0]!.fields, 'reviews').fields!.map((field) => field.name));
    for (const file of readdirSync('shop/reviews')) {
      const read = YAML.parse(readFileSync(`shop/reviews/${file}`, 'utf8')) as { reviews: Record<string, unknown>[] };
      for (const review of read.reviews) for (const key of Object.keys(review)) expect(offered.has(key), `${file}: ${key}`).toBe(true);
    }
  });
});

describe('the editor on a phone: Sveltia CMS at /admin/, from the same schemas (PRODUCT.md §17)', () => {
  const shop = { name: 'Kesari Tees', url: 'https://kesari.example' };
  const phone = phoneEditorConfig({ repo: 'asha/kesari-tees', branch: 'main' }, products, shop);

  it('saves to the shop’s GitHub repository and branch, signing in with the owner’s access token only', () => {
    expect(phone.backend).toEqual({ name: 'github', repo: 'asha/kesari-tees', branch: 'main', auth_methods: ['token'] });
    expect(phone).toMatchObject({ media_folder: 'shop/photos', public_folder: '', site_url: 'https://kesari.example', app_title: 'Kesari Tees: editor' });
    // Nothing of the local editor's own backend.
    expect(phone).not.toHaveProperty('local_backend');
    expect(phone).not.toHaveProperty('logo');
  });

  it('edits exactly what the local editor edits: every collection, with the same fields, built from the schemas', () => {
    expect(phone.collections).toEqual(config.collections);
    expect(phone.collections.map((c) => c.name)).toEqual(['products', 'reviews', 'journal', 'pages', 'settings']);
    const productFields = (phone.collections.find((c) => c.name === 'products') as { fields: EditorField[] }).fields;
    expect(productFields.map((field) => field.name)).toEqual([...Object.keys(productFileSchema.entries), 'body']);
    // Both photo forms the README shows are read by the product format, which the published page registers.
    expect(phone.collections.find((c) => c.name === 'products')).toMatchObject({ format: productFormat });
    const start = readFileSync('admin/phone.js', 'utf8');
    expect(start).toContain(`CMS.registerCustomFormat('${productFormat}', 'md',`);
    expect(start).toContain('window.CMS_MANUAL_INIT = true');
  });

  it('leaves an optional field the owner emptied out of the file, as the build refuses it empty', () => {
    expect(phone.output).toEqual({ omit_empty_optional_fields: true });
  });

  it('offers the phone editor’s own setting in the shop’s settings, its repository checked as the build checks it', () => {
    const editor = byName(settingsFile('shop'), 'editor');
    expect(editor).toMatchObject({ widget: 'object', required: false });
    const repo = byName(editor.fields!, 'repo');
    const pattern = new RegExp(repo.pattern![0]);
    expect(['asha/kesari-tees', 'Asha-K/shop.in'].map((value) => pattern.test(value))).toEqual([true, true]);
    expect(['https://github.com/asha/kesari-tees', 'kesari-tees', 'asha/kesari tees'].map((value) => pattern.test(value))).toEqual([false, false, false]);
    expect(byName(editor.fields!, 'branch')).toMatchObject({ required: false, default: 'main' });
  });

  it('is made only for a shop whose shop.yaml asks for it', async () => {
    expect(phoneEditorFor(await makeShop())).toBeNull();
    const on = phoneEditorFor(await makeShop({ 'shop.yaml': `${validShopYaml}editor: { repo: asha/kesari-tees, branch: live }\n` }));
    expect(on?.backend).toEqual({ name: 'github', repo: 'asha/kesari-tees', branch: 'live', auth_methods: ['token'] });
    expect(on?.app_title).toBe('Test Shop: editor');
    expect(on?.collections.find((c) => c.name === 'reviews')).toMatchObject({ files: [{ name: 'indigo-tee', label: 'Indigo Block-Print Tee', file: 'shop/reviews/indigo-tee.yaml' }] });
  });
});
