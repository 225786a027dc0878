// @ts-check
/**
 * T-shirt silhouette geometry for a flat-lay photo. Everything is in "shirt units": x = 0 is
 * the centre line, y = 0 is the height of the neck points, y grows downwards to the hem.
 * Each curve is a list of cubic Bézier segments so it can be both drawn as a path and
 * sampled (for rib lines, stitching and crease placement).
 */
import { cubicAt, n } from './geometry.mjs';

/** @typedef {import('./geometry.mjs').Pt} Pt */
/** @typedef {{ p0: Pt, p1: Pt, p2: Pt, p3: Pt }} Seg */
/** @typedef {'regular' | 'oversized'} Fit */

/** @param {Pt} p0 @param {Pt} p1 @param {Pt} p2 @param {Pt} p3 @returns {Seg} */
const seg = (p0, p1, p2, p3) => ({ p0, p1, p2, p3 });
/** @param {Pt} p @returns {Pt} */
const mirrorPt = (p) => [-p[0], p[1]];
/** Mirror a segment list left↔right and reverse its direction. @param {readonly Seg[]} segs */
export const mirror = (segs) => [...segs].reverse().map((s) => seg(mirrorPt(s.p3), mirrorPt(s.p2), mirrorPt(s.p1), mirrorPt(s.p0)));
/** Reverse direction. @param {readonly Seg[]} segs */
export const reverse = (segs) => [...segs].reverse().map((s) => seg(s.p3, s.p2, s.p1, s.p0));

/**
 * SVG path data for a chain of segments.
 * @param {readonly Seg[]} segs @param {{ move?: boolean, close?: boolean }} [opts]
 */
export function pathOf(segs, opts = {}) {
  const { move = true, close = false } = opts;
  let d = '';
  segs.forEach((s, i) => {
    if (i === 0 && move) d += `M${n(s.p0[0])} ${n(s.p0[1])}`;
    d += `C${n(s.p1[0])} ${n(s.p1[1])} ${n(s.p2[0])} ${n(s.p2[1])} ${n(s.p3[0])} ${n(s.p3[1])}`;
  });
  return close ? `${d}Z` : d;
}

/**
 * Evenly spaced (in parameter) samples along a chain of segments.
 * @param {readonly Seg[]} segs @param {number} count @returns {Pt[]}
 */
export function sample(segs, count) {
  /** @type {Pt[]} */
  const out = [];
  for (let i = 0; i <= count; i++) {
    const t = (i / count) * segs.length;
    const k = Math.min(segs.length - 1, Math.floor(t));
    const s = /** @type {Seg} */ (segs[k]);
    out.push(cubicAt(s.p0, s.p1, s.p2, s.p3, t - k));
  }
  return out;
}

/**
 * Offsets a polyline sideways by d (positive = to the left of the direction of travel).
 * @param {readonly Pt[]} p @param {number} d @returns {Pt[]}
 */
export function offset(p, d) {
  return p.map((pt, i) => {
    const a = /** @type {Pt} */ (p[Math.max(0, i - 1)]);
    const b = /** @type {Pt} */ (p[Math.min(p.length - 1, i + 1)]);
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    return /** @type {Pt} */ ([pt[0] + (dy / len) * d, pt[1] - (dx / len) * d]);
  });
}

/** Polyline path data. @param {readonly Pt[]} p */
export const polyPath = (p) => p.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');

/**
 * Builds the geometry of a tee. Regular: set-in sleeves angled down. Oversized: dropped
 * shoulders, wide short sleeves and a boxy, shorter body.
 * @param {Fit} fit
 */
