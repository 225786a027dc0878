// @ts-check
/**
 * Draws a tee in shirt units (see silhouette.mjs): the printed "surface" (fabric colour,
 * all-over pattern, chest print, collar, pocket, seams) and the photographic "shading"
 * of a flat lay (light fall-off, rounded edges, soft creases, fabric grain, stitching).
 * Views compose these, so the front photo, the macro crop and the folded shot all show
 * exactly the same garment.
 */
import { sample, offset, pathOf, polyPath, mirror, reverse } from './silhouette.mjs';
import { darken, lighten, mix, relativeLuminance, shiftLightness } from '../lib/colour.mjs';
import { n } from './geometry.mjs';
import { brandMark } from './marks.mjs';

/** @typedef {import('./silhouette.mjs').TeeGeometry} TeeGeometry */
/** @typedef {import('./catalogue.mjs').ProductArt} ProductArt */
/** @typedef {import('../lib/random.mjs').Rng} Rng */
/** @typedef {import('./geometry.mjs').Pt} Pt */

/**
 * Everything a drawing function needs to know about the garment being drawn.
 * @typedef {object} Ctx
 * @property {ProductArt} art
 * @property {TeeGeometry} geom
 * @property {Rng} rng
 * @property {'front' | 'back'} side
 * @property {number} lum luminance of the fabric, 0..1
 */

/**
 * A motif: what is printed on the garment.
 * @typedef {object} Motif
 * @property {(c: Ctx) => string} [front] chest print, drawn in shirt units
 * @property {(c: Ctx) => string} [back] back print, drawn in shirt units
 * @property {(id: string, rotate: number, c: Ctx) => string} [pattern] an all-over <pattern> def
 * @property {string} [patternFilter] filter primitives applied to the all-over pattern
 * @property {string} [printFilter] filter primitives applied to the prints
 * @property {(c: Ctx) => string} [extras] sewn-on parts (pocket, woven label), in shirt units
 * @property {{ x: number, y: number, zoom: number }} [detail] centre and zoom of the macro crop
 */

/** Stitch thread colour: a touch darker (or lighter on dark fabric) than the cloth. */
export const threadColour = (/** @type {string} */ c) => (relativeLuminance(c) < 0.08 ? lighten(c, 0.18) : darken(c, 0.2));

/**
 * The part of the garment, in shirt units, that a view can see. Large blurs and pattern
 * filters are limited to it, so a macro crop does not pay for pixels it never shows.
 * @typedef {{ x: number, y: number, w: number, h: number }} Region
 */

/** The whole garment plus room for its shadow. @param {import('./silhouette.mjs').TeeGeometry} geom @returns {Region} */
export const wholeShirt = (geom) => ({ x: -geom.width / 2 - 40, y: -40, w: geom.width + 80, h: geom.height + 90 });

/**
 * Filters, textures and clip paths used by the surface and shading.
 * @param {Ctx} c @param {Motif} m @param {import('./textures.mjs').Textures} tex @param {Region} r
 */
export function shirtDefs(c, m, tex, r) {
  const { geom } = c;
  const box = `filterUnits="userSpaceOnUse" x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.h)}"`;
  const blur = (/** @type {string} */ id, /** @type {number} */ sd) => `<filter id="${id}" ${box}><feGaussianBlur stdDeviation="${sd}"/></filter>`;
  return `
<clipPath id="co"><path d="${geom.outlineD}"/></clipPath>
<clipPath id="cb"><path d="${geom.bodyD}"/></clipPath>
${blur('soft', 9)}${blur('soft12', 12)}${blur('rim3', 2.5)}${blur('dropWide', 13)}${blur('dropTight', 2.5)}
<filter id="soft5" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>
<filter id="soft3" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.5"/></filter>
<pattern id="grainP" patternUnits="userSpaceOnUse" width="192" height="192"><image href="${tex.grain}" width="192" height="192"/></pattern>
<pattern id="speckP" patternUnits="userSpaceOnUse" width="160" height="160"><image href="${tex.speck}" width="160" height="160"/></pattern>
<mask id="inkMask" maskUnits="userSpaceOnUse" x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.h)}"><rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.h)}" fill="url(#speckP)"/></mask>
${m.printFilter ? `<filter id="ink" ${box}>${m.printFilter}</filter>` : ''}
${m.patternFilter ? `<filter id="pf" ${box}>${m.patternFilter}</filter>` : ''}`;
}

