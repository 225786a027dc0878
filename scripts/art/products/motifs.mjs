// @ts-check
/**
 * The sixteen original prints. Chest prints are drawn in a 200 × 200 box centred on the
 * origin and placed on the chest; all-over prints are <pattern>s; extras (a pocket, a
 * woven side label) are sewn-on parts drawn in shirt units.
 */
import { darken, lighten, mix } from '../lib/colour.mjs';
import { createRng } from '../lib/random.mjs';
import { cubicAt, degToRad, n, pts, smoothClosed, smoothOpen } from './geometry.mjs';

/** @typedef {import('./shirt.mjs').Motif} Motif */
/** @typedef {import('./shirt.mjs').Ctx} Ctx */
/** @typedef {import('./geometry.mjs').Pt} Pt */

/**
 * Places a drawing made in the 200-unit box on the garment.
 * @param {string} art @param {number} x @param {number} y @param {number} size @param {number} [rot]
 */
const place = (art, x, y, size, rot = 0) => `<g transform="translate(${n(x)} ${n(y)})${rot ? ` rotate(${rot})` : ''} scale(${n(size / 200)})">${art}</g>`;
/** On the chest, at the garment's standard print size. @param {Ctx} c @param {string} art @param {number} [k] @param {number} [dy] */
const chest = (c, art, k = 1, dy = 0) => place(art, c.geom.chest.x, c.geom.chest.y + dy, c.geom.chest.size * k);
/** Between the shoulder blades. @param {Ctx} c @param {string} art @param {number} [size] */
const upperBack = (c, art, size = 46) => place(art, 0, c.geom.fit === 'oversized' ? 118 : 108, size);
/** Repeats an element around the origin. @param {number} count @param {(i: number, deg: number) => string} f @param {number} [start] */
const ring = (count, f, start = 0) => Array.from({ length: count }, (_, i) => f(i, start + (i * 360) / count)).join('');

/**
 * Petal shapes pointing up (towards -y), from radius r0 to r1 with half width hw.
 * @param {'round' | 'point' | 'frill'} kind @param {number} r0 @param {number} r1 @param {number} hw
 */
function petal(kind, r0, r1, hw) {
  const L = r1 - r0;
  const y = (/** @type {number} */ r) => n(-r);
  if (kind === 'round')
    return `M0 ${y(r0)}C${n(-hw * 1.15)} ${y(r0 + L * 0.15)} ${n(-hw * 1.05)} ${y(r1 - L * 0.02)} 0 ${y(r1)}C${n(hw * 1.05)} ${y(r1 - L * 0.02)} ${n(hw * 1.15)} ${y(r0 + L * 0.15)} 0 ${y(r0)}Z`;
  if (kind === 'point')
    return `M0 ${y(r0)}C${n(-hw * 1.1)} ${y(r0 + L * 0.3)} ${n(-hw * 0.5)} ${y(r1 - L * 0.25)} 0 ${y(r1)}C${n(hw * 0.5)} ${y(r1 - L * 0.25)} ${n(hw * 1.1)} ${y(r0 + L * 0.3)} 0 ${y(r0)}Z`;
  return `M0 ${y(r0)}C${n(-hw * 0.6)} ${y(r0 + L * 0.3)} ${n(-hw)} ${y(r1 - L * 0.4)} ${n(-hw)} ${y(r1 - L * 0.18)}Q${n(-hw * 0.7)} ${y(r1 + L * 0.06)} ${n(-hw * 0.34)} ${y(r1 - L * 0.1)}Q0 ${y(r1 + L * 0.1)} ${n(hw * 0.34)} ${y(r1 - L * 0.1)}Q${n(hw * 0.7)} ${y(r1 + L * 0.06)} ${n(hw)} ${y(r1 - L * 0.18)}C${n(hw)} ${y(r1 - L * 0.4)} ${n(hw * 0.6)} ${y(r0 + L * 0.3)} 0 ${y(r0)}Z`;
}

// ---------------------------------------------------------------------------------------
// 1 Marigold mandala

/** A marigold mandala: rings of petals around a ruffled marigold. @param {number} [detail] 0..1 */
function mandala(detail = 1) {
  const maroon = '#6a1710';
  const cream = '#fcefcf';
  const yellow = '#ffcc3a';
  const deep = '#ffa51f';
  const red = '#d5401c';
  const leaf = '#2f6a36';
  const rot = (/** @type {number} */ a, /** @type {string} */ s) => `<g transform="rotate(${n(a)})">${s}</g>`;
  return `<g stroke-linejoin="round">
  ${detail ? ring(36, (_, a) => rot(a, `<circle cy="-97" r="2.3" fill="${maroon}"/>`)) : ''}
  ${ring(16, (_, a) => rot(a, `<path d="${petal('round', 60, 93, 17)}" fill="${maroon}"/><path d="${petal('round', 66, 86, 10.5)}" fill="${cream}"/><path d="M0 -69V-82" stroke="${red}" stroke-width="2.2" stroke-linecap="round"/>`))}
  ${ring(16, (_, a) => rot(a, `<path d="${petal('point', 46, 80, 12)}" fill="${red}" stroke="${maroon}" stroke-width="2"/><path d="M0 -52V-70" stroke="${yellow}" stroke-width="1.6" stroke-linecap="round"/>`), 11.25)}
  ${ring(8, (_, a) => rot(a, `<path d="M0 -50C-7 -56 -11 -62 -9 -69C-4 -66 -1 -60 0 -50Z" fill="${leaf}"/>`), 22.5)}
  <circle r="50" fill="${cream}" stroke="${maroon}" stroke-width="2.4"/>
  ${ring(24, (_, a) => rot(a, `<path d="M0 -47C-3 -43 -3 -40 0 -38C3 -40 3 -43 0 -47Z" fill="${maroon}"/>`))}
  <circle r="36" fill="${maroon}"/>
  ${ring(14, (_, a) => rot(a, `<path d="${petal('frill', 12, 36, 10)}" fill="${deep}" stroke="${maroon}" stroke-width="1.3"/>`))}
  ${ring(12, (_, a) => rot(a, `<path d="${petal('frill', 8, 27, 8.5)}" fill="${yellow}" stroke="${maroon}" stroke-width="1.2"/>`), 15)}
  ${ring(10, (_, a) => rot(a, `<path d="${petal('frill', 4, 17, 6.5)}" fill="${red}" stroke="${maroon}" stroke-width="1.1"/>`), 9)}
  <circle r="7" fill="${maroon}"/>
  ${ring(6, (_, a) => rot(a, `<circle cy="-3.6" r="1.3" fill="${yellow}"/>`))}
</g>`;
}

// ---------------------------------------------------------------------------------------
// 3 Kite festival

/**
 * An Indian fighter kite (patang) pointing up: diamond sail, bamboo spine and bow, tail.
 * @param {number} s half height @param {string} a sail @param {string} b accent @param {number} style
 */
