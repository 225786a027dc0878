// @ts-check
/** Dark banner backgrounds meant to sit behind white HTML text. */
import { mix } from '../lib/colour.mjs';
import { createRng } from '../lib/random.mjs';
import { P, blurDef, doc, foldedTee, grain, grainDef, hanger, idGen, linearGradient, r1, radialGradient, shadow, snowflake, tee } from './kit.mjs';

/** Pushes a colour towards the dark indigo of the night-time scenes. @param {string} c @param {number} [t] */
const mute = (c, t = 0.42) => mix(c, '#17163a', t);

/**
 * A thread spool standing upright; (x, y) is the bottom centre.
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {string} color
 */
function spool(x, y, w, h, color) {
  const fl = Math.max(5, h * 0.1);
  let s = `<rect x="${r1(x - w / 2 - 5)}" y="${r1(y - fl)}" width="${r1(w + 10)}" height="${r1(fl)}" rx="3" fill="${mute('#c79155', 0.45)}"/>`;
  s += `<rect x="${r1(x - w / 2)}" y="${r1(y - h + fl)}" width="${r1(w)}" height="${r1(h - 2 * fl)}" fill="${color}"/>`;
  for (let yy = y - h + fl + 5; yy < y - fl - 2; yy += 6) s += `<path d="M${r1(x - w / 2)} ${r1(yy)}L${r1(x + w / 2)} ${r1(yy + 3)}" stroke="#000" stroke-opacity="0.16" stroke-width="1.5"/>`;
  s += `<rect x="${r1(x - w / 2)}" y="${r1(y - h + fl)}" width="${r1(w * 0.25)}" height="${r1(h - 2 * fl)}" fill="#fff" opacity="0.12"/>`;
  s += `<rect x="${r1(x - w / 2 - 5)}" y="${r1(y - h)}" width="${r1(w + 10)}" height="${r1(fl)}" rx="3" fill="${mute('#d6a066', 0.4)}"/>`;
  return s;
}

