// @ts-check
/** One editorial illustration per blog article (800×532). */
import { inShadow, lighten } from '../lib/colour.mjs';
import { createRng } from '../lib/random.mjs';
import { P, blurDef, doc, dropDef, grain, grainDef, idGen, linearGradient, r1, radialGradient, shadow, tee } from './kit.mjs';

const W = 800;
const H = 532;

/**
 * Common backdrop: a soft gradient with a big pale blob, plus grain on top.
 * @param {string} name @param {string} top @param {string} bottom @param {string} blob
 */
function frame(name, top, bottom, blob) {
  const defs =
    linearGradient(`${name}bg`, [[0, top], [1, bottom]]) +
    grainDef(`${name}gr`, 3, 0.7) +
    blurDef(`${name}b6`, 6) +
    blurDef(`${name}b14`, 14) +
    dropDef(`${name}ds`);
  const under = `<rect width="${W}" height="${H}" fill="url(#${name}bg)"/><path d="M120 90C260 -20 560 10 690 120S760 420 600 470S180 500 100 390S-20 200 120 90Z" fill="${blob}" opacity="0.55"/>`;
  const over = grain(`${name}gr`, W, H, 0.12);
  return { defs, under, over };
}

/** @param {number} x @param {number} y @param {number} r @param {number} [o] */
const bubble = (x, y, r, o = 0.85) =>
  `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#ffffff" fill-opacity="0.25" stroke="#ffffff" stroke-opacity="${o}" stroke-width="${r1(Math.max(1.2, r * 0.12))}"/><path d="M${r1(x - r * 0.5)} ${r1(y - r * 0.1)}A${r1(r * 0.55)} ${r1(r * 0.55)} 0 0 1 ${r1(x - r * 0.05)} ${r1(y - r * 0.55)}" fill="none" stroke="#ffffff" stroke-width="${r1(Math.max(1, r * 0.14))}" stroke-linecap="round" opacity="0.9"/>`;

