/**
 * The visual editor's configuration, made from the same valibot schemas the build checks shop/
 * against, so the editor offers exactly the fields the build accepts, with the same limits and the
 * schemas' own words as hints: it cannot save what the build would refuse for want of a field, and
 * a field added to a schema appears in the editor without another edit. One set of collections,
 * two editors: Decap CMS on the owner's computer (`npm run admin`, editorConfig) and Sveltia CMS
 * published at /admin/ for a phone when shop.yaml asks for it (phoneEditorConfig, PRODUCT.md §17).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { parse } from 'yaml';
import { shopFileSchema, type ShopFile } from '../../src/config/shop-schema';
import { offersFileSchema } from '../../src/features/catalogue/offer-schema';
import { productFileSchema } from '../../src/features/catalogue/product-schema';
import { reviewsFileSchema } from '../../src/features/catalogue/review-schema';
import { articleFileSchema, pageFileSchemas } from '../../src/features/content/content-schema';

type Schema = v.GenericSchema & { type: string; pipe?: readonly { type: string; requirement?: unknown; kind?: string }[] };

export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  pattern?: [string, string];
  options?: readonly string[];
  multiple?: boolean;
  fields?: EditorField[];
  field?: EditorField;
  types?: (EditorField & { fields: EditorField[] })[];
  typeKey?: string;
  /** A list's items, folded, are shown by this template ({{fields.name}}), not by the field's label. */
  summary?: string;
  /** A list's "Add …" button names one item. */
  label_singular?: string;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  collapsed?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
}

/**
 * The name of the format the editor reads and writes product files with (admin/product-format.js,
 * registered by admin/editor.js): YAML front matter as Decap's own, except that a colour's photos
 * may be written as file names alone (`photos: [front.jpg, back.jpg]`, README's short form) and
 * are shown as { file, alt } either way. Decap's own list widget cannot read both forms: with
 * `fields` it expects every item to be an object, and saving a product whose photos are file names
 * fails inside Decap with "e.get is not a function".
 */
export const productFormat = 'product-frontmatter';

/** Labels where the field's name does not say it plainly. */
const labels: Record<string, string> = {
  id: 'Product number (ID)',
  mrp: 'MRP (maximum retail price, ₹)',
  price: 'Price (₹)',
  swatch: 'Swatch colour',
  soldOut: 'Sizes sold out',
  line1: 'Street address',
  region: 'State',
  postcode: 'PIN code',
  orders: 'Where orders go',
  upiId: 'Merchant UPI ID',
  payeeName: 'Payee name',
  mc: 'Merchant category code (only if your bank gave one)',
  whatsapp: 'WhatsApp number for orders',
  url: 'Address the shop is published at',
  dispatchDays: 'Working days to pack an order',
  zones: 'Delivery zones',
  elsewhere: 'Everywhere else',
  days: 'Delivery days after dispatch',
  pins: 'PIN code prefixes',
  pin: 'PIN code prefix',
  holiday: 'Holiday (a date)',
  cod: 'Cash on delivery',
  grievanceOfficer: 'Grievance officer',
  sizeChart: 'Size chart (cm)',
  sizeGuide: 'Size guide (a journal article’s name, linked from the size chart)',
  people: 'Contact people',
  imageAlt: 'What the image shows',
  photoAlt: 'What the photo shows',
  alt: 'What it shows',
  lead: 'Opening sentence',
  excerpt: 'Summary',
  readingMinutes: 'Minutes to read',
  videoCaption: 'Video caption',
  maxDiscount: 'Largest discount (₹)',
  minimum: 'Minimum order (₹)',
  amount: 'Amount off (₹)',
  percent: 'Percent off',
  kicker: 'Words above the title',
  action: 'Button words',
  'percent-off': 'Percentage off a collection',
  'buy-one-get-one': 'Buy one, get one free on a collection',
  editor: 'Editor on a phone (your GitHub repository)',
  repo: 'Repository (owner/name)',
  order: 'Order number',
  sample: 'Sample review (remove for real ones)',
};

