/**
 * Reads the owner's shop/ folder and checks all of it (PRODUCT.md §14), reporting every problem in
 * every file, each at its place, before anything is built. The checks are the app's own valibot
 * schemas; what passes is handed to the app as typed data (./generate.ts) and photos (./photos.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import { shopFileSchema, type ShopFile } from '../../src/config/shop-schema';
import { offersFileSchema, type OffersFile } from '../../src/features/catalogue/offer-schema';
import { photosSchema, productFileSchema, type ProductFile } from '../../src/features/catalogue/product-schema';
import { ratingOf, reviewsFileSchema, type ReviewFile } from '../../src/features/catalogue/review-schema';
import { articleFileSchema, pageFileSchemas, pageNames, type ArticleFile, type PageName } from '../../src/features/content/content-schema';
import { photoFileName } from '../../src/lib/data-rules';
import type { RichText } from '../../src/lib/rich-text';
import { markdownToRichText } from './markdown';
import { heicAdvice, inspectPhoto, isHeicFile, maxPhotoSide, photoKinds, type PhotoKind } from './photos';
import { fieldName as fieldPath, YamlSource, type Problem } from './problems';

export interface PhotoRef {
  /** The owner's file (absolute). */
  source: string;
  kind: PhotoKind;
  /** Where its files go under the images folder, without hash, width and extension: products/indigo-tee/front */
  name: string;
  /** The folder it shares with the other photos of its product (products/indigo-tee), named by all their contents. */
  group?: string;
}

export interface ProductRead extends ProductFile {
  slug: string;
  description: RichText;
  /** The photos of each colour, in order, as `photos` names them. */
  photoRefs: PhotoRef[][];
  /** Its reviews (shop/reviews/<slug>.yaml), newest first; `rating` and `reviewCount` are worked out from them. */
  reviews: ReviewRead[];
}
export interface ReviewRead extends ReviewFile {
  photoRef?: PhotoRef;
}
export interface ArticleRead extends ArticleFile {
  slug: string;
  body: RichText;
  photo: PhotoRef;
}
export interface ShopRead {
  settings: ShopFile;
  peoplePhotos: PhotoRef[];
  offers: OffersFile;
  products: ProductRead[];
  articles: ArticleRead[];
  pages: { [N in PageName]: v.InferOutput<(typeof pageFileSchemas)[N]> & { body: RichText } };
}

/**
 * `notes`: what the build did for the owner that they may want to write in (an id it gave), told
 * in the same form as problems but stopping nothing.
 */
export type ReadResult = { ok: true; shop: ShopRead; problems: []; notes: Problem[] } | { ok: false; problems: Problem[]; notes: Problem[] };