export function blogWash() {
  const id = idGen('wa');
  const f = frame('wa', '#e3f3f0', '#bfe2dc', '#ffffff');
  let defs = f.defs;
  let b = f.under;
  // tiled floor
  b += `<rect y="430" width="${W}" height="102" fill="#9fcfc7"/><rect y="430" width="${W}" height="4" fill="#7fb7ae"/>`;
  for (let x = 0; x < W; x += 80) b += `<path d="M${x} 434L${x - 40} 532" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`;
  b += `<path d="M0 480H${W}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/>`;
  // washing machine
  const mx = 390;
  const my = 92;
  defs += linearGradient('waBody', [[0, '#ffffff'], [1, '#e6ecf0']], [0, 0, 1, 0]);
  defs += radialGradient('waWater', [[0, '#8fe0e6'], [0.7, '#36a9b6'], [1, '#1d7c8c']], { cx: 0.45, cy: 0.4, r: 0.6 });
  b += shadow('wab14', mx + 150, 440, 170, 14, 0.3);
  b += `<rect x="${mx}" y="${my}" width="300" height="346" rx="26" fill="url(#waBody)"/>`;
  b += `<rect x="${mx}" y="${my}" width="300" height="74" rx="26" fill="#f1f4f6"/><rect x="${mx}" y="${my + 56}" width="300" height="18" fill="#f1f4f6"/><path d="M${mx} ${my + 74}H${mx + 300}" stroke="#cfd8de" stroke-width="3"/>`;
  b += `<rect x="${mx + 22}" y="${my + 22}" width="86" height="30" rx="8" fill="${P.ink}"/><rect x="${mx + 30}" y="${my + 30}" width="38" height="14" rx="3" fill="${P.tealLight}" opacity="0.9"/>`;
  b += `<circle cx="${mx + 200}" cy="${my + 37}" r="20" fill="#dfe5ea" stroke="#c2ccd4" stroke-width="3"/><path d="M${mx + 200} ${my + 37}L${mx + 210} ${my + 24}" stroke="${P.saffron}" stroke-width="4" stroke-linecap="round"/>`;
  b += `<circle cx="${mx + 250}" cy="${my + 37}" r="8" fill="${P.rani}"/><circle cx="${mx + 272}" cy="${my + 37}" r="8" fill="${P.marigold}"/>`;
  // door with water and a swirling tee
  const dx = mx + 150;
  const dy = my + 218;
  defs += `<clipPath id="waDoor"><circle cx="${dx}" cy="${dy}" r="92"/></clipPath>`;
  b += `<circle cx="${dx}" cy="${dy}" r="118" fill="#d5dde3"/><circle cx="${dx}" cy="${dy}" r="108" fill="#9aa6b2"/><circle cx="${dx}" cy="${dy}" r="100" fill="#eef2f5"/>`;
  b += `<circle cx="${dx}" cy="${dy}" r="92" fill="url(#waWater)"/>`;
  const t = tee(id, dx - 10, dy - 60, 150, { color: P.rani, print: 'flower', printColor: P.cream, printColor2: P.marigold }, 28);
  defs += t.defs;
  b += `<g clip-path="url(#waDoor)"><path d="M${dx - 92} ${dy + 10}Q${dx - 40} ${dy - 14} ${dx} ${dy + 6}T${dx + 92} ${dy}V${dy + 92}H${dx - 92}Z" fill="#1d7c8c" opacity="0.35"/>${t.svg}`;
  b += `<path d="M${dx - 92} ${dy + 30}Q${dx - 40} ${dy + 6} ${dx} ${dy + 26}T${dx + 92} ${dy + 20}V${dy + 92}H${dx - 92}Z" fill="#36a9b6" opacity="0.5"/>`;
  b += bubble(dx - 40, dy + 50, 10) + bubble(dx + 30, dy + 40, 7) + bubble(dx + 50, dy - 40, 12) + bubble(dx - 60, dy - 30, 6);
  b += `<path d="M${dx - 70} ${dy - 60}A92 92 0 0 1 ${dx + 20} ${dy - 90}" stroke="#ffffff" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.55"/></g>`;
  b += `<rect x="${dx + 96}" y="${dy - 20}" width="16" height="40" rx="6" fill="#9aa6b2"/>`;
  // feet
  b += `<rect x="${mx + 24}" y="${my + 344}" width="36" height="10" rx="3" fill="#8d98a4"/><rect x="${mx + 240}" y="${my + 344}" width="36" height="10" rx="3" fill="#8d98a4"/>`;

  // a tub of water with a tee soaking, left
  defs += linearGradient('waTub', [[0, '#e9f0f3'], [1, '#b8c6cf']]);
  b += shadow('wab14', 200, 440, 140, 12, 0.3);
  b += `<path d="M70 320H330L305 440H95Z" fill="url(#waTub)"/><rect x="60" y="306" width="280" height="24" rx="12" fill="#d8e2e8"/>`;
  b += `<ellipse cx="200" cy="320" rx="128" ry="10" fill="#4fb8c4"/>`;
  {
    const soak = tee(id, 196, 262, 150, { color: P.marigold, print: 'sun', printColor: P.rani, printColor2: P.indigo }, -14);
    defs += soak.defs + `<clipPath id="waAbove"><rect x="60" y="150" width="280" height="170"/></clipPath>`;
    b += `<g clip-path="url(#waAbove)">${soak.svg}</g>`;
    b += `<path d="M76 322Q140 312 200 322T324 320" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.7"/>`;
  }
  b += `<path d="M104 372H296M112 404H288" stroke="#9fb0bb" stroke-width="3" opacity="0.6"/>`;
  b += bubble(150, 290, 14) + bubble(190, 262, 9) + bubble(240, 282, 18) + bubble(280, 250, 8) + bubble(120, 250, 7);
  // detergent bottle
  b += `<g transform="translate(40 440)"><path d="M0 0V-90Q0 -104 14 -104H40Q54 -104 54 -90V0Z" fill="${P.teal}"/><rect x="16" y="-118" width="22" height="16" rx="3" fill="${P.marigold}"/><rect x="8" y="-72" width="38" height="40" rx="6" fill="${P.cream}"/><path d="M27 -64c-8 10 -8 18 0 20c8 -2 8 -10 0 -20z" fill="${P.tealLight}"/></g>`;
  // big bubbles drifting up to the right
  const R = createRng(12);
  for (let i = 0; i < 9; i++) b += bubble(R.range(560, 780), R.range(40, 300), R.range(6, 20), 0.9);
  // a gentle "cold wash" badge: a droplet with a snowflake-ish mark
  b += `<g transform="translate(735 360)"><path d="M0 -40C-20 -10 -26 4 -26 14A26 26 0 0 0 26 14C26 4 20 -10 0 -40Z" fill="#36a9b6"/><path d="M-12 16a12 12 0 0 0 12 12" stroke="#fff" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.8"/></g>`;
  b += f.over;
  return doc(W, H, defs, b);
}

