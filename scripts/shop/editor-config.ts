/**
 * The visual editor's configuration (Decap CMS, `npm run admin`), made from the same valibot schemas
 * the build checks shop/ against, so the editor offers exactly the fields the build accepts, with
 * the same limits and the schemas' own words as hints: it cannot save what the build would refuse
 * for want of a field, and a field added to a schema appears in the editor without another edit.
 */
import * as v from 'valibot';
import { shopFileSchema } from '../../src/config/shop-schema';
import { offersFileSchema } from '../../src/features/catalogue/offer-schema';
import { productFileSchema } from '../../src/features/catalogue/product-schema';
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
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  collapsed?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
}

/** Labels where the field's name does not say it plainly. */
const labels: Record<string, string> = {
  mrp: 'MRP (maximum retail price, ₹)',
  price: 'Price (₹)',
  soldOut: 'Sizes sold out',
  upiId: 'Merchant UPI ID',
  mc: 'Merchant category code (only if your bank gave one)',
  whatsapp: 'WhatsApp number for orders',
  url: 'Address the shop is published at',
  dispatchDays: 'Working days to pack an order',
  pins: 'PIN code prefixes',
  cod: 'Cash on delivery',
  grievanceOfficer: 'Grievance officer',
  sizeChart: 'Size chart (cm)',
  sizeGuide: 'Size guide (a journal article’s name, linked from the size chart)',
  imageAlt: 'What the image shows',
  photoAlt: 'What the photo shows',
  alt: 'What it shows',
  readingMinutes: 'Minutes to read',
  videoCaption: 'Video caption',
  maxDiscount: 'Largest discount (₹)',
  minimum: 'Minimum order (₹)',
  amount: 'Amount off (₹)',
  percent: 'Percent off',
};

function label(name: string): string {
  return labels[name] ?? name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

/** What the schema expects, in its own words: the message it gives a value that is nothing like it. */
function expectation(schema: v.GenericSchema): string | undefined {
  const result = v.safeParse(schema, Symbol('nothing'));
  const message = result.success ? undefined : result.issues[0]?.message;
  return message?.replace(/^(missing: )?expected /, '').replace(/, got .*$/, '').replace(/^./, (c) => c.toUpperCase());
}

function actions(schema: Schema) {
  return (schema.pipe ?? []).slice(1);
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
  const hint = expectation(schema);
  if (hint) base.hint = hint;
  if (name === 'date') return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
  switch (schema.type) {
    case 'string': {
      const regex = actions(schema).find((action) => action.type === 'regex')?.requirement;
      if (name === 'photo' || name === 'image') return { ...base, widget: 'image', choose_url: false, ...(mediaFolder ? { media_folder: mediaFolder, public_folder: '' } : {}) };
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
      if (item.type === 'strict_object' || item.type === 'object') return { ...base, widget: 'list', collapsed: true, fields: editorFields(item, mediaFolder) };
      if (item.type === 'variant') {
        const variant = item as unknown as { key: string; options: Schema[] };
        return {
          ...base,
          widget: 'list',
          typeKey: variant.key,
          types: variant.options.map((option) => {
            const kind = (option as unknown as { entries: Record<string, { literal: string }> }).entries[variant.key]!.literal;
            return { name: kind, label: label(kind.replace(/-(.)/g, (_m, c: string) => c.toUpperCase())), widget: 'object', fields: editorFields(option, mediaFolder).filter((field) => field.name !== variant.key) };
          }),
        };
      }
      if (item.type === 'union') {
        // A photo: a file name, or the file with what it shows. The editor writes the second form.
        return { ...base, widget: 'list', fields: [{ name: 'file', label: 'Photo', widget: 'image', choose_url: false, ...(mediaFolder ? { media_folder: mediaFolder, public_folder: '' } : {}) }, { name: 'alt', label: label('alt'), widget: 'string', required: false }] };
      }
      return { ...base, widget: 'list', field: editorField(name.replace(/s$/, ''), item, mediaFolder) };
    }
    case 'strict_object':
    case 'object':
      return { ...base, widget: 'object', collapsed: true, fields: editorFields(schema, mediaFolder) };
    default:
      throw new Error(`The editor has no field for ${name} (${schema.type}): teach scripts/shop/editor-config.ts this kind of schema.`);
  }
}

/** The editor fields of an object schema, in the schema's order. */
export function editorFields(schema: v.GenericSchema, mediaFolder?: string): EditorField[] {
  const entries = (schema as unknown as { entries?: Record<string, Schema> }).entries;
  if (!entries) throw new Error('Expected an object schema.');
  return Object.entries(entries).map(([name, field]) => editorField(name, field, mediaFolder));
}

const body = (labelText: string): EditorField => ({ name: 'body', label: labelText, widget: 'markdown', hint: 'Plain Markdown: HTML is shown as text, never run.' });

/** The whole editor configuration (Decap CMS's config.yml), for the local checkout through decap-server. */
export function editorConfig() {
  return {
    backend: { name: 'git-gateway' },
    // Saves to this checkout through decap-server (npm run admin starts it): no account, no server of ours.
    local_backend: true,
    site_url: 'http://127.0.0.1:4173',
    media_folder: 'shop/photos',
    public_folder: '',
    collections: [
      {
        name: 'products',
        label: 'Products',
        label_singular: 'Product',
        folder: 'shop/products',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} (₹{{price}})',
        media_folder: '/shop/photos/{{filename}}',
        public_folder: '',
        fields: [...editorFields(productFileSchema), body('Description')],
      },
      {
        name: 'journal',
        label: 'Journal',
        label_singular: 'Article',
        folder: 'shop/journal',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        slug: '{{slug}}',
        media_folder: '/shop/photos/journal',
        public_folder: '',
        fields: [...editorFields(articleFileSchema), body('Article')],
      },
      {
        name: 'pages',
        label: 'Pages',
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
        files: [
          { name: 'shop', label: 'Shop, orders, delivery and sizes', file: 'shop/shop.yaml', format: 'yaml', media_folder: '/shop/photos/people', public_folder: '', fields: editorFields(shopFileSchema, '/shop/photos/people') },
          { name: 'offers', label: 'Offers and coupons', file: 'shop/offers.yaml', format: 'yaml', fields: editorFields(offersFileSchema) },
        ],
      },
    ],
  };
}
