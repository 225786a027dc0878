/**
 * The owner's photos turned into the pages' images (PRODUCT.md §14): whatever the size and format
 * (JPEG, PNG or WebP), each photo is turned upright, cropped to its kind's shape from the centre,
 * and written as WebP at the widths the pages ask for, each within a byte budget (quality steps
 * down until it fits). Results are cached by content (the photo's bytes and these settings), so
 * a rebuild redoes only the photos that changed. A photo already in final form (a WebP of exactly
 * the largest size, within its budget) is used as it is.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { photoWidths } from '../../src/features/catalogue/product';

export interface PhotoKind {
  /** The largest width; the shape is width × height. */
  width: number;
  height: number;
  /** Every width written, largest first. */
  widths: readonly number[];
}

/** Byte budgets and starting qualities by width (the sample art's settings, scripts/art/products.mjs). */
function encoding(width: number): { quality: number; budget: number; preBlur: number } {
  if (width >= 800) return { quality: 76, budget: 44 * 1024, preBlur: 0 };
  if (width >= 600) return { quality: 76, budget: 26 * 1024, preBlur: 0.3 };
  if (width >= 400) return { quality: 76, budget: 15.5 * 1024, preBlur: 0.5 };
  if (width >= 300) return { quality: 76, budget: 10.5 * 1024, preBlur: 0.6 };
  return { quality: 78, budget: 6 * 1024, preBlur: 0.9 };
}
const minQuality = 46;
/** Change when the processing changes, so cached results are made again. */
const PIPELINE = 'photos-v1';

export const photoKinds = {
  /** A product photo, 4:5; the first photo of a colour is on cards, two to a row on phones, so it also has 320 px. */
  productFirst: { width: 800, height: 1000, widths: photoWidths.first },
  product: { width: 800, height: 1000, widths: photoWidths.other },
  journal: { width: 800, height: 532, widths: [800, 400] },
  person: { width: 240, height: 240, widths: [240] },
  /** A photo a buyer sent with a review (PRODUCT.md §2a), 4:5, shown small beside it. */
  review: { width: 400, height: 500, widths: [200, 400] },
} as const satisfies Record<string, PhotoKind>;

export interface PhotoFacts {
  format: string;
  width: number;
  height: number;
}

/**
 * The largest photo the build reads: 16,383 × 16,383 pixels (sharp's own limit, `limitInputPixels`,
 * given here so it is told and kept in one place). Decoded, such a photo takes some 800 MB; a
 * 200-megapixel phone photo is within it.
 */
export const maxPhotoSide = 16_383;
export const maxPhotoPixels = maxPhotoSide * maxPhotoSide;

/**
 * What a file is: a photo the build can use (its facts), a JPEG, PNG or WebP image with more pixels
 * than it reads (`tooLarge`, with its size), or something else (undefined).
 */
export async function inspectPhoto(file: string): Promise<PhotoFacts | { tooLarge: { width: number; height: number } } | undefined> {
  try {
    // Only the file's header is read here, so the pixel limit is checked below rather than by sharp,
    // which would refuse a photo over it just as it refuses a file that is no image at all.
    const { format, width, height } = await sharp(file, { limitInputPixels: false }).metadata();
    if (!format || !['jpeg', 'png', 'webp'].includes(format) || !width || !height) return undefined;
    if (width * height > maxPhotoPixels) return { tooLarge: { width, height } };
    return { format, width, height };
  } catch {
    return undefined;
  }
}

/**
 * What a HEIC photo (what an iPhone takes unless told otherwise) needs: sharp cannot read it here
 * (its HEIF support is for AVIF only) and most browsers cannot show it, so the owner is told how to
 * send it as JPEG. Follows the file's name: `front.heic is a HEIC photo …`.
 */
export const heicAdvice =
  "is a HEIC photo (an iPhone's own format), which the build cannot read and most browsers cannot show: send it as JPEG instead (on the iPhone, Settings › Camera › Formats › Most Compatible takes new photos as JPEG; a photo shared by WhatsApp or email is sent as JPEG; or convert it to JPEG on a computer)";

