/**
 * The owner's shop, read, checked and handed to the app, in one call (the one home of shop/):
 *   1. read and check every file in shop/ (./read-shop.ts); on any problem, stop and touch nothing;
 *   2. write the app's typed modules (./generate.ts);
 *   3. turn the photos into the pages' images in public/images/shop/ (./photos.ts), cached by content.
 * Run by scripts/shop.mjs (`npm run shop`), which the build, the tests and the dev server run first.
 */
import { join } from 'node:path';
import { photoAddresses, writeModules } from './generate';
import { photoHash, processPhotos } from './photos';
import { formatProblem, type Problem } from './problems';
import { readShop, type PhotoRef } from './read-shop';

export { formatProblem, readShop, type Problem };

export interface PrepareResult {
  ok: boolean;
  problems: Problem[];
  /** What the build did that the owner may want to write in (an id it gave); these stop nothing. */
  notes: Problem[];
  products?: number;
  photos?: number;
  /** Photos made afresh (the others came from the cache). */
  madePhotos?: number;
}

export async function prepareShop(root: string, { writePhotos = true }: { writePhotos?: boolean } = {}): Promise<PrepareResult> {
  const result = await readShop(root);
  if (!result.ok) return { ok: false, problems: result.problems, notes: result.notes };
  const { shop } = result;
  const refs: PhotoRef[] = [
    ...shop.products.flatMap((product) => product.photoRefs.flat()),
    ...shop.products.flatMap((product) => product.reviews.flatMap((review) => (review.photoRef ? [review.photoRef] : []))),
    ...shop.articles.map((article) => article.photo),
    ...shop.peoplePhotos,
  ];
  const hashes = new Map<PhotoRef, string>();
  for (const ref of refs) hashes.set(ref, await photoHash(ref.source, ref.kind));
  const hashOf = (ref: PhotoRef) => hashes.get(ref)!;
  const addresses = photoAddresses(refs, hashOf);
  const addressOf = (ref: PhotoRef) => addresses.get(ref)!;
  await writeModules(root, shop, addressOf);
  let madePhotos = 0;
  if (writePhotos) {
    const jobs = refs.map((ref) => ({ source: ref.source, kind: ref.kind, hash: hashOf(ref), outputBase: join(root, 'public', addressOf(ref)) }));
    madePhotos = await processPhotos(jobs, join(root, 'node_modules', '.cache', 'rangeela-photos'), join(root, 'public', 'images', 'shop'));
  }
  return { ok: true, problems: [], notes: result.notes, products: shop.products.length, photos: refs.length, madePhotos };
}