function patang(s, a, b, style) {
  const top = `0 ${n(-s)}`;
  const left = `${n(-0.86 * s)} ${n(-0.12 * s)}`;
  const right = `${n(0.86 * s)} ${n(-0.12 * s)}`;
  const bottom = `0 ${n(0.98 * s)}`;
  const sail = `M${top}L${right}L${bottom}L${left}Z`;
  let accent = '';
  if (style === 0) accent = `<path d="M${top}L${right}L${left}Z" fill="${b}"/>`;
  else if (style === 1) accent = `<circle cy="${n(0.05 * s)}" r="${n(0.3 * s)}" fill="${b}"/>`;
  else accent = `<path d="M${left}L0 ${n(0.36 * s)}L${bottom}Z" fill="${b}"/><path d="M${right}L0 ${n(0.36 * s)}L${bottom}Z" fill="${b}" opacity="0.55"/>`;
  const stick = '#5b3a1e';
  return `<g stroke-linejoin="round">
  <path d="M0 ${n(0.9 * s)}L${n(-0.26 * s)} ${n(1.3 * s)}H${n(0.26 * s)}Z" fill="${b}"/>
  <path d="${sail}" fill="${a}"/>
  ${accent}
  <path d="M0 ${n(-s)}V${n(0.98 * s)}" stroke="${stick}" stroke-width="${n(Math.max(1, s * 0.045))}"/>
  <path d="M${left}Q0 ${n(-0.78 * s)} ${right}" stroke="${stick}" stroke-width="${n(Math.max(1, s * 0.05))}" fill="none"/>
  <path d="${sail}" fill="none" stroke="#1d2a45" stroke-opacity="0.55" stroke-width="${n(Math.max(0.8, s * 0.03))}"/>
</g>`;
}

function kites() {
  const navy = '#1e2b4d';
  /** @type {[number, number, number, number, string, string, number][]} x, y, size, rot, sail, accent, style */
  const list = [
    [-46, -46, 31, -14, '#e5332e', '#ffca2c', 0],
    [34, -70, 24, 12, '#ffca2c', '#e83f8d', 1],
    [70, -16, 20, 20, '#ffffff', '#1e4f93', 2],
    [-2, -2, 26, -5, '#ec5fa3', '#2ba564', 0],
    [-76, 14, 17, -22, '#1e4f93', '#ffffff', 1],
    [26, 40, 15, 8, '#2ba564', '#ffca2c', 2],
  ];
  /** @type {Pt} */
  const reel = [-24, 88];
  // Strings run from each bridle down to the spool, crossing and looping on the way.
  const strings = list
    .map(([x, y, s, r], i) => {
      const bx = x + Math.sin(degToRad(r)) * -0.3 * s;
      const by = y + s * 0.35;
      const sway = (i % 2 ? 1 : -1) * (18 + i * 5);
      return `M${n(bx)} ${n(by)}C${n(bx + sway)} ${n(by + 40)} ${n(reel[0] - sway * 1.3)} ${n(reel[1] - 50)} ${n(reel[0] + (i - 2.5) * 1.5)} ${n(reel[1] - 6)}`;
    })
    .join('');
  const tangle = 'M-58 44C-40 30 -20 60 -34 66C-48 72 -44 46 -20 48C4 50 8 70 -10 74';
  const kitesSvg = list.map(([x, y, s, r, a, b, st]) => `<g transform="translate(${x} ${y}) rotate(${r})">${patang(s, a, b, st)}</g>`).join('');
  const spool = `<g transform="translate(${reel[0]} ${reel[1]}) rotate(-18)">
    <path d="M-24 0H24" stroke="#8a6a44" stroke-width="3" stroke-linecap="round"/>
    <rect x="-13" y="-8" width="26" height="16" rx="2" fill="#f7f3ea"/>
    <path d="M-13 -4.5H13M-13 -1H13M-13 2.5H13M-13 6H13" stroke="#c9c2b2" stroke-width="0.9"/>
    <ellipse cx="-14" rx="4" ry="12" fill="#e5332e" stroke="#8c1d1a" stroke-width="1"/>
    <ellipse cx="14" rx="4" ry="12" fill="#e5332e" stroke="#8c1d1a" stroke-width="1"/>
  </g>`;
  return `<g>
  <path d="${strings}" fill="none" stroke="${navy}" stroke-width="1.15" stroke-opacity="0.85"/>
  <path d="${tangle}" fill="none" stroke="${navy}" stroke-width="1.1" stroke-opacity="0.8"/>
  ${kitesSvg}
  ${spool}
</g>`;
}

// ---------------------------------------------------------------------------------------
// 5 Cutting chai

/** A small fluted glass of chai with steam, glass bottom at y = 0, about 30 wide. */
function chaiGlass() {
  const outline = '#5a3720';
  const glass = 'M-17 -44L-13.5 0H13.5L17 -44Z';
  return `<g stroke-linejoin="round" stroke-linecap="round">
  <path d="M-8 -52C-12 -58 -4 -62 -8 -70M0 -50C-4 -58 4 -62 0 -72M8 -52C4 -58 12 -62 8 -70" fill="none" stroke="${outline}" stroke-width="1.6" stroke-opacity="0.7"/>
  <path d="${glass}" fill="#e8f1f1" fill-opacity="0.9"/>
  <path d="M-16.2 -33L-13.5 0H13.5L16.2 -33Z" fill="#c98a4b"/>
  <path d="M-16.2 -33H16.2L16 -30H-16Z" fill="#e9c48f"/>
  <path d="M-9.5 -44L-7.6 0M-3.2 -44L-2.6 0M3.2 -44L2.6 0M9.5 -44L7.6 0" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.6"/>
  <path d="M-9.5 -33L-7.6 0M-3.2 -33L-2.6 0M3.2 -33L2.6 0M9.5 -33L7.6 0" stroke="#8e5a2c" stroke-opacity="0.5" stroke-width="1"/>
  <path d="${glass}" fill="none" stroke="${outline}" stroke-width="1.8"/>
  <path d="M-17 -44H17" stroke="${outline}" stroke-width="2.4"/>
</g>`;
}

/**
 * A patch pocket sewn on the wearer's left chest (viewer's right).
 * @param {Ctx} c
 */
function pocket(c) {
  const col = c.art.shirt;
  const thread = darken(col, 0.28);
  const x = 52;
  const y = 160;
  const w = 84;
  const h = 92;
  const outline = `M${x} ${y}H${x + w}V${y + h - 10}L${x + w / 2} ${y + h}L${x} ${y + h - 10}Z`;
  const inset = `M${x + 4} ${y + 15}V${y + h - 12.5}L${x + w / 2} ${y + h - 4}L${x + w - 4} ${y + h - 12.5}V${y + 15}`;
  return `<g>
  <path d="${outline}" transform="translate(1.5 3)" fill="#000" opacity="0.25" filter="url(#soft3)"/>
  <path d="${outline}" fill="${lighten(col, 0.02)}"/>
  <path d="${outline}" fill="url(#pocketShade)"/>
  <rect x="${x}" y="${y}" width="${w}" height="13" fill="${darken(col, 0.03)}"/>
  <path d="M${x} ${y + 13}H${x + w}" stroke="#000" stroke-opacity="0.12" stroke-width="2" filter="url(#soft3)"/>
  <path d="M${x} ${y + 0.8}H${x + w}" stroke="#fff" stroke-opacity="0.5" stroke-width="1.4"/>
  <path d="M${x + 2} ${y + 10}H${x + w - 2}" stroke="${thread}" stroke-width="0.9" stroke-dasharray="3 2"/>
  <path d="${inset}" fill="none" stroke="${thread}" stroke-width="0.9" stroke-dasharray="3 2"/>
  <path d="M${x + 3} ${y + 14}v7M${x + w - 3} ${y + 14}v7" stroke="${thread}" stroke-width="2.2"/>
  <path d="${outline}" fill="none" stroke="${darken(col, 0.3)}" stroke-width="0.9"/>
</g>`;
}

