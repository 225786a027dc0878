// @ts-check
/**
 * Shared drawing kit for the site artwork (site.mjs and video.mjs): palette, SVG helpers and
 * the recurring motifs (T-shirts, hangers, folded stacks, plants, grain). The seeded PRNG and
 * the colour maths are shared with the product artwork, in scripts/art/lib/.
 * Everything is a pure function of its arguments so the output is deterministic.
 */
import { inShadow, lighten, mix } from '../lib/colour.mjs';
import { createRng } from '../lib/random.mjs';

/** The Rangeela palette. */
export const P = Object.freeze({
  marigold: '#f2a516',
  saffron: '#e8711a',
  rani: '#d6246e',
  teal: '#0f6e6e',
  indigo: '#2b2d6e',
  cream: '#fff6e8',
  ink: '#1d1a2f',
  // supporting tints and shades
  marigoldLight: '#ffd27a',
  saffronDark: '#b9510c',
  raniLight: '#f27aa8',
  raniDark: '#9c1450',
  tealLight: '#4fb3a6',
  tealDark: '#0a4b4d',
  indigoLight: '#5b5fb0',
  indigoDark: '#1b1c4a',
  creamDark: '#f3e2c4',
  sand: '#e9cfa3',
  wood: '#b9773f',
  woodDark: '#8a532a',
  leaf: '#2f8a5f',
  leafDark: '#1d5e40',
  sky: '#8fc9d9',
  denim: '#3f5f8f',
  denimDark: '#2c4670',
  steel: '#8b8fa6',
});

/** Rounds for compact SVG output. @param {number} n */
export const r1 = (n) => Math.round(n * 10) / 10;

/** A unique-id factory, so several motifs can live in one document. */
export function idGen(prefix = 'i') {
  let n = 0;
  return () => `${prefix}${(n++).toString(36)}`;
}

/**
 * Wraps a body in an SVG document.
 * @param {number} w @param {number} h @param {string} defs @param {string} body
 * @param {{ pxW?: number, pxH?: number }} [opts] pixel size when rendering at another scale
 */
export function doc(w, h, defs, body, opts = {}) {
  const pw = opts.pxW ?? w;
  const ph = opts.pxH ?? h;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pw}" height="${ph}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/**
 * Linear gradient definition.
 * @param {string} id @param {[number, string, number?][]} stops offset, colour, opacity
 * @param {[number, number, number, number]} [dir] x1 y1 x2 y2 (objectBoundingBox)
 */
export function linearGradient(id, stops, dir = [0, 0, 0, 1]) {
  const [x1, y1, x2, y2] = dir;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</linearGradient>`;
}
/**
 * Radial gradient definition (objectBoundingBox units).
 * @param {string} id @param {[number, string, number?][]} stops
 * @param {{cx?: number, cy?: number, r?: number, fx?: number, fy?: number}} [g]
 */
export function radialGradient(id, stops, g = {}) {
  const { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = g;
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</radialGradient>`;
}

/** Gaussian blur filter definition. @param {string} id @param {number} sd */
export const blurDef = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

/**
 * Paper grain: a warm fractal-noise speckle laid over the whole picture.
 * @param {string} id @param {number} seed @param {number} [freq]
 */
export const grainDef = (id, seed, freq = 0.6) =>
  `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${seed}" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 0.16 0 0 0 0 0.1 0 0 0 0 0.05 0 0 0 1.5 -0.55"/></filter>`;
/** @param {string} id @param {number} w @param {number} h @param {number} [opacity] */
export const grain = (id, w, h, opacity = 0.14) =>
  `<rect width="${w}" height="${h}" filter="url(#${id})" opacity="${opacity}"/>`;

