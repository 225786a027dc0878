// @ts-check
/** Simple geometric people: the "who we are" workshop scene and the contact portraits. */
import { inShadow, mix } from '../lib/colour.mjs';
import { P, blurDef, doc, dropDef, foldedTee, grain, grainDef, hanger, idGen, linearGradient, r1, radialGradient, shadow, tee } from './kit.mjs';

/**
 * @typedef {object} HeadOpts
 * @property {string} skin
 * @property {string} hair
 * @property {'bun'|'short'|'curly'|'long'|'wavy'} style
 * @property {boolean} [face] draw eyes and a smile
 * @property {boolean} [glasses]
 * @property {boolean} [bindi]
 * @property {boolean} [beard]
 * @property {string} [earring]
 */

/**
 * A head (with neck) centred at (x, y), radius r. Looking at the viewer, or 3/4 turned by `turn` (-1..1).
 * @param {number} x @param {number} y @param {number} r @param {HeadOpts} o @param {number} [turn]
 */
export function head(x, y, r, o, turn = 0) {
  const k = r / 50;
  const dx = turn * 8;
  let back = '';
  let front = '';
  // hair behind the head
  if (o.style === 'long') back += `<path d="M-50 -6C-58 -60 58 -60 50 -6L56 84C40 96 -40 96 -56 84Z" fill="${o.hair}"/>`;
  if (o.style === 'wavy') back += `<path d="M-52 -10C-60 -64 60 -64 52 -10C62 20 54 44 60 60C40 70 -40 70 -60 60C-54 44 -62 20 -52 -10Z" fill="${o.hair}"/>`;
  if (o.style === 'bun') back += `<circle cx="${18 + dx}" cy="-56" r="22" fill="${o.hair}"/>`;
  if (o.style === 'curly') {
    for (let i = 0; i < 11; i++) {
      const a = Math.PI * (0.95 + (i / 10) * 1.1);
      back += `<circle cx="${r1(Math.cos(a) * 50)}" cy="${r1(Math.sin(a) * 50 - 4)}" r="19" fill="${o.hair}"/>`;
    }
    back += `<circle cx="-52" cy="20" r="16" fill="${o.hair}"/><circle cx="52" cy="20" r="16" fill="${o.hair}"/>`;
  }
  // neck, ears, face
  back += `<path d="M-16 30V66H16V30Z" fill="${inShadow(o.skin, 0.14)}"/>`;
  front += `<ellipse cx="${-46 + dx * 0.6}" cy="4" rx="8" ry="12" fill="${inShadow(o.skin, 0.06)}"/><ellipse cx="${46 + dx * 0.6}" cy="4" rx="8" ry="12" fill="${inShadow(o.skin, 0.06)}"/>`;
  front += `<path d="M${-44 + dx * 0.3} -14C${-44 + dx * 0.3} -58 ${44 + dx * 0.3} -58 ${44 + dx * 0.3} -14C${44 + dx * 0.3} 26 ${26 + dx} 48 ${dx * 0.8} 48C${-26 + dx} 48 ${-44 + dx * 0.3} 26 ${-44 + dx * 0.3} -14Z" fill="${o.skin}"/>`;
  if (o.earring) front += `<circle cx="${-46 + dx * 0.6}" cy="20" r="4.5" fill="${o.earring}"/><circle cx="${46 + dx * 0.6}" cy="20" r="4.5" fill="${o.earring}"/>`;
  if (o.beard) front += `<path d="M${-42 + dx * 0.3} 0C${-40 + dx} 30 ${-26 + dx} 50 ${dx} 52C${26 + dx} 50 ${40 + dx} 30 ${42 + dx * 0.3} 0C${40 + dx} 22 ${24 + dx} 24 ${dx} 22C${-24 + dx} 24 ${-40 + dx} 22 ${-42 + dx * 0.3} 0Z" fill="${o.hair}"/>`;
  // front hair
  if (o.style === 'short') front += `<path d="M-46 -8C-52 -58 40 -70 48 -20C46 -30 38 -40 20 -40C0 -30 -30 -36 -40 -30C-44 -24 -44 -16 -46 -8Z" fill="${o.hair}"/>`;
  if (o.style === 'long' || o.style === 'bun') front += `<path d="M-46 4C-54 -56 46 -64 48 -10C40 -34 20 -40 6 -40C-8 -28 -30 -22 -46 4Z" fill="${o.hair}"/>`;
  if (o.style === 'wavy') front += `<path d="M-48 10C-58 -58 50 -66 50 -4C42 -30 30 -36 20 -36C10 -22 -18 -30 -30 -24C-40 -16 -44 -4 -48 10Z" fill="${o.hair}"/>`;
  if (o.style === 'curly') {
    for (let i = 0; i < 7; i++) front += `<circle cx="${-36 + i * 12}" cy="${-40 + Math.abs(i - 3) * 4}" r="12" fill="${o.hair}"/>`;
  }
  if (o.face !== false) {
    const ex = dx * 0.9;
    front += `<g fill="${P.ink}"><ellipse cx="${-16 + ex}" cy="2" rx="4" ry="5"/><ellipse cx="${16 + ex}" cy="2" rx="4" ry="5"/></g>`;
    front += `<path d="M${-24 + ex} -12Q${-16 + ex} -17 ${-8 + ex} -12M${8 + ex} -12Q${16 + ex} -17 ${24 + ex} -12" stroke="${inShadow(o.hair, 0.1)}" stroke-width="3.2" stroke-linecap="round" fill="none"/>`;
    front += `<path d="M${ex + 1} 6Q${ex + 5} 16 ${ex - 2} 18" stroke="${inShadow(o.skin, 0.25)}" stroke-width="2.6" stroke-linecap="round" fill="none"/>`;
    front += `<path d="M${-12 + ex} 28Q${ex} 37 ${12 + ex} 28" stroke="${mix(inShadow(o.skin, 0.4), '#8c2a3a', 0.4)}" stroke-width="3.4" stroke-linecap="round" fill="none"/>`;
    front += `<g fill="${P.rani}" opacity="0.22"><ellipse cx="${-26 + ex}" cy="18" rx="8" ry="5"/><ellipse cx="${26 + ex}" cy="18" rx="8" ry="5"/></g>`;
    if (o.bindi) front += `<circle cx="${ex}" cy="-16" r="3.4" fill="${P.rani}"/>`;
    if (o.glasses) front += `<g fill="none" stroke="${P.ink}" stroke-width="3"><circle cx="${-16 + ex}" cy="2" r="11"/><circle cx="${16 + ex}" cy="2" r="11"/><path d="M${-5 + ex} 1h10M${-27 + ex} 0l-16 -4M${27 + ex} 0l16 -4"/></g>`;
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(k * 1000) / 1000})">${back}${front}</g>`;
}