// ---------------------------------------------------------------------------------------
// 6 Rickshaw

/** A three-wheeler auto rickshaw in profile, racing right: green body, yellow canopy. */
function rickshaw() {
  const Y = '#f7c42f';
  const Yd = '#d69d17';
  const G = '#2f9b4e';
  const Gd = '#1f6d37';
  const K = '#141416';
  const C = '#f3eee2';
  const wheel = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) => `<g transform="translate(${x} ${y})">
    <circle r="${r}" fill="#2c2c30" stroke="${C}" stroke-width="1.6"/>
    <circle r="${n(r * 0.55)}" fill="#cfcfcb"/>
    ${ring(5, (_, a) => `<circle cx="${n(Math.cos(degToRad(a)) * r * 0.33)}" cy="${n(Math.sin(degToRad(a)) * r * 0.33)}" r="${n(r * 0.08)}" fill="#6b6b6e"/>`)}
    <circle r="${n(r * 0.15)}" fill="${K}"/>
  </g>`;
  return `<g stroke-linejoin="round" stroke-linecap="round">
  <g stroke="${C}" stroke-width="3.4" opacity="0.9"><path d="M-104 -30H-90M-110 -12H-94M-104 6H-94M-112 20H-98"/></g>
  <g fill="${C}" opacity="0.85"><circle cx="-78" cy="44" r="5"/><circle cx="-88" cy="40" r="3.6"/><circle cx="-96" cy="45" r="2.6"/></g>
  <path d="M-112 52H110" stroke="${C}" stroke-width="2" stroke-dasharray="14 9" opacity="0.6"/>
  <path d="M62 -52H70L78 -8H66Z" fill="#a9d8e6" stroke="${K}" stroke-width="2.2"/>
  <path d="M66 -48L71 -14" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/>
  <path d="M76 -58Q77 -66 70 -66H-44C-74 -66 -88 -46 -86 -6H-40V-52H62L64 -56Z" fill="${Y}" stroke="${K}" stroke-width="2.4"/>
  <path d="M-44 -66H70Q76 -66 76 -60H-64Q-58 -66 -44 -66Z" fill="${Yd}"/>
  <path d="M-82 -30C-82 -48 -70 -60 -50 -62" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2.2"/>
  <path d="M-76 -44Q-74 -50 -66 -50H-54V-30H-76Z" fill="${K}" opacity="0.9"/>
  <path d="M-40 12V-52H62L66 12Z" fill="${K}"/>
  <path d="M-38 -40Q-38 -44 -34 -44H-28V6H-38Z" fill="#4b4b52"/>
  <path d="M-38 2H18V12H-38Z" fill="#4b4b52"/>
  <path d="M22 -52V12" stroke="${Y}" stroke-width="3.2"/>
  <circle cx="44" cy="-38" r="6" fill="#707078"/>
  <path d="M34 8L37 -26Q38 -30 44 -30Q50 -30 51 -26L53 2L62 4V10H34Z" fill="#707078"/>
  <path d="M50 -22L64 -17" stroke="${C}" stroke-width="1.8"/>
  <path d="M-86 -8H-40V12H48V-8H68C80 -8 87 6 85 22L84 28Q83 32 78 32H75A17 17 0 0 0 41 32H-27A17 17 0 0 0 -61 32H-80Q-86 32 -86 26Z" fill="${G}" stroke="${K}" stroke-width="2.4"/>
  <path d="M-84 0H-42M50 0H74" stroke="${C}" stroke-width="1.6"/>
  <path d="M-24 22H36" stroke="${Gd}" stroke-width="5"/>
  <path d="M70 -2C80 0 84 8 84 18" stroke="#fff" stroke-opacity="0.35" stroke-width="2" fill="none"/>
  <path d="M68 0L58 34" stroke="#8d8d92" stroke-width="3"/>
  ${wheel(-44, 34, 15)}
  ${wheel(58, 34, 15)}
  <path d="M42 28A17 17 0 0 1 75 26" fill="none" stroke="${Gd}" stroke-width="4.5"/>
  <rect x="-88" y="4" width="4.5" height="9" rx="1" fill="#e0452e"/>
  <circle cx="84" cy="6" r="5" fill="${C}" stroke="${K}" stroke-width="1.6"/>
  <circle cx="84.5" cy="6" r="2.4" fill="${Y}"/>
  <path d="M90 2L112 -6V20L90 10Z" fill="${Y}" opacity="0.22"/>
  <path d="M70 -52L78 -62" stroke="${K}" stroke-width="1.6"/>
  <ellipse cx="79" cy="-64" rx="3.6" ry="2.6" fill="${C}" stroke="${K}" stroke-width="1.2"/>
</g>`;
}

// ---------------------------------------------------------------------------------------
// 7 Thar sunset

function tharSunset() {
  const arch = 'M-92 96V-4A92 92 0 0 1 92 -4V96Z';
  const bands = [28, 37, 45, 52].map((y, i) => `<rect x="-60" y="${y}" width="120" height="${2 + i * 1.3}" fill="url(#tharSky)"/>`).join('');
  return `<g>
  <defs>
    <linearGradient id="tharSky" x1="0" y1="-96" x2="0" y2="70" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#d9566b"/><stop offset="0.55" stop-color="#ef8a5b"/><stop offset="1" stop-color="#f7c55a"/>
    </linearGradient>
    <linearGradient id="tharSun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="0.6" stop-color="#f9b45a"/><stop offset="1" stop-color="#f07f8a"/></linearGradient>
    <clipPath id="tharClip"><path d="${arch}"/></clipPath>
  </defs>
  <path d="M-100 96V-4A100 100 0 0 1 100 -4V96" fill="none" stroke="#f6dcae" stroke-width="3"/>
  <g clip-path="url(#tharClip)">
    <rect x="-100" y="-100" width="200" height="200" fill="url(#tharSky)"/>
    <circle cy="12" r="54" fill="url(#tharSun)"/>
    ${bands}
    <path d="M-80 -56l6 4 6 -4M-60 -66l4 3 4 -3" fill="none" stroke="#7a2418" stroke-width="1.8" stroke-linecap="round"/>
    <path d="M-100 50C-70 34 -40 30 -8 44C16 32 50 24 100 40V100H-100Z" fill="#d0614a"/>
    <path d="M-100 66C-60 52 -28 52 6 64C36 50 66 46 100 58V100H-100Z" fill="#983424"/>
    <path d="M-100 78C-52 66 -20 70 14 84C40 74 70 70 100 76V100H-100Z" fill="#5e1c16"/>
    <path d="M-100 50C-70 34 -40 30 -8 44" fill="none" stroke="#ffd37a" stroke-width="1.6" stroke-opacity="0.8"/>
    <path d="M6 64C36 50 66 46 100 58" fill="none" stroke="#f5a46a" stroke-width="1.6" stroke-opacity="0.8"/>
  </g>
</g>`;
}