/** A soft elliptical contact shadow. */
export function shadow(/** @type {string} */ blurId, /** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ rx, /** @type {number} */ ry, opacity = 0.25, color = '#1d1a2f') {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${color}" opacity="${opacity}" filter="url(#${blurId})"/>`;
}

// ---------------------------------------------------------------------------
// T-shirts
// ---------------------------------------------------------------------------

/** Outline of a tee, neck centre at (0,0); sleeve-tip to sleeve-tip is 200 units, length 218. */
export const TEE_PATH =
  'M-24 0C-14 16 14 16 24 0L57 9C73 15 89 31 101 53L77 78L61 66C59 112 61 172 63 214Q0 221 -63 214C-61 172 -59 112 -61 66L-77 78L-101 53C-89 31 -73 15 -57 9Z';
/** Inside of the back neck, visible above the front neckline. */
const TEE_NECK_IN = 'M-24 0C-14 -5 14 -5 24 0C14 16 -14 16 -24 0Z';
/** Front neckline rib. */
const TEE_RIB = 'M-24 0C-14 16 14 16 24 0';

/**
 * @typedef {object} TeeOpts
 * @property {string} color body colour
 * @property {string} [trim] colour of rib and sleeve bands (ringer tee)
 * @property {'none'|'sun'|'flower'|'stripes'|'wave'|'pocket'|'dots'|'paisley'|'mountain'|'knit'|'heart'} [print]
 * @property {string} [printColor]
 * @property {string} [printColor2]
 * @property {number} [light] strength of the left-to-right light, 0..1
 * @property {boolean} [folds] draw drape folds
 * @property {boolean} [outline] ink outline (for flat spot illustrations)
 */

/**
 * A T-shirt seen from the front, centred at the neck.
 * @param {() => string} id id factory
 * @param {number} x @param {number} y neck centre
 * @param {number} w sleeve-to-sleeve width
 * @param {TeeOpts} o
 * @param {number} [rot] rotation in degrees about the neck
 */
export function tee(id, x, y, w, o, rot = 0) {
  const s = w / 200;
  const clip = id();
  const g = id();
  const trim = o.trim ?? inShadow(o.color, 0.12);
  const pc = o.printColor ?? P.cream;
  const pc2 = o.printColor2 ?? P.marigold;
  const light = o.light ?? 1;
  let defs = `<clipPath id="${clip}"><path d="${TEE_PATH}"/></clipPath>`;
  defs += linearGradient(g, [[0, '#ffffff', 0.16 * light], [0.45, '#ffffff', 0], [1, '#0b0820', 0.22 * light]], [0, 0, 1, 0.3]);
  let inner = `<path d="${TEE_PATH}" fill="${o.color}"/>`;
  inner += printMotif(o.print ?? 'none', pc, pc2, clip);
  // sleeve bands
  inner += `<g clip-path="url(#${clip})" fill="${trim}"><path d="M77 78L101 53L106 58L82 83Z"/><path d="M-77 78L-101 53L-106 58L-82 83Z"/></g>`;
  if (o.folds !== false) {
    inner += `<g fill="none" stroke="#0b0820" stroke-linecap="round" opacity="0.13" clip-path="url(#${clip})"><path d="M-58 70C-44 110 -40 150 -30 205" stroke-width="5"/><path d="M52 74C42 120 36 160 40 208" stroke-width="4"/><path d="M-8 120C-2 150 6 180 2 214" stroke-width="3"/><path d="M57 10C60 30 61 48 61 66" stroke-width="2"/><path d="M-57 10C-60 30 -61 48 -61 66" stroke-width="2"/></g>`;
    inner += `<g fill="none" stroke="#ffffff" stroke-linecap="round" opacity="0.12" clip-path="url(#${clip})"><path d="M-46 72C-34 112 -30 150 -20 205" stroke-width="4"/></g>`;
  }
  inner += `<path d="${TEE_PATH}" fill="url(#${g})"/>`;
  // hem stitching
  inner += `<path d="M-61 206Q0 213 61 206" fill="none" stroke="${inShadow(o.color, 0.3)}" stroke-width="1.3" stroke-dasharray="4 3" opacity="0.6"/>`;
  inner += `<path d="${TEE_NECK_IN}" fill="${inShadow(o.color, 0.35)}"/>`;
  inner += `<path d="${TEE_RIB}" fill="none" stroke="${trim}" stroke-width="6"/>`;
  if (o.outline) inner += `<path d="${TEE_PATH}" fill="none" stroke="${P.ink}" stroke-width="${r1(3 / s)}" stroke-linejoin="round"/>`;
  const tr = `translate(${r1(x)} ${r1(y)})${rot ? ` rotate(${r1(rot)})` : ''} scale(${Math.round(s * 1000) / 1000})`;
  return { defs, svg: `<g transform="${tr}">${inner}</g>` };
}

/**
 * Chest print motifs, in tee coordinates.
 * @param {string} kind @param {string} c @param {string} c2 @param {string} clip
 */
function printMotif(kind, c, c2, clip) {
  switch (kind) {
    case 'sun': {
      let rays = '';
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        rays += `M${r1(Math.cos(a) * 20)} ${r1(90 + Math.sin(a) * 20)}L${r1(Math.cos(a) * 30)} ${r1(90 + Math.sin(a) * 30)}`;
      }
      return `<circle cx="0" cy="90" r="15" fill="${c}"/><path d="${rays}" stroke="${c}" stroke-width="4" stroke-linecap="round"/><path d="M-36 126h72" stroke="${c2}" stroke-width="5" stroke-linecap="round"/>`;
    }
    case 'flower': {
      let petals = '';
      for (let i = 0; i < 8; i++) petals += `<ellipse cx="0" cy="-17" rx="8" ry="15" transform="translate(0 96) rotate(${i * 45})"/>`;
      return `<g fill="${c}">${petals}</g><circle cx="0" cy="96" r="9" fill="${c2}"/>`;
    }
    case 'stripes': {
      let st = '';
      for (let yy = 30; yy < 220; yy += 26) st += `<rect x="-110" y="${yy}" width="220" height="11"/>`;
      return `<g clip-path="url(#${clip})" fill="${c}" opacity="0.9">${st}</g>`;
    }
    case 'wave':
      return `<path d="M-40 104c10-14 20-14 30 0s20 14 30 0s20-14 30 0" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/><path d="M-40 122c10-14 20-14 30 0s20 14 30 0s20-14 30 0" fill="none" stroke="${c2}" stroke-width="6" stroke-linecap="round"/><circle cx="22" cy="76" r="10" fill="${c2}"/>`;
    case 'pocket':
      return `<path d="M20 62h26v28q-13 6 -26 0z" fill="${c}" opacity="0.9"/><path d="M20 68h26" stroke="${inShadow(c, 0.2)}" stroke-width="1.5" stroke-dasharray="3 2"/>`;
    case 'dots': {
      let d = '';
      for (let yy = 40; yy < 220; yy += 22)
        for (let xx = -110; xx < 110; xx += 22) d += `<circle cx="${xx + ((yy / 22) % 2 ? 11 : 0)}" cy="${yy}" r="4"/>`;
      return `<g clip-path="url(#${clip})" fill="${c}" opacity="0.85">${d}</g>`;
    }
    case 'paisley':
      return `<g transform="translate(0 98)"><path d="M0 -30C22 -30 30 -4 18 14C8 28 -14 30 -20 16C-26 2 -10 -6 -2 -2C6 2 2 12 -4 10" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round"/><circle cx="6" cy="-10" r="5" fill="${c2}"/></g>`;
    case 'mountain':
      return `<circle cx="0" cy="98" r="34" fill="${c}"/><path d="M-34 112L-12 84L2 102L14 90L34 112Z" fill="${c2}"/><circle cx="12" cy="80" r="6" fill="${c2}"/>`;
    case 'knit': {
      // zig-zag knit bands, like a festive sweater
      let z = '';
      for (const yy of [80, 150]) {
        let d = `M-110 ${yy}`;
        for (let xx = -110; xx < 110; xx += 12) d += `l6 -8l6 8`;
        z += `<path d="${d}" fill="none" stroke="${c}" stroke-width="4"/>`;
        for (let xx = -104; xx < 110; xx += 24) z += `<circle cx="${xx}" cy="${yy + 12}" r="3" fill="${c2}"/>`;
      }
      return `<g clip-path="url(#${clip})">${z}<rect x="-110" y="198" width="220" height="20" fill="${c}" opacity="0.55"/></g>`;
    }
    case 'heart':
      return `<path d="M0 120C-30 98 -34 80 -22 72C-12 66 -4 72 0 80C4 72 12 66 22 72C34 80 30 98 0 120Z" fill="${c}"/>`;
    default:
      return '';
  }
}