/** A file name HEIC photos have (.heic, .heif). */
export function isHeicName(name: string): boolean {
  return /\.hei[cf]$/i.test(name);
}

/** The brands of an HEIF file that hold HEVC pictures (HEIC), as its first box (`ftyp`) lists them. */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * Whether a file is a HEIC photo: by its name (.heic, .heif), or, whatever its name, by its first
 * bytes (an ISO `ftyp` box naming a HEIC brand and no AVIF one: AVIF shares the container).
 */
export async function isHeicFile(file: string): Promise<boolean> {
  if (isHeicName(file)) return true;
  let head: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      head = Buffer.alloc(64);
      const { bytesRead } = await handle.read(head, 0, 64, 0);
      head = head.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch {
    return false;
  }
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(head.toString('latin1', at, at + 4));
  return brands.some((brand) => heicBrands.has(brand)) && !brands.some((brand) => brand === 'avif' || brand === 'avis');
}

export interface PhotoJob {
  /** The owner's file. */
  source: string;
  kind: PhotoKind;
  /** Where the page's files go, without width and extension: public/images/shop/products/indigo-tee.1a2b3c4d/front */
  outputBase: string;
}

/** The content hash that names a photo's files (so they can be cached for a year by browsers). */
export async function photoHash(source: string, kind: PhotoKind): Promise<string> {
  const bytes = await readFile(source);
  return createHash('sha256').update(PIPELINE).update(JSON.stringify(kind)).update(bytes).digest('hex');
}

/** Makes one photo's files (from the cache when it has them); returns whether it had to make them. */
export async function processPhoto(job: PhotoJob, hash: string, cacheDir: string): Promise<boolean> {
  const cached = (width: number) => join(cacheDir, `${hash}-${width}.webp`);
  const missing = [];
  for (const width of job.kind.widths) {
    if (!(await exists(cached(width)))) missing.push(width);
  }
  if (missing.length > 0) {
    await mkdir(cacheDir, { recursive: true });
    const { width: W, height: H } = job.kind;
    const original = await readFile(job.source);
    const facts = await sharp(original, { limitInputPixels: maxPhotoPixels }).metadata();
    const fitted = await sharp(original, { limitInputPixels: maxPhotoPixels }).rotate().resize(W, H, { fit: 'cover', position: 'centre', kernel: 'lanczos3' }).png({ compressionLevel: 0 }).toBuffer();
    for (const width of missing) {
      const { quality, budget, preBlur } = encoding(width);
      if (width === W && facts.format === 'webp' && facts.width === W && facts.height === H && !facts.orientation && original.length <= budget) {
        await writeFile(cached(width), original);
        continue;
      }
      const scaled = width === W ? fitted : await (preBlur ? sharp(fitted).blur(preBlur) : sharp(fitted)).resize(width, Math.round((width * H) / W), { kernel: 'lanczos3' }).png({ compressionLevel: 0 }).toBuffer();
      let q = quality;
      let webp = await sharp(scaled).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
      while (webp.length > budget && q > minQuality) {
        q = Math.max(minQuality, q - 6);
        webp = await sharp(scaled).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
      }
      await writeFile(cached(width), webp);
    }
  }
  for (const width of job.kind.widths) await copyFile(cached(width), `${job.outputBase}-${width}.webp`);
  return missing.length > 0;
}

/** Runs the jobs two at a time (this machine's cores); returns how many were made rather than taken from the cache. */
export async function processPhotos(jobs: readonly (PhotoJob & { hash: string })[], cacheDir: string, outputDir: string): Promise<number> {
  await rm(outputDir, { recursive: true, force: true });
  const folders = new Set(jobs.map((job) => job.outputBase.slice(0, job.outputBase.lastIndexOf('/'))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  sharp.concurrency(1);
  let next = 0;
  let made = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (await processPhoto(job, job.hash, cacheDir)) made += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return made;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