export function repairBanner() {
  const W = 1600;
  const H = 600;
  const id = idGen('r');
  const tableY = 430;
  let defs = '';
  let b = '';
  defs += linearGradient('wall', [[0, '#1f1f4f'], [1, '#17163a']]);
  defs += linearGradient('table', [[0, '#3a2a3c'], [1, '#241a2c']]);
  defs += radialGradient('lampL', [[0, '#f2a516', 0.22], [1, '#f2a516', 0]], { cx: 0.16, cy: 0.35, r: 0.45 });
  defs += radialGradient('lampR', [[0, '#d6246e', 0.14], [1, '#d6246e', 0]], { cx: 0.86, cy: 0.4, r: 0.4 });
  defs += radialGradient('centre', [[0, '#0d0b22', 0.6], [0.6, '#0d0b22', 0.35], [1, '#0d0b22', 0]], { cx: 0.5, cy: 0.5, r: 0.42 });
  defs += linearGradient('mach', [[0, mute(P.teal, 0.2)], [1, mute(P.tealDark, 0.35)]]);
  defs += blurDef('b6', 6) + blurDef('b16', 16);
  defs += grainDef('grain', 4, 0.7);
  b += `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  // pegboard dots on the wall
  let dots = '';
  for (let y = 40; y < tableY - 20; y += 36) for (let x = 30; x < W; x += 36) dots += `<circle cx="${x}" cy="${y}" r="3"/>`;
  b += `<g fill="#0e0d26" opacity="0.55">${dots}</g>`;
  // hanging tools on the pegboard: a ruler and hoops
  b += `<rect x="1360" y="50" width="26" height="170" rx="4" fill="${mute(P.marigold, 0.55)}"/>`;
  for (let i = 0; i < 8; i++) b += `<path d="M1360 ${66 + i * 20}h${i % 2 ? 8 : 14}" stroke="#17163a" stroke-width="2"/>`;
  b += `<circle cx="1470" cy="150" r="62" fill="none" stroke="${mute('#c79155', 0.5)}" stroke-width="12"/><circle cx="1470" cy="150" r="50" fill="${mute(P.cream, 0.72)}"/>`;
  b += `<path d="M1440 150c10-16 20 16 30 0s20 16 30 0" stroke="${mute(P.rani, 0.35)}" stroke-width="4" fill="none"/>`;
  b += `<rect x="120" y="70" width="150" height="110" rx="6" fill="${mute(P.cream, 0.78)}"/><path d="M140 100h90M140 122h110M140 144h70" stroke="#17163a" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`;
  b += `<circle cx="195" cy="68" r="5" fill="${mute(P.rani, 0.3)}"/>`;
  // table
  b += `<rect y="${tableY}" width="${W}" height="${H - tableY}" fill="url(#table)"/><rect y="${tableY}" width="${W}" height="6" fill="#5a4252" opacity="0.7"/>`;
  for (let i = 0; i < 5; i++) b += `<path d="M0 ${tableY + 30 + i * 34}H${W}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`;

  // --- sewing machine, left -----------------------------------------------------
  const mx = 90;
  b += shadow('b16', mx + 230, tableY + 8, 250, 16, 0.5, '#000');
  let m = '';
  // base
  m += `<rect x="${mx}" y="${tableY - 60}" width="460" height="60" rx="12" fill="url(#mach)"/>`;
  m += `<rect x="${mx + 20}" y="${tableY - 64}" width="420" height="10" rx="5" fill="${mute(P.tealLight, 0.45)}"/>`;
  // pillar and arm
  m += `<path d="M${mx + 330} ${tableY - 60}V${tableY - 250}Q${mx + 330} ${tableY - 290} ${mx + 290} ${tableY - 290}H${mx + 90}Q${mx + 50} ${tableY - 290} ${mx + 50} ${tableY - 250}V${tableY - 170}H${mx + 130}V${tableY - 220}H${mx + 260}V${tableY - 60}Z" fill="url(#mach)"/>`;
  m += `<path d="M${mx + 90} ${tableY - 282}H${mx + 290}" stroke="#fff" stroke-opacity="0.15" stroke-width="6" stroke-linecap="round"/>`;
  // decorative band and dial
  m += `<rect x="${mx + 150}" y="${tableY - 270}" width="120" height="26" rx="6" fill="${mute(P.marigold, 0.4)}"/>`;
  m += `<circle cx="${mx + 295}" cy="${tableY - 160}" r="22" fill="${mute(P.cream, 0.55)}"/><path d="M${mx + 295} ${tableY - 176}v14" stroke="#17163a" stroke-width="4" stroke-linecap="round"/>`;
  // handwheel
  m += `<rect x="${mx + 330}" y="${tableY - 250}" width="26" height="70" rx="8" fill="${mute(P.tealDark, 0.3)}"/>`;
  // needle bar, presser foot, needle
  m += `<rect x="${mx + 62}" y="${tableY - 170}" width="18" height="60" fill="${mute(P.steel, 0.4)}"/><path d="M${mx + 71} ${tableY - 110}V${tableY - 72}" stroke="#c9cbe0" stroke-width="3"/>`;
  m += `<path d="M${mx + 50} ${tableY - 82}H${mx + 98}" stroke="${mute(P.steel, 0.3)}" stroke-width="8" stroke-linecap="round"/>`;
  // thread from spool pin down to the needle
  m += `<path d="M${mx + 200} ${tableY - 330}L${mx + 150} ${tableY - 285}L${mx + 90} ${tableY - 258}L${mx + 71} ${tableY - 170}" stroke="${mute(P.rani, 0.2)}" stroke-width="2" fill="none"/>`;
  m += spool(mx + 200, tableY - 290, 26, 48, mute(P.rani, 0.25));
  // fabric (a tee) being sewn, under the foot
  m += `<path d="M${mx - 40} ${tableY - 64}L${mx + 150} ${tableY - 74}L${mx + 190} ${tableY - 60}L${mx - 40} ${tableY - 56}Z" fill="${mute(P.marigold, 0.45)}"/>`;
  b += m;

  // spools beside the machine
  const spools = [P.marigold, P.teal, P.cream, P.rani];
  spools.forEach((c, i) => {
    b += spool(600 + i * 44, tableY + 6 + (i % 2) * 10, 30, 70 - (i % 2) * 12, mute(c, 0.38));
  });

  // --- right: stack of tees, pin cushion, scissors ------------------------------------
  b += shadow('b16', 1300, tableY + 18, 170, 12, 0.5, '#000');
  let y = tableY + 10;
  [P.indigo, P.teal, P.rani, P.marigold].forEach((c, i) => {
    y -= 30;
    const f = foldedTee(id, 1300 + (i % 2) * 8, y, 260, 32, mute(c, 0.42), i === 3 ? { top: true, depth: 20 } : {});
    defs += f.defs;
    b += f.svg;
  });
  // pin cushion with pins
  b += `<ellipse cx="1105" cy="${tableY + 12}" rx="56" ry="12" fill="#000" opacity="0.35" filter="url(#b6)"/>`;
  b += `<path d="M1055 ${tableY + 10}C1050 ${tableY - 40} 1160 ${tableY - 40} 1155 ${tableY + 10}Z" fill="${mute(P.rani, 0.38)}"/>`;
  b += `<path d="M1080 ${tableY - 20}Q1105 ${tableY + 6} 1130 ${tableY - 20}" stroke="#000" stroke-opacity="0.18" stroke-width="3" fill="none"/>`;
  const R = createRng(9);
  for (let i = 0; i < 7; i++) {
    const px = 1072 + i * 10;
    const py = tableY - 22 + Math.abs(i - 3) * 3;
    const a = R.range(-30, 30);
    b += `<g transform="rotate(${r1(a)} ${px} ${py})"><path d="M${px} ${py}V${py - 30}" stroke="#9a9cb5" stroke-width="2"/><circle cx="${px}" cy="${py - 32}" r="5" fill="${mute(R.pick([P.marigold, P.cream, P.tealLight]), 0.35)}"/></g>`;
  }

  // --- on the table top: scissors, tape measure, buttons ----------------------------------
  // tape measure ribbon running across the front
  let tape = `M-20 ${H - 40}C300 ${H - 110} 520 ${H - 20} 800 ${H - 64}S1300 ${H - 120} 1620 ${H - 60}`;
  b += `<path d="${tape}" stroke="#000" stroke-opacity="0.35" stroke-width="40" fill="none" filter="url(#b6)" transform="translate(0 8)"/>`;
  b += `<path d="${tape}" stroke="${mute(P.marigold, 0.42)}" stroke-width="34" fill="none"/>`;
  b += `<path d="${tape}" stroke="#17163a" stroke-width="14" stroke-dasharray="2 14" fill="none" opacity="0.6" transform="translate(0 -7)"/>`;
  // scissors on the table, left
  b += `<g transform="translate(600 ${tableY + 70}) rotate(-12)"><path d="M0 -6L210 -2L0 6Z" fill="#9a9cb5"/><path d="M0 2L200 14L0 12Z" fill="#7c7e99"/><circle cx="-8" cy="0" r="5" fill="#4b4d66"/><ellipse cx="-50" cy="-18" rx="34" ry="20" fill="none" stroke="${mute(P.rani, 0.3)}" stroke-width="11"/><ellipse cx="-46" cy="24" rx="30" ry="18" fill="none" stroke="${mute(P.rani, 0.3)}" stroke-width="11"/></g>`;
  // buttons
  [[920, tableY + 78, P.cream], [968, tableY + 100, P.teal], [1010, tableY + 70, P.marigold], [1460, tableY + 90, P.rani]].forEach(([x, yy, c]) => {
    b += `<circle cx="${x}" cy="${yy}" r="14" fill="${mute(String(c), 0.45)}"/><g fill="#17163a" opacity="0.7"><circle cx="${Number(x) - 4}" cy="${Number(yy) - 4}" r="2.2"/><circle cx="${Number(x) + 4}" cy="${Number(yy) - 4}" r="2.2"/><circle cx="${Number(x) - 4}" cy="${Number(yy) + 4}" r="2.2"/><circle cx="${Number(x) + 4}" cy="${Number(yy) + 4}" r="2.2"/></g>`;
  });
  // warm lamp glow on the left, soft pink on the right, darker centre for the text
  b += `<rect width="${W}" height="${H}" fill="url(#lampL)"/><rect width="${W}" height="${H}" fill="url(#lampR)"/>`;
  b += `<rect width="${W}" height="${H}" fill="url(#centre)"/>`;
  b += grain('grain', W, H, 0.12);
  return doc(W, H, defs, b);
}