/**
 * A hanger hook and the top of its wooden bar; draw before the tee.
 * @param {number} x neck centre @param {number} railY @param {number} neckY @param {number} w tee width
 */
export function hanger(x, railY, neckY, w, wood = P.woodDark) {
  const s = w / 200;
  const hy = neckY - 6 * s;
  return `<g fill="none" stroke-linecap="round"><path d="M${r1(x)} ${r1(hy)}V${r1(railY + 14 * s)}C${r1(x)} ${r1(railY - 6 * s)} ${r1(x - 16 * s)} ${r1(railY - 8 * s)} ${r1(x - 16 * s)} ${r1(railY + 4 * s)}" stroke="#6d6a7c" stroke-width="${r1(3.2 * s)}"/><path d="M${r1(x - 70 * s)} ${r1(neckY + 14 * s)}L${r1(x)} ${r1(hy)}L${r1(x + 70 * s)} ${r1(neckY + 14 * s)}" stroke="${wood}" stroke-width="${r1(9 * s)}" stroke-linejoin="round"/></g>`;
}

/**
 * A folded tee seen slightly from above: a slab with a top face.
 * Returns the front band only when `top` is false (for stacks).
 * @param {() => string} id
 * @param {number} x centre @param {number} y top of the front band
 * @param {number} w width @param {number} h band height
 * @param {string} color @param {{ top?: boolean, depth?: number, print?: string, printColor?: string }} [o]
 */
