// @ts-check
/**
 * Geometry for the product artwork modules: number and point formatting for SVG, Bézier
 * sampling, smooth paths through points, degrees to radians. The seeded PRNG and the colour
 * maths are shared with the site artwork, in scripts/art/lib/.
 */

/** @typedef {[number, number]} Pt */

/** Formats a number for SVG output: at most two decimals, no trailing zeros. */
export function n(/** @type {number} */ v) {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Formats a list of points as "x,y x,y". @param {readonly Pt[]} pts */
export function pts(pts) {
  return pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
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
export const degToRad = (/** @type {number} */ deg) => (deg * Math.PI) / 180;
