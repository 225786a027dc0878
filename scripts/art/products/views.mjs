// @ts-check
/**
 * The four product photos, each a complete 800 × 1000 SVG document:
 * front and back flat lays, a macro crop of the print, and a retail-folded stack.
 */
import { teeGeometry } from './silhouette.mjs';
import { shirtDefs, surface, shading, wholeShirt } from './shirt.mjs';
import { brandMark } from './marks.mjs';
import { darken, relativeLuminance } from '../lib/colour.mjs';
import { createRng } from '../lib/random.mjs';
import { n } from './geometry.mjs';

/** @typedef {import('./catalogue.mjs').ProductArt} ProductArt */
/** @typedef {import('./shirt.mjs').Motif} Motif */
/** @typedef {import('./shirt.mjs').Ctx} Ctx */
/** @typedef {import('./textures.mjs').Textures} Textures */
/** @typedef {'front' | 'back' | 'detail' | 'folded'} View */
/**
 * An SVG document plus how to finish it after rasterising.
 * @typedef {{ svg: string, depthOfField?: boolean }} Shot
 */

export const W = 800;
export const H = 1000;

/** @param {ProductArt} art @param {'front' | 'back'} side @param {number} salt @returns {Ctx} */
function ctxFor(art, side, salt) {
  return { art, geom: teeGeometry(art.fit), rng: createRng(art.id * 1000 + salt), side, lum: relativeLuminance(art.shirt) };
}

/** @param {string} defs @param {string} body */
const doc = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

/**
 * Studio paper: its colour, a faint low-frequency mottle and a vignette with the light
 * coming from the top left.
 * @param {ProductArt} art @param {Textures} tex
 */