export function foldedTee(id, x, y, w, h, color, o = {}) {
  const depth = o.depth ?? w * 0.42;
  const g = id();
  let defs = linearGradient(g, [[0, '#ffffff', 0.1], [1, '#0b0820', 0.22]]);
  const L = x - w / 2;
  let svg = `<rect x="${r1(L)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h * 0.45)}" fill="${color}"/>`;
  svg += `<rect x="${r1(L)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h * 0.45)}" fill="url(#${g})"/>`;
  svg += `<path d="M${r1(L + w * 0.08)} ${r1(y + h * 0.55)}H${r1(L + w * 0.92)}" stroke="#0b0820" stroke-opacity="0.14" stroke-width="${r1(Math.max(1, h * 0.08))}" stroke-linecap="round"/>`;
  if (o.top) {
    // the top of the garment, seen at a low angle: a soft lighter face with the neckline
    const ty = y - depth;
    const tg = id();
    defs += linearGradient(tg, [[0, lighten(color, 0.1)], [1, color]]);
    svg += `<path d="M${r1(L + h * 0.3)} ${r1(y + h * 0.45)}C${r1(L)} ${r1(ty + depth * 0.2)} ${r1(L + w * 0.06)} ${r1(ty)} ${r1(L + w * 0.14)} ${r1(ty)}H${r1(L + w * 0.86)}C${r1(L + w * 0.94)} ${r1(ty)} ${r1(L + w)} ${r1(ty + depth * 0.2)} ${r1(L + w - h * 0.3)} ${r1(y + h * 0.45)}Z" fill="url(#${tg})"/>`;
    const cw = w * 0.14;
    const cy = ty + depth * 0.05;
    svg += `<path d="M${r1(x - cw)} ${r1(cy)}C${r1(x - cw * 0.6)} ${r1(cy + depth * 0.55)} ${r1(x + cw * 0.6)} ${r1(cy + depth * 0.55)} ${r1(x + cw)} ${r1(cy)}Z" fill="${inShadow(color, 0.28)}"/>`;
    svg += `<path d="M${r1(x - cw)} ${r1(cy)}C${r1(x - cw * 0.6)} ${r1(cy + depth * 0.55)} ${r1(x + cw * 0.6)} ${r1(cy + depth * 0.55)} ${r1(x + cw)} ${r1(cy)}" fill="none" stroke="${inShadow(color, 0.1)}" stroke-width="${r1(Math.max(1.5, w * 0.02))}"/>`;
    if (o.print) {
      svg += `<circle cx="${r1(x)}" cy="${r1(ty + depth * 0.7)}" r="${r1(depth * 0.16)}" fill="${o.printColor ?? P.cream}"/>`;
    }
  }
  return { defs, svg };
}

/**
 * A snake plant in a terracotta pot; (x, y) is the bottom centre of the pot.
 * @param {() => string} id @param {number} x @param {number} y @param {number} s scale (pot width = 120*s)
 * @param {number} seed
 */