// ---------------------------------------------------------------------------------------
// 9 Peacock feather

/** One sweeping peacock feather, its eye near the top right. @param {number} seed */
function peacock(seed) {
  const rng = createRng(seed);
  /** @type {[Pt, Pt, Pt, Pt]} */
  const shaft = [[-74, 98], [-44, 56], [-4, 4], [34, -38]];
  /** @type {Pt} */
  const eye = [44, -52];
  const ang = (Math.atan2(eye[1] - shaft[2][1], eye[0] - shaft[2][0]) * 180) / Math.PI + 90;
  let barbs = '';
  const steps = 58;
  for (let i = 3; i < steps; i++) {
    const t = i / steps;
    const p = cubicAt(...shaft, t);
    const q = cubicAt(...shaft, Math.min(1, t + 0.01));
    const dir = Math.atan2(q[1] - p[1], q[0] - p[0]);
    const grow = Math.min(1, (t - 0.04) / 0.7);
    const len = 10 + 34 * Math.sin((grow * Math.PI) / 2) * (t > 0.86 ? 1 - (t - 0.86) * 3 : 1);
    for (const side of [-1, 1]) {
      const a = dir + side * degToRad(52 + rng.range(-8, 8));
      const l = len * rng.range(0.85, 1.1);
      const ex = p[0] + Math.cos(a) * l;
      const ey = p[1] + Math.sin(a) * l;
      const cx = p[0] + Math.cos(a - side * 0.5) * l * 0.55;
      const cy = p[1] + Math.sin(a - side * 0.5) * l * 0.55;
      const col = mix('#5f8a3a', '#a9d65a', Math.min(1, t * 1.1 + rng.range(-0.1, 0.1)));
      barbs += `<path d="M${n(p[0])} ${n(p[1])}Q${n(cx)} ${n(cy)} ${n(ex)} ${n(ey)}" stroke="${col}"/>`;
    }
  }
  let fringe = '';
  for (let i = 0; i < 44; i++) {
    const a = degToRad(-150 + (i / 43) * 300 + rng.range(-3, 3)) + degToRad(ang - 90);
    const r0 = 20;
    const r1 = rng.range(36, 46);
    const bend = rng.range(-0.15, 0.15);
    fringe += `<path d="M${n(eye[0] + Math.cos(a) * r0)} ${n(eye[1] + Math.sin(a) * r0)}Q${n(eye[0] + Math.cos(a + bend) * (r1 * 0.7))} ${n(eye[1] + Math.sin(a + bend) * (r1 * 0.7))} ${n(eye[0] + Math.cos(a) * r1)} ${n(eye[1] + Math.sin(a) * r1)}" stroke="${mix('#b6dc63', '#e5c64a', rng.next())}"/>`;
  }
  return `<g stroke-linecap="round" fill="none">
  <g stroke-width="1.15">${barbs}</g>
  <g stroke-width="1.3">${fringe}</g>
  <path d="M${pts([shaft[0]]).replace(',', ' ')}C${pts([shaft[1], shaft[2], shaft[3]]).replaceAll(',', ' ')}" stroke="#f1e2b4" stroke-width="2.4"/>
  <g transform="translate(${eye[0]} ${eye[1]}) rotate(${n(ang)})">
    <ellipse rx="24" ry="30" fill="#9bcf57"/>
    <ellipse rx="20" ry="26" cy="-1" fill="#c48a2c"/>
    <ellipse rx="16.5" ry="21.5" cy="-2" fill="#1d9b72"/>
    <ellipse rx="12" ry="16" cy="-4" fill="#2cc0cf"/>
    <path d="M0 -14C6 -14 9 -8 8 -2C7 4 3 8 0 12C-3 8 -7 4 -8 -2C-9 -8 -6 -14 0 -14Z" fill="#1d3f9c"/>
    <ellipse rx="4.2" ry="6" cy="-3" fill="#0b1b4a"/>
    <ellipse rx="3" ry="5" cx="-5" cy="-9" fill="#fff" fill-opacity="0.28"/>
  </g>
</g>`;
}

// ---------------------------------------------------------------------------------------
// 11 Filter coffee

/** A steel tumbler held high, pulling a long stream of coffee into a frothy dabara. */
function filterCoffee() {
  const ink = '#2d1a0f';
  const coffee = '#8a5330';
  const steel = (/** @type {string} */ id) => `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#69717a"/><stop offset="0.14" stop-color="#b8bfc6"/><stop offset="0.3" stop-color="#f6f8f9"/>
    <stop offset="0.44" stop-color="#c3c9cf"/><stop offset="0.7" stop-color="#858e96"/><stop offset="0.86" stop-color="#d2d7db"/><stop offset="1" stop-color="#737b83"/></linearGradient>`;
  const bowl = 'M-70 30C-68 58 -44 74 -32 74H32C44 74 68 58 70 30Z';
  const rng = createRng(1111);
  let bubbles = '';
  for (let i = 0; i < 26; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next());
    bubbles += `<circle cx="${n(Math.cos(a) * d * 50)}" cy="${n(30 + Math.sin(a) * d * 7)}" r="${n(rng.range(1.2, 3.4))}"/>`;
  }
  const bean = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) =>
    `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="7.5" ry="5.2" fill="#b77a45" stroke="${ink}" stroke-width="1.2"/><path d="M-6 0C-2 -2 2 2 6 0" stroke="${ink}" stroke-width="1.3" fill="none"/></g>`;
  // The tumbler: an upright cup drawn about its centre, then tipped to pour to the right.
  const tumbler = `<g transform="translate(-44 -58) rotate(112)">
    <path d="M-27 -40L-21 40H21L27 -40Z" fill="url(#stA)" stroke="${ink}" stroke-width="1.8" stroke-linejoin="round"/>
    <path d="M-24.5 -10H24.5M-22.5 18H22.5" stroke="${ink}" stroke-opacity="0.3" stroke-width="1.1"/>
    <ellipse cy="-40" rx="27" ry="5.5" fill="#5a5f66" stroke="${ink}" stroke-width="1.8"/>
    <ellipse cy="-40" rx="27" ry="5.5" fill="none" stroke="#f2f4f5" stroke-width="1.2" stroke-opacity="0.8" transform="translate(0 1.5)"/>
    <rect x="-21.5" y="38" width="43" height="5" rx="2" fill="url(#stA)" stroke="${ink}" stroke-width="1.4"/>
  </g>`;
  // Lip of the tipped tumbler, where the stream leaves it.
  /** @type {Pt} */
  const lip = [-44 + Math.sin(degToRad(112)) * 40 - Math.cos(degToRad(112)) * -24, -58 - Math.cos(degToRad(112)) * 40 - Math.sin(degToRad(112)) * -24];
  const [lx, ly] = lip;
  const stream = `M${n(lx - 2)} ${n(ly - 3)}C${n(lx + 14)} ${n(ly + 4)} ${n(10)} ${n(ly + 40)} -2 26L6 26C20 ${n(ly + 40)} ${n(lx + 22)} ${n(ly + 8)} ${n(lx + 6)} ${n(ly - 6)}Z`;
  return `<g stroke-linejoin="round">
  <defs>${steel('stA')}${steel('stB')}</defs>
  <path d="M-44 18C-50 10 -40 4 -46 -4M52 16C46 8 56 2 50 -6" fill="none" stroke="#f4e6cc" stroke-width="2.2" stroke-linecap="round" opacity="0.7"/>
  <ellipse cx="0" cy="30" rx="70" ry="12.5" fill="#5d646b" stroke="${ink}" stroke-width="1.8"/>
  <ellipse cx="0" cy="31" rx="62" ry="9.5" fill="${coffee}"/>
  <ellipse cx="2" cy="30" rx="52" ry="7.5" fill="#f4e4c6"/>
  <g fill="#fbf3e4" stroke="#d3b184" stroke-width="0.8">${bubbles}</g>
  ${tumbler}
  <path d="${stream}" fill="${coffee}" stroke="${ink}" stroke-width="1.3"/>
  <path d="M${n(lx + 4)} ${n(ly)}C${n(lx + 14)} ${n(ly + 10)} 12 ${n(ly + 40)} 3 22" fill="none" stroke="#d9a46a" stroke-width="1.4" stroke-opacity="0.8"/>
  <path d="M-8 26C-14 20 -10 16 -4 20M8 26C16 18 12 14 6 20" fill="#f4e4c6" stroke="${ink}" stroke-width="1"/>
  <path d="${bowl}" fill="url(#stB)" stroke="${ink}" stroke-width="1.8"/>
  <path d="M-66 34A66 9.5 0 0 0 66 34" fill="none" stroke="#f8fafb" stroke-width="2.2"/>
  <rect x="-32" y="73" width="64" height="7" rx="2.5" fill="url(#stA)" stroke="${ink}" stroke-width="1.5"/>
  ${bean(-84, 70, 20)}${bean(84, 66, -30)}${bean(94, 80, 60)}
</g>`;
}