export function blogSize() {
  const id = idGen('sz');
  const f = frame('sz', '#fff4e2', '#fbe2bd', '#ffe7c2');
  let defs = f.defs;
  let b = f.under;
  // the tee, laid flat
  const t = tee(id, 270, 66, 420, { color: P.teal, trim: P.tealDark, print: 'none', light: 0.6 });
  defs += t.defs;
  b += `<g filter="url(#szds)">${t.svg}</g>`;
  // tape measure across the chest, with a coil at the end
  const ty = 250;
  defs += linearGradient('szTape', [[0, P.marigoldLight], [1, P.marigold]]);
  b += `<g filter="url(#szds)"><path d="M70 ${ty - 6}C200 ${ty - 20} 420 ${ty - 20} 560 ${ty}L566 ${ty + 34}C420 ${ty + 14} 200 ${ty + 14} 72 ${ty + 28}Z" fill="url(#szTape)"/>`;
  let ticks = '';
  for (let i = 0; i <= 48; i++) {
    const x = 80 + i * 10;
    const tt = (x - 70) / 490;
    const yy = ty - 6 + (1 - tt) * (1 - tt) * 0 + 2 * (1 - tt) * tt * -14 + tt * tt * 6 + 2;
    ticks += `M${x} ${r1(yy)}v${i % 5 ? 7 : 13}`;
  }
  b += `<path d="${ticks}" stroke="${P.ink}" stroke-width="1.6"/>`;
  // tape case
  b += `<circle cx="600" cy="${ty + 20}" r="52" fill="${P.rani}"/><circle cx="600" cy="${ty + 20}" r="38" fill="${P.raniDark}"/><circle cx="600" cy="${ty + 20}" r="14" fill="${P.raniLight}"/><rect x="548" y="${ty + 2}" width="14" height="34" rx="4" fill="${P.raniDark}"/></g>`;
  // size swing tags
  /** @type {[string, string][]} */
  const tags = [['S', P.marigold], ['M', P.rani], ['L', P.indigo], ['XL', P.saffron]];
  tags.forEach(([label, c], i) => {
    const x = 654 + (i % 2) * 84;
    const y = 96 + Math.floor(i / 2) * 190 + (i % 2) * 60;
    const rot = [-8, 6, 5, -7][i] ?? 0;
    b += `<g transform="rotate(${rot} ${x} ${y})" filter="url(#szds)"><path d="M${x - 34} ${y + 14}L${x} ${y - 18}L${x + 34} ${y + 14}V${y + 70}Q${x + 34} ${y + 76} ${x + 28} ${y + 76}H${x - 28}Q${x - 34} ${y + 76} ${x - 34} ${y + 70}Z" fill="${c}"/>`;
    b += `<circle cx="${x}" cy="${y}" r="6" fill="#fbe2bd"/><circle cx="${x}" cy="${y}" r="6" fill="none" stroke="${P.cream}" stroke-width="2"/>`;
    b += `<text x="${x}" y="${y + 56}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${label.length > 1 ? 26 : 32}" fill="${P.cream}">${label}</text></g>`;
    b += `<path d="M${x} ${y - 6}C${x - 20} ${y - 40} ${x + 30} ${y - 50} ${x + 10} ${y - 70}" stroke="${P.ink}" stroke-width="1.5" fill="none" opacity="0.45"/>`;
  });
  // pencil
  b += `<g transform="translate(80 470) rotate(-14)" filter="url(#szds)"><rect width="170" height="14" rx="2" fill="${P.marigold}"/><rect width="170" height="5" fill="${P.marigoldLight}"/><path d="M170 0L196 7L170 14Z" fill="#f1d2a6"/><path d="M188 4.5L196 7L188 9.5Z" fill="${P.ink}"/><rect x="-16" width="16" height="14" rx="3" fill="${P.rani}"/></g>`;
  b += f.over;
  return doc(W, H, defs, b);
}