export function teeGeometry(fit) {
  const o = fit === 'oversized';
  const nw = o ? 64 : 60; // half width of the neck opening
  const rw = 13; // collar rib width
  const frontDrop = o ? 66 : 64; // inner edge of the front rib at the centre
  const backDrop = 10; // top of the back collar at the centre
  /** @type {Pt} */ const N = [-(nw + rw), 0]; // neck point (outer edge of the rib)
  /** @type {Pt} */ const S = o ? [-236, 40] : [-196, 26]; // shoulder point
  /** @type {Pt} */ const O1 = o ? [-334, 170] : [-318, 146]; // sleeve hem, top corner
  /** @type {Pt} */ const O2 = o ? [-248, 258] : [-236, 236]; // sleeve hem, under corner
  /** @type {Pt} */ const A = o ? [-233, 238] : [-192, 190]; // armpit
  const hemY = o ? 592 : 612;
  /** @type {Pt} */ const H = o ? [-237, hemY] : [-198, hemY];
  const hemDip = 6;

  const shoulder = [seg(N, [N[0] - 35, N[1] + 5], [S[0] + 40, S[1] - 7], S)];
  const sleeveTop = [seg(S, [S[0] - 40, S[1] + 30], [O1[0] + 40, O1[1] - 40], O1)];
  const sleeveHem = [seg(O1, [O1[0] + 28, O1[1] + 28], [O2[0] - 24, O2[1] - 34], O2)];
  const underarm = [seg(O2, [O2[0] + 18, O2[1] - 16], [A[0] - 22, A[1] + 14], A)];
  const side = [seg(A, [A[0] + 5, A[1] + 120], [H[0] + 1, H[1] - 200], H)];
  const hemHalf = [seg(H, [H[0] * 0.6, hemY + hemDip], [H[0] * 0.25, hemY + hemDip], [0, hemY + hemDip])];
  // The seam where sleeve meets body, from the shoulder point down to the armpit.
  const armhole = [seg(S, [S[0] + 2, S[1] + 55], [A[0] - 6, A[1] - 60], A)];
  // Top edge of the back collar (the shirt's top silhouette between the neck points).
  const backTopHalf = [seg(N, [N[0] + 18, backDrop + 2], [-30, backDrop], [0, backDrop])];
  const backBandHalf = [seg([N[0] + 4, rw * 0.6], [N[0] + 20, backDrop + rw], [-30, backDrop + rw], [0, backDrop + rw])];
  // Front collar rib: inner (opening) edge and outer (seam) edge, left half, from neck point to centre.
  const frontInnerHalf = [seg([-nw + 2, 3], [-nw + 6, frontDrop * 0.78], [-nw * 0.55, frontDrop], [0, frontDrop])];
  const frontOuterHalf = [seg([N[0], 1], [N[0] + 4, (frontDrop + rw) * 0.8], [N[0] * 0.55, frontDrop + rw], [0, frontDrop + rw])];

  // Across the neck, right neck point -> centre -> left neck point.
  const acrossNeck = [...reverse(mirror(backTopHalf)), ...reverse(backTopHalf)];
  const leftOutline = [...shoulder, ...sleeveTop, ...sleeveHem, ...underarm, ...side, ...hemHalf];
  const outlineD = pathOf([...leftOutline, ...mirror(leftOutline), ...acrossNeck], { close: true });
  const leftBody = [...shoulder, ...armhole, ...side, ...hemHalf];
  const bodyD = pathOf([...leftBody, ...mirror(leftBody), ...acrossNeck], { close: true });

  const leftSleeve = [...sleeveTop, ...sleeveHem, ...underarm, ...reverse(armhole)];
  const sleeveLD = pathOf(leftSleeve, { close: true });
  const sleeveRD = pathOf(mirror(leftSleeve), { close: true });

  // Sleeve axis: from the shoulder towards the middle of the sleeve hem.
  /** @type {Pt} */
  const hemMid = [(O1[0] + O2[0]) / 2, (O1[1] + O2[1]) / 2];
  const sleeveAngle = (Math.atan2(hemMid[1] - S[1], -(hemMid[0] - S[0])) * 180) / Math.PI;

  return {
    fit,
    nw,
    rw,
    frontDrop,
    backDrop,
    hemY,
    hemDip,
    points: { N, S, O1, O2, A, H },
    outlineD,
    bodyD,
    sleeveLD,
    sleeveRD,
    sleeveAngle,
    curves: { shoulder, sleeveTop, sleeveHem, underarm, side, hemHalf, armhole, backTopHalf, backBandHalf, frontInnerHalf, frontOuterHalf },
    /** Print area on the chest: centre and the size a chest print is drawn at. */
    chest: { x: 0, y: o ? 236 : 214, size: o ? 270 : 236 },
    width: 2 * Math.abs(O1[0]),
    height: hemY + hemDip,
  };
}
/** @typedef {ReturnType<typeof teeGeometry>} TeeGeometry */