/** The full U of a collar curve, left neck point → centre → right neck point. @param {import('./silhouette.mjs').Seg[]} half */
const fullU = (half) => [...half, ...mirror(half)];

/**
 * Lines across a ribbed band between two curves.
 * @param {Pt[]} a @param {Pt[]} b @param {string} colour @param {number} op @param {number} w
 */
function ribLines(a, b, colour, op, w) {
  let d = '';
  a.forEach((p, i) => {
    const q = /** @type {Pt} */ (b[i]);
    d += `M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`;
  });
  return `<path d="${d}" stroke="${colour}" stroke-width="${w}" opacity="${op}" fill="none"/>`;
}

/** Front collar: the inside of the back neck with its label, the back band and the front rib. @param {Ctx} c */
function frontCollar(c) {
  const { geom, art } = c;
  const cu = geom.curves;
  const backTop = fullU(cu.backTopHalf);
  const backBand = fullU(cu.backBandHalf);
  const inner = fullU(cu.frontInnerHalf);
  const outer = fullU(cu.frontOuterHalf);
  const innerEnd = /** @type {import('./silhouette.mjs').Seg} */ (inner[inner.length - 1]).p3;
  const insideD = `${pathOf(backBand)}L${n(innerEnd[0])} ${n(innerEnd[1])}${pathOf(reverse(inner), { move: false })}Z`;
  const bandEnd = /** @type {import('./silhouette.mjs').Seg} */ (backBand[backBand.length - 1]).p3;
  const bandD = `${pathOf(backTop)}L${n(bandEnd[0])} ${n(bandEnd[1])}${pathOf(reverse(backBand), { move: false })}Z`;
  const ribD = `${pathOf(outer)}L${n(innerEnd[0])} ${n(innerEnd[1])}${pathOf(reverse(inner), { move: false })}Z`;
  const dark = c.lum < 0.08;
  const ribShade = dark ? '#000' : darken(art.shirt, 0.45);
  const insideCol = darken(art.shirt, dark ? 0.5 : 0.32);
  const label = art.id === 8 || art.id === 2 ? '#f1eee6' : '#f3efe6';
  const labelY = geom.backDrop + geom.rw - 1;
  return `
<g>
  <path d="${insideD}" fill="${insideCol}"/>
  <path d="${insideD}" fill="url(#insideShade)"/>
  <g transform="translate(0 ${n(labelY)})">
    <path d="M-15 0H15V19Q0 21 -15 19Z" fill="${label}"/>
    <path d="M-15 0H15V19Q0 21 -15 19Z" fill="url(#labelShade)"/>
    <g transform="translate(0 10) scale(0.55)">${brandMark(art.brand, '#3b3a38')}</g>
  </g>
  <path d="${bandD}" fill="${darken(art.shirt, dark ? 0.1 : 0.14)}"/>
  ${ribLines(sample(backTop, 64), sample(backBand, 64), ribShade, dark ? 0.5 : 0.22, 0.9)}
  <path d="${pathOf(backBand)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2.5" filter="url(#soft3)"/>
  <path d="${ribD}" fill="${shiftLightness(art.shirt, dark ? 0.03 : -0.03)}"/>
  ${ribLines(sample(outer, 96), sample(inner, 96), ribShade, dark ? 0.55 : 0.2, 0.9)}
  <path d="${pathOf(inner)}" fill="none" stroke="#fff" stroke-opacity="${dark ? 0.16 : 0.3}" stroke-width="1.6"/>
  <path d="${polyPath(offset(sample(outer, 80), -2))}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="3" filter="url(#soft3)"/>
  <path d="${polyPath(offset(sample(outer, 80), -4))}" fill="none" stroke="${threadColour(art.shirt)}" stroke-width="0.9" stroke-dasharray="3 2.2"/>
</g>`;
}