function backdrop(art, tex) {
  const bg = art.backdrop;
  const defs = `
<radialGradient id="vig" cx="0.4" cy="0.36" r="0.85">
  <stop offset="0" stop-color="#fff" stop-opacity="0.32"/>
  <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="${darken(bg, 0.6)}" stop-opacity="0.3"/>
</radialGradient>
<filter id="shadowTight" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2.5"/></filter>`;
  const body = `<rect width="${W}" height="${H}" fill="${bg}"/>
<image href="${tex.paper}" width="${W}" height="${H}" preserveAspectRatio="none" opacity="0.22" style="mix-blend-mode:soft-light"/>
<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return { defs, body };
}

/** A soft shadow under a shape, tinted by the paper it falls on. @param {string} d @param {string} bg @param {number} [spread] */
function dropShadow(d, bg, spread = 1) {
  const c = darken(bg, 0.75);
  return `<g opacity="0.32" filter="url(#dropWide)"><path d="${d}" transform="translate(${n(5 * spread)} ${n(13 * spread)})" fill="${c}"/></g>
<g opacity="0.38" filter="url(#dropTight)"><path d="${d}" transform="translate(1 ${n(3 * spread)})" fill="${c}"/></g>`;
}

/** Front or back flat lay. @param {ProductArt} art @param {Motif} m @param {Textures} tex @param {'front' | 'back'} side @returns {Shot} */
export function flatLay(art, m, tex, side) {
  const c = ctxFor(art, side, side === 'front' ? 1 : 2);
  const bd = backdrop(art, tex);
  const s = 664 / c.geom.width;
  const top = (H - c.geom.height * s) / 2 - 6;
  const body = `${bd.body}
<g transform="translate(${W / 2} ${n(top)}) scale(${n(s)})">
  ${dropShadow(c.geom.outlineD, art.backdrop)}
  ${surface(c, m)}
  ${shading(c)}
</g>`;
  return { svg: doc(bd.defs + shirtDefs(c, m, tex, wholeShirt(c.geom)), body) };
}

/**
 * A jersey knit seen close up: the knit texture tiled so one loop is about 11 px wide.
 * @param {Textures} tex @param {number} z zoom of the macro shot
 */
function knitPattern(tex, z) {
  return `<pattern id="knit" patternUnits="userSpaceOnUse" width="${n(88 / z)}" height="${n(72 / z)}"><image href="${tex.knit}" width="${n(88 / z)}" height="${n(72 / z)}"/></pattern>`;
}

/** Macro crop of the print and the fabric; depth of field is added after rasterising. @param {ProductArt} art @param {Motif} m @param {Textures} tex @returns {Shot} */
export function detail(art, m, tex) {
  const c = ctxFor(art, 'front', 1);
  const bd = backdrop(art, tex);
  const f = m.detail ?? { x: 40, y: c.geom.chest.y - 40, zoom: 2.6 };
  const z = f.zoom;
  const g = c.geom;
  // Only draw the knit where it can be seen.
  const vx = f.x - W / 2 / z;
  const vy = f.y - H / 2 / z;
  const region = { x: vx - 20, y: vy - 20, w: W / z + 40, h: H / z + 40 };
  const knitOp = c.lum < 0.08 ? 0.24 : c.lum > 0.55 ? 0.08 : 0.11;
  const defs = `${bd.defs}${shirtDefs(c, m, tex, region)}${knitPattern(tex, z)}
<radialGradient id="lens" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>`;
  const body = `${bd.body}
<g transform="translate(${W / 2} ${H / 2}) scale(${n(z)}) translate(${n(-f.x)} ${n(-f.y)})">
  ${dropShadow(g.outlineD, art.backdrop)}
  ${surface(c, m)}
  ${shading(c)}
  <g clip-path="url(#co)"><rect x="${n(vx)}" y="${n(vy)}" width="${n(W / z)}" height="${n(H / z)}" fill="url(#knit)" opacity="${knitOp}"/></g>
</g>
<rect width="${W}" height="${H}" fill="url(#lens)"/>`;
  return { svg: doc(defs, body), depthOfField: true };
}

/**
 * Outline of a retail-folded tee in shirt units: a rectangle whose top edge is the shoulder
 * fold, bumping up around the collar.
 * @param {Ctx} c @param {number} hw half width @param {number} t y of the shoulder fold @param {number} bottom y of the bottom fold
 */
function foldShape(c, hw, t, bottom) {
  const g = c.geom;
  const N = g.points.N;
  const r = 9;
  const bd = g.backDrop;
  return [
    `M${n(-hw + r)} ${t + 1}L${n(N[0] - 14)} ${t}Q${n(N[0] - 2)} ${t - 1} ${n(N[0])} 0`,
    `C${n(N[0] + 18)} ${n(bd + 2)} -30 ${bd} 0 ${bd}C30 ${bd} ${n(-N[0] - 18)} ${n(bd + 2)} ${n(-N[0])} 0`,
    `Q${n(-N[0] + 2)} ${t - 1} ${n(-N[0] + 14)} ${t}L${n(hw - r)} ${t + 1}Q${n(hw)} ${t + 1} ${n(hw + 1)} ${t + r + 1}`,
    `C${n(hw + 4)} ${n(t + 100)} ${n(hw + 4)} ${n(bottom - 100)} ${n(hw)} ${n(bottom - r)}Q${n(hw)} ${n(bottom)} ${n(hw - r)} ${n(bottom + 1)}`,
    `C${n(hw * 0.4)} ${n(bottom + 4)} ${n(-hw * 0.4)} ${n(bottom + 4)} ${n(-hw + r)} ${n(bottom + 1)}Q${n(-hw)} ${n(bottom)} ${n(-hw)} ${n(bottom - r)}`,
    `C${n(-hw - 4)} ${n(bottom - 100)} ${n(-hw - 4)} ${n(t + 100)} ${n(-hw - 1)} ${t + r + 1}Q${n(-hw)} ${t + 1} ${n(-hw + r)} ${t + 1}Z`,
  ].join('');
}

/**
 * Lighting of a folded tee: rounded fold edges lit from the top left, a soft sag in the
 * middle, grain.
 * @param {Ctx} c @param {string} shape @param {number} hw @param {number} t @param {number} bottom
 */
function foldShading(c, shape, hw, t, bottom) {
  const lightFab = c.lum > 0.55;
  const sh = lightFab ? '#4d5566' : '#000';
  const shOp = lightFab ? 0.2 : c.lum > 0.2 ? 0.3 : 0.5;
  const hiOp = lightFab ? 0.6 : c.lum > 0.2 ? 0.22 : 0.1;
  const grainOp = c.lum < 0.08 ? 0.32 : lightFab ? 0.2 : 0.24;
  const mid = (bottom + t) / 2 + 30;
  const box = `x="${-hw - 10}" y="-10" width="${2 * hw + 20}" height="${n(bottom + 20)}"`;
  return `<g clip-path="url(#cf)">
  <rect ${box} fill="url(#foldLight)"/>
  <g filter="url(#soft5)" fill="none" stroke-linecap="round">
    <path d="M${n(hw - 2)} ${t + 12}V${n(bottom - 6)}H${n(-hw + 10)}" stroke="${sh}" stroke-opacity="${n(shOp * 1.2)}" stroke-width="12"/>
    <path d="M${n(-hw + 6)} ${t + 14}V${n(bottom - 10)}" stroke="#fff" stroke-opacity="${n(hiOp * 0.9)}" stroke-width="8"/>
    <path d="M${n(-hw + 10)} ${t + 6}H${n(c.geom.points.N[0] - 12)}M${n(-c.geom.points.N[0] + 12)} ${t + 6}H${n(hw - 10)}" stroke="#fff" stroke-opacity="${n(hiOp * 0.8)}" stroke-width="7"/>
  </g>
  <g filter="url(#soft)" fill="none" stroke-linecap="round">
    <path d="M${n(-hw + 24)} ${n(mid + 14)}C${n(-hw / 2)} ${n(mid - 4)} ${n(hw / 3)} ${n(mid + 26)} ${n(hw - 24)} ${n(mid + 8)}" stroke="${sh}" stroke-opacity="${n(shOp * 0.35)}" stroke-width="22"/>
    <path d="M${n(-hw + 24)} ${n(mid - 6)}C${n(-hw / 2)} ${n(mid - 24)} ${n(hw / 3)} ${n(mid + 6)} ${n(hw - 24)} ${n(mid - 12)}" stroke="#fff" stroke-opacity="${n(hiOp * 0.35)}" stroke-width="16"/>
  </g>
  <path d="${shape}" fill="none" stroke="${sh}" stroke-opacity="${n(shOp * 1.2)}" stroke-width="3" filter="url(#soft3)"/>
  <rect ${box} fill="url(#grainP)" opacity="${n(grainOp)}" style="mix-blend-mode:soft-light"/>
</g>
<path d="${shape}" fill="none" stroke="${darken(c.art.shirt, 0.35)}" stroke-opacity="0.45" stroke-width="0.7"/>`;
}

/** A kraft-paper swing tag. @param {ProductArt} art */
function swingTag(art) {
  const kraft = '#c8a77c';
  const ink = '#4a3526';
  const outline = 'M-40 -70L-22 -88H22L40 -70V84Q40 90 34 90H-34Q-40 90 -40 84Z';
  return `<g>
  <path d="${outline}" transform="translate(4 8)" fill="${darken(art.backdrop, 0.7)}" opacity="0.35" filter="url(#shadowTight)"/>
  <path d="${outline}" fill="${kraft}"/>
  <path d="${outline}" fill="url(#tagShade)"/>
  <circle cy="-68" r="7.5" fill="#efe6d6"/><circle cy="-68" r="4.2" fill="${darken(art.backdrop, 0.12)}"/>
  <g transform="translate(0 -20) scale(1.7)">${brandMark(art.brand, ink)}</g>
  <rect x="-24" y="14" width="48" height="3" rx="1.5" fill="${ink}" opacity="0.75"/>
  <rect x="-16" y="24" width="32" height="2" rx="1" fill="${ink}" opacity="0.5"/>
  <rect x="-16" y="48" width="32" height="22" rx="3" fill="${art.shirt}" stroke="${ink}" stroke-opacity="0.45" stroke-width="1.2"/>
</g>`;
}

/** A stack of two retail-folded tees with a swing tag. @param {ProductArt} art @param {Motif} m @param {Textures} tex @returns {Shot} */
export function folded(art, m, tex) {
  const c = ctxFor(art, 'front', 3);
  const bd = backdrop(art, tex);
  const k = 1.6;
  const hw = 138;
  const t = 17;
  const bottom = 340;
  const shape = foldShape(c, hw, t, bottom);
  const light = c.lum > 0.55;
  const defs = `${bd.defs}${shirtDefs(c, m, tex, { x: -hw - 40, y: -30, w: 2 * hw + 80, h: bottom + 80 })}
<clipPath id="cf"><path d="${shape}"/></clipPath>
<linearGradient id="foldLight" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="${light ? 0.3 : 0.12}"/>
  <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="${light ? 0.08 : 0.22}"/>
</linearGradient>
<linearGradient id="tagShade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient>`;
  const place = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ rot) =>
    `translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${k}) translate(0 ${n(-(t + bottom) / 2)})`;
  const plain = `<path d="${c.geom.outlineD}" fill="${art.shirt}"/>${
    m.pattern ? `<g${m.patternFilter ? ' filter="url(#pf)"' : ''}><rect x="-200" y="-20" width="400" height="400" fill="url(#pb)"/></g>` : ''
  }`;
  const under = `<g transform="${place(W / 2 + 18, 492, 2.4)}">
  ${dropShadow(shape, art.backdrop, 0.7)}
  <g clip-path="url(#cf)">${plain}</g>
  ${foldShading(c, shape, hw, t, bottom)}
</g>`;
  const main = `<g transform="${place(W / 2 - 6, 462, -1.5)}">
  ${dropShadow(shape, art.backdrop, 0.45)}
  <g clip-path="url(#cf)">${surface(c, m)}</g>
  ${foldShading(c, shape, hw, t, bottom)}
</g>`;
  const string = 'M161 751C150 716 188 700 222 712S268 730 290 716';
  const cord = `<path d="${string}" fill="none" stroke="${darken(art.backdrop, 0.7)}" stroke-opacity="0.3" stroke-width="2.4" transform="translate(2 4)" filter="url(#shadowTight)"/>
<path d="${string}" fill="none" stroke="#f4efe6" stroke-width="2.2" stroke-linecap="round"/>`;
  const tag = `<g transform="translate(170 820) rotate(-12)">${swingTag(art)}</g>`;
  return { svg: doc(defs, `${bd.body}${cord}${under}${main}${tag}`) };
}

/** @type {Record<View, (art: ProductArt, m: Motif, tex: Textures) => Shot>} */
export const views = {
  front: (art, m, tex) => flatLay(art, m, tex, 'front'),
  back: (art, m, tex) => flatLay(art, m, tex, 'back'),
  detail,
  folded,
};
