// @ts-check
/**
 * The sixteen original prints. Chest prints are drawn in a 200 × 200 box centred on the
 * origin and placed on the chest; all-over prints are <pattern>s; extras (a pocket, a
 * woven side label) are sewn-on parts drawn in shirt units.
 */
import { createRng, mix, n, pts, rad, shade, smoothClosed, smoothOpen, cubicAt } from './util.mjs';

/** @typedef {import('./shirt.mjs').Motif} Motif */
/** @typedef {import('./shirt.mjs').Ctx} Ctx */
/** @typedef {import('./util.mjs').Pt} Pt */

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
  const reel = [-24, 88];
  // Strings run from each bridle down to the spool, crossing and looping on the way.
  const strings = list
    .map(([x, y, s, r], i) => {
      const bx = x + Math.sin(rad(r)) * -0.3 * s;
      const by = y + s * 0.35;
      const sway = (i % 2 ? 1 : -1) * (18 + i * 5);
      return `M${n(bx)} ${n(by)}C${n(bx + sway)} ${n(by + 40)} ${n(reel[0] - sway * 1.3)} ${n(reel[1] - 50)} ${n(reel[0] + (i - 2.5) * 1.5)} ${n(reel[1] - 6)}`;
    })
    .join('');
  const tangle = 'M-58 44C-40 30 -20 60 -34 66C-48 72 -44 46 -20 48C4 50 8 70 -10 74';
  const kitesSvg = list.map(([x, y, s, r, a, b, st]) => `<g transform="translate(${x} ${y}) rotate(${r})">${patang(s, a, b, st)}</g>`).join('');
  const spool = `<g transform="translate(${reel[0]} ${reel[1]}) rotate(-18)">
    <rect x="-15" y="-9" width="30" height="18" rx="3" fill="#e5332e"/>
    <path d="M-10 -9V9M-4 -9V9M2 -9V9M8 -9V9" stroke="#ffca2c" stroke-width="2"/>
    <rect x="-19" y="-11" width="4" height="22" rx="2" fill="#f4e2b8"/><rect x="15" y="-11" width="4" height="22" rx="2" fill="#f4e2b8"/>
    <path d="M-17 11V22M17 11V22" stroke="#f4e2b8" stroke-width="3.2" stroke-linecap="round"/>
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
  const thread = shade(col, -0.28);
  const x = 52;
  const y = 160;
  const w = 84;
  const h = 92;
  const outline = `M${x} ${y}H${x + w}V${y + h - 10}L${x + w / 2} ${y + h}L${x} ${y + h - 10}Z`;
  const inset = `M${x + 4} ${y + 15}V${y + h - 12.5}L${x + w / 2} ${y + h - 4}L${x + w - 4} ${y + h - 12.5}V${y + 15}`;
  return `<g>
  <path d="${outline}" transform="translate(1.5 3)" fill="#000" opacity="0.25" filter="url(#soft3)"/>
  <path d="${outline}" fill="${shade(col, 0.02)}"/>
  <path d="${outline}" fill="url(#pocketShade)"/>
  <rect x="${x}" y="${y}" width="${w}" height="13" fill="${shade(col, -0.03)}"/>
  <path d="M${x} ${y + 13}H${x + w}" stroke="#000" stroke-opacity="0.12" stroke-width="2" filter="url(#soft3)"/>
  <path d="M${x} ${y + 0.8}H${x + w}" stroke="#fff" stroke-opacity="0.5" stroke-width="1.4"/>
  <path d="M${x + 2} ${y + 10}H${x + w - 2}" stroke="${thread}" stroke-width="0.9" stroke-dasharray="3 2"/>
  <path d="${inset}" fill="none" stroke="${thread}" stroke-width="0.9" stroke-dasharray="3 2"/>
  <path d="M${x + 3} ${y + 14}v7M${x + w - 3} ${y + 14}v7" stroke="${thread}" stroke-width="2.2"/>
  <path d="${outline}" fill="none" stroke="${shade(col, -0.3)}" stroke-width="0.9"/>