export function blogPrinting() {
  const id = idGen('pr');
  let defs = linearGradient('prL', [[0, '#ffe2a8'], [1, '#f7c46a']]) + linearGradient('prR', [[0, '#cfe9e5'], [1, '#93cfc6']]);
  defs += grainDef('prgr', 5, 0.7) + blurDef('prb10', 10) + dropDef('prds');
  let b = `<rect width="400" height="${H}" fill="url(#prL)"/><rect x="400" width="400" height="${H}" fill="url(#prR)"/>`;
  // --- left: screen printing ----------------------------------------------------
  const t1 = tee(id, 200, 150, 300, { color: P.cream, trim: P.creamDark, print: 'none', light: 0.5 });
  defs += t1.defs;
  b += `<g filter="url(#prds)">${t1.svg}</g>`;
  // the printed flower (half revealed) on the tee
  defs += `<clipPath id="prHalf"><rect x="0" y="0" width="205" height="${H}"/></clipPath>`;
  let flower = '';
  for (let i = 0; i < 8; i++) flower += `<ellipse cx="200" cy="220" rx="14" ry="30" transform="rotate(${i * 45} 200 265)" fill="${P.rani}"/>`;
  b += `<g clip-path="url(#prHalf)">${flower}<circle cx="200" cy="265" r="16" fill="${P.marigold}"/></g>`;
  // screen frame on top (wooden frame with mesh), shifted to the right half of the print
  b += `<g filter="url(#prds)"><rect x="118" y="180" width="204" height="170" rx="6" fill="none" stroke="#c98a4e" stroke-width="18"/>`;
  defs += `<pattern id="prMesh" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#f4f1ea" fill-opacity="0.55"/><path d="M0 0H6M0 0V6" stroke="#bdb6a6" stroke-width="0.8"/></pattern>`;
  b += `<rect x="127" y="189" width="186" height="152" fill="url(#prMesh)"/>`;
  b += `<rect x="118" y="180" width="204" height="8" fill="#dba36a"/></g>`;
  // squeegee with a bead of ink
  b += `<g transform="translate(218 265) rotate(8)" filter="url(#prds)"><rect x="-8" y="-100" width="16" height="200" rx="3" fill="${P.ink}"/><rect x="-30" y="-104" width="34" height="208" rx="10" fill="${P.woodDark}"/><rect x="-26" y="-100" width="8" height="200" rx="4" fill="#b9773f"/></g>`;
  b += `<path d="M232 170C244 200 240 330 232 360C248 330 254 200 232 170Z" fill="${P.rani}"/>`;
  // ink tins
  b += `<g filter="url(#prds)"><rect x="20" y="420" width="70" height="70" rx="8" fill="#c9ccd6"/><ellipse cx="55" cy="420" rx="35" ry="10" fill="${P.rani}"/><rect x="98" y="440" width="60" height="50" rx="8" fill="#c9ccd6"/><ellipse cx="128" cy="440" rx="30" ry="8" fill="${P.marigold}"/><rect x="30" y="452" width="50" height="22" rx="4" fill="${P.cream}"/></g>`;
  // --- right: direct-to-garment -------------------------------------------------------
  // platen with a tee, printer body, carriage and head
  b += `<g filter="url(#prds)"><rect x="440" y="120" width="320" height="330" rx="18" fill="#ece9f3"/><rect x="440" y="120" width="320" height="60" rx="18" fill="#4a4c7a"/><rect x="440" y="160" width="320" height="20" fill="#4a4c7a"/></g>`;
  b += `<rect x="464" y="196" width="272" height="230" rx="8" fill="#d4d0e0"/>`;
  const t2 = tee(id, 600, 212, 250, { color: P.indigo, print: 'none', light: 0.5 });
  defs += t2.defs;
  b += t2.svg;
  // the printed image builds up in bands below the head (a sun over hills)
  defs += `<clipPath id="prDone"><rect x="450" y="290" width="300" height="200"/></clipPath>`;
  b += `<g clip-path="url(#prDone)"><circle cx="600" cy="320" r="46" fill="${P.marigold}"/><path d="M540 380Q570 340 600 370T660 360V400H540Z" fill="${P.tealLight}"/><path d="M540 392Q580 360 620 386T660 378V406H540Z" fill="${P.rani}"/></g>`;
  // carriage rail and the print head, spraying CMYK droplets
  b += `<rect x="452" y="250" width="296" height="14" rx="7" fill="#5d6090"/>`;
  b += `<g filter="url(#prds)"><rect x="560" y="226" width="80" height="64" rx="10" fill="#ffffff"/><rect x="560" y="276" width="80" height="14" rx="4" fill="${P.ink}"/></g>`;
  ['#19b6d8', '#e0358a', '#f6d21c', '#1d1a2f'].forEach((c, i) => {
    b += `<rect x="${570 + i * 17}" y="236" width="12" height="30" rx="4" fill="${c}"/>`;
    for (let k = 0; k < 3; k++) b += `<circle cx="${576 + i * 17 + (k % 2) * 3}" cy="${298 + k * 8}" r="${2.4 - k * 0.4}" fill="${c}"/>`;
  });
  // status light
  b += `<circle cx="730" cy="150" r="7" fill="#6fe3a0"/><rect x="464" y="142" width="90" height="16" rx="8" fill="#6b6ea6"/>`;
  // centre "vs" medallion
  b += `<circle cx="400" cy="70" r="38" fill="${P.ink}"/><circle cx="400" cy="70" r="38" fill="none" stroke="${P.cream}" stroke-width="3" stroke-dasharray="4 5"/><text x="400" y="81" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="${P.cream}">vs</text>`;
  b += grain('prgr', W, H, 0.12);
  return doc(W, H, defs, b);
}