/** One item of a list, for its "Add …" button, where dropping the label's last s does not make it. */
const singulars: Record<string, string> = {
  sizeChart: 'size',
  people: 'contact person',
  zones: 'delivery zone',
  pins: 'PIN code prefix',
  holidays: 'holiday',
};

/**
 * What a folded list item shows, for lists whose first field alone does not say it; a new, blank
 * item says what it is (Decap's `default` and `ternary` filters).
 */
const summaries: Record<string, string> = {
  colours: "{{fields.name | default('New colour')}} {{fields.swatch}}",
  photos: "{{fields.file | default('New photo')}}{{fields.alt | ternary(': ', '')}}{{fields.alt}}",
  zones: "{{fields.name | default('New zone')}}{{fields.days | ternary(': ', '')}}{{fields.days}}{{fields.days | ternary(' days after dispatch', '')}}",
  sizeChart: "{{fields.size | default('New size')}}{{fields.chest | ternary(': chest ', '')}}{{fields.chest}}{{fields.chest | ternary(' cm', '')}}",
  people: "{{fields.name | default('New person')}}{{fields.role | ternary(', ', '')}}{{fields.role}}",
  coupons: "{{fields.code | default('New coupon')}}{{fields.wording | ternary(': ', '')}}{{fields.wording}}",
  'percent-off': "{{fields.percent}}{{fields.percent | ternary('% off ', '')}}{{fields.collection | default('New offer')}}{{fields.wording | ternary(': ', '')}}{{fields.wording}}",
  'buy-one-get-one': "Buy one get one on {{fields.collection | default('a collection')}}{{fields.wording | ternary(': ', '')}}{{fields.wording}}",
  reviews: "{{fields.name | default('New review')}}{{fields.city | ternary(', ', '')}}{{fields.city}}{{fields.rating | ternary(': ', '')}}{{fields.rating}}{{fields.rating | ternary(' stars', '')}}{{fields.date | ternary(', ', '')}}{{fields.date}}",
};

/** Lists shown open: a product's colours, each with its name and swatch and its photos folded below. */
const open = new Set(['colours']);

/** Hints for an owner where the schema's words are about the file, not the form. */
const hints: Record<string, string> = {
  collections: 'Names that group products, like new-arrivals or winter: an offer names one to apply to its products',
  photos: 'The first is shown first; each is saved in the product’s own photo folder (JPEG, PNG or WebP, any size: 1200 px wide or more is best)',
  alt: 'A few words for people who cannot see the photo, like front view (optional)',
  reviews: 'What buyers sent you, one review each: the product’s stars are worked out from them',
  sample: 'On only for the sample shop’s made-up reviews: leave it off for your buyers’ own',
  editor: 'Only to edit the shop from a phone at its /admin/ page: your repository on GitHub, like asha/kesari-tees',
};