</g>`;
}

// ---------------------------------------------------------------------------------------
// 6 Rickshaw

function rickshaw() {
  const Y = '#f7c42f';
  const Yd = '#d9a21a';
  const G = '#2f9b4e';
  const Gd = '#1f6d37';
  const K = '#141416';
  const C = '#f3eee2';
  const wheel = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) => `<g transform="translate(${x} ${y})">
    <circle r="${r}" fill="#2c2c30" stroke="${C}" stroke-width="1.6"/>
    <circle r="${n(r * 0.52)}" fill="#c9c9c6"/>
    ${ring(5, (_, a) => `<circle cx="${n(Math.cos(rad(a)) * r * 0.32)}" cy="${n(Math.sin(rad(a)) * r * 0.32)}" r="${n(r * 0.07)}" fill="#6b6b6e"/>`)}
    <circle r="${n(r * 0.15)}" fill="${K}"/>
    <path d="M${n(-r * 0.7)} ${n(-r * 0.35)}A${n(r * 0.78)} ${n(r * 0.78)} 0 0 1 ${n(-r * 0.2)} ${n(-r * 0.75)}" stroke="#fff" stroke-opacity="0.35" stroke-width="1.4" fill="none"/>
  </g>`;
  return `<g stroke-linejoin="round" stroke-linecap="round">
  <g stroke="${C}" stroke-width="3.4" opacity="0.9">
    <path d="M-100 -26H-80M-108 -8H-90M-102 10H-92M-112 24H-96"/>
  </g>
  <g fill="${C}" opacity="0.85"><circle cx="-86" cy="40" r="5"/><circle cx="-96" cy="36" r="3.6"/><circle cx="-104" cy="42" r="2.6"/></g>
  <path d="M-110 52H108" stroke="${C}" stroke-width="2" stroke-dasharray="14 9" opacity="0.7"/>
  <path d="M-88 -10C-97 -40 -86 -66 -56 -67H54Q67 -67 67 -56V-51Q67 -47 61 -47H-88Z" fill="${Y}" stroke="${K}" stroke-width="2.4"/>
  <path d="M-60 -67H54Q63 -67 65 -60H-74Q-70 -66 -60 -67Z" fill="${Yd}"/>
  <path d="M-86 -44C-90 -56 -80 -64 -60 -64" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="2"/>
  <path d="M-86 -8L-88 -47H53L56 -14Z" fill="${Y}" stroke="${K}" stroke-width="2.4"/>
  <path d="M-50 -14V-46Q-50 -54 -42 -54H6Q12 -54 12 -48V-14Z" fill="${K}"/>
  <path d="M18 -14V-50Q18 -54 22 -54H46L52 -44V-14Z" fill="${K}"/>
  <path d="M-46 -42Q-46 -47 -41 -47H-34V-20H-46Z" fill="#4a4a50"/>
  <path d="M-46 -24H8V-16H-46Z" fill="#4a4a50"/>
  <circle cx="34" cy="-40" r="6" fill="#6d6d74"/>
  <path d="M25 -14L27 -27Q28 -32 34 -32Q40 -32 41 -27L43 -14Z" fill="#6d6d74"/>
  <path d="M40 -24L52 -20" stroke="${C}" stroke-width="1.8"/>
  <path d="M54 -46L64 -46L74 -16L56 -14Z" fill="#a9d8e6" stroke="${K}" stroke-width="2.2"/>
  <path d="M59 -42L63 -22" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/>
  <path d="M-88 -6Q-88 -14 -80 -14H58C78 -14 92 -2 92 16V24Q92 27 88 27H80A18 18 0 0 0 44 27H-32A20 20 0 0 0 -72 27H-84Q-88 27 -88 22Z" fill="${G}" stroke="${K}" stroke-width="2.4"/>
  <path d="M-86 -4H66" stroke="${C}" stroke-width="1.6"/>
  <path d="M-86 12H-74M-28 12H40" stroke="${Gd}" stroke-width="5"/>
  <path d="M60 -10C76 -9 86 0 88 12" stroke="#fff" stroke-opacity="0.35" stroke-width="2" fill="none"/>
  <path d="M40 30A22 22 0 0 1 84 26" fill="none" stroke="${Gd}" stroke-width="5"/>
  ${wheel(-52, 30, 17)}
  ${wheel(62, 32, 15)}
  <circle cx="86" cy="2" r="5" fill="${C}" stroke="${K}" stroke-width="1.6"/>
  <circle cx="86" cy="2" r="2.4" fill="${Y}"/>
  <path d="M92 -2L112 -10V14L92 6Z" fill="${Y}" opacity="0.25"/>
  <path d="M64 -47L72 -58" stroke="${K}" stroke-width="1.6"/>
  <ellipse cx="73" cy="-60" rx="3.4" ry="2.4" fill="${C}" stroke="${K}" stroke-width="1.2"/>
  <rect x="-84" y="14" width="14" height="8" rx="1.5" fill="${C}" stroke="${K}" stroke-width="1"/>
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
      const a = dir + side * rad(52 + rng.range(-8, 8));
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
    const a = rad(-150 + (i / 43) * 300 + rng.range(-3, 3)) + rad(ang - 90);
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

