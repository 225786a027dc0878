// @ts-check
/**
 * How the shop editor (npm run admin) reads and writes a product file, shop/products/<name>.md:
 * YAML front matter and the description in Markdown below it, as Decap CMS's own "frontmatter"
 * format, with one difference. A colour's photos may be written by hand as file names alone,
 *
 *     photos: [front.jpg, back.jpg]            (the README's short form)
 *     photos:
 *       - { file: front.jpg, alt: front view } (the long form)
 *
 * and the build accepts both, even mixed. Decap's list widget cannot hold both: with `fields`
 * (file, alt) it expects every item to be an object, and saving a product whose photos are bare
 * file names fails inside Decap ("e.get is not a function": it calls .get on the string). So this
 * format hands the editor every photo as { file, alt } as it reads the file, and as it writes,
 * a photo without words goes back to its file name alone: a hand-written short list stays short.
 * It writes lists of plain values ([front.jpg, back.jpg], [XXL]) and each photo with its words
 * ({ file: front.jpg, alt: front view }) on one line, as the sample shop's files are written.
 *
 * Registered by admin/editor.js as the format scripts/shop/editor-config.ts names (productFormat);
 * the YAML library is passed in (the browser gets the `yaml` package's browser build, the tests
 * the package itself), so this file imports nothing.
 */

/** The front matter: between a first line --- and the next line ---. */
const frontMatter = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

/**
 * @typedef {Record<string, unknown>} Data
 * @typedef {{ file: string; alt?: string }} Photo
 */

/** @param {unknown} value @returns {value is Data} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The data with every `photos` list's items as { file, alt }.
 * @param {unknown} value
 * @returns {unknown}
 */
export function photosAsObjects(value) {
  if (Array.isArray(value)) return value.map(photosAsObjects);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'photos' && Array.isArray(item) ? item.map((photo) => (typeof photo === 'string' ? { file: photo } : photo)) : photosAsObjects(item),
    ]),
  );
}

/**
 * The data with every photo that has no words written as its file name alone, and nothing left
 * empty: a field the owner cleared ('' or null) or an empty list is left out, as if never written
 * (the build refuses an empty value where it accepts a missing one, such as an MRP or a photo's
 * words, and takes a missing list for an empty one).
 * @param {unknown} value
 * @returns {unknown}
 */
export function forTheFile(value) {
  const empty = (/** @type {unknown} */ item) => item === '' || item === null || item === undefined || (Array.isArray(item) && item.length === 0);
  if (Array.isArray(value)) return value.filter((item) => !empty(item)).map(forTheFile);
  if (!isObject(value)) return typeof value === 'string' ? value.trim() : value;
  const entries = Object.entries(value)
    .filter(([, item]) => !empty(typeof item === 'string' ? item.trim() : item))
    .map(([key, item]) => {
      if (key !== 'photos' || !Array.isArray(item)) return [key, forTheFile(item)];
      return [key, item.filter((photo) => !empty(photo)).map((photo) => {
        const kept = /** @type {Data} */ (forTheFile(photo));
        return isObject(kept) && typeof kept.file === 'string' && kept.alt === undefined && Object.keys(kept).length === 1 ? kept.file : kept;
      })];
    });
  return Object.fromEntries(entries);
}

/**
 * The value with every object's fields in the order of the editor's fields (Decap puts a new item's
 * defaults first), nested lists and objects included; fields the editor does not know stay last.
 * @param {unknown} value
 * @param {readonly Field[]} fields
 * @returns {unknown}
 */
export function inFieldOrder(value, fields) {
  if (!isObject(value) || fields.length === 0) return value;
  const names = fields.map((field) => field.name);
  const rank = (/** @type {string} */ key) => (names.includes(key) ? names.indexOf(key) : names.length);
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([key, item]) => {
        const nested = fields.find((field) => field.name === key)?.fields ?? [];
        return [key, Array.isArray(item) ? item.map((one) => inFieldOrder(one, nested)) : inFieldOrder(item, nested)];
      }),
  );
}

/**
 * The format for Decap's CMS.registerCustomFormat: { fromFile, toFile }.
 * @typedef {{ name: string; fields?: Field[] }} Field
 * @param {typeof import('yaml')} YAML
 * @param {readonly Field[]} [fields] the products' fields in the editor's configuration, for the order they are written in
 */
export function productFormat(YAML, fields = []) {
  return {
    /**
     * The file's fields, its Markdown as `body` (left out when there is none, as Decap does).
     * @param {string} text
     * @returns {Data}
     */
    fromFile(text) {
      const match = text.startsWith('---') ? frontMatter.exec(text) : null;
      if (!match) return text.trim() ? { body: text } : {};
      const fields = YAML.parse(match[1] ?? '') ?? {};
      if (!isObject(fields)) throw new Error('The front matter (between the two --- lines) should be fields, like title: Indigo Tee.');
      const body = text.slice(match[0].length);
      return { .../** @type {Data} */ (photosAsObjects(fields)), ...(body.trim() ? { body } : {}) };
    },

    /**
     * The file for the editor's fields, in the order of the editor's fields (`sortedKeys`).
     * @param {Data} data
     * @param {string[]} [sortedKeys]
     * @returns {string}
     */
    toFile(data, sortedKeys = []) {
      const { body = '', ...values } = data;
      const order = fields.length > 0 ? fields : sortedKeys.map((name) => ({ name }));
      const doc = new YAML.Document(inFieldOrder(forTheFile(values), order));
      YAML.visit(doc, {
        Seq(_key, node) {
          if (node.items.every((item) => YAML.isScalar(item))) node.flow = true;
        },
        Pair(_key, pair) {
          if (YAML.isScalar(pair.key) && pair.key.value === 'photos' && YAML.isSeq(pair.value)) {
            for (const photo of pair.value.items) if (YAML.isMap(photo)) photo.flow = true;
          }
        },
      });
      // [front.jpg, back.jpg] but { file: front.jpg, alt: front view }, as the README writes them.
      const yaml = doc
        .toString({ lineWidth: 0, flowCollectionPadding: false })
        .replace(/^(\s*- )\{(.*)\}$/gm, '$1{ $2 }');
      return `---\n${yaml}---\n${typeof body === 'string' ? body : ''}`;
    },
  };
}