/**
 * A four-pointed sparkle.
 * @param {number} x @param {number} y @param {number} r @param {string} c @param {number} [o]
 */
const sparkle = (x, y, r, c, o = 1) =>
  `<path d="M${r1(x)} ${r1(y - r)}Q${r1(x + r * 0.15)} ${r1(y - r * 0.15)} ${r1(x + r)} ${r1(y)}Q${r1(x + r * 0.15)} ${r1(y + r * 0.15)} ${r1(x)} ${r1(y + r)}Q${r1(x - r * 0.15)} ${r1(y + r * 0.15)} ${r1(x - r)} ${r1(y)}Q${r1(x - r * 0.15)} ${r1(y - r * 0.15)} ${r1(x)} ${r1(y - r)}Z" fill="${c}" opacity="${o}"/>`;

/**
 * Common frame for the promo backgrounds: a dark gradient, darker on the left.
 * @param {string} name @param {string} c1 left colour @param {string} c2 right colour @param {string} glow
 */
function promoFrame(name, c1, c2, glow) {
  const defs =
    linearGradient(`${name}bg`, [[0, c1], [0.5, mix(c1, c2, 0.35)], [1, c2]], [0, 0, 1, 0.4]) +
    radialGradient(`${name}gl`, [[0, glow, 0.55], [1, glow, 0]], { cx: 0.74, cy: 0.5, r: 0.42 }) +
    linearGradient(`${name}left`, [[0, '#0c0a1e', 0.55], [0.5, '#0c0a1e', 0.25], [0.62, '#0c0a1e', 0]], [0, 0, 1, 0]) +
    grainDef(`${name}gr`, 7, 0.75) +
    blurDef(`${name}b`, 10);
  const under = `<rect width="800" height="532" fill="url(#${name}bg)"/><rect width="800" height="532" fill="url(#${name}gl)"/>`;
  const over = `<rect width="800" height="532" fill="url(#${name}left)"/>` + grain(`${name}gr`, 800, 532, 0.12);
  return { defs, under, over };
}

