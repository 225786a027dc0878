// @ts-check
/** Rasterising and writing: render the largest size once, downscale with lanczos. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { linearChannel } from '../lib/colour.mjs';

/**
 * Renders an SVG to a raw buffer at its intrinsic pixel size (RGB, or RGBA when `alpha`).
 * @param {string} svg @param {boolean} [alpha]
 */
export async function renderRaw(svg, alpha = false) {
  let img = sharp(Buffer.from(svg));
  img = alpha ? img.ensureAlpha() : img.removeAlpha();
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: /** @type {3 | 4} */ (info.channels) };
}

/**
 * Writes `name-{w}.webp` for every width (or `name.webp` when `single`), staying within
 * the byte budget of the largest (and, if given, of the smallest) by stepping the quality down.
 * @param {string} dir
 * @param {string} name
 * @param {string} svg rendered at the largest width
 * @param {{ widths: number[], height: number, budget: number, budgetSmall?: number, single?: boolean, alpha?: boolean, quality?: number }} o
 * @returns {Promise<{ file: string, bytes: number, width: number, height: number, quality: number }[]>}
 */
export async function writeWebp(dir, name, svg, o) {
  await mkdir(dir, { recursive: true });
  const raw = await renderRaw(svg, o.alpha);
  const max = Math.max(...o.widths);
  if (raw.width !== max || raw.height !== o.height) throw new Error(`${name}: rendered ${raw.width}×${raw.height}, expected ${max}×${o.height}`);
  const results = [];
  for (const w of [...o.widths].sort((a, b) => a - b)) {
    const h = Math.round((o.height * w) / max);
    const budget = w === max ? o.budget : (o.budgetSmall ?? o.budget);
    let q = o.quality ?? 75;
    /** @type {Buffer} */
    let buf;
    for (;;) {
      let img = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
      if (w !== max) img = img.resize(w, h, { kernel: 'lanczos3' });
      buf = await img.webp({ quality: q, alphaQuality: 90, effort: 6, smartSubsample: true }).toBuffer();
      if (buf.length <= budget || q <= 50) break;
      q -= 4;
    }
    if (buf.length > budget) throw new Error(`${name}-${w}: ${buf.length} bytes is over the ${budget} byte budget`);
    const file = path.join(dir, o.single ? `${name}.webp` : `${name}-${w}.webp`);
    await writeFile(file, buf);
    results.push({ file, bytes: buf.length, width: w, height: h, quality: q });
  }
  return results;
}

/**
 * Writes a PNG (palette-quantised if that fits the budget better).
 * @param {string} file @param {string} svg @param {number} budget
 * @param {{ resize?: number }} [o] square resize target
 */
export async function writePng(file, svg, budget, o = {}) {
  await mkdir(path.dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svg));
  if (o.resize) img = img.resize(o.resize, o.resize, { kernel: 'lanczos3' });
  const base = await img.png().toBuffer();
  const full = await sharp(base).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  const pal = await sharp(base).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer();
  const buf = full.length <= budget ? full : pal;
  if (buf.length > budget) throw new Error(`${file}: ${buf.length} bytes is over the ${budget} byte budget`);
  await writeFile(file, buf);
  return { file, bytes: buf.length };
}

/**
 * Decodes an image file to raw RGB.
 * @param {string} file
 */
export async function decodeRgb(file) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Relative luminance figures (WCAG) of a raw RGB buffer, over an optional region.
 * @param {{ data: Buffer, width: number, height: number }} raw
 * @param {{ x0?: number, x1?: number, y0?: number, y1?: number }} [region] fractions of the size
 */
export function luminance(raw, region = {}) {
  const { x0 = 0, x1 = 1, y0 = 0, y1 = 1 } = region;
  const table = Array.from({ length: 256 }, (_, i) => linearChannel(i));
  /** @type {number[]} */
  const values = [];
  let sum = 0;
  const xa = Math.floor(x0 * raw.width);
  const xb = Math.floor(x1 * raw.width);
  const ya = Math.floor(y0 * raw.height);
  const yb = Math.floor(y1 * raw.height);
  for (let y = ya; y < yb; y++) {
    for (let x = xa; x < xb; x++) {
      const i = (y * raw.width + x) * 3;
      const L =
        0.2126 * (table[raw.data[i] ?? 0] ?? 0) +
        0.7152 * (table[raw.data[i + 1] ?? 0] ?? 0) +
        0.0722 * (table[raw.data[i + 2] ?? 0] ?? 0);
      values.push(L);
      sum += L;
    }
  }
  values.sort((a, b) => a - b);
  const mean = sum / values.length;
  const p95 = values[Math.floor(values.length * 0.95)] ?? 0;
  const max = values[values.length - 1] ?? 0;
  const contrast = (/** @type {number} */ L) => 1.05 / (L + 0.05);
  return {
    mean: Math.round(mean * 1000) / 1000,
    p95: Math.round(p95 * 1000) / 1000,
    max: Math.round(max * 1000) / 1000,
    contrastAtMean: Math.round(contrast(mean) * 100) / 100,
    contrastAtP95: Math.round(contrast(p95) * 100) / 100,
  };
}