function label(name: string): string {
  return labels[name] ?? name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

function singular(name: string): string {
  return singulars[name] ?? label(name).replace(/s$/, '').toLowerCase();
}

/**
 * What the schema expects, in its own words: the message it gives a value that is nothing like it,
 * less what is only about writing the file by hand (quotes, true or false): the editor does that.
 */
function expectation(schema: v.GenericSchema): string | undefined {
  const result = v.safeParse(schema, Symbol('nothing'));
  const message = result.success ? undefined : result.issues[0]?.message;
  const words = message
    ?.replace(/^(missing: )?expected /, '')
    .replace(/, got .*$/, '')
    .replace(/,? \(?in quotes\)?/g, '')
    .replace(/^yes or no \(true or false\):? ?/, '')
    .replace(/^a set of fields.*$/, '');
  return words ? words.replace(/^./, (c) => c.toUpperCase()) : undefined;
}

/** A schema's checks, those of the schema it pipes included (a list with its own limits, then checked further). */
function actions(schema: Schema): NonNullable<Schema['pipe']> {
  const [inner, ...rest] = schema.pipe ?? [];
  return [...(inner && (inner as Schema).pipe ? actions(inner as Schema) : []), ...rest];
}

/** A list's own limits on its number of items (the schemas' `list(…, min, max)`), as Decap's list takes them. */
function listLimits(schema: Schema): { min?: number; max?: number } {
  const min = actions(schema).find((action) => action.type === 'min_length')?.requirement;
  const max = actions(schema).find((action) => action.type === 'max_length')?.requirement;
  return { ...(typeof min === 'number' && min > 0 ? { min } : {}), ...(typeof max === 'number' && max < 1000 ? { max } : {}) };
}

/** One editor field for one schema field. */
export function editorField(name: string, schema: Schema, mediaFolder?: string): EditorField {
  let required = true;
  let fallback: unknown;
  if (schema.type === 'optional') {
    required = false;
    fallback = (schema as unknown as { default?: unknown }).default;
    schema = (schema as unknown as { wrapped: Schema }).wrapped;
  }
  const base: EditorField = { name, label: label(name), widget: 'string', ...(required ? {} : { required: false }) };
  if (fallback !== undefined && typeof fallback !== 'function') base.default = fallback;
  const hint = hints[name] ?? expectation(schema);
  if (hint) base.hint = hint;
  if (name === 'date') return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
  switch (schema.type) {
    case 'string': {
      const regex = actions(schema).find((action) => action.type === 'regex')?.requirement;
      if (name === 'photo' || name === 'image') return { ...base, ...photo(mediaFolder) };
      return regex instanceof RegExp ? { ...base, pattern: [regex.source, hint ?? 'See the hint'] } : base;
    }
    case 'number': {
      const integer = actions(schema).some((action) => action.type === 'integer');
      const min = actions(schema).find((action) => action.type === 'min_value')?.requirement;
      const max = actions(schema).find((action) => action.type === 'max_value')?.requirement;
      return { ...base, widget: 'number', value_type: integer ? 'int' : 'float', ...(typeof min === 'number' ? { min } : {}), ...(typeof max === 'number' ? { max } : {}) };
    }
    case 'literal':
      return { name, label: label(name), widget: 'hidden', default: (schema as unknown as { literal: unknown }).literal };
    case 'boolean':
      return { ...base, widget: 'boolean', default: fallback ?? false };
    case 'picklist':
      return { ...base, widget: 'select', options: (schema as unknown as { options: string[] }).options };
    case 'array': {
      const item = (schema as unknown as { item: Schema }).item;
      if (item.type === 'picklist') return { ...base, widget: 'select', multiple: true, options: (item as unknown as { options: string[] }).options };
      const list: EditorField = { ...base, widget: 'list', label_singular: singular(name), ...listLimits(schema), ...(summaries[name] ? { summary: summaries[name] } : {}) };
      if (item.type === 'strict_object' || item.type === 'object') return { ...list, collapsed: !open.has(name), fields: editorFields(item, mediaFolder) };
      if (item.type === 'variant') {
        const variant = item as unknown as { key: string; options: Schema[] };
        return {
          ...list,
          collapsed: true,
          typeKey: variant.key,
          types: variant.options.map((option) => {
            const kind = (option as unknown as { entries: Record<string, { literal: string }> }).entries[variant.key]!.literal;
            return {
              name: kind,
              label: labels[kind] ?? label(kind.replace(/-(.)/g, (_m, c: string) => c.toUpperCase())),
              widget: 'object',
              ...(summaries[kind] ? { summary: summaries[kind] } : {}),
              fields: editorFields(option, mediaFolder).filter((field) => field.name !== variant.key),
            };
          }),
        };
      }
      if (item.type === 'union' && isPhoto(item)) {
        // A photo: a file name, or the file with what it shows. The editor shows both as
        // { file, alt }: product files are read and written by the product format (productFormat),
        // which turns file names alone into { file } as it reads, and back as it writes.
        return {
          ...list,
          collapsed: true,
          fields: [
            { name: 'file', label: 'Photo', widget: 'image', ...photo(mediaFolder) },
            { name: 'alt', label: label('alt'), widget: 'string', required: false, hint: hints.alt },
          ],
        };
      }
      // A list of plain values (collection names, PIN prefixes, dates): each item is its input,
      // shown open; folded, it shows its value rather than the field's name.
      const one = editorField(name.replace(/s$/, ''), item, mediaFolder);
      return { ...list, collapsed: false, summary: `{{fields.${one.name}}}`, field: one };
    }
    case 'strict_object':
    case 'object':
      return { ...base, widget: 'object', collapsed: true, fields: editorFields(schema, mediaFolder) };
    default:
      throw new Error(`The editor has no field for ${name} (${schema.type}): teach scripts/shop/editor-config.ts this kind of schema.`);
  }
}

/** The union of a file name and { file, alt } (product-schema's photoSchema), the one union the editor knows. */
function isPhoto(union: Schema): boolean {
  const [name, object] = (union as unknown as { options: Schema[] }).options;
  const entries = (object as unknown as { entries?: Record<string, unknown> } | undefined)?.entries;
  return name?.type === 'string' && entries !== undefined && Object.keys(entries).join() === 'file,alt';
}

/** A photo chosen from or uploaded to its folder, saved as its file name alone. */
function photo(mediaFolder: string | undefined): Partial<EditorField> {
  return { widget: 'image', choose_url: false, ...(mediaFolder ? { media_folder: mediaFolder, public_folder: '' } : {}) };
}

/** The editor fields of an object schema, in the schema's order. */
export function editorFields(schema: v.GenericSchema, mediaFolder?: string): EditorField[] {
  const entries = (schema as unknown as { entries?: Record<string, Schema> }).entries;
  if (!entries) throw new Error('Expected an object schema.');
  return Object.entries(entries).map(([name, field]) => editorField(name, field, mediaFolder));
}

const body = (labelText: string): EditorField => ({ name: 'body', label: labelText, widget: 'markdown', hint: 'Plain Markdown: HTML is shown as text, never run.' });

/** A product as the reviews' list names it: its file's name and its title. */
export interface ProductName {
  slug: string;
  title: string;
}

/**
 * The products of shop/products/ by file name and title, for the reviews' collection, read
 * leniently (a file the build would refuse still gets its line, named by its file).
 */
export function productNames(root: string): ProductName[] {
  const dir = join(root, 'shop', 'products');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const slug = file.slice(0, -3);
      let title = slug;
      try {
        const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, file), 'utf8'))?.[1];
        const read = front ? (parse(front) as { title?: unknown } | null) : null;
        if (typeof read?.title === 'string' && read.title.trim()) title = read.title.trim();
      } catch {
        // Not YAML the build would read either: the build says why; the list names it by its file.
      }
      return { slug, title };
    });
}