// ---------------------------------------------------------------------------------------
// 12 Camel caravan

/** A dromedary walking right, feet on y = 0, hump about 58 high. @param {string} col @param {number} step 0..1 leg phase */
function camel(col, step) {
  const body = [
    'M-24 -38C-23 -46 -14 -58 -4 -58C4 -58 9 -50 13 -45C17 -41 20 -37 24 -36C28 -36 30 -44 32 -50',
    'C33 -54 36 -56 40 -55C44 -54 47 -52 47 -50C47 -48 44 -47 41 -47C38 -47 36 -45 35 -42',
    'C33 -36 30 -30 24 -27C20 -25 16 -23 10 -23C2 -21 -10 -21 -16 -24C-21 -27 -25 -32 -24 -38Z',
  ].join('');
  const a = step * 6 - 3;
  /** @type {number[][]} */
  const legs = [
    [14, -24, 15 - a * 0.3, -12, 14 - a, 0],
    [9, -24, 8 + a, -12, 6 + a * 1.5, 0],
    [-15, -25, -14 + a * 0.4, -12, -17 + a, 0],
    [-10, -25, -9 - a, -12, -10 - a * 1.5, 0],
  ];
  const legD = legs.map(([x0 = 0, y0 = 0, x1 = 0, y1 = 0, x2 = 0, y2 = 0]) => `M${x0} ${y0}L${n(x1)} ${y1}L${n(x2)} ${y2}h2.5`).join('');
  return `<g fill="${col}" stroke="${col}" stroke-linecap="round" stroke-linejoin="round">
  <path d="${body}" stroke="none"/>
  <path d="${legD}" fill="none" stroke-width="3.3"/>
  <path d="M-24 -37C-27 -33 -27 -29 -26 -26" fill="none" stroke-width="1.8"/>
  <path d="M37 -55L36 -59" stroke-width="1.6"/>
</g>`;
}

/** A caravan of camels crossing a dune crest at dusk, the lead one ridden. */
function camelCaravan() {
  const sil = '#3b211b';
  const ridge = (/** @type {number} */ x) => 30 - 10 * Math.cos((x + 10) / 70) - 3 * Math.sin((x + 20) / 21);
  /** @type {Pt[]} */
  const ridgePts = [];
  for (let x = -116; x <= 116; x += 8) ridgePts.push([x, ridge(x)]);
  const dune = `${smoothOpen(ridgePts)}L116 46C60 50 -60 50 -116 46Z`;
  // Below the crest the dune dissolves into a halftone, like a screen-printed fade.
  let halftone = '';
  for (let row = 0; row < 7; row++) {
    const y = 50 + row * 5.2;
    const r = 2.3 * (1 - row / 7.5);
    const span = 108 - row * 9;
    for (let x = -span; x <= span; x += 5.2) halftone += `<circle cx="${n(x + (row % 2) * 2.6)}" cy="${n(y)}" r="${n(r)}"/>`;
  }
  const s = 0.64;
  /** @type {[number, number][]} x, step */
  const herd = [
    [-78, 0.15],
    [-27, 0.65],
    [24, 0.3],
    [74, 0.85],
  ];
  const walkers = herd.map(([x, st]) => `<g transform="translate(${x} ${n(ridge(x) + 1.5)}) scale(${s})">${camel(sil, st)}</g>`).join('');
  const ropes = herd
    .slice(0, -1)
    .map(([x], i) => {
      const nx = /** @type {[number, number]} */ (herd[i + 1])[0];
      const x0 = x + 45 * s;
      const y0 = ridge(x) + 1.5 - 49 * s;
      const x1 = nx - 22 * s;
      const y1 = ridge(nx) + 1.5 - 40 * s;
      return `M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n(Math.max(y0, y1) + 7)} ${n(x1)} ${n(y1)}`;
    })
    .join('');
  const lead = /** @type {[number, number]} */ (herd[herd.length - 1]);
  const rx = lead[0] - 4 * s;
  const ry = ridge(lead[0]) + 1.5 - 57 * s;
  const rider = `<g transform="translate(${n(rx)} ${n(ry)}) scale(${s * 1.1})" fill="${sil}">
    <path d="M-5 0C-6 -8 -5 -14 -1 -17C3 -16 5 -10 4 0Z"/>
    <circle cx="-0.5" cy="-21" r="4.2"/>
    <path d="M-5 -23C-3 -28 3 -28 4 -23C8 -23 10 -20 9 -19C5 -21 -2 -21 -5 -20Z"/>
    <path d="M-6 -20C-10 -18 -11 -14 -9 -10" stroke="${sil}" stroke-width="1.6" fill="none"/>
    <path d="M2 -12L11 -7" stroke="${sil}" stroke-width="2.2" stroke-linecap="round"/>
    <path d="M0 -2L5 9" stroke="${sil}" stroke-width="2.6" stroke-linecap="round"/>
  </g>`;
  return `<g>
  <defs>
    <linearGradient id="duskSun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbd06a"/><stop offset="0.55" stop-color="#f08d4b"/><stop offset="1" stop-color="#d9566b"/></linearGradient>
  </defs>
  <clipPath id="sunClip"><rect x="-100" y="-100" width="200" height="146"/></clipPath>
  <circle cx="6" cy="-6" r="62" fill="url(#duskSun)" clip-path="url(#sunClip)"/>
  <path d="M-58 -62l5 3.5 5 -3.5M-42 -74l3.5 2.5 3.5 -2.5M74 -66l4 3 4 -3" fill="none" stroke="${sil}" stroke-width="1.7" stroke-linecap="round"/>
  <path d="${dune}" fill="#8a4a32"/>
  <g fill="#8a4a32">${halftone}</g>
  <path d="${smoothOpen(ridgePts)}" fill="none" stroke="#c77a4a" stroke-width="1.4" transform="translate(0 3)" opacity="0.8"/>
  <path d="${ropes}" fill="none" stroke="${sil}" stroke-width="1.1"/>
  ${walkers}
  ${rider}
</g>`;
}