/** Back collar seen from outside, with the printed neck label below it. @param {Ctx} c */
function backCollar(c) {
  const { geom, art } = c;
  const cu = geom.curves;
  const backTop = fullU(cu.backTopHalf);
  const backBand = fullU(cu.backBandHalf);
  const bandEnd = /** @type {import('./silhouette.mjs').Seg} */ (backBand[backBand.length - 1]).p3;
  const bandD = `${pathOf(backTop)}L${n(bandEnd[0])} ${n(bandEnd[1])}${pathOf(reverse(backBand), { move: false })}Z`;
  const dark = c.lum < 0.08;
  const ribShade = dark ? '#000' : darken(art.shirt, 0.45);
  const ink = c.lum > 0.45 ? darken(art.shirt, 0.62) : mix(art.shirt, '#f4f1ea', 0.8);
  return `
<g>
  <path d="${bandD}" fill="${shiftLightness(art.shirt, dark ? 0.02 : -0.04)}"/>
  ${ribLines(sample(backTop, 64), sample(backBand, 64), ribShade, dark ? 0.55 : 0.2, 0.9)}
  <path d="${pathOf(backTop)}" fill="none" stroke="#fff" stroke-opacity="${dark ? 0.15 : 0.3}" stroke-width="1.5"/>
  <path d="${polyPath(offset(sample(backBand, 64), -2))}" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="3" filter="url(#soft3)"/>
  <path d="${polyPath(offset(sample(backBand, 64), -3.5))}" fill="none" stroke="${threadColour(art.shirt)}" stroke-width="0.9" stroke-dasharray="3 2.2"/>
  <g transform="translate(0 ${n(geom.backDrop + geom.rw + 26)})" opacity="0.85" mask="url(#inkMask)">
    <rect x="-19" y="-13" width="38" height="26" rx="3" fill="none" stroke="${ink}" stroke-width="1.1"/>
    <g transform="translate(0 -3) scale(0.7)">${brandMark(art.brand, ink)}</g>
    <rect x="-9" y="6" width="18" height="1.4" fill="${ink}"/>
  </g>
</g>`;
}

/** Shoulder and armhole seams. @param {Ctx} c */
function seams(c) {
  const { geom, art } = c;
  const cu = geom.curves;
  const dark = c.lum < 0.08;
  const line = darken(art.shirt, dark ? 0.5 : 0.22);
  const hi = dark ? 0.1 : 0.28;
  const parts = [cu.shoulder, mirror(cu.shoulder), cu.armhole, mirror(cu.armhole)];
  return parts
    .map((s, i) => {
      const p = i < 2 ? offset(sample(s, 30), 3) : sample(s, 30);
      return `<path d="${polyPath(p)}" fill="none" stroke="${line}" stroke-width="1.3"/>
<path d="${polyPath(offset(p, 1.4))}" fill="none" stroke="#fff" stroke-opacity="${hi}" stroke-width="0.9"/>`;
    })
    .join('');
}

/**
 * The printed, cut and sewn garment without any lighting.
 * @param {Ctx} c @param {Motif} m
 */
export function surface(c, m) {
  const { geom, art } = c;
  let allover = '';
  let patternDefs = '';
  if (m.pattern) {
    const a = 90 - geom.sleeveAngle;
    patternDefs = m.pattern('pb', 0, c) + m.pattern('pl', a, c) + m.pattern('pr', -a, c);
    allover = `<g${m.patternFilter ? ' filter="url(#pf)"' : ''}><path d="${geom.bodyD}" fill="url(#pb)"/><path d="${geom.sleeveLD}" fill="url(#pl)"/><path d="${geom.sleeveRD}" fill="url(#pr)"/></g>`;
  }
  const print = c.side === 'front' ? m.front?.(c) : m.back?.(c);
  return `
<defs>${patternDefs}
  <linearGradient id="insideShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
  <linearGradient id="pocketShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient>
  <linearGradient id="labelShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.5" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
</defs>
<path d="${geom.outlineD}" fill="${art.shirt}"/>
${allover}
${print ? `<g clip-path="url(#co)"><g mask="url(#inkMask)"${m.printFilter ? ' filter="url(#ink)"' : ''}>${print}</g></g>` : ''}
${seams(c)}
${c.side === 'front' ? frontCollar(c) : backCollar(c)}
${c.side === 'front' && m.extras ? m.extras(c) : ''}`;
}