/** @type {Record<'asha'|'rahul'|'meera', { bg: string, bg2: string, tee: string, trim: string, print: import('./kit.mjs').TeeOpts['print'], pc: string, head: HeadOpts }>} */
export const people = {
  asha: {
    bg: P.teal,
    bg2: P.tealLight,
    tee: P.rani,
    trim: P.raniDark,
    print: 'flower',
    pc: P.cream,
    head: { skin: '#b9805a', hair: '#1f1720', style: 'long', bindi: true, earring: P.marigold },
  },
  rahul: {
    bg: P.marigold,
    bg2: P.marigoldLight,
    tee: P.teal,
    trim: P.tealDark,
    print: 'wave',
    pc: P.cream,
    head: { skin: '#8a5a3c', hair: '#1a1418', style: 'short', beard: true },
  },
  meera: {
    bg: P.indigo,
    bg2: P.indigoLight,
    tee: P.marigold,
    trim: P.saffron,
    print: 'sun',
    pc: P.rani,
    head: { skin: '#e2ae88', hair: '#3a2418', style: 'curly', glasses: true, earring: P.rani },
  },
};

/**
 * A 240×240 head-and-shoulders portrait on a coloured circle (transparent corners).
 * @param {'asha'|'rahul'|'meera'} who
 */