function filterCoffee() {
  const ink = '#2d1a0f';
  const steel = (/** @type {string} */ id) => `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#69717a"/><stop offset="0.14" stop-color="#b8bfc6"/><stop offset="0.3" stop-color="#f6f8f9"/>
    <stop offset="0.44" stop-color="#c3c9cf"/><stop offset="0.7" stop-color="#858e96"/><stop offset="0.86" stop-color="#d2d7db"/><stop offset="1" stop-color="#737b83"/></linearGradient>`;
  const tumbler = 'M-30 -52L-23 64H23L30 -52Z';
  const bowl = 'M-66 44C-64 70 -40 84 -30 84H30C40 84 64 70 66 44Z';
  const bubbles = [[-14, -64, 4], [-4, -70, 3.2], [8, -66, 4.6], [18, -60, 3], [-22, -58, 2.6], [2, -58, 2.4], [12, -74, 2.4], [-10, -78, 2.2]]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fbf3e4" stroke="#d9b98c" stroke-width="0.9"/>`)
    .join('');
  const bean = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) =>
    `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="7.5" ry="5.2" fill="#b77a45" stroke="${ink}" stroke-width="1.2"/><path d="M-6 0C-2 -2 2 2 6 0" stroke="${ink}" stroke-width="1.3" fill="none"/></g>`;
  return `<g stroke-linejoin="round">
  <defs>${steel('stA')}${steel('stB')}
    <linearGradient id="dabIn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5e666e"/><stop offset="1" stop-color="#aeb5bb"/></linearGradient>
  </defs>
  <path d="M-6 -84C-12 -92 -2 -98 -8 -106M6 -86C0 -94 10 -98 4 -108" fill="none" stroke="#f4e6cc" stroke-width="2.2" stroke-linecap="round" opacity="0.75"/>
  <ellipse cx="0" cy="44" rx="66" ry="12" fill="url(#dabIn)" stroke="${ink}" stroke-width="1.8"/>
  <path d="${tumbler}" fill="url(#stA)" stroke="${ink}" stroke-width="1.8"/>
  <path d="M-27 -30H27M-25.5 -2H25.5" stroke="${ink}" stroke-opacity="0.35" stroke-width="1.1"/>
  <ellipse cy="-52" rx="30" ry="6.5" fill="#6f4325" stroke="${ink}" stroke-width="1.8"/>
  <path d="M-30 -52C-32 -76 -16 -84 0 -84C16 -84 32 -76 30 -52C24 -48 -24 -48 -30 -52Z" fill="#f6ead4" stroke="${ink}" stroke-width="1.6"/>
  <path d="M22 -50C24 -44 26 -40 24 -34C22 -30 19 -34 20 -40Z" fill="#f6ead4" stroke="${ink}" stroke-width="1.2"/>
  ${bubbles}
  <path d="M-31 -51.5C-33 -49 -32 -47 -30 -46" stroke="${ink}" stroke-width="1.4" fill="none"/>
  <path d="${bowl}" fill="url(#stB)" stroke="${ink}" stroke-width="1.8"/>
  <path d="M-66 44C-64 52 -60 56 -56 58M66 44C64 52 60 56 56 58" stroke="${ink}" stroke-opacity="0.4" stroke-width="1.2" fill="none"/>
  <path d="M-62 44A62 8.5 0 0 0 62 44" fill="none" stroke="#f8fafb" stroke-width="2.2"/>
  <rect x="-30" y="83" width="60" height="7" rx="2.5" fill="url(#stA)" stroke="${ink}" stroke-width="1.5"/>
  ${bean(-80, 82, 20)}${bean(80, 78, -30)}${bean(90, 92, 60)}
</g>`;
}

// ---------------------------------------------------------------------------------------
// 12 Camel caravan