export function promoB1g1() {
  const id = idGen('b');
  const f = promoFrame('p1', '#1b1640', '#6a1540', P.rani);
  let defs = f.defs;
  let b = f.under;
  // big soft circles behind
  b += `<circle cx="585" cy="250" r="200" fill="${P.rani}" opacity="0.22"/><circle cx="585" cy="250" r="150" fill="${P.marigold}" opacity="0.1"/>`;
  b += shadow('p1b', 585, 395, 190, 14, 0.55, '#000');
  const t1 = tee(id, 505, 120, 230, { color: P.marigold, print: 'sun', printColor: P.rani, printColor2: P.indigo }, -7);
  const t2 = tee(id, 662, 128, 230, { color: P.tealLight, trim: P.teal, print: 'flower', printColor: P.cream, printColor2: P.marigold }, 7);
  defs += t1.defs + t2.defs;
  b += t1.svg + t2.svg;
  // a ribbon bow tying the pair together
  b += `<g transform="translate(585 300)"><path d="M0 0C-30 -40 -70 -20 -56 8C-46 28 -16 14 0 0Z" fill="${P.rani}"/><path d="M0 0C30 -40 70 -20 56 8C46 28 16 14 0 0Z" fill="${P.rani}"/><path d="M-4 4L-30 60L-14 54L-4 70ZM4 4L30 60L14 54L4 70Z" fill="${P.raniDark}"/><circle r="12" fill="${P.raniLight}"/></g>`;
  b += sparkle(420, 110, 14, P.marigoldLight) + sparkle(770, 90, 10, P.cream, 0.9) + sparkle(760, 400, 16, P.marigoldLight) + sparkle(450, 420, 9, P.cream, 0.8);
  b += f.over;
  return doc(800, 532, defs, b);
}