/** Reads and checks `<root>/shop`. Problems are given relative to `root` (shop/products/x.md). */
export async function readShop(root: string): Promise<ReadResult> {
  const problems: Problem[] = [];
  const notes: Problem[] = [];
  const shopDir = join(root, 'shop');
  const name = (file: string) => relative(root, file);

  async function yamlFile(file: string, required: boolean): Promise<YamlSource | undefined> {
    const text = await readText(file);
    if (text === undefined) {
      if (required) problems.push({ file: name(file), line: 1, column: 1, field: '', message: 'missing: this file is required' });
      return undefined;
    }
    return new YamlSource(name(file), text);
  }

  function check<S extends v.GenericSchema>(source: YamlSource, schema: S): v.InferOutput<S> | undefined {
    const syntax = source.syntaxProblems();
    if (syntax.length) {
      problems.push(...syntax);
      return undefined;
    }
    const result = v.safeParse(schema, source.value() ?? {});
    if (result.success) return result.output;
    problems.push(...source.schemaProblems(result.issues));
    return undefined;
  }

  async function markdownFile(file: string): Promise<{ source: YamlSource; body: string; bodyLine: number } | undefined> {
    const text = (await readText(file)) ?? '';
    const match = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/.exec(text);
    if (!match) {
      problems.push({ file: name(file), line: 1, column: 1, field: '', message: 'expected front matter at the top: a line ---, the fields, and another line ---' });
      return undefined;
    }
    const bodyLine = match[0].split('\n').length;
    return { source: new YamlSource(name(file), match[1]!, 2), body: text.slice(match[0].length), bodyLine };
  }

  async function photo(source: YamlSource, path: (string | number)[], file: string, kind: PhotoKind, output: string, group?: string): Promise<PhotoRef> {
    const facts = await inspectPhoto(file);
    if (facts && 'tooLarge' in facts) {
      const { width, height } = facts.tooLarge;
      const side = maxPhotoSide.toLocaleString('en-IN');
      problems.push({
        ...source.place(path),
        field: fieldPath(path),
        message: `${name(file)} is too large: ${width.toLocaleString('en-IN')} × ${height.toLocaleString('en-IN')} pixels, more than the build can read (${side} × ${side} in all); resize it to at most ${side} × ${side} pixels (1200 to 4000 px wide is plenty)`,
      });
    } else if (!facts) {
      const there = (await readText(file)) !== undefined;
      problems.push({
        ...source.place(path),
        field: fieldPath(path),
        message: !there
          ? `missing photo: expected a file at ${name(file)}`
          : (await isHeicFile(file))
            ? `${name(file)} ${heicAdvice}`
            : `${name(file)} is not a photo the shop can use: expected a JPEG, PNG or WebP image`,
      });
    }
    return { source: file, kind, name: output, ...(group ? { group } : {}) };
  }

  /**
   * reviews/<slug>.yaml: the reviews of products/<slug>.md (PRODUCT.md §2a), each file checked and
   * its photos looked up, newest first by product. A file for no product is a problem.
   */
  async function readReviews(slugs: readonly string[]): Promise<Map<string, ReviewRead[]>> {
    const bySlug = new Map<string, ReviewRead[]>();
    const dir = join(shopDir, 'reviews');
    let entries: string[];
    try {
      entries = (await readdir(dir)).sort();
    } catch {
      return bySlug;
    }
    for (const fileName of entries) {
      const file = join(dir, fileName);
      if (!fileName.endsWith('.yaml')) {
        if (!fileName.startsWith('.')) problems.push({ file: name(file), line: 1, column: 1, field: '', message: `expected the reviews of a product in a file named after it, ending in .yaml, like ${slugs[0] ?? 'indigo-tee'}.yaml` });
        continue;
      }
      const slug = fileName.slice(0, -5);
      const source = await yamlFile(file, true);
      if (!source) continue;
      if (!slugs.includes(slug)) {
        problems.push({ file: name(file), line: 1, column: 1, field: '', message: `there is no product shop/products/${slug}.md: expected a review file named after a product file (${slugs.slice(0, 3).map((s) => `${s}.yaml`).join(', ')}${slugs.length > 3 ? ', …' : ''})` });
      }
      const syntax = source.syntaxProblems();
      if (syntax.length) {
        problems.push(...syntax);
        continue;
      }
      const raw = (source.value() ?? {}) as { reviews?: unknown } | null;
      const result = v.safeParse(reviewsFileSchema, raw);
      if (!result.success) problems.push(...source.schemaProblems(result.issues));
      // Photos are looked up even in a file with other problems, so a missing one is told with them.
      const photoRefs = new Map<number, PhotoRef>();
      for (const [index, entry] of (Array.isArray(raw?.reviews) ? raw.reviews : []).entries()) {
        const file = (entry as { photo?: unknown } | null)?.photo;
        if (!v.is(photoFileName, file)) continue;
        photoRefs.set(index, await photo(source, ['reviews', index, 'photo'], join(shopDir, 'photos', 'reviews', file), photoKinds.review, `reviews/${stemOf(file)}`));
      }
      if (!result.success) continue;
      const reviews: ReviewRead[] = result.output.reviews.map((review, index) => {
        const photoRef = photoRefs.get(index);
        return { ...review, ...(photoRef ? { photoRef } : {}) };
      });
      bySlug.set(slug, reviews.sort((a, b) => b.date.localeCompare(a.date)));
    }
    return bySlug;
  }

  // shop.yaml
  const settingsSource = await yamlFile(join(shopDir, 'shop.yaml'), true);
  const settings = settingsSource && check(settingsSource, shopFileSchema);
  const peoplePhotos: PhotoRef[] = [];
  if (settingsSource && settings) {
    for (const [index, person] of settings.people.entries()) {
      const stem = stemOf(person.photo);
      peoplePhotos.push(await photo(settingsSource, ['people', index, 'photo'], join(shopDir, 'photos', 'people', person.photo), photoKinds.person, `people/${stem}`));
    }
  }

  // products/*.md
  const productFiles = await markdownNames(join(shopDir, 'products'));
  const reviewsBySlug = await readReviews(productFiles.map((fileName) => fileName.slice(0, -3)));
  const productsRead: (Omit<ProductRead, 'id'> & { id?: number; place: ReturnType<YamlSource['place']> })[] = [];
  const idSources = new Map<number, string>();
  /** Every collection a product file names, even one with other problems (so offers are checked against them). */
  const namedCollections = new Set<string>();
  /** Whether a product file could not be read at all: then which collections exist is not known. */
  let unreadableProducts = false;
  if (productFiles.length === 0) problems.push({ file: 'shop/products', line: 1, column: 1, field: '', message: 'expected at least one product file (shop/products/<name>.md)' });
  for (const fileName of productFiles) {
    const file = join(shopDir, 'products', fileName);
    const slug = fileName.slice(0, -3);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      problems.push({ file: name(file), line: 1, column: 1, field: '', message: `the file name "${fileName}" should be lower-case letters, digits and hyphens, like indigo-tee.md` });
    }
    const read = await markdownFile(file);
    if (!read || read.source.syntaxProblems().length > 0) unreadableProducts = true;
    if (!read) continue;
    const raw = read.source.value() as { collections?: unknown } | null;
    if (Array.isArray(raw?.collections)) for (const name of raw.collections) if (typeof name === 'string') namedCollections.add(name);
    // `rating` is no longer written by hand (PRODUCT.md §2a): told as such, not as an unknown field.
    const before = problems.length;
    const data = check(read.source, productFileSchema);
    if (raw && typeof raw === 'object' && 'rating' in raw) {
      problems.splice(before, problems.length - before, ...problems.slice(before).filter((problem) => problem.field !== 'rating'));
      problems.push({
        ...read.source.place(['rating'], true),
        field: 'rating',
        message: `the rating is now worked out from the product's reviews, not written here: remove this line and put its reviews in shop/reviews/${slug}.yaml, under reviews:, one a line, like - { name: Asha, city: Pune, date: 2026-10-02, rating: 5, text: Soft cotton and true to size, source: WhatsApp }`,
      });
    }
    const description = markdownToRichText(read.body);
    if (description.length === 0) {
      problems.push({ file: name(file), line: read.bodyLine, column: 1, field: 'description', message: 'expected a description in Markdown below the front matter, got nothing' });
    }
    // Ids are compared even when a file has other problems, so a clash is told at once.
    const id = (raw as { id?: unknown } | null)?.id;
    if (typeof id === 'number' && Number.isInteger(id)) {
      const earlier = idSources.get(id);
      if (earlier) {
        problems.push({ ...read.source.place(['id']), field: 'id', message: `${id} is already the id of ${earlier}: expected an id no other product has` });
      } else idSources.set(id, name(file));
    }
    // Photos are checked even in a file with other problems (each colour's list the schema
    // accepts), so a missing one is told with them, not in a second round once they are fixed.
    const rawColours = (raw as { colours?: unknown } | null)?.colours;
    const colours: unknown[] = data ? data.colours : Array.isArray(rawColours) ? rawColours : [];
    const photoRefs: PhotoRef[][] = [];
    for (const [c, colour] of colours.entries()) {
      const refs: PhotoRef[] = [];
      const seen = new Set<string>();
      const listed = (colour as { photos?: unknown } | null)?.photos;
      // A list the schema refuses has been told as it is; no file is looked up for it.
      for (const [p, entry] of (v.is(photosSchema, listed) ? listed : []).entries()) {
        const photoName = typeof entry === 'string' ? entry : entry.file;
        const path = ['colours', c, 'photos', p, ...(typeof entry === 'string' ? [] : ['file'])];
        if (seen.has(photoName)) problems.push({ ...read.source.place(path), field: fieldPath(path), message: `${photoName} is listed twice: expected each photo once` });
        seen.add(photoName);
        const kind = p === 0 ? photoKinds.productFirst : photoKinds.product;
        refs.push(await photo(read.source, path, join(shopDir, 'photos', slug, photoName), kind, `products/${slug}/${stemOf(photoName)}`, `products/${slug}`));
      }
      photoRefs.push(refs);
    }
    if (!data) continue;
    const reviews = reviewsBySlug.get(slug) ?? [];
    productsRead.push({ ...data, slug, description, photoRefs, reviews, ...ratingOf(reviews), place: read.source.place([]) });
  }
  // A product without an id gets the next free one, in the order of the files' names, and is told which.
  let nextId = Math.max(0, ...idSources.keys()) + 1;
  const products: ProductRead[] = productsRead.map(({ place, ...product }) => {
    if (product.id !== undefined) return { ...product, id: product.id };
    const id = nextId++;
    notes.push({ ...place, field: '', message: `no id given; using ${id} (its address is /sproduct/${id}; write id: ${id} in it to keep it)` });
    return { ...product, id };
  });
  products.sort((a, b) => a.id - b.id);

  // offers.yaml: optional; every collection an offer names must have products in it.
  const offersSource = await yamlFile(join(shopDir, 'offers.yaml'), false);
  const offers = offersSource ? check(offersSource, offersFileSchema) : { offers: [], coupons: [] };
  // Read from the file as written, so these are told with the file's other problems.
  const rawOffers = offersSource?.syntaxProblems().length === 0 ? (offersSource.value() as { offers?: unknown; coupons?: unknown } | null) : undefined;
  if (offersSource && rawOffers && !unreadableProducts) {
    for (const [index, offer] of (Array.isArray(rawOffers.offers) ? rawOffers.offers : []).entries()) {
      const collection = (offer as { collection?: unknown } | null)?.collection;
      if (typeof collection === 'string' && !namedCollections.has(collection)) {
        problems.push({
          ...offersSource.place(['offers', index, 'collection']),
          field: `offers[${index}].collection`,
          message: `no product is in the collection "${collection}": expected one of ${[...namedCollections].sort().join(', ') || '(no collections yet)'}, or add it to a product's collections`,
        });
      }
    }
  }
  if (offersSource && rawOffers) {
    const codes = new Set<string>();
    for (const [index, coupon] of (Array.isArray(rawOffers.coupons) ? rawOffers.coupons : []).entries()) {
      const code = (coupon as { code?: unknown } | null)?.code;
      if (typeof code !== 'string') continue;
      if (codes.has(code)) problems.push({ ...offersSource.place(['coupons', index, 'code']), field: `coupons[${index}].code`, message: `${code} is given twice: expected each code once` });
      codes.add(code);
    }
  }

  // journal/*.md
  const articles: ArticleRead[] = [];
  for (const fileName of await markdownNames(join(shopDir, 'journal'))) {
    const file = join(shopDir, 'journal', fileName);
    const slug = fileName.slice(0, -3);
    const read = await markdownFile(file);
    if (!read) continue;
    const data = check(read.source, articleFileSchema);
    const body = markdownToRichText(read.body);
    if (body.length === 0) problems.push({ file: name(file), line: read.bodyLine, column: 1, field: 'body', message: 'expected the article in Markdown below the front matter, got nothing' });
    if (!data) continue;
    const image = await photo(read.source, ['image'], join(shopDir, 'photos', 'journal', data.image), photoKinds.journal, `journal/${stemOf(data.image)}`);
    articles.push({ ...data, slug, body, photo: image });
  }
  articles.sort((a, b) => b.date.localeCompare(a.date));
  const guide = settings?.sizeGuide;
  if (settingsSource && guide && !articles.some((article) => article.slug === guide)) {
    problems.push({ ...settingsSource.place(['sizeGuide']), field: 'sizeGuide', message: `the journal has no article "${guide}": expected the name of a file in shop/journal/ without .md, like find-your-t-shirt-size` });
  }

  // pages/<name>.md
  const pages: Partial<Record<PageName, unknown>> = {};
  const pageFiles = await markdownNames(join(shopDir, 'pages'));
  for (const fileName of pageFiles) {
    const page = fileName.slice(0, -3);
    if (!(pageNames as string[]).includes(page)) {
      problems.push({ file: name(join(shopDir, 'pages', fileName)), line: 1, column: 1, field: '', message: `the shop has no page "${page}": expected one of ${pageNames.map((p) => `${p}.md`).join(', ')}` });
    }
  }
  for (const page of pageNames) {
    const file = join(shopDir, 'pages', `${page}.md`);
    if (!pageFiles.includes(`${page}.md`)) {
      problems.push({ file: name(file), line: 1, column: 1, field: '', message: 'missing: this page is required' });
      continue;
    }
    const read = await markdownFile(file);
    if (!read) continue;
    const data = check(read.source, pageFileSchemas[page]);
    if (data) pages[page] = { ...data, body: markdownToRichText(read.body) };
  }

  if (problems.length > 0 || !settings || !offers) return { ok: false, problems: sortProblems(problems), notes: sortProblems(notes) };
  return { ok: true, problems: [], notes: sortProblems(notes), shop: { settings, peoplePhotos, offers, products, articles, pages: pages as ShopRead['pages'] } };
}

function stemOf(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'photo';
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

async function markdownNames(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((entry) => entry.endsWith('.md')).sort();
  } catch {
    return [];
  }
}

function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
