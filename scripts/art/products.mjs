// @ts-check
/**
 * Product photography for the 16 catalogue tees, drawn entirely in code.
 *
 * For every product, in each of its colours, this draws four studio shots as SVG (see scripts/art/products/):
 *   front  – the tee laid flat on studio paper, with shadow, creases, rib collar and its print
 *   back   – the same tee turned over: back collar, printed neck label, small back motif
 *   detail – a macro crop of the print with the jersey knit and a seam in view
 *   folded – a retail-folded stack of two with a kraft swing tag
 * Each SVG is rasterised at 800 × 1000 with sharp (librsvg) and written as WebP to the sample shop,
 * shop/photos/<product>/VIEW.webp, as an owner's photo would be; the build makes the smaller sizes
 * the pages use (scripts/shop/photos.ts, which takes a WebP already at 800 × 1000 as it is).
 * All randomness is seeded, so re-running gives identical files.
 *
 * Re-run:  node scripts/art/products.mjs            (all 16 products)
 *          node scripts/art/products.mjs 3 7        (only products 3 and 7)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { catalogue } from './products/catalogue.mjs';
import { motifs } from './products/motifs.mjs';
import { makeTextures } from './products/textures.mjs';
import { views, W, H } from './products/views.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'shop/photos');
/**
 * The width each view is written at: the full 800 px render, as a photo the owner drops in. The
 * build makes the smaller sizes the pages use, with the same byte budgets (scripts/shop/photos.ts).
 * @returns {readonly (800 | 400 | 320 | 200)[]}
 */
const widthsFor = () => [800];
/**
 * WebP encoding per width: starting quality, the byte budget each file must fit in (quality
 * steps down until it does) and a light pre-blur so the downscale does not alias the knit.
 * @type {Record<800 | 400 | 320 | 200, { quality: number, budget: number, preBlur: number }>}
 */
const encoding = {
  800: { quality: 76, budget: 44 * 1024, preBlur: 0 },
  400: { quality: 76, budget: 15.5 * 1024, preBlur: 0.5 },
  320: { quality: 76, budget: 10.5 * 1024, preBlur: 0.6 },
  200: { quality: 78, budget: 5.8 * 1024, preBlur: 0.9 },
};
const minQuality = 46;
/** @type {readonly import('./products/views.mjs').View[]} */
const viewNames = ['front', 'back', 'detail', 'folded'];

/**
 * A vertical mask for the macro shot's shallow depth of field: opaque (blurred) at the top
 * and bottom edges, clear through the middle.
 */
export function depthMask() {
  const mask = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) {
    const t = y / (H - 1);
    const a = t < 0.26 ? 1 - t / 0.26 : t > 0.66 ? (t - 0.66) / 0.3 : 0;
    mask.fill(Math.round(255 * Math.min(1, a) ** 1.4), y * W, (y + 1) * W);
  }
  return mask;
}

/**
 * Rasterises one shot at 800 px and finishes it (depth of field for the macro shot).
 * @param {import('./products/views.mjs').Shot} shot @param {Buffer} mask
 */
export async function rasterise(shot, mask) {
  const png = await sharp(Buffer.from(shot.svg)).removeAlpha().png({ compressionLevel: 0 }).toBuffer();
  if (!shot.depthOfField) return png;
  const blurred = await sharp(png).blur(4.2).joinChannel(mask, { raw: { width: W, height: H, channels: 1 } }).png({ compressionLevel: 0 }).toBuffer();
  return sharp(png).composite([{ input: blurred }]).png({ compressionLevel: 0 }).toBuffer();
}

/**
 * Renders one view of one product and writes its three sizes.
 * @param {import('./products/catalogue.mjs').ProductArt} art
 * @param {import('./products/views.mjs').View} view
 * @param {import('./products/textures.mjs').Textures} tex
 * @param {Buffer} mask
 * @returns {Promise<{ file: string, bytes: number, quality: number }[]>}
 */
async function renderView(art, view, tex, mask, prefix = '') {
  const motif = motifs[art.motif];
  if (!motif) throw new Error(`No motif "${art.motif}" for product ${art.id}`);
  const png = await rasterise(views[view](art, motif, tex), mask);
  /** @type {{ file: string, bytes: number, quality: number }[]} */
  const written = [];
  for (const width of widthsFor()) {
    const { quality, budget, preBlur } = encoding[width];
    const scaled =
      width === W ? png : await (preBlur ? sharp(png).blur(preBlur) : sharp(png)).resize(width, (width * H) / W, { kernel: 'lanczos3' }).png({ compressionLevel: 0 }).toBuffer();
    let q = quality;
    let webp = await sharp(scaled).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
    while (webp.length > budget && q > minQuality) {
      q = Math.max(minQuality, q - 6);
      webp = await sharp(scaled).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
    }
    const file = `${art.slug}/${prefix}${view}.webp`;
    await mkdir(path.join(outDir, art.slug), { recursive: true });
    await writeFile(path.join(outDir, file), webp);
    written.push({ file, bytes: webp.length, quality: q });
  }
  return written;
}

/**
 * Runs tasks with a fixed concurrency.
 * @template T @param {(() => Promise<T>)[]} tasks @param {number} limit @returns {Promise<T[]>}
 */
async function pool(tasks, limit) {
  /** @type {T[]} */
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await /** @type {() => Promise<T>} */ (tasks[i])();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

async function main() {
  const only = process.argv.slice(2).map(Number).filter(Number.isInteger);
  const selected = only.length ? catalogue.filter((a) => only.includes(a.id)) : catalogue;
  await mkdir(outDir, { recursive: true });
  sharp.concurrency(1);
  const started = Date.now();
  const tex = await makeTextures();
  const mask = depthMask();
  // Each product in its first colour, then in each of its other colours (files prefixed by the colour's id).
  const variants = selected.flatMap((art) => [
    { art, prefix: '' },
    ...(art.colours ?? []).map((variant) => ({ art: { ...art, shirt: variant.shirt }, prefix: `${variant.id}-` })),
  ]);
  const tasks = variants.flatMap(({ art, prefix }) => viewNames.map((view) => () => renderView(art, view, tex, mask, prefix)));
  const files = (await pool(tasks, Math.max(1, availableParallelism()))).flat();

  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  const kb = (/** @type {number} */ b) => `${(b / 1024).toFixed(1)} KB`;
  const allWidths = [...new Set(widthsFor())];
  const rows = allWidths.map((w) => {
    const set = files; // every file is written at its one width, 800 px
    const largest = set.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '-', bytes: 0 });
    const sum = set.reduce((s, f) => s + f.bytes, 0);
    return { width: `${w} px`, files: set.length, total: kb(sum), average: kb(sum / Math.max(1, set.length)), largest: `${largest.file} (${kb(largest.bytes)})` };
  });
  console.table(rows);
  const largest = files.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '-', bytes: 0 });
  console.log(`${files.length} files, ${(total / 1024 / 1024).toFixed(2)} MB total, largest ${largest.file} (${kb(largest.bytes)}), ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