/** A dromedary walking right, feet on y = 0, about 62 wide. @param {string} col @param {number} step 0..1 leg phase */
function camel(col, step) {
  const body = 'M-28 -38C-26 -46 -18 -52 -8 -52C0 -52 4 -46 8 -40C11 -37 14 -36 17 -33C20 -30 22 -26 25 -30C27 -35 27 -42 29 -46C30 -49 33 -50 36 -49C39 -48 40 -46 39 -44C36 -44 34 -42 33 -39C31 -33 30 -26 26 -20C22 -15 16 -16 12 -18C6 -16 -12 -14 -20 -16C-26 -18 -30 -26 -28 -38Z';
  const a = step * 6 - 3;
  const legs = [
    [-21, -18, -23 - a, -9, -21 - a * 1.4, 0],
    [-16, -17, -14 + a, -9, -15 + a * 1.4, 0],
    [11, -18, 9 + a, -9, 12 + a * 1.3, 0],
    [16, -19, 18 - a, -9, 19 - a * 1.3, 0],
  ]
    .map(([x0, y0, x1, y1, x2, y2]) => `M${x0} ${y0}L${n(x1 ?? 0)} ${y1}L${n(x2 ?? 0)} ${y2}`)
    .join('');
  return `<g fill="${col}" stroke="${col}" stroke-linecap="round" stroke-linejoin="round">
  <path d="${body}" stroke="none"/>
  <path d="${legs}" fill="none" stroke-width="3.2"/>
  <path d="M-27 -36C-31 -32 -31 -26 -30 -22" fill="none" stroke-width="1.8"/>
  <path d="M36 -49L38 -52" stroke-width="1.4"/>
</g>`;
}

function camelCaravan() {
  const sil = '#3b211b';
  const ridge = (/** @type {number} */ x) => 22 - 8 * Math.sin((x + 100) / 62) - 4 * Math.sin((x + 20) / 23);
  const ridgePts = [];
  for (let x = -112; x <= 112; x += 8) ridgePts.push(/** @type {Pt} */ ([x, ridge(x)]));
  const dune = `${smoothOpen(ridgePts)}L112 60C60 52 -60 64 -112 56Z`;
  /** @type {[number, number, number][]} x, scale, step */
  const herd = [
    [-80, 0.78, 0.2],
    [-40, 0.84, 0.7],
    [2, 0.8, 0.35],
    [46, 0.9, 0.85],
  ];
  const walkers = herd.map(([x, s, st]) => `<g transform="translate(${x} ${n(ridge(x) + 1)}) scale(${s})">${camel(sil, st)}</g>`).join('');
  const ropes = herd
    .slice(0, -1)
    .map(([x, s], i) => {
      const [nx, ns] = /** @type {[number, number, number]} */ (herd[i + 1]);
      const y0 = ridge(x) + 1 - 46 * s;
      const y1 = ridge(nx) + 1 - 26 * ns;
      return `M${n(x + 38 * s)} ${n(y0)}Q${n((x + nx) / 2 + 4)} ${n(Math.max(y0, y1) + 8)} ${n(nx - 26 * ns)} ${n(y1)}`;
    })
    .join('');
  const lead = herd[herd.length - 1] ?? [0, 1, 0];
  const rx = lead[0] - 6 * lead[1];
  const ry = ridge(lead[0]) + 1 - 52 * lead[1];
  const rider = `<g transform="translate(${n(rx)} ${n(ry)}) scale(${lead[1]})" fill="${sil}">
    <path d="M-5 0C-6 -8 -5 -14 -1 -17C3 -16 5 -10 4 0Z"/>
    <circle cx="-0.5" cy="-21" r="4.2"/>
    <path d="M-5 -23C-3 -28 3 -28 4 -23C8 -23 10 -20 9 -19C5 -21 -2 -21 -5 -20Z"/>
    <path d="M2 -12L10 -6" stroke="${sil}" stroke-width="2.2" stroke-linecap="round"/>
    <path d="M0 -2L6 8" stroke="${sil}" stroke-width="2.6" stroke-linecap="round"/>
  </g>`;
  return `<g>
  <defs>
    <linearGradient id="duskSun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9c35c"/><stop offset="0.55" stop-color="#ef8a4a"/><stop offset="1" stop-color="#d9566b"/></linearGradient>
  </defs>
  <circle cx="14" cy="-8" r="58" fill="url(#duskSun)"/>
  <path d="M-56 -58l5 3.5 5 -3.5M-40 -70l3.5 2.5 3.5 -2.5M70 -64l4 3 4 -3" fill="none" stroke="${sil}" stroke-width="1.7" stroke-linecap="round"/>
  <path d="M-60 30C-20 16 40 14 76 24" fill="none" stroke="#e09a5a" stroke-width="1.6" opacity="0.8"/>
  <path d="${dune}" fill="#8a4a32"/>
  <path d="M-112 62C-60 70 40 58 112 66M-80 72C-30 78 30 70 84 76" fill="none" stroke="#8a4a32" stroke-width="1.8" stroke-linecap="round"/>
  <path d="${ropes}" fill="none" stroke="${sil}" stroke-width="1.2"/>
  ${walkers}
  ${rider}
</g>`;
}