export function portrait(who) {
  const p = people[who];
  const id = idGen(`pp${who[0]}`);
  let defs = radialGradient('bg', [[0, p.bg2], [1, p.bg]], { cx: 0.35, cy: 0.3, r: 0.8 });
  defs += `<clipPath id="circ"><circle cx="120" cy="120" r="120"/></clipPath>`;
  const t = tee(id, 120, 182, 330, { color: p.tee, trim: p.trim, print: p.print, printColor: p.pc, printColor2: P.marigold, folds: false, light: 0.7 });
  defs += t.defs;
  let b = `<g clip-path="url(#circ)"><rect width="240" height="240" fill="url(#bg)"/>`;
  // soft dotted pattern on the background
  let dots = '';
  for (let y = 14; y < 240; y += 22) for (let x = 14 + ((y / 22) % 2) * 11; x < 240; x += 22) dots += `<circle cx="${x}" cy="${y}" r="2"/>`;
  b += `<g fill="#ffffff" opacity="0.12">${dots}</g>`;
  b += `<circle cx="120" cy="260" r="140" fill="#000" opacity="0.08"/>`;
  // head first (its neck sits under the tee collar), then the tee
  const hd = head(120, 112, 46, p.head, who === 'rahul' ? 0.3 : who === 'meera' ? -0.3 : 0);
  // hair behind the shoulders for long hair must go before the tee too
  b += hd;
  b += t.svg;
  b += `</g>`;
  return doc(240, 240, defs, b);
}

/**
 * A standing figure behind a table: torso tee, arms, head. (x, y) is the neck.
 * @param {() => string} id
 * @param {number} x @param {number} y @param {number} s scale (1 = 200-unit tee)
 * @param {{ tee: string, trim?: string, print?: import('./kit.mjs').TeeOpts['print'], head: HeadOpts, apron?: string }} o
 * @param {[number, number][]} hands hand positions for the left and right arms (absolute)
 * @param {string} [between] drawn after the body and arms, before the hands (e.g. a held tee)
 */
function figure(id, x, y, s, o, hands, between = '') {
  const t = tee(id, x, y, 200 * s, { color: o.tee, trim: o.trim, print: o.print ?? 'none', folds: false, light: 0.8 });
  let g = head(x, y - 44 * s, 40 * s, { ...o.head }, 0);
  g += t.svg;
  if (o.apron) g += `<path d="M${r1(x - 44 * s)} ${r1(y + 70 * s)}H${r1(x + 44 * s)}L${r1(x + 52 * s)} ${r1(y + 220 * s)}H${r1(x - 52 * s)}Z" fill="${o.apron}"/><path d="M${r1(x - 44 * s)} ${r1(y + 70 * s)}L${r1(x - 30 * s)} ${r1(y + 10 * s)}M${r1(x + 44 * s)} ${r1(y + 70 * s)}L${r1(x + 30 * s)} ${r1(y + 10 * s)}" stroke="${o.apron}" stroke-width="${r1(5 * s)}"/>`;
  const skin = o.head.skin;
  const shoulders = [
    [x - 88 * s, y + 64 * s],
    [x + 88 * s, y + 64 * s],
  ];
  let arms = '';
  let palms = '';
  hands.forEach(([hx, hy], i) => {
    const [sx, sy] = /** @type {[number, number]} */ (shoulders[i]);
    const ex = (sx + hx) / 2 + (i ? 14 : -14) * s;
    const ey = Math.max(sy, hy) + 10 * s;
    arms += `<path d="M${r1(sx)} ${r1(sy)}Q${r1(ex)} ${r1(ey)} ${r1(hx)} ${r1(hy)}" stroke="${skin}" stroke-width="${r1(22 * s)}" stroke-linecap="round" fill="none"/>`;
    palms += `<circle cx="${r1(hx)}" cy="${r1(hy)}" r="${r1(14 * s)}" fill="${inShadow(skin, 0.05)}"/>`;
  });
  return { defs: t.defs, svg: g + arms + between + palms };
}