/**
 * The collections both editors show: products, reviews, journal, pages and the shop's settings.
 * Reviews are one file per product (shop/reviews/<product>.yaml, PRODUCT.md §2a), listed by the
 * products there are when the editor starts; a product without reviews yet gets its file on the
 * first save.
 */
export function collections(products: readonly ProductName[]) {
  return [
    {
      name: 'products',
      label: 'Products',
      label_singular: 'Product',
      description:
        'One file per product in shop/products/; its name (from the title, in lower case with hyphens) is also its photo folder’s. ' +
        'Publish saves the file and the shop is built again; if the build refuses a value, it says which and why.',
      folder: 'shop/products',
      extension: 'md',
      format: productFormat,
      create: true,
      slug: '{{slug}}',
      identifier_field: 'title',
      summary: '{{title}} (₹{{price}})',
      media_folder: '/shop/photos/{{filename}}',
      public_folder: '',
      fields: [...editorFields(productFileSchema), body('Description')],
    },
    {
      name: 'reviews',
      label: 'Reviews',
      label_singular: 'Review',
      description:
        'Each product’s reviews, one file per product in shop/reviews/, their photos in shop/photos/reviews/: the stars a product shows are their mean. ' +
        'A product added since the editor opened is listed once the editor is opened again.',
      files: products.map(({ slug, title }) => ({
        name: slug,
        label: title,
        file: `shop/reviews/${slug}.yaml`,
        format: 'yaml',
        media_folder: '/shop/photos/reviews',
        public_folder: '',
        fields: editorFields(reviewsFileSchema, '/shop/photos/reviews'),
      })),
    },
    {
      name: 'journal',
      label: 'Journal',
      label_singular: 'Article',
      description: 'The journal’s articles, one file each in shop/journal/, their images in shop/photos/journal/.',
      folder: 'shop/journal',
      extension: 'md',
      format: 'frontmatter',
      create: true,
      slug: '{{slug}}',
      summary: '{{title}} ({{date}})',
      media_folder: '/shop/photos/journal',
      public_folder: '',
      fields: [...editorFields(articleFileSchema), body('Article')],
    },
    {
      name: 'pages',
      label: 'Pages',
      description: 'The words of the shop’s pages (shop/pages/).',
      files: Object.entries(pageFileSchemas).map(([page, schema]) => ({
        name: page,
        label: label(page),
        file: `shop/pages/${page}.md`,
        format: 'frontmatter',
        fields: [...editorFields(schema), { ...body('Text'), required: page !== 'contact' }],
      })),
    },
    {
      name: 'settings',
      label: 'Shop settings',
      description: 'The shop’s name, address, where orders go, delivery and sizes (shop/shop.yaml); offers and coupons (shop/offers.yaml).',
      files: [
        { name: 'shop', label: 'Shop, orders, delivery and sizes', file: 'shop/shop.yaml', format: 'yaml', media_folder: '/shop/photos/people', public_folder: '', fields: editorFields(shopFileSchema, '/shop/photos/people') },
        { name: 'offers', label: 'Offers and coupons', file: 'shop/offers.yaml', format: 'yaml', fields: editorFields(offersFileSchema) },
      ],
    },
  ];
}