/**
 * Soft creases of a shirt smoothed flat by hand. Each is a broad shadow with a highlight
 * beside it on the side facing the light (top left).
 * @param {Ctx} c @returns {{ dark: Crease[], light: Crease[] }}
 * @typedef {{ d: string, w: number, o: number }} Crease
 */
function creases(c) {
  const { geom, rng } = c;
  const { A, S, O1, O2 } = geom.points;
  const j = (/** @type {number} */ v, /** @type {number} */ r = 10) => v + rng.range(-r, r);
  const hy = geom.hemY;
  const hx = Math.abs(geom.points.H[0]);
  const sx = c.side === 'back' ? -1 : 1; // the back is creased in mirror image
  /** @type {Crease[]} */ const dark = [];
  /** @type {Crease[]} */ const light = [];
  const P = (/** @type {number} */ x, /** @type {number} */ y) => `${n(x * sx)} ${n(y)}`;
  /**
   * A fold along a quadratic curve: shadow on it, highlight shifted by (dx, dy).
   * @param {number[]} q x0 y0 cx cy x1 y1 @param {number} w @param {number} o @param {number} dx @param {number} dy
   */
  const fold = (q, w, o, dx, dy) => {
    const [x0 = 0, y0 = 0, cx = 0, cy = 0, x1 = 0, y1 = 0] = q;
    dark.push({ d: `M${P(x0, y0)}Q${P(cx, cy)} ${P(x1, y1)}`, w, o });
    light.push({ d: `M${P(x0 + dx, y0 + dy)}Q${P(cx + dx, cy + dy)} ${P(x1 + dx, y1 + dy)}`, w: w * 0.75, o });
  };
  // Drape from each armpit towards the middle of the chest.
  fold([A[0] + 10, A[1] + 8, j(A[0] + 70), j(A[1] + 60), j(-70), j(A[1] + 150)], 22, 1, 14, -12);
  fold([-A[0] - 12, A[1] + 14, j(-A[0] - 60), j(A[1] + 55), j(95), j(A[1] + 120)], 18, 0.75, -12, -14);
  // A long, gentle fold down the body.
  fold([j(34, 14), j(A[1] + 140), j(50, 14), j(hy - 170), j(30, 14), hy - 4], 30, 0.55, -18, 0);
  fold([j(-hx + 40), j(hy - 190), j(-hx + 60), j(hy - 120), j(-hx + 46), hy - 4], 22, 0.45, 14, 0);
  // Ripples above the hem.
  const r = hy - 58;
  fold([-hx + 10, j(r), -40, j(r - 26, 14), 20, j(r)], 20, 0.6, 0, -16);
  fold([20, j(r), 90, j(r + 24, 14), hx - 10, j(r - 6)], 20, 0.5, 0, -16);
  // Sleeves: a fold along each sleeve and a ripple by the cuff.
  for (const k of [1, -1]) {
    const mx = (O1[0] + O2[0]) / 2;
    const my = (O1[1] + O2[1]) / 2;
    fold([k * (S[0] - 10), S[1] + 40, k * j(S[0] - 40), j(S[1] + 90), k * (mx + 30), my - 8], 16, 0.7, k * 10, -10);
    fold([k * (O1[0] + 30), O1[1] - 10, k * (mx + 36), my - 36, k * (O2[0] + 22), O2[1] - 22], 12, 0.5, k * 9, -9);
  }
  // Small pull lines from the collar, and a dip under the collar.
  fold([-74, 76, -92, 118, -126, 138], 12, 0.45, 8, -8);
  fold([60, 84, 80, 126, 118, 150], 12, 0.35, -8, -8);
  return { dark, light };
}