export function blogFabrics() {
  const id = idGen('fa');
  const f = frame('fa', '#f6f1e2', '#e6e0c6', '#fffaf0');
  let defs = f.defs;
  let b = f.under;
  // --- cotton branch, left -----------------------------------------------------------
  b += `<g filter="url(#fads)">`;
  b += `<path d="M170 520C160 420 150 330 120 220M150 360C190 320 220 290 260 270M136 280C100 250 80 220 70 170" stroke="#6b4a2e" stroke-width="7" stroke-linecap="round" fill="none"/>`;
  /** @param {number} x @param {number} y @param {number} s */
  const boll = (x, y, s) => {
    let g = `<g transform="translate(${x} ${y}) scale(${s})">`;
    // bracts
    g += `<path d="M-46 20L-30 44L0 30L30 44L46 20L34 52L0 60L-34 52Z" fill="#7a5536"/>`;
    g += `<circle cx="-24" cy="0" r="30" fill="#ffffff"/><circle cx="24" cy="0" r="30" fill="#fbfaf6"/><circle cx="0" cy="-22" r="32" fill="#ffffff"/><circle cx="0" cy="14" r="30" fill="#f3efe6"/>`;
    g += `<path d="M-24 -4C-14 6 -4 8 0 -2M24 -4C14 6 4 8 0 -2" stroke="#ddd6c6" stroke-width="3" fill="none"/></g>`;
    return g;
  };
  b += boll(120, 200, 1) + boll(264, 260, 0.8) + boll(72, 150, 0.6);
  // a leaf
  b += `<path d="M150 380C110 380 90 420 96 450C130 446 150 420 150 380Z" fill="${P.leaf}"/><path d="M150 380L104 444" stroke="${P.leafDark}" stroke-width="2"/>`;
  b += `</g>`;
  // --- flax stalks with blue flowers, centre ---------------------------------------------
  const R = createRng(4);
  let flax = '';
  for (let i = 0; i < 7; i++) {
    const x0 = 306 + i * 16;
    const top = 90 + R.range(0, 70);
    const lean = R.range(-30, 30);
    flax += `<path d="M${x0} 520C${x0} 400 ${x0 + lean * 0.5} 240 ${x0 + lean} ${top}" stroke="#6f9a4c" stroke-width="3" fill="none"/>`;
    for (let k = 1; k < 6; k++) {
      const yy = 520 - k * 60;
      flax += `<path d="M${r1(x0 + lean * (k / 10))} ${yy}l${k % 2 ? 12 : -12} -16" stroke="#6f9a4c" stroke-width="2.5" stroke-linecap="round"/>`;
    }
    // flower
    const fx = x0 + lean;
    let pet = '';
    for (let k = 0; k < 5; k++) pet += `<ellipse cx="${r1(fx)}" cy="${top - 9}" rx="6" ry="10" transform="rotate(${k * 72} ${r1(fx)} ${top})"/>`;
    flax += `<g fill="${i % 2 ? '#6c8fd6' : '#87a6e6'}">${pet}</g><circle cx="${r1(fx)}" cy="${top}" r="3.5" fill="${P.marigold}"/>`;
  }
  b += `<g filter="url(#fads)">${flax}</g>`;
  // a little bundle tie
  b += `<rect x="296" y="430" width="120" height="14" rx="6" fill="#c98a4e"/>`;
  // --- fanned swatches, right -----------------------------------------------------------
  /** @type {[string, string][]} */
  const sw = [
    ['#f3ead7', 'linen'],
    [P.teal, 'twill'],
    [P.marigold, 'plain'],
    [P.rani, 'rib'],
    [P.indigo, 'twill'],
  ];
  let fan = '';
  sw.forEach(([c, weave], i) => {
    const rot = -24 + i * 11;
    const pid = id();
    if (weave === 'rib') defs += `<pattern id="${pid}" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${c}"/><rect width="2.5" height="6" fill="${inShadow(c, 0.14)}"/></pattern>`;
    else if (weave === 'twill') defs += `<pattern id="${pid}" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="8" height="8" fill="${c}"/><rect width="3" height="8" fill="${lighten(c, 0.12)}"/></pattern>`;
    else if (weave === 'linen') defs += `<pattern id="${pid}" width="7" height="5" patternUnits="userSpaceOnUse"><rect width="7" height="5" fill="${c}"/><path d="M0 1H7M0 3.5H7" stroke="${inShadow(c, 0.1)}" stroke-width="0.8"/><path d="M2 0V5" stroke="${inShadow(c, 0.06)}" stroke-width="1"/></pattern>`;
    else defs += `<pattern id="${pid}" width="5" height="5" patternUnits="userSpaceOnUse"><rect width="5" height="5" fill="${c}"/><path d="M0 0H5M0 0V5" stroke="${inShadow(c, 0.08)}" stroke-width="0.8"/></pattern>`;
    // pinked (zig-zag) bottom edge
    let zig = 'M-60 -150H60V120';
    for (let x = 60; x > -60; x -= 10) zig += `L${x - 5} 128L${x - 10} 120`;
    zig += 'Z';
    fan += `<g transform="translate(630 490) rotate(${rot}) translate(0 -180)"><path d="${zig}" fill="url(#${pid})"/><path d="M-60 -150H60V-136H-60Z" fill="#000" opacity="0.08"/><circle cx="0" cy="-130" r="6" fill="#fff" stroke="#b9a98a" stroke-width="2"/></g>`;
  });
  b += `<g filter="url(#fads)">${fan}</g>`;
  b += f.over;
  return doc(W, H, defs, b);
}