// ---------------------------------------------------------------------------------------
// 13 Holi splash

/**
 * A splash of gulal powder: a ragged blob, bursts of spikes and droplets.
 * @param {import('../lib/random.mjs').Rng} rng @param {number} x @param {number} y @param {number} r @param {string} col
 */
function splash(rng, x, y, r, col) {
  const k = rng.int(13, 18);
  /** @type {Pt[]} */
  const blob = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2 + rng.range(-0.12, 0.12);
    const rr = r * rng.range(0.55, 1);
    blob.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
  }
  let spikes = '';
  for (let i = 0; i < 11; i++) {
    const a = rng.range(0, Math.PI * 2);
    const w = rng.range(0.05, 0.11);
    const r0 = r * 0.5;
    const r1 = r * rng.range(1.15, 1.7);
    spikes += `M${n(x + Math.cos(a - w) * r0)} ${n(y + Math.sin(a - w) * r0)}Q${n(x + Math.cos(a) * r1 * 0.8)} ${n(y + Math.sin(a) * r1 * 0.8)} ${n(x + Math.cos(a) * r1)} ${n(y + Math.sin(a) * r1)}Q${n(x + Math.cos(a) * r1 * 0.8)} ${n(y + Math.sin(a) * r1 * 0.8)} ${n(x + Math.cos(a + w) * r0)} ${n(y + Math.sin(a + w) * r0)}Z`;
  }
  let drops = '';
  for (let i = 0; i < 22; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = r * rng.range(0.95, 1.9);
    drops += `<circle cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d)}" r="${n(rng.range(0.8, r * 0.075))}"/>`;
  }
  const id = `sp${Math.round(x * 7 + y * 13 + r)}`.replace('-', 'm');
  return `<g style="mix-blend-mode:multiply">
  <defs><radialGradient id="${id}" cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.2)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${darken(col, 0.08)}"/><stop offset="0.7" stop-color="${col}"/><stop offset="1" stop-color="${lighten(col, 0.35)}"/></radialGradient></defs>
  <g fill="url(#${id})"><path d="${smoothClosed(blob)}"/><path d="${spikes}"/></g>
  <g fill="${col}">${drops}</g>
</g>`;
}

const holiColours = { pink: '#ec3f8c', green: '#2fb37a', yellow: '#f7c326', blue: '#2f7ee0' };

// ---------------------------------------------------------------------------------------
// 14 Lotus line art

function lotus() {
  const d = [
    'M-92 66C-72 58 -52 70 -30 62C-12 58 -2 54 0 44',
    'C-10 20 -50 -6 -84 4C-66 28 -36 46 0 44', // outer left petal
    'C-14 20 -46 -8 -44 -40C-26 -26 -8 8 0 44', // inner left petal
    'C-26 10 -24 -46 0 -76C24 -46 26 10 0 44', // centre petal
    'C8 8 26 -26 44 -40C46 -8 14 20 0 44', // inner right petal
    'C36 46 66 28 84 4C50 -6 10 20 0 44', // outer right petal
    'C2 54 12 58 30 62C52 70 72 58 92 66',
  ].join('');
  return `<g fill="none" stroke="#5c1d45" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">
  <path d="${d}"/>
  <path d="M-56 80C-36 74 -20 84 0 78C20 72 36 82 56 78" stroke-width="2.4"/>
  <circle cx="60" cy="-62" r="5" fill="#5c1d45" stroke="none"/>
</g>`;
}

// ---------------------------------------------------------------------------------------
// 15 Cricket gully

/** @param {number} seed */
function cricket(seed) {
  const rng = createRng(seed);
  const chalk = '#f4f3ea';
  const wobble = (/** @type {number} */ x0, /** @type {number} */ y0, /** @type {number} */ x1, /** @type {number} */ y1) => {
    /** @type {Pt[]} */
    const p = [];
    for (let i = 0; i <= 6; i++) {
      const t = i / 6;
      p.push([x0 + (x1 - x0) * t + rng.range(-1.2, 1.2), y0 + (y1 - y0) * t + rng.range(-1.2, 1.2)]);
    }
    return smoothOpen(p);
  };
  const stumps = [26, 42, 58].map((x) => wobble(x, -66, x + rng.range(-1, 1), 46) + wobble(x + 1.5, -64, x + 1, 44)).join('');
  const bails = wobble(24, -71, 42, -72) + wobble(42, -72, 60, -71);
  const crease = wobble(-96, 50, 100, 48) + wobble(-40, 58, 96, 58);
  const bat = `<g transform="translate(-22 6) rotate(26)">
    <rect x="-4.5" y="-92" width="9" height="54" rx="4" fill="#1f1f22"/>
    <path d="M-4.5 -86l9 5M-4.5 -76l9 5M-4.5 -66l9 5M-4.5 -56l9 5M-4.5 -46l9 5" stroke="#d6322f" stroke-width="2.4"/>
    <path d="M-4 -38Q-13 -36 -13 -28V70Q-13 80 0 80Q13 80 13 70V-28Q13 -36 4 -38Z" fill="#e9c98f"/>
    <path d="M6 -34Q13 -33 13 -26V70Q13 79 3 80V-34Z" fill="#c59b5e" opacity="0.8"/>
    <path d="M-7 -22V72M-2 -28V76M3 -26V74" stroke="#c99f64" stroke-width="0.9" opacity="0.8"/>
    <rect x="-13" y="-12" width="26" height="12" fill="#1b4e8f"/><rect x="-13" y="-7" width="26" height="2.5" fill="#f3c93b"/>
    <path d="M-4 -38Q-13 -36 -13 -28V70Q-13 80 0 80Q13 80 13 70V-28Q13 -36 4 -38Z" fill="none" stroke="#5c3d1c" stroke-width="1.4"/>
  </g>`;
  const ball = `<g transform="translate(-64 48) scale(1.3)">
    <defs><clipPath id="ballClip"><circle r="15"/></clipPath></defs>
    <circle r="15" fill="#d4e43a"/>
    <g clip-path="url(#ballClip)">
      <path d="M-18 -6C-6 -2 6 -10 18 -4" stroke="#d2262b" stroke-width="9" fill="none"/>
      <path d="M-18 -6C-6 -2 6 -10 18 -4" stroke="#ff6b6b" stroke-width="1.4" stroke-opacity="0.6" fill="none" transform="translate(0 -3)"/>
      <path d="M2 -18C-2 -6 6 6 0 18" stroke="#d2262b" stroke-width="7" fill="none"/>
      <path d="M-15 8C-6 4 4 12 15 8" stroke="#fff" stroke-width="1.3" fill="none" opacity="0.8"/>
      <circle cx="-5" cy="-7" r="6" fill="#fff" opacity="0.25"/>
    </g>
    <circle r="15" fill="none" stroke="#3a4a12" stroke-width="1.2"/>
    <path d="M-22 -18a18 18 0 0 0 -6 10M-27 -24a24 24 0 0 0 -7 12" stroke="${chalk}" stroke-width="1.8" fill="none" stroke-linecap="round" opacity="0.8"/>
  </g>`;
  return `<g>
  <defs><filter id="chalk" x="-5%" y="-5%" width="110%" height="110%">
    <feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="1" seed="${seed}" result="n"/>
    <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -3.2 2.3" result="m"/>
    <feComposite in="SourceGraphic" in2="m" operator="in"/>
  </filter></defs>
  <g filter="url(#chalk)" fill="none" stroke="${chalk}" stroke-linecap="round">
    <path d="${stumps}" stroke-width="3.6"/>
    <path d="${bails}" stroke-width="3.2"/>
    <path d="${crease}" stroke-width="2.6"/>
  </g>
  ${bat}
  ${ball}
</g>`;
}