export function snakePlant(id, x, y, s, seed) {
  const R = createRng(seed);
  const pg = id();
  const lg = id();
  let defs = linearGradient(pg, [[0, '#d9774a'], [0.6, '#c0603a'], [1, '#9a4628']], [0, 0, 1, 0]);
  defs += linearGradient(lg, [[0, P.leaf], [1, P.leafDark]], [0, 0, 1, 0]);
  let leaves = '';
  const n = 9;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1) - 0.5;
    const bx = t * 70;
    const h = R.range(220, 330) * (1 - Math.abs(t) * 0.6);
    const lean = t * 70 + R.range(-12, 12);
    const wd = R.range(14, 20);
    const tipX = bx + lean;
    const tipY = -h;
    const d = `M${r1(bx - wd)} 0C${r1(bx - wd * 1.2 + lean * 0.3)} ${r1(-h * 0.45)} ${r1(tipX - wd * 0.5)} ${r1(-h * 0.8)} ${r1(tipX)} ${r1(tipY)}C${r1(tipX + wd * 0.6)} ${r1(-h * 0.8)} ${r1(bx + wd * 1.1 + lean * 0.35)} ${r1(-h * 0.45)} ${r1(bx + wd)} 0Z`;
    const col = i % 2 ? P.leaf : mix(P.leaf, P.tealDark, 0.5);
    leaves += `<path d="${d}" fill="${col}"/>`;
    // pale banding and a golden edge, like Sansevieria
    leaves += `<path d="${d}" fill="none" stroke="#d9c96a" stroke-width="2.5" opacity="0.8"/>`;
    for (let k = 1; k < 6; k++) {
      const yy = -h * (k / 6.5);
      const xx = bx + lean * (k / 6.5) * (k / 6.5);
      leaves += `<path d="M${r1(xx - wd * 0.7)} ${r1(yy)}q${r1(wd * 0.7)} -6 ${r1(wd * 1.4)} 0" stroke="#a8d49a" stroke-width="2" fill="none" opacity="0.35"/>`;
    }
  }
  const pot = `<path d="M-62 -120H62L50 0H-50Z" fill="url(#${pg})"/><rect x="-68" y="-132" width="136" height="22" rx="5" fill="#d9774a"/><rect x="-68" y="-132" width="136" height="6" rx="3" fill="#ffffff" opacity="0.18"/><path d="M-40 -70h80" stroke="#ffffff" stroke-opacity="0.18" stroke-width="6" stroke-linecap="round"/><path d="M-30 -52h60" stroke="#ffffff" stroke-opacity="0.12" stroke-width="4" stroke-linecap="round"/>`;
  return {
    defs,
    svg: `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})"><g transform="translate(0 -118)">${leaves}</g>${pot}</g>`,
  };
}

/**
 * A scatter of small marigold petals / dots for decoration.
 * @param {number} seed @param {number} n @param {[number, number, number, number]} box x y w h
 * @param {string[]} colors @param {number} [size]
 */
export function petals(seed, n, box, colors, size = 8) {
  const R = createRng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = box[0] + R.next() * box[2];
    const y = box[1] + R.next() * box[3];
    const a = R.range(0, 180);
    const k = size * R.range(0.6, 1.2);
    s += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(k)}" ry="${r1(k * 0.5)}" transform="rotate(${r1(a)} ${r1(x)} ${r1(y)})" fill="${R.pick(colors)}" opacity="${r1(R.range(0.6, 0.95))}"/>`;
  }
  return s;
}

/**
 * A six-armed snowflake.
 * @param {number} x @param {number} y @param {number} r @param {string} color @param {number} [sw]
 */
export function snowflake(x, y, r, color, sw = 2) {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    d += `M${r1(x)} ${r1(y)}L${r1(x + c * r)} ${r1(y + s * r)}`;
    const bx = x + c * r * 0.55;
    const by = y + s * r * 0.55;
    for (const da of [-0.6, 0.6]) {
      d += `M${r1(bx)} ${r1(by)}L${r1(bx + Math.cos(a + da) * r * 0.32)} ${r1(by + Math.sin(a + da) * r * 0.32)}`;
    }
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" fill="none"/>`;
}

/** Escapes text for SVG. @param {string} s */
export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Collapses whitespace in hand-written SVG markup. @param {string} s */
export function minify(s) {
  return s
    .replace(/\n\s*/g, ' ')
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s*\/>/g, '/>')
    .trim();
}

/**
 * A soft drop-shadow filter for flat-lay objects.
 * @param {string} id @param {number} [sd] @param {number} [dx] @param {number} [dy] @param {number} [alpha]
 */
export const dropDef = (id, sd = 6, dx = 3, dy = 8, alpha = 0.28) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceAlpha" stdDeviation="${sd}"/><feOffset dx="${dx}" dy="${dy}"/><feColorMatrix values="0 0 0 0 0.11 0 0 0 0 0.08 0 0 0 0 0.18 0 0 0 ${alpha} 0"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