/**
 * A long-sleeved denim jacket, same frame as the tee (neck centre at 0,0; 200 units wide).
 * @param {number} x @param {number} y @param {number} w @param {number} rot
 */
function jacket(x, y, w, rot) {
  const s = w / 200;
  const c = P.denim;
  const body = 'M-28 0L-62 10C-80 20 -92 40 -98 70L-124 196L-96 204L-70 100L-68 214H68L70 100L96 204L124 196L98 70C92 40 80 20 62 10L28 0Z';
  let g = `<path d="${body}" fill="${c}"/>`;
  g += `<path d="${body}" fill="none" stroke="#8fb0da" stroke-width="1.6" stroke-dasharray="4 3" transform="scale(0.97) translate(0 2)" opacity="0.7"/>`;
  // cuffs and waistband
  g += `<path d="M-124 196L-96 204L-98 216L-126 208Z M124 196L96 204L98 216L126 208Z" fill="${P.denimDark}"/><rect x="-68" y="200" width="136" height="18" fill="${P.denimDark}"/>`;
  // open front showing a tee underneath
  g += `<path d="M-14 12L0 40L14 12L20 214H-20Z" fill="#f6f1e8"/>`;
  // collar
  g += `<path d="M-28 0L-6 44L-30 36L-44 8Z M28 0L6 44L30 36L44 8Z" fill="${P.denimDark}"/>`;
  // chest pockets and buttons
  g += `<rect x="-56" y="56" width="32" height="34" rx="3" fill="${P.denimDark}" opacity="0.6"/><rect x="24" y="56" width="32" height="34" rx="3" fill="${P.denimDark}" opacity="0.6"/>`;
  g += `<g fill="#d9a862"><circle cx="-40" cy="66" r="3"/><circle cx="40" cy="66" r="3"/><circle cx="-26" cy="120" r="3.5"/><circle cx="-26" cy="160" r="3.5"/><circle cx="-26" cy="196" r="3.5"/></g>`;
  g += `<path d="M-98 70C-90 100 -88 130 -106 190" stroke="#000" stroke-opacity="0.12" stroke-width="4" fill="none"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${r1(s * 100) / 100})">${g}</g>`;
}

