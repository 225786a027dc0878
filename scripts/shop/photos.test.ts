import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formatProblem } from './problems';
import { makeShop, photo, validArticle, validProduct } from './fixture';
import { prepareShop } from './index';
import { inspectPhoto, isHeicFile } from './photos';
import { readShop } from './read-shop';

/** The product's photo folder, named by its photos' content: public/images/shop/products/indigo-tee.1a2b3c4d */
async function productPhotos(root: string): Promise<string> {
  const folders = await readdir(join(root, 'public/images/shop/products'));
  expect(folders).toEqual([expect.stringMatching(/^indigo-tee\.[0-9a-f]{8}$/)]);
  return join(root, 'public/images/shop/products', folders[0]!);
}

/**
 * A PNG of a few dozen bytes whose header says it is `width` × `height` pixels: what a huge photo
 * looks like to the build's first look, without the time and memory of drawing one.
 */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(4))), chunk('IEND', Buffer.alloc(0))]);
}

describe('the owner’s photos, as the pages use them', () => {
  it('turns a 4000 px phone photo (JPEG), a PNG and a WebP into the same 4:5 sizes the pages ask for', async () => {
    for (const [format, width, height] of [['jpeg', 3000, 4000], ['png', 1500, 1000], ['webp', 900, 1200]] as const) {
      const root = await makeShop({ 'photos/indigo-tee/indigo-front.jpg': await photo(width, height, format) });
      const result = await prepareShop(root);
      expect(result.problems).toEqual([]);
      const folder = await productPhotos(root);
      const files = (await readdir(folder)).sort();
      expect(files).toEqual(['indigo-front-200.webp', 'indigo-front-320.webp', 'indigo-front-400.webp', 'indigo-front-600.webp', 'indigo-front-800.webp']);
      for (const file of files) {
        const meta = await sharp(join(folder, file)).metadata();
        const w = Number(/-(\d+)\.webp$/.exec(file)![1]);
        expect([meta.format, meta.width, meta.height], `${format} ${file}`).toEqual(['webp', w, w * 1.25]);
      }
    }
  });

  it('names the folder by content and writes its address, the photos and the facts for the app', async () => {
    const root = await makeShop();
    await prepareShop(root);
    const generated = await import(/* @vite-ignore */ join(root, 'src/features/catalogue/data/products.generated.ts'));
    const [entry] = generated.productEntries;
    const folder = await productPhotos(root);
    expect(entry.photoDir).toBe(`/images/shop/products/${folder.slice(folder.lastIndexOf('/') + 1)}`);
    expect(entry.colours[0].photos).toEqual([{ name: 'indigo-front', alt: 'indigo front' }]);
    const generatedFacts = await import(/* @vite-ignore */ join(root, 'src/features/catalogue/data/product-facts.generated.ts'));
    expect(generatedFacts.productFacts[17]).toEqual({ fabric: '100% cotton, 180 GSM', fit: 'Regular', care: 'Machine wash cold, inside out', origin: 'India' });
  });

  it('redoes only the photos that changed on a rebuild', async () => {
    const root = await makeShop({ 'photos/journal/wash.jpg': await photo(1600, 1000, 'jpeg', '#aa3300') });
    expect((await prepareShop(root)).madePhotos).toBe(2);
    expect((await prepareShop(root)).madePhotos).toBe(0);
    await writeFile(join(root, 'shop/photos/indigo-tee/indigo-front.jpg'), await photo(1200, 1500, 'jpeg', '#116633'));
    expect((await prepareShop(root)).madePhotos).toBe(1);
  });
});

