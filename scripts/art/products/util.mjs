// @ts-check
/**
 * Small helpers shared by the product artwork modules: a seeded PRNG, number formatting
 * for SVG, colour maths and Bézier sampling. Nothing here touches the file system.
 */

/** @typedef {[number, number]} Pt */

/**
 * Mulberry32: a tiny, fast, seeded PRNG. The same seed always gives the same sequence,
 * so re-running the artwork script produces byte-identical images.
 * @param {number} seed
 */
export function createRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** @param {number} lo @param {number} hi */
    range: (lo, hi) => lo + (hi - lo) * next(),
    /** @param {number} lo @param {number} hi */
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    /** @template T @param {readonly T[]} items @returns {T} */
    pick: (items) => /** @type {T} */ (items[Math.floor(next() * items.length)]),
  };
}
/** @typedef {ReturnType<typeof createRng>} Rng */

/** Formats a number for SVG output: at most two decimals, no trailing zeros. */
export function n(/** @type {number} */ v) {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Formats a list of points as "x,y x,y". @param {readonly Pt[]} pts */
export function pts(pts) {
  return pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

/** @param {string} hex @returns {[number, number, number]} */
export function rgb(hex) {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

/** @param {number} r @param {number} g @param {number} b */
function toHex(r, g, b) {
  const c = (/** @type {number} */ v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(/** @type {string} */ a, /** @type {string} */ b, /** @type {number} */ t) {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** Lightens (t > 0, towards white) or darkens (t < 0, towards black) a colour. */
export function shade(/** @type {string} */ c, /** @type {number} */ t) {
  return t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t);
}

/** Relative luminance in 0..1 (sRGB, approximate). */
export function luminance(/** @type {string} */ c) {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * /** @type {number} */ (r) + 0.7152 * /** @type {number} */ (g) + 0.0722 * /** @type {number} */ (b);
}

/**
 * A point on a cubic Bézier.
 * @param {Pt} p0 @param {Pt} p1 @param {Pt} p2 @param {Pt} p3 @param {number} t
 * @returns {Pt}
 */
export function cubicAt(p0, p1, p2, p3, t) {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [
    a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
  ];
}

/** @param {Pt} a @param {Pt} b @param {number} t @returns {Pt} */
export function lerpPt(a, b, t) {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/**
 * A closed, smooth path through points (Catmull-Rom converted to cubic Béziers).
 * @param {readonly Pt[]} p
 * @param {number} [tension] 0..1, 1 = standard Catmull-Rom
 */
export function smoothClosed(p, tension = 1) {
  const len = p.length;
  const at = (/** @type {number} */ i) => /** @type {Pt} */ (p[((i % len) + len) % len]);
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < len; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    const c1 = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2 = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${n(c1[0] ?? 0)} ${n(c1[1] ?? 0)} ${n(c2[0] ?? 0)} ${n(c2[1] ?? 0)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/**
 * An open, smooth path through points.
 * @param {readonly Pt[]} p
 */
export function smoothOpen(p) {
  const len = p.length;
  const at = (/** @type {number} */ i) => /** @type {Pt} */ (p[Math.max(0, Math.min(len - 1, i))]);
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < len - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Degrees to radians. */
export const rad = (/** @type {number} */ deg) => (deg * Math.PI) / 180;