/** The whole editor configuration (Decap CMS's config.yml), for the local checkout through decap-server. */
export function editorConfig(products: readonly ProductName[] = []) {
  return {
    backend: { name: 'git-gateway' },
    // Saves to this checkout through decap-server (npm run admin starts it): no account, no server of ours.
    // Its "Login" asks for nothing; admin/editor.js skips it.
    local_backend: true,
    site_url: 'http://127.0.0.1:4173',
    logo: { src: '/admin/favicon.svg' },
    media_folder: 'shop/photos',
    public_folder: '',
    collections: collections(products),
  };
}

/**
 * The published editor's configuration (Sveltia CMS's config.yml at /admin/config.yml), when
 * shop.yaml has `editor: { repo }`: the same collections, saved by GitHub's API straight to the
 * repository's branch (each save a commit, which the publishing workflow builds and publishes),
 * signed in with the owner's own access token: there is no sign-in server of ours to run.
 */
export function phoneEditorConfig(editor: NonNullable<ShopFile['editor']>, products: readonly ProductName[], shop: { name: string; url: string }) {
  return {
    backend: { name: 'github', repo: editor.repo, branch: editor.branch, auth_methods: ['token'] },
    app_title: `${shop.name}: editor`,
    site_url: shop.url,
    media_folder: 'shop/photos',
    public_folder: '',
    // A field left empty is left out of the file, as the build takes a missing optional field and refuses an empty one.
    output: { omit_empty_optional_fields: true },
    collections: collections(products),
  };
}

/**
 * The published editor's configuration for the shop at `root`, or null when its shop.yaml does not
 * ask for one (no `editor:`): the build then publishes no /admin/ at all. Run after the build's
 * checks, so shop.yaml is known to be valid here.
 */
export function phoneEditorFor(root: string) {
  const settings = v.parse(shopFileSchema, parse(readFileSync(join(root, 'shop', 'shop.yaml'), 'utf8')));
  return settings.editor ? phoneEditorConfig(settings.editor, productNames(root), settings) : null;
}