// ---------------------------------------------------------------------------------------
// 16 Midnight constellation

/** @param {number} seed @param {boolean} [small] */
function constellation(seed, small = false) {
  const rng = createRng(seed);
  const silver = '#c8d0da';
  let dust = '';
  for (let i = 0; i < (small ? 8 : 70); i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next());
    dust += `<circle cx="${n(Math.cos(a) * d * 104)}" cy="${n(Math.sin(a) * d * 90 - 6)}" r="${n(rng.range(0.5, 1.4))}" fill-opacity="${n(rng.range(0.45, 1))}"/>`;
  }
  /** @type {Pt[][]} */
  const groups = small
    ? [[[-60, -10], [-20, -40], [20, -20], [50, -50], [70, 10], [20, -20]]]
    : [
        [[-78, -52], [-56, -66], [-34, -50], [-42, -24], [-66, -18], [-78, -52]],
        [[4, -26], [22, -36], [42, -30], [52, -12], [76, -18], [86, 2], [66, 12], [52, -12]],
        [[-70, 24], [-46, 40], [-22, 30], [-6, 52], [20, 44]],
        [[40, 40], [58, 58]],
      ];
  const lines = groups.map((g) => `M${g.map(([x, y]) => `${x} ${y}`).join('L')}`).join('');
  const sparkle = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ s) =>
    `<path d="M${x} ${y - s}Q${x + s * 0.16} ${y - s * 0.16} ${x + s} ${y}Q${x + s * 0.16} ${y + s * 0.16} ${x} ${y + s}Q${x - s * 0.16} ${y + s * 0.16} ${x - s} ${y}Q${x - s * 0.16} ${y - s * 0.16} ${x} ${y - s}Z"/>`;
  const nodes = groups
    .flat()
    .map(([x, y], i) => (i % 3 === 0 ? sparkle(x, y, small ? 9 : 6.5) : `<circle cx="${x}" cy="${y}" r="${small ? 4 : 2.4}"/>`))
    .join('');
  const moon = small ? '' : '<path d="M78 -80A14 14 0 1 0 92 -58A11 11 0 1 1 78 -80Z" fill="#e9edf2"/>';
  const plateau = small
    ? ''
    : `<path d="M-104 88H-74L-64 74H-24L-14 82H16L26 70H68L80 88H104" fill="none" stroke="${silver}" stroke-width="1.2" stroke-linejoin="round"/>
       <path d="M-60 80l-6 8M-48 80l-6 8M-36 80l-6 8M34 76l-6 10M48 76l-6 10M62 76l-6 10" stroke="${silver}" stroke-width="0.8" opacity="0.6"/>`;
  return `<g fill="#f5f7fa">
  ${dust}
  <path d="${lines}" fill="none" stroke="${silver}" stroke-width="${small ? 2 : 1}" stroke-linejoin="round"/>
  ${nodes}
  ${moon}
  ${plateau}
</g>`;
}

// ---------------------------------------------------------------------------------------
// All-over patterns

/**
 * Fine yarn-dyed pinstripes, slightly irregular like rain on glass.
 * @param {string} id @param {number} rotate
 */
function rainStripes(id, rotate) {
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="34" height="34" patternTransform="rotate(${n(rotate)})">
  <rect x="2" width="1.5" height="34" fill="#eef1f4" fill-opacity="0.9"/>
  <rect x="13" width="1" height="34" fill="#eef1f4" fill-opacity="0.75"/>
  <rect x="23.5" width="1.1" height="34" fill="#eef1f4" fill-opacity="0.8"/>
</pattern>`;
}

/**
 * Sanganeri-style hand-block buti: a flower on a stem with two leaves, in a half-drop
 * repeat with small four-dot clusters.
 * @param {string} id @param {number} rotate
 */
function blockPrint(id, rotate) {
  const ink = '#efe7d3';
  const buti = `<g fill="${ink}">
    ${ring(7, (_, a) => `<ellipse cy="-6.2" rx="2.9" ry="4.6" transform="rotate(${n(a)})"/>`)}
    <circle r="2.6" fill="#233062"/><circle r="1.3"/>
    <path d="M0 8C0 12 -1 15 -3 18" stroke="${ink}" stroke-width="1.4" fill="none"/>
    <path d="M-1 13C-7 10 -11 12 -12 16C-7 17 -3 16 -1 13Z"/>
    <path d="M-1.5 15C4 12 9 14 10 18C5 19 1 18 -1.5 15Z"/>
  </g>`;
  const dots = `<g fill="${ink}"><circle cx="-3" r="1.6"/><circle cx="3" r="1.6"/><circle cy="-3" r="1.6"/><circle cy="3" r="1.6"/></g>`;
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="64" height="64" patternTransform="rotate(${n(rotate)})">
  <g transform="translate(16 14)">${buti}</g>
  <g transform="translate(48 46) scale(-1 1)">${buti}</g>
  <g transform="translate(48 14)">${dots}</g>
  <g transform="translate(16 46)">${dots}</g>
</pattern>`;
}

/**
 * Pochampally-style ikat: nested lozenges whose edges are later smeared sideways by the
 * pattern filter, like resist-dyed threads that never quite line up.
 * @param {string} id @param {number} rotate
 */
function ikat(id, rotate) {
  const cream = '#efd9b6';
  const dark = '#3a0c18';
  const mustard = '#d9a23f';
  const teal = '#2f7072';
  const lz = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ hw, /** @type {number} */ hh, /** @type {string} */ f) =>
    `<path d="M${cx} ${cy - hh}L${cx + hw} ${cy}L${cx} ${cy + hh}L${cx - hw} ${cy}Z" fill="${f}"/>`;
  const big = (/** @type {number} */ cx, /** @type {number} */ cy) =>
    lz(cx, cy, 28, 40, cream) + lz(cx, cy, 20, 29, dark) + lz(cx, cy, 13, 19, mustard) + lz(cx, cy, 6, 9, cream) + lz(cx, cy, 2.5, 4, dark);
  const small = (/** @type {number} */ cx, /** @type {number} */ cy) => lz(cx, cy, 9, 13, teal) + lz(cx, cy, 5, 7, cream);
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="76" height="96" patternTransform="rotate(${n(rotate)})">
  ${big(38, 48)}
  ${small(0, 0)}${small(76, 0)}${small(0, 96)}${small(76, 96)}
  ${lz(0, 48, 4, 6, mustard)}${lz(76, 48, 4, 6, mustard)}${lz(38, 0, 4, 6, mustard)}${lz(38, 96, 4, 6, mustard)}