export function blogStyle() {
  const id = idGen('st');
  let defs = linearGradient('stbg', [[0, '#f4e6d0'], [1, '#ecd5b3']]) + grainDef('stgr', 8, 0.7) + dropDef('stds', 5, 3, 7, 0.3);
  // wooden planks flat-lay surface
  let b = `<rect width="${W}" height="${H}" fill="url(#stbg)"/>`;
  for (let y = 0; y < H; y += 133) b += `<path d="M0 ${y}H${W}" stroke="#c9a77a" stroke-width="2" opacity="0.6"/>`;
  const R = createRng(6);
  for (let i = 0; i < 30; i++) {
    const y = R.range(0, H);
    b += `<path d="M${r1(R.range(0, 700))} ${r1(y)}h${r1(R.range(40, 160))}" stroke="#c9a77a" stroke-width="1.2" opacity="0.35" stroke-linecap="round"/>`;
  }
  let items = '';
  // denim jacket, left
  items += jacket(160, 40, 250, -8);
  // plain white tee in the centre
  const t = tee(id, 405, 70, 240, { color: '#fbf8f2', trim: '#ece4d6', print: 'none', light: 0.45 });
  defs += t.defs;
  items += t.svg;
  // jeans, bottom centre-right
  items += `<g transform="translate(600 240) rotate(12)"><path d="M-62 0H62L70 260H20L0 60L-20 260H-70Z" fill="${P.denim}"/><rect x="-62" y="0" width="124" height="18" fill="${P.denimDark}"/><path d="M-50 22C-40 50 -20 52 -10 40M50 22C40 50 20 52 10 40" stroke="#8fb0da" stroke-width="2" stroke-dasharray="4 3" fill="none"/><path d="M0 18V60" stroke="#8fb0da" stroke-width="2" stroke-dasharray="4 3"/><circle cx="0" cy="9" r="4" fill="#d9a862"/><path d="M-66 240H-24M24 240H66" stroke="${P.denimDark}" stroke-width="8"/></g>`;
  // a striped scarf in rani pink with fringe, right
  defs += `<pattern id="stScarf" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${P.rani}"/><rect y="26" width="40" height="6" fill="${P.marigold}"/><rect y="34" width="40" height="3" fill="${P.cream}"/></pattern>`;
  items += `<g transform="translate(700 40) rotate(10)"><path d="M-40 0C0 60 -52 130 -10 190S-34 300 0 372L62 368C30 300 54 246 42 186S0 60 28 0Z" fill="url(#stScarf)"/><path d="M-20 30C16 80 -26 130 10 190" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.15"/>`;
  for (let k = 0; k < 9; k++) items += `<path d="M${4 + k * 7} 370l${(k - 4) * 0.8} 20" stroke="${P.rani}" stroke-width="3" stroke-linecap="round"/>`;
  items += `</g>`;
  // sunglasses
  items += `<g transform="translate(400 420) rotate(-6)"><path d="M-60 0h40M20 0h40" stroke="${P.ink}" stroke-width="5"/><rect x="-62" y="-4" width="50" height="34" rx="14" fill="${P.ink}"/><rect x="12" y="-4" width="50" height="34" rx="14" fill="${P.ink}"/><path d="M-12 6Q0 -2 12 6" stroke="${P.ink}" stroke-width="5" fill="none"/><path d="M-52 4l14 -4M22 4l14 -4" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="0.5"/></g>`;
  // a pair of sneakers lying on their sides, bottom left
  /** @param {number} x @param {number} y @param {number} rot */
  const shoe = (x, y, rot) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-70 0C-72 -30 -64 -52 -50 -54L-20 -56C0 -40 20 -30 50 -24C70 -20 76 -8 74 0Z" fill="#ffffff"/><path d="M-20 -56C0 -40 20 -30 50 -24" stroke="${P.teal}" stroke-width="3" fill="none"/><path d="M-14 -46l10 10M-4 -40l10 10M6 -35l10 10M16 -31l10 10" stroke="${P.teal}" stroke-width="3.5" stroke-linecap="round"/><path d="M-56 -30C-40 -24 -30 -12 -40 0" stroke="${P.saffron}" stroke-width="6" fill="none"/><rect x="-74" y="-2" width="150" height="14" rx="7" fill="${P.saffron}"/><path d="M-68 10H70" stroke="${P.saffronDark}" stroke-width="2" stroke-dasharray="5 4"/><path d="M52 -22C66 -18 72 -10 72 -2" stroke="#e6dccb" stroke-width="5" fill="none"/></g>`;
  items += shoe(110, 430, -8) + shoe(150, 500, -4);
  // a small cap, top right
  items += `<g transform="translate(560 70) rotate(-14)"><path d="M-50 10C-50 -44 50 -44 50 10Z" fill="${P.marigold}"/><path d="M-50 10H50Q60 40 30 44H-30Q-60 40 -50 10Z" fill="${P.saffron}"/><circle cx="0" cy="-34" r="5" fill="${P.saffron}"/><path d="M0 -34V8M-26 -24C-20 -6 -18 0 -20 8M26 -24C20 -6 18 0 20 8" stroke="${P.saffronDark}" stroke-width="2" opacity="0.5" fill="none"/></g>`;
  b += `<g filter="url(#stds)">${items}</g>`;
  b += grain('stgr', W, H, 0.12);
  return doc(W, H, defs, b);
}