export function promoWinter() {
  const id = idGen('w');
  const f = promoFrame('p2', '#121536', '#1f3f6e', '#6fa8d8');
  let defs = f.defs;
  let b = f.under;
  // falling snow behind everything (fainter on the left, where the text sits)
  const R = createRng(31);
  for (let i = 0; i < 30; i++) {
    const x = R.range(10, 790);
    const y = R.range(10, 470);
    const r = x < 400 ? R.range(4, 7) : R.range(6, 14);
    b += snowflake(x, y, r, '#e6f1ff', r > 10 ? 2.2 : 1.5).replace('/>', ` opacity="${r1(x < 400 ? 0.3 : 0.6)}"/>`);
  }
  // snow drifts
  defs += linearGradient('drift', [[0, '#dfe9f6', 0.5], [1, '#dfe9f6', 0.12]]);
  b += `<path d="M0 480Q200 440 420 470T800 452V532H0Z" fill="#c9d8ec" opacity="0.14"/><path d="M360 510Q560 446 800 468V532H360Z" fill="url(#drift)"/>`;
  b += shadow('p2b', 600, 478, 200, 12, 0.45, '#000');
  // two knitted-pattern tees
  const back = tee(id, 688, 92, 220, { color: P.rani, print: 'knit', printColor: P.cream, printColor2: P.marigold }, 8);
  const front = tee(id, 540, 108, 240, { color: P.cream, trim: P.rani, print: 'knit', printColor: P.rani, printColor2: P.teal }, -5);
  defs += back.defs + front.defs;
  b += back.svg + front.svg;
  // a striped scarf looped round the neck of the front tee, tails hanging down
  defs += `<pattern id="scarf" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="${P.marigold}"/><rect width="24" height="9" fill="${P.saffron}"/></pattern>`;
  b += `<g transform="rotate(-5 540 108)"><path d="M482 104C500 150 580 150 598 104L612 116C598 170 482 170 468 116Z" fill="url(#scarf)"/>`;
  b += `<path d="M500 136L482 300L520 304L530 140Z" fill="url(#scarf)"/><path d="M528 134L548 286L582 280L556 130Z" fill="url(#scarf)"/>`;
  b += `<path d="M486 302l-2 16M494 303l-1 16M503 303l0 16M512 304l1 16M552 286l2 16M561 285l2 16M570 283l3 16M579 282l3 16" stroke="${P.saffron}" stroke-width="3.5" stroke-linecap="round"/>`;
  b += `<path d="M500 136L482 300L520 304L530 140Z" fill="#000" opacity="0.12"/></g>`;
  // a bobble beanie resting in the snow
  b += `<g transform="translate(720 448) rotate(-8)"><ellipse cx="0" cy="26" rx="66" ry="10" fill="#000" opacity="0.3"/><path d="M-54 6C-58 -74 58 -74 54 6Z" fill="${P.teal}"/>`;
  for (let k = -3; k <= 3; k++) b += `<path d="M${k * 14} 4C${k * 15} -30 ${k * 12} -50 ${k * 6} -62" stroke="${P.tealDark}" stroke-width="3" fill="none" opacity="0.5"/>`;
  b += `<rect x="-60" y="-6" width="120" height="30" rx="12" fill="${P.tealDark}"/>`;
  for (let k = -52; k <= 52; k += 8) b += `<path d="M${k} -2v22" stroke="${P.teal}" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`;
  b += `<circle cy="-66" r="20" fill="${P.cream}"/><circle cx="-6" cy="-72" r="8" fill="#fff"/></g>`;
  // a few flakes drifting in front
  b += snowflake(760, 150, 12, '#ffffff', 2.4).replace('/>', ' opacity="0.85"/>');
  b += snowflake(430, 360, 9, '#ffffff', 2).replace('/>', ' opacity="0.7"/>');
  b += f.over;
  return doc(800, 532, defs, b);
}

