// @ts-check
/**
 * Small seeded noise textures, made once per run and embedded in the SVGs as PNG data
 * URIs. Tiling a pre-made texture is far cheaper for librsvg than evaluating feTurbulence
 * on every render, and just as deterministic.
 */
import sharp from 'sharp';
import { createRng } from '../lib/random.mjs';

/** @param {Buffer} raw @param {number} w @param {number} h @param {1 | 2} channels */
async function pngUri(raw, w, h, channels) {
  const png = await sharp(raw, { raw: { width: w, height: h, channels } }).png({ compressionLevel: 9 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * @typedef {object} Textures
 * @property {string} grain 192 px tile of fine, slightly streaky cotton grain (mid-grey ± noise)
 * @property {string} paper 100 × 125 low-frequency mottle, stretched over the whole backdrop
 * @property {string} speck 160 px tile, white with sparse dark specks: a mask for printed ink
 * @property {string} knit 88 × 72 px tile of jersey loops (8 × 8 stitches), dark and light on clear
 */

/** @returns {Promise<Textures>} */
export async function makeTextures() {
  const rng = createRng(20240611);

  // Grain: per-pixel noise, smeared a little along the wale (vertical) direction.
  const g = 192;
  const base = new Float32Array(g * g).map(() => rng.next());
  const grain = Buffer.alloc(g * g);
  for (let y = 0; y < g; y++) {
    for (let x = 0; x < g; x++) {
      const up = /** @type {number} */ (base[((y + g - 1) % g) * g + x]);
      const here = /** @type {number} */ (base[y * g + x]);
      const down = /** @type {number} */ (base[((y + 1) % g) * g + x]);
      const v = (up + 2 * here + down) / 4;
      grain[y * g + x] = Math.round(128 + (v - 0.5) * 150);
    }
  }

  // Paper: two octaves of smooth value noise.
  const pw = 100;
  const ph = 125;
  const lattice = (/** @type {number} */ cells) => {
    const grid = Array.from({ length: (cells + 1) * (cells + 1) }, () => rng.next());
    return (/** @type {number} */ u, /** @type {number} */ v) => {
      const x = u * cells;
      const y = v * cells;
      const x0 = Math.min(cells - 1, Math.floor(x));
      const y0 = Math.min(cells - 1, Math.floor(y));
      const fx = (1 - Math.cos((x - x0) * Math.PI)) / 2;
      const fy = (1 - Math.cos((y - y0) * Math.PI)) / 2;
      const at = (/** @type {number} */ i, /** @type {number} */ j) => /** @type {number} */ (grid[j * (cells + 1) + i]);
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      return top * (1 - fy) + bottom * fy;
    };
  };
  const coarse = lattice(5);
  const fine = lattice(13);
  const paperRaw = Buffer.alloc(pw * ph);
  for (let y = 0; y < ph; y++) {
    for (let x = 0; x < pw; x++) {
      const v = 0.65 * coarse(x / pw, y / ph) + 0.35 * fine(x / pw, y / ph);
      paperRaw[y * pw + x] = Math.round(128 + (v - 0.5) * 200);
    }
  }

  // Speck: mostly white, a few small dark dots where the fabric shows through the ink.
  const s = 160;
  const speck = Buffer.alloc(s * s, 255);
  for (let i = 0; i < 300; i++) {
    const x = Math.floor(rng.next() * s);
    const y = Math.floor(rng.next() * s);
    const v = Math.round(rng.range(70, 190));
    speck[y * s + x] = v;
    if (rng.next() < 0.4) speck[y * s + ((x + 1) % s)] = Math.min(255, v + 60);
  }

  // Knit: columns of V-shaped loops, each a little irregular, shadow below and sheen above.
  const kw = 11;
  const kh = 9;
  let loops = '';
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const x = col * kw + rng.range(-0.3, 0.3);
      const y = row * kh + rng.range(-0.3, 0.3);
      const d = rng.range(0.85, 1.15);
      const p = (/** @type {number} */ a, /** @type {number} */ b) => `${(x + kw * a).toFixed(2)} ${(y + kh * b).toFixed(2)}`;
      loops += `<path d="M${p(0.04, -0.05)}Q${p(0.16, 0.8)} ${p(0.5, 1.02)}M${p(0.96, -0.05)}Q${p(0.84, 0.8)} ${p(0.5, 1.02)}" stroke="#000" stroke-opacity="${(0.75 * d).toFixed(2)}" stroke-width="1.5" fill="none"/>`;
      loops += `<path d="M${p(0.2, 0.12)}Q${p(0.28, 0.6)} ${p(0.43, 0.76)}M${p(0.8, 0.12)}Q${p(0.72, 0.6)} ${p(0.57, 0.76)}" stroke="#fff" stroke-opacity="${(0.6 * d).toFixed(2)}" stroke-width="1.2" stroke-linecap="round" fill="none"/>`;
    }
  }
  const knitSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${8 * kw}" height="${8 * kh}"><g>${loops}</g><g transform="translate(0 ${8 * kh})">${loops}</g><g transform="translate(0 ${-8 * kh})">${loops}</g></svg>`;
  const knitPng = await sharp(Buffer.from(knitSvg)).blur(Number(process.env.KNITBLUR ?? 0.8)).png({ compressionLevel: 9 }).toBuffer();

  return {
    knit: `data:image/png;base64,${knitPng.toString('base64')}`,
    grain: await pngUri(grain, g, g, 1),
    paper: await pngUri(paperRaw, 100, 125, 1),
    speck: await pngUri(speck, s, s, 1),
  };
}