// ---------------------------------------------------------------------------------------
// 13 Holi splash

/**
 * A splash of gulal powder: a ragged blob, bursts of spikes and droplets.
 * @param {import('./util.mjs').Rng} rng @param {number} x @param {number} y @param {number} r @param {string} col
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
  <defs><radialGradient id="${id}" cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.2)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${shade(col, -0.08)}"/><stop offset="0.7" stop-color="${col}"/><stop offset="1" stop-color="${shade(col, 0.35)}"/></radialGradient></defs>
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
  const ball = `<g transform="translate(-62 52)">
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
    detail: { x: 40, y: 178, zoom: 2.5 },
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
    front: (c) => chest(c, kites(), 1.04, 8),
    back: (c) => upperBack(c, `<g transform="scale(2.6)">${patang(30, '#e5332e', '#ffca2c', 0)}</g>`, 40),
    detail: { x: -40, y: 172, zoom: 2.5 },
  },
  blockPrint: {
    pattern: (id, rotate) => blockPrint(id, rotate),
    patternFilter: `<filter id="pf" x="-5%" y="-5%" width="110%" height="110%">
  <feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="2" seed="4" result="n"/>
  <feDisplacementMap in="SourceGraphic" in2="n" scale="2.4" xChannelSelector="R" yChannelSelector="G" result="d"/>
  <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  2.2 0 0 0 -0.05" result="a"/>
  <feComposite in="d" in2="a" operator="in"/>
</filter>`,
    detail: { x: 20, y: 150, zoom: 2.6 },
  },
  chaiPocket: {
    front: (c) => `<g transform="translate(99 161) rotate(6) scale(0.9)">${chaiGlass()}</g>`,
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
    detail: { x: 40, y: 170, zoom: 2.5 },
  },
  ikat: {
    pattern: (id, rotate) => ikat(id, rotate),
    patternFilter: `<filter id="pf" x="-5%" y="-5%" width="110%" height="110%">
  <feTurbulence type="fractalNoise" baseFrequency="0.006 0.2" numOctaves="2" seed="10" result="n"/>
  <feColorMatrix in="n" type="matrix" values="1 0 0 0 0  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 1" result="m"/>
  <feDisplacementMap in="SourceGraphic" in2="m" scale="11" xChannelSelector="R" yChannelSelector="G" result="d"/>
  <feGaussianBlur in="d" stdDeviation="1.6 0.2"/>
</filter>`,
    detail: { x: 20, y: 150, zoom: 2.4 },
  },
  filterCoffee: {
    front: (c) => chest(c, filterCoffee(), 1, 4),
    back: (c) => upperBack(c, '<g fill="#f4e6cc"><path d="M-30 -52L-23 64H23L30 -52Z"/><path d="M-30 -54C-32 -76 -16 -84 0 -84C16 -84 32 -76 30 -54Z"/></g>', 30),
    detail: { x: 30, y: 180, zoom: 2.5 },
  },
  camels: {
    front: (c) => chest(c, camelCaravan(), 1.1, 2),
    back: (c) => upperBack(c, `<g transform="translate(-10 40) scale(2.4)">${camel('#3b211b', 0.4)}</g>`, 38),
    detail: { x: 30, y: 200, zoom: 2.5 },
  },
  holi: {
    front: (c) => {
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
    printFilter: `<filter id="ink" x="-10%" y="-10%" width="120%" height="120%">
  <feTurbulence type="fractalNoise" baseFrequency="0.09" numOctaves="2" seed="13" result="n"/>
  <feDisplacementMap in="SourceGraphic" in2="n" scale="7" xChannelSelector="R" yChannelSelector="G"/>
</filter>`,
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