export function promoNew() {
  const id = idGen('n');
  const f = promoFrame('p3', '#0a2a33', '#0f6e6e', P.tealLight);
  let defs = f.defs;
  let b = f.under;
  // a short rail
  b += `<rect x="420" y="64" width="370" height="10" rx="5" fill="${P.ink}"/><rect x="428" y="66" width="350" height="2" fill="#fff" opacity="0.3"/>`;
  /** @type {[number, import('./kit.mjs').TeeOpts, number][]} */
  const list = [
    [500, { color: P.marigold, print: 'mountain', printColor: P.teal, printColor2: P.cream }, -2],
    [600, { color: P.cream, trim: P.rani, print: 'heart', printColor: P.rani }, 1.5],
    [700, { color: P.rani, print: 'wave', printColor: P.cream, printColor2: P.marigold }, -1],
  ];
  for (const [x, o, rot] of list) {
    b += hanger(x, 69, 108, 180);
    const t = tee(id, x, 108, 180, o, rot);
    defs += t.defs;
    b += t.svg;
    // swing tag on a string from the sleeve
    const tx = x + 64;
    const ty = 196;
    b += `<path d="M${x + 72} 160Q${tx + 8} ${ty - 20} ${tx} ${ty}" stroke="${P.cream}" stroke-width="1.5" fill="none"/>`;
    b += `<g transform="rotate(${rot * 4 + 8} ${tx} ${ty})"><path d="M${tx - 14} ${ty}L${tx + 14} ${ty}L${tx + 20} ${ty + 10}V${ty + 52}H${tx - 20}V${ty + 10}Z" fill="${P.cream}"/><circle cx="${tx}" cy="${ty + 8}" r="3" fill="${P.tealDark}"/><rect x="${tx - 12}" y="${ty + 20}" width="24" height="6" rx="3" fill="${P.saffron}"/><rect x="${tx - 12}" y="${ty + 32}" width="16" height="4" rx="2" fill="${P.teal}" opacity="0.6"/></g>`;
  }
  // folded new stock in front
  b += shadow('p3b', 610, 500, 170, 12, 0.5, '#000');
  let y = 500;
  [P.indigo, P.marigold, P.tealLight].forEach((c, i) => {
    y -= 30;
    const fo = foldedTee(id, 610 + (i % 2) * 6, y, 220, 32, c, i === 2 ? { top: true, depth: 18 } : {});
    defs += fo.defs;
    b += fo.svg;
  });
  const R = createRng(77);
  for (let i = 0; i < 14; i++) {
    const x = R.range(400, 790);
    const yy = R.range(20, 500);
    b += sparkle(x, yy, R.range(4, 11), R.pick([P.marigoldLight, P.cream, P.raniLight]), R.range(0.5, 0.95));
  }
  b += f.over;
  return doc(800, 532, defs, b);
}
