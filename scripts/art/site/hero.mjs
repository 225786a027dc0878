// @ts-check
/** Home hero: a clothes rail of colourful tees, a folded stack, a plant, warm light. */
import { P, TEE_PATH, blurDef, doc, foldedTee, grain, grainDef, hanger, idGen, linearGradient, r1, radialGradient, shadow, snakePlant, tee } from './kit.mjs';

export function hero() {
  const W = 1440;
  const H = 960;
  const id = idGen('h');
  const floorY = 812;
  let defs = '';
  let body = '';
  let shelf = '';

  // --- room -----------------------------------------------------------------
  defs += linearGradient('wall', [[0, '#fff3e0'], [0.7, '#fbe6c6'], [1, '#f6d9ad']]);
  defs += radialGradient('glow', [[0, '#ffd27a', 0.55], [0.55, '#ffcf80', 0.18], [1, '#ffcf80', 0]], { cx: 0.78, cy: 0.22, r: 0.65 });
  defs += linearGradient('floor', [[0, '#e7b985'], [1, '#d59a63']]);
  defs += linearGradient('arch', [[0, '#f9cf98'], [1, '#f4b979']]);
  defs += linearGradient('beam', [[0, '#fffaf0', 0.5], [1, '#fffaf0', 0]], [1, 0, 0, 1]);
  defs += linearGradient('rail', [[0, '#3b3650'], [0.5, '#1d1a2f'], [1, '#2c2840']], [0, 0, 1, 0]);
  defs += linearGradient('railH', [[0, '#4a4462'], [0.4, '#1d1a2f'], [1, '#1d1a2f']]);
  defs += blurDef('b8', 8) + blurDef('b20', 20) + blurDef('b40', 40);
  defs += grainDef('grain', 11, 0.55);
  body += `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  // a painted arch behind the rail
  body += `<path d="M560 ${floorY}V380A370 370 0 0 1 1300 380V${floorY}Z" fill="url(#arch)"/>`;
  body += `<path d="M600 ${floorY}V390A330 330 0 0 1 1260 390V${floorY}Z" fill="#f7c383" opacity="0.5"/>`;
  // window light falling across the wall
  body += `<g opacity="0.55" filter="url(#b20)"><path d="M1440 40L1120 620L1240 620L1440 260Z" fill="url(#beam)"/><path d="M1440 330L1290 620L1350 620L1440 470Z" fill="url(#beam)"/></g>`;
  body += `<rect width="${W}" height="${H}" fill="url(#glow)"/>`;
  // floor and skirting
  body += `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>`;
  body += `<rect y="${floorY - 14}" width="${W}" height="16" fill="#f1d2a6"/><rect y="${floorY}" width="${W}" height="3" fill="#b77b47" opacity="0.5"/>`;
  for (let i = 0; i < 7; i++) {
    const y = floorY + 22 + i * i * 4.2 + i * 10;
    body += `<path d="M0 ${r1(y)}H${W}" stroke="#b97a45" stroke-opacity="${r1(0.12 + i * 0.02)}" stroke-width="2"/>`;
  }

  // --- bunting across the top right -----------------------------------------
  const flags = [P.rani, P.marigold, P.teal, P.saffron, P.indigo, P.rani, P.marigold, P.teal];
  let bunting = `<path d="M540 56Q880 170 1236 92" fill="none" stroke="#8a532a" stroke-width="2.5"/>`;
  flags.forEach((c, i) => {
    const t = (i + 0.6) / flags.length;
    const x = (1 - t) * (1 - t) * 540 + 2 * (1 - t) * t * 880 + t * t * 1236;
    const y = (1 - t) * (1 - t) * 56 + 2 * (1 - t) * t * 170 + t * t * 92;
    bunting += `<path d="M${r1(x - 24)} ${r1(y - 2)}L${r1(x + 24)} ${r1(y + 2)}L${r1(x + 2)} ${r1(y + 52)}Z" fill="${c}"/>`;
    bunting += `<path d="M${r1(x - 24)} ${r1(y - 2)}L${r1(x)} ${r1(y)}L${r1(x + 2)} ${r1(y + 52)}Z" fill="#000" opacity="0.08"/>`;
  });
  body += bunting;

  // --- rail -------------------------------------------------------------------
  const railY = 250;
  const xL = 650;
  const xR = 1270;
  body += shadow('b20', (xL + xR) / 2, floorY + 48, 390, 24, 0.3);
  body += `<rect x="${xL - 7}" y="${railY}" width="14" height="${floorY + 24 - railY}" fill="url(#rail)"/><rect x="${xR - 7}" y="${railY}" width="14" height="${floorY + 24 - railY}" fill="url(#rail)"/>`;
  body += `<rect x="${xL - 70}" y="${floorY + 22}" width="140" height="12" rx="6" fill="#1d1a2f"/><rect x="${xR - 70}" y="${floorY + 22}" width="140" height="12" rx="6" fill="#1d1a2f"/>`;
  for (const x of [xL - 60, xL + 60, xR - 60, xR + 60]) body += `<circle cx="${x}" cy="${floorY + 40}" r="9" fill="#2c2840"/><circle cx="${x}" cy="${floorY + 40}" r="3" fill="#8b8fa6"/>`;
  // a low shelf bar between the uprights
  body += `<rect x="${xL}" y="${floorY - 58}" width="${xR - xL}" height="10" fill="#1d1a2f" opacity="0.9"/>`;
  // a small stack and a woven basket on the low shelf
  {
    let sy = floorY - 58;
    [P.teal, P.cream, P.rani].forEach((c, i) => {
      sy -= 24;
      const f = foldedTee(id, 1150 + (i % 2) * 5, sy, 150, 26, c, i === 2 ? { top: true, depth: 26 } : {});
      defs += f.defs;
      shelf += f.svg;
    });
    defs += linearGradient('basket', [[0, '#d9a862'], [1, '#b07a3a']]);
    shelf += `<path d="M740 ${floorY - 150}H930L916 ${floorY - 58}H754Z" fill="url(#basket)"/>`;
    for (let k = 0; k < 5; k++) shelf += `<path d="M744 ${floorY - 140 + k * 18}H926" stroke="#8a532a" stroke-opacity="0.35" stroke-width="3"/>`;
    shelf += `<rect x="734" y="${floorY - 158}" width="202" height="14" rx="7" fill="#c48e4b"/>`;
    // rolled tees peeking out of the basket
    [[775, P.marigold], [820, P.indigo], [866, P.rani], [905, P.tealLight]].forEach(([x, c]) => {
      shelf += `<circle cx="${x}" cy="${floorY - 166}" r="22" fill="${c}"/><path d="M${Number(x) - 12} ${floorY - 166}a12 12 0 1 1 12 12" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>`;
    });
  }
  body += `<rect x="${xL - 20}" y="${railY - 8}" width="${xR - xL + 40}" height="16" rx="8" fill="url(#railH)"/><rect x="${xL - 12}" y="${railY - 5}" width="${xR - xL + 24}" height="3" rx="1.5" fill="#ffffff" opacity="0.3"/>`;

  // --- tees on hangers ------------------------------------------------------------
  /** @type {import('./kit.mjs').TeeOpts[]} */
  const tees = [
    { color: P.teal, print: 'wave', printColor: P.cream, printColor2: P.marigold },
    { color: P.marigold, print: 'sun', printColor: P.rani, printColor2: P.indigo },
    { color: P.rani, print: 'flower', printColor: P.cream, printColor2: P.marigold },
    { color: P.cream, trim: P.indigo, print: 'mountain', printColor: P.saffron, printColor2: P.indigo },
    { color: P.indigo, print: 'stripes', printColor: '#3e41a0' },
    { color: P.saffron, print: 'paisley', printColor: P.cream, printColor2: P.teal },
  ];
  const tw = 262;
  const n = tees.length;
  const step = (xR - xL - 110) / (n - 1);
  let wallShadows = '';
  let hang = '';
  tees.forEach((o, i) => {
    const x = xL + 55 + i * step;
    const neckY = railY + 46 + (i % 2) * 6;
    const rot = [-2, 1.5, -1, 2, -1.5, 1][i] ?? 0;
    wallShadows += `<g transform="translate(${r1(x + 22)} ${r1(neckY + 18)}) rotate(${rot}) scale(${tw / 200})"><path d="${TEE_PATH}"/></g>`;
    hang += hanger(x, railY, neckY, tw);
    const t = tee(id, x, neckY, tw, o, rot);
    defs += t.defs;
    hang += t.svg;
  });
  body += shelf;
  body += `<g fill="#6b3d12" opacity="0.2" filter="url(#b20)">${wallShadows}</g>`;
  body += hang;

  // --- folded stack on a wooden crate, front left of the rail ---------------------
  const cx = 590;
  const crateTop = floorY - 40;
  body += shadow('b20', cx + 20, floorY + 62, 170, 18, 0.35);
  defs += linearGradient('crate', [[0, '#c98a4e'], [1, '#a96a36']]);
  body += `<rect x="${cx - 140}" y="${crateTop}" width="280" height="${floorY + 60 - crateTop}" rx="6" fill="url(#crate)"/>`;
  body += `<rect x="${cx - 140}" y="${crateTop}" width="280" height="14" rx="6" fill="#dba36a"/>`;
  for (let i = 1; i < 3; i++) body += `<path d="M${cx - 140} ${crateTop + 14 + i * 30}H${cx + 140}" stroke="#8a532a" stroke-opacity="0.45" stroke-width="3"/>`;
  const stack = [P.indigo, P.teal, P.rani, P.marigold, P.saffron, '#f7efe0'];
  let y = crateTop;
  const bandH = 30;
  stack.forEach((c, i) => {
    y -= bandH - 2;
    const w = 236 - (i % 2) * 8;
    const dx = [0, -6, 4, -3, 6, -2, 2][i] ?? 0;
    const top = i === stack.length - 1;
    const f = foldedTee(id, cx + dx, y, w, bandH, c, top ? { top: true, depth: 30, print: 'dot', printColor: P.rani } : {});
    defs += f.defs;
    body += f.svg;
  });

  // --- plant, right edge ----------------------------------------------------------
  body += shadow('b20', 1352, floorY + 58, 100, 16, 0.35);
  const plant = snakePlant(id, 1352, floorY + 56, 1.05, 5);
  defs += plant.defs;
  body += plant.svg;

  // pendant lamp, top right, with its warm pool of light
  defs += linearGradient('cone', [[0, '#fff4d6', 0.9], [1, '#fff4d6', 0]]);
  defs += linearGradient('shadeG', [[0, '#138080'], [1, '#0a4b4d']], [0, 0, 1, 0]);
  body += `<path d="M1340 0V120" stroke="#1d1a2f" stroke-width="3"/>`;
  body += `<path d="M1266 206L1414 206L1470 640L1210 640Z" fill="url(#cone)" filter="url(#b20)" opacity="0.8"/>`;
  body += `<path d="M1282 200C1282 150 1306 120 1340 120C1374 120 1398 150 1398 200Z" fill="url(#shadeG)"/><rect x="1276" y="196" width="128" height="10" rx="5" fill="#0a4b4d"/>`;
  body += `<ellipse cx="1340" cy="208" rx="34" ry="9" fill="#fff2c4"/><ellipse cx="1340" cy="208" rx="70" ry="22" fill="#ffe08a" opacity="0.45" filter="url(#b8)"/>`;
  body += `<rect width="${W}" height="${H}" fill="url(#glow)" opacity="0.35"/>`;
  // calm, soft left edge
  defs += linearGradient('leftCalm', [[0, '#fff3e0', 0.35], [1, '#fff3e0', 0]], [0, 0, 1, 0]);
  body += `<rect width="560" height="${H}" fill="url(#leftCalm)"/>`;
  body += grain('grain', W, H, 0.16);
  return doc(W, H, defs, body);
}