</pattern>`;
}

// ---------------------------------------------------------------------------------------
// The table

/** @type {Record<string, Motif>} */
export const motifs = {
  mandala: {
    front: (c) => chest(c, mandala()),
    back: (c) => upperBack(c, mandala(0), 44),
    detail: { x: 34, y: 196, zoom: 3 },
  },
  rainStripe: {
    pattern: (id, rotate) => rainStripes(id, rotate),
    extras: (c) => {
      const [x, y] = [-c.geom.points.H[0] - 1, c.geom.hemY - 34];
      return `<g><rect x="${x - 3}" y="${y}" width="12" height="9" rx="1" fill="#e9e4d8"/><rect x="${x + 3}" y="${y + 2.5}" width="4.5" height="4" fill="#c0392b"/><path d="M${x - 3} ${y}v9" stroke="#000" stroke-opacity="0.25"/></g>`;
    },
    detail: { x: -30, y: 96, zoom: 2.6 },
  },
  kites: {
    front: (c) => chest(c, kites(), 1.22, 14),
    back: (c) => upperBack(c, `<g transform="scale(2.6)">${patang(30, '#e5332e', '#ffca2c', 0)}</g>`, 40),
    detail: { x: -30, y: 176, zoom: 2.9 },
  },
  blockPrint: {
    pattern: (id, rotate) => blockPrint(id, rotate),
    patternFilter: `  <feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="2" seed="4" result="n"/>
  <feDisplacementMap in="SourceGraphic" in2="n" scale="2.4" xChannelSelector="R" yChannelSelector="G" result="d"/>
  <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  2.2 0 0 0 -0.05" result="a"/>
  <feComposite in="d" in2="a" operator="in"/>`,
    detail: { x: 20, y: 140, zoom: 3.3 },
  },
  chaiPocket: {
    front: () => `<g transform="translate(99 161) rotate(6) scale(0.9)">${chaiGlass()}</g>`,
    extras: (c) => pocket(c),
    detail: { x: 70, y: 150, zoom: 2.9 },
  },
  rickshaw: {
    front: (c) => chest(c, rickshaw(), 1.08),
    back: (c) => upperBack(c, `<g transform="translate(0 10)">${rickshaw()}</g>`, 52),
    detail: { x: 50, y: 188, zoom: 2.5 },
  },
  tharSunset: {
    front: (c) => chest(c, tharSunset(), 0.94, 6),
    back: (c) => upperBack(c, `<g transform="scale(1.6)"><circle cy="-8" r="34" fill="#f7c55a"/><path d="M-60 40C-30 8 10 4 60 30V60H-60Z" fill="#5e1c16"/></g>`, 40),
    detail: { x: 10, y: 250, zoom: 2.6 },
  },
  plain: {
    detail: { x: -10, y: 96, zoom: 2.6 },
  },
  peacock: {
    front: (c) => chest(c, peacock(9), 1.12, 10),
    back: (c) => upperBack(c, `<g transform="translate(-40 50) scale(1.9)">${peacock(19).replace(/<g stroke-width="1.15">[\s\S]*?<\/g>/, '')}</g>`, 40),
    detail: { x: 34, y: 156, zoom: 3 },
  },
  ikat: {
    pattern: (id, rotate) => ikat(id, rotate),
    patternFilter: `  <feTurbulence type="fractalNoise" baseFrequency="0.006 0.2" numOctaves="2" seed="10" result="n"/>
  <feColorMatrix in="n" type="matrix" values="1 0 0 0 0  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 1" result="m"/>
  <feDisplacementMap in="SourceGraphic" in2="m" scale="11" xChannelSelector="R" yChannelSelector="G" result="d"/>
  <feGaussianBlur in="d" stdDeviation="1.6 0.2"/>`,
    detail: { x: 20, y: 140, zoom: 3.1 },
  },
  filterCoffee: {
    front: (c) => chest(c, filterCoffee(), 1.12, 10),
    back: (c) => upperBack(c, '<g fill="#f4e6cc"><path d="M-30 -52L-23 64H23L30 -52Z"/><path d="M-30 -54C-32 -76 -16 -84 0 -84C16 -84 32 -76 30 -54Z"/></g>', 30),
    detail: { x: 10, y: 180, zoom: 2.8 },
  },
  camels: {
    front: (c) => chest(c, camelCaravan(), 1.14, 4),
    back: (c) => upperBack(c, `<g transform="translate(-20 56) scale(2.4)">${camel('#3b211b', 0.4)}</g>`, 40),
    detail: { x: 30, y: 200, zoom: 2.5 },
  },
  holi: {
    front: () => {
      const rng = createRng(1313);
      const h = holiColours;
      /** @type {[number, number, number, string][]} */
      const list = [
        [-66, 180, 66, h.pink],
        [74, 150, 56, h.yellow],
        [18, 300, 72, h.blue],
        [-118, 372, 50, h.green],
        [124, 430, 46, h.pink],
        [-30, 480, 40, h.yellow],
        [-262, 118, 32, h.green],
        [250, 140, 28, h.blue],
        [96, 270, 30, h.green],
      ];
      return list.map(([x, y, r, col]) => splash(rng, x, y, r, col)).join('');
    },
    back: (c) => {
      const rng = createRng(1314);
      const h = holiColours;
      return splash(rng, 90, 160, 44, h.pink) + splash(rng, -100, 300, 36, h.blue) + splash(rng, 40, 440, 30, h.yellow) + splash(rng, -40, 120, 22, h.green) + (c.side === 'back' ? '' : '');
    },
    printFilter: `  <feTurbulence type="fractalNoise" baseFrequency="0.09" numOctaves="2" seed="13" result="n"/>
  <feDisplacementMap in="SourceGraphic" in2="n" scale="7" xChannelSelector="R" yChannelSelector="G"/>`,
    detail: { x: -30, y: 190, zoom: 2.4 },
  },
  lotus: {
    front: (c) => chest(c, lotus(), 0.92, 4),
    back: (c) => upperBack(c, lotus(), 40),
    detail: { x: 10, y: 178, zoom: 2.6 },
  },
  cricket: {
    front: (c) => chest(c, cricket(15), 1.06, 6),
    back: (c) => upperBack(c, '<g transform="scale(3.6)"><circle r="15" fill="#d4e43a"/><path d="M-15 -4C-6 0 6 -8 15 -2" stroke="#d2262b" stroke-width="8" fill="none"/></g>', 28),
    detail: { x: -20, y: 200, zoom: 2.5 },
  },
  constellation: {
    front: (c) => chest(c, constellation(16), 1.12, 10),
    back: (c) => upperBack(c, constellation(17, true), 46),
    detail: { x: 10, y: 160, zoom: 2.5 },
  },
};