export function about() {
  const W = 960;
  const H = 720;
  const id = idGen('ab');
  let defs = linearGradient('abWall', [[0, '#fff1dc'], [1, '#f8dcb4']]) + linearGradient('abTable', [[0, '#c98a4e'], [1, '#a96a36']]);
  defs += linearGradient('abWin', [[0, '#a9dde0'], [1, '#e9f6f0']]) + radialGradient('abSun', [[0, '#fff2c4', 0.8], [1, '#fff2c4', 0]], { cx: 0.2, cy: 0.3, r: 0.6 });
  defs += grainDef('abgr', 9, 0.6) + blurDef('abb12', 12) + dropDef('abds', 4, 2, 5, 0.22);
  let b = `<rect width="${W}" height="${H}" fill="url(#abWall)"/>`;
  // window, left, with a glimpse of sea-front palms
  b += `<rect x="60" y="70" width="230" height="260" rx="115" fill="#e9cfa3"/><rect x="74" y="84" width="202" height="240" rx="101" fill="url(#abWin)"/>`;
  b += `<path d="M74 260Q175 240 276 258V324H74Z" fill="#6fb8bf" opacity="0.6"/><circle cx="220" cy="160" r="26" fill="#ffe08a"/>`;
  b += `<path d="M130 324C130 260 128 220 140 190" stroke="#3b5d4a" stroke-width="6" fill="none"/><path d="M140 190C110 180 96 190 88 204M140 190C160 170 180 172 194 184M140 190C132 166 120 158 104 160M140 190C156 200 166 214 170 230" stroke="#2f8a5f" stroke-width="9" stroke-linecap="round" fill="none"/>`;
  b += `<path d="M175 84V324M74 210H276" stroke="#e9cfa3" stroke-width="8"/>`;
  b += `<rect width="${W}" height="${H}" fill="url(#abSun)"/>`;
  // a line of freshly printed tees drying, with pegs
  b += `<path d="M0 40Q480 120 960 40" stroke="#8a532a" stroke-width="3" fill="none"/>`;
  const dry = [P.marigold, P.rani, P.teal, P.saffron, P.indigo, P.tealLight];
  const prints = /** @type {const} */ (['sun', 'flower', 'wave', 'heart', 'mountain', 'paisley']);
  dry.forEach((c, i) => {
    const x = 340 + i * 100;
    const t = (x / 960);
    const y = 40 + 4 * t * (1 - t) * 80 - 4;
    const tt = tee(id, x, y + 6, 96, { color: c, print: prints[i], printColor: c === P.marigold || c === P.tealLight ? P.indigo : P.cream, printColor2: P.marigold, folds: false }, (i % 2 ? 3 : -3));
    defs += tt.defs;
    b += tt.svg + `<rect x="${r1(x - 33)}" y="${r1(y - 4)}" width="6" height="18" rx="2" fill="${P.woodDark}"/><rect x="${r1(x + 27)}" y="${r1(y - 4)}" width="6" height="18" rx="2" fill="${P.woodDark}"/>`;
  });
  // shelves with ink tins, right
  b += `<rect x="760" y="240" width="180" height="10" fill="${P.woodDark}"/><rect x="760" y="330" width="180" height="10" fill="${P.woodDark}"/>`;
  [P.rani, P.marigold, P.teal, P.indigo].forEach((c, i) => {
    b += `<rect x="${772 + i * 42}" y="200" width="34" height="40" rx="4" fill="#c9ccd6"/><rect x="${772 + i * 42}" y="196" width="34" height="8" rx="3" fill="${c}"/><rect x="${778 + i * 42}" y="214" width="22" height="12" rx="2" fill="${c}" opacity="0.8"/>`;
  });
  [P.saffron, P.tealLight, P.rani].forEach((c, i) => {
    b += `<rect x="${776 + i * 56}" y="290" width="44" height="40" rx="4" fill="#c9ccd6"/><rect x="${776 + i * 56}" y="286" width="44" height="8" rx="3" fill="${c}"/>`;
  });
  // screens leaning against the wall, left
  b += `<g filter="url(#abds)"><rect x="40" y="380" width="120" height="150" rx="4" fill="none" stroke="#c98a4e" stroke-width="12" transform="rotate(-6 100 455)"/><rect x="46" y="386" width="108" height="138" fill="#f4efe6" opacity="0.7" transform="rotate(-6 100 455)"/>`;
  b += `<circle cx="100" cy="455" r="30" fill="${P.rani}" opacity="0.5" transform="rotate(-6 100 455)"/></g>`;
  // a rack of finished tees, right, behind the table
  b += `<rect x="720" y="370" width="230" height="8" rx="4" fill="${P.ink}"/><rect x="940" y="370" width="8" height="300" fill="${P.ink}"/>`;
  [P.cream, P.rani, P.marigold].forEach((c, i) => {
    const x = 770 + i * 62;
    b += hanger(x, 374, 400, 120);
    const tt = tee(id, x, 400, 120, { color: c, trim: c === P.cream ? P.teal : undefined, print: i === 0 ? 'mountain' : 'none', printColor: P.teal, printColor2: P.saffron });
    defs += tt.defs;
    b += tt.svg;
  });

  // --- people behind the table --------------------------------------------------------
  const tableY = 520;
  // printer pulling a squeegee, left
  const f1 = figure(
    id,
    330,
    330,
    1.05,
    { tee: P.teal, trim: P.tealDark, head: { skin: '#a86f4c', hair: '#1f1720', style: 'bun', face: true, bindi: true }, apron: '#2c2f55' },
    [
      [300, 505],
      [378, 505],
    ],
  );
  defs += f1.defs;
  defs += `<clipPath id="abAbove"><rect width="${W}" height="${tableY + 4}"/></clipPath>`;
  b += `<g clip-path="url(#abAbove)">${f1.svg}`;
  // person holding up a finished tee, right
  const held = tee(id, 600, 370, 200, { color: P.marigold, print: 'sun', printColor: P.rani, printColor2: P.indigo });
  defs += held.defs;
  const f2 = figure(
    id,
    600,
    318,
    1,
    { tee: P.indigo, print: 'none', head: { skin: '#7d5236', hair: '#15121a', style: 'short', face: true, beard: true } },
    [
      [540, 386],
      [660, 386],
    ],
    held.svg,
  );
  defs += f2.defs;
  b += `${f2.svg}</g>`;

  // table
  b += shadow('abb12', 480, H - 10, 420, 18, 0.25);
  b += `<rect x="40" y="${tableY}" width="880" height="26" rx="6" fill="url(#abTable)"/><rect x="40" y="${tableY}" width="880" height="6" rx="3" fill="#dba36a"/>`;
  b += `<rect x="80" y="${tableY + 26}" width="22" height="${H - tableY - 26}" fill="${P.woodDark}"/><rect x="858" y="${tableY + 26}" width="22" height="${H - tableY - 26}" fill="${P.woodDark}"/>`;
  b += `<rect x="102" y="${tableY + 120}" width="756" height="12" fill="${P.woodDark}" opacity="0.8"/>`;
  // folded stock on the lower shelf
  let sy = tableY + 120;
  [P.rani, P.marigold, P.teal, P.cream].forEach((c, i) => {
    sy -= 22;
    const fo = foldedTee(id, 700 + (i % 2) * 4, sy, 150, 24, c, i === 3 ? { top: true, depth: 14 } : {});
    defs += fo.defs;
    b += fo.svg;
  });
  // on the table: a tee under a screen with the squeegee, ink tins, a stack
  b += `<path d="M200 ${tableY + 2}L480 ${tableY + 2}L470 ${tableY - 10}L210 ${tableY - 10}Z" fill="${P.cream}"/>`;
  b += `<g filter="url(#abds)"><path d="M230 ${tableY - 4}L450 ${tableY - 4}L440 ${tableY - 26}L240 ${tableY - 26}Z" fill="none" stroke="#c98a4e" stroke-width="8" stroke-linejoin="round"/>`;
  b += `<rect x="285" y="${tableY - 28}" width="108" height="14" rx="5" fill="${P.woodDark}"/><rect x="290" y="${tableY - 20}" width="98" height="8" fill="${P.ink}"/></g>`;
  b += `<path d="M394 ${tableY - 12}q20 -4 38 0" stroke="${P.rani}" stroke-width="6" stroke-linecap="round"/>`;
  b += `<g filter="url(#abds)"><rect x="110" y="${tableY - 36}" width="40" height="36" rx="4" fill="#c9ccd6"/><rect x="110" y="${tableY - 40}" width="40" height="8" rx="3" fill="${P.rani}"/><rect x="158" y="${tableY - 28}" width="34" height="28" rx="4" fill="#c9ccd6"/><rect x="158" y="${tableY - 32}" width="34" height="7" rx="3" fill="${P.marigold}"/></g>`;
  // a finished tee laid flat at the right end of the table
  b += `<path d="M700 ${tableY + 2}L880 ${tableY + 2}L866 ${tableY - 12}L714 ${tableY - 12}Z" fill="${P.rani}"/><path d="M760 ${tableY - 12}Q790 ${tableY - 2} 820 ${tableY - 12}" stroke="${P.raniDark}" stroke-width="3" fill="none"/>`;
  b += grain('abgr', W, H, 0.12);
  return doc(W, H, defs, b);
}