describe('a photo too large to read', () => {
  it('is told as too large, with its size, the limit and what to do, not as a file that is no photo', async () => {
    const result = await readShop(await makeShop({ 'photos/indigo-tee/indigo-front.jpg': pngClaiming(20_000, 20_000) }));
    expect(result.problems.map(formatProblem)).toEqual([
      'shop/products/indigo-tee.md:16:14 colours[0].photos[0]: shop/photos/indigo-tee/indigo-front.jpg is too large: 20,000 × 20,000 pixels, more than the build can read (16,383 × 16,383 in all); resize it to at most 16,383 × 16,383 pixels (1200 to 4000 px wide is plenty)',
    ]);
  });

  it('is told apart at the limit: 16,383 × 16,383 pixels is read, one more row and column is too large', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rangeela-photo-'));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const file = (name: string) => join(folder, name);
    await writeFile(file('largest.png'), pngClaiming(16_383, 16_383));
    await writeFile(file('over.png'), pngClaiming(16_384, 16_384));
    await writeFile(file('note.png'), 'this is a note, not a photo');
    expect(await inspectPhoto(file('largest.png'))).toEqual({ format: 'png', width: 16_383, height: 16_383 });
    expect(await inspectPhoto(file('over.png'))).toEqual({ tooLarge: { width: 16_384, height: 16_384 } });
    expect(await inspectPhoto(file('note.png'))).toBeUndefined();
  });
});

/**
 * The first bytes of a HEIC photo as an iPhone writes it: an ISO `ftyp` box naming its brands, then
 * a box of data (the pictures themselves left out, as the build never reads that far).
 */
function heifFile(major: string, compatible: string[]): Buffer {
  const ftyp = Buffer.concat([Buffer.alloc(4), Buffer.from(`ftyp${major}`, 'latin1'), Buffer.alloc(4), Buffer.from(compatible.join(''), 'latin1')]);
  ftyp.writeUInt32BE(ftyp.length);
  const meta = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('meta', 'latin1'), Buffer.alloc(8)]);
  return Buffer.concat([ftyp, meta]);
}
const heic = heifFile('heic', ['mif1', 'heic']);
const heicAdvice =
  "is a HEIC photo (an iPhone's own format), which the build cannot read and most browsers cannot show: send it as JPEG instead (on the iPhone, Settings › Camera › Formats › Most Compatible takes new photos as JPEG; a photo shared by WhatsApp or email is sent as JPEG; or convert it to JPEG on a computer)";

describe('a HEIC photo (an iPhone’s own format)', () => {
  it('is told as HEIC, with how to send it as JPEG, when it is named .heic', async () => {
    const result = await readShop(
      await makeShop({
        'products/indigo-tee.md': validProduct.replace('photos: [indigo-front.jpg]', 'photos: [indigo-front.heic]'),
        'photos/indigo-tee/indigo-front.heic': heic,
        'journal/how-to-wash.md': validArticle.replace('image: wash.jpg', 'image: IMG_0042.HEIC'),
      }),
    );
    expect(result.problems.map(formatProblem)).toEqual([
      `shop/journal/how-to-wash.md:6:8 image: IMG_0042.HEIC ${heicAdvice}; then list the JPEG here, like IMG_0042.jpg`,
      `shop/products/indigo-tee.md:16:14 colours[0].photos[0]: indigo-front.heic ${heicAdvice}; then list the JPEG here, like indigo-front.jpg`,
    ]);
  });

  it('is told as HEIC, not as a file that is no photo, when it is named .jpg', async () => {
    const result = await readShop(await makeShop({ 'photos/indigo-tee/indigo-front.jpg': heic }));
    expect(result.problems.map(formatProblem)).toEqual([`shop/products/indigo-tee.md:16:14 colours[0].photos[0]: shop/photos/indigo-tee/indigo-front.jpg ${heicAdvice}`]);
  });

  it('is told apart by its name or its first bytes, from AVIF (the same container), JPEG and other files', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rangeela-heic-'));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const file = async (name: string, content: Buffer | string) => {
      await writeFile(join(folder, name), content);
      return join(folder, name);
    };
    expect(await isHeicFile(await file('IMG_0042.HEIC', 'not read: the name says it'))).toBe(true);
    expect(await isHeicFile(await file('photo.jpg', heic))).toBe(true);
    expect(await isHeicFile(await file('mif1.jpg', heifFile('mif1', ['heic', 'miaf'])))).toBe(true);
    expect(await isHeicFile(await file('photo.avif', heifFile('avif', ['mif1', 'miaf'])))).toBe(false);
    expect(await isHeicFile(await file('front.jpg', await photo(40, 50)))).toBe(false);
    expect(await isHeicFile(await file('note.png', 'ftyp'))).toBe(false);
    expect(await isHeicFile(join(folder, 'missing.jpg'))).toBe(false);
  });
});