/**
 * Flat-lay lighting for the whole garment, clipped to its outline, then the stitching.
 * @param {Ctx} c
 */
export function shading(c) {
  const { geom, art } = c;
  const lum = c.lum;
  const lightFab = lum > 0.55;
  const sh = lightFab ? '#4d5566' : '#000';
  const shOp = lightFab ? 0.17 : lum > 0.2 ? 0.26 : 0.5;
  const hiOp = lightFab ? 0.5 : lum > 0.2 ? 0.2 : 0.085;
  const { dark, light } = creases(c);
  const strokes = (/** @type {Crease[]} */ list, /** @type {string} */ col, /** @type {number} */ op) =>
    list.map((k) => `<path d="${k.d}" fill="none" stroke="${col}" stroke-width="${n(k.w)}" stroke-opacity="${n(k.o * op)}" stroke-linecap="round"/>`).join('');
  const x0 = n(-geom.width / 2 - 10);
  const fw = n(geom.width + 20);
  const fh = n(geom.height + 20);
  const grainOp = lum < 0.08 ? 0.32 : lightFab ? 0.2 : 0.24;
  return `
<defs>
  <linearGradient id="lightFall" x1="0.15" y1="0" x2="0.85" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="${n(hiOp * 0.6)}"/>
    <stop offset="0.45" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="${sh}" stop-opacity="${n(shOp * 0.7)}"/>
  </linearGradient>
</defs>
<g clip-path="url(#co)">
  <rect x="${x0}" y="-10" width="${fw}" height="${fh}" fill="url(#lightFall)"/>
  <g filter="url(#soft)">${strokes(dark, sh, shOp)}${strokes(light, '#fff', hiOp)}</g>
  <g clip-path="url(#cb)"><path d="${pathOf(geom.curves.armhole)}${pathOf(mirror(geom.curves.armhole))}" fill="none" stroke="${sh}" stroke-opacity="${n(shOp * 0.9)}" stroke-width="8" filter="url(#rim3)"/></g>
  <path d="${geom.outlineD}" fill="none" stroke="${sh}" stroke-opacity="${n(shOp * 1.3)}" stroke-width="22" filter="url(#soft12)"/>
  <path d="${geom.outlineD}" fill="none" stroke="${sh}" stroke-opacity="${n(shOp * 1.1)}" stroke-width="5" filter="url(#rim3)"/>
  <rect x="${x0}" y="-10" width="${fw}" height="${fh}" fill="url(#grainP)" opacity="${n(grainOp)}" style="mix-blend-mode:soft-light"/>
</g>
${stitching(c)}
<path d="${geom.outlineD}" fill="none" stroke="${darken(art.shirt, 0.35)}" stroke-opacity="0.5" stroke-width="0.8"/>`;
}

/** Twin-needle hem and sleeve cuffs. @param {Ctx} c */
export function stitching(c) {
  const { geom, art } = c;
  const col = threadColour(art.shirt);
  const hem = [...geom.curves.hemHalf, ...mirror(geom.curves.hemHalf)];
  const hemPts = sample(hem, 60);
  const cuffs = [geom.curves.sleeveHem, mirror(geom.curves.sleeveHem)].map((s) => sample(s, 20));
  const dash = 'stroke-dasharray="3.2 2.2"';
  const ridge = (/** @type {Pt[]} */ p, /** @type {number} */ d) =>
    `<path d="${polyPath(offset(p, d))}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3" filter="url(#soft3)"/>`;
  return `
<g fill="none" stroke="${col}" stroke-width="0.95">
  <path d="${polyPath(offset(hemPts, 13))}" ${dash}/>
  <path d="${polyPath(offset(hemPts, 17.5))}" ${dash}/>
  ${cuffs.map((p) => `<path d="${polyPath(offset(p, 13))}" ${dash}/><path d="${polyPath(offset(p, 17.5))}" ${dash}/>`).join('')}
</g>
${ridge(hemPts, 20)}${cuffs.map((p) => ridge(p, 20)).join('')}`;
}
