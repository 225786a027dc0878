// @ts-check
/** The social share card (1200×630). */
import { P, TEE_PATH, blurDef, doc, foldedTee, idGen, linearGradient, petals, r1, radialGradient, shadow, tee } from './kit.mjs';
import { movePath, xmlText } from './vectors.mjs';

/**
 * A font size at which `text` fits `width` px: `size`, or smaller for a long text (about `perChar`
 * of the size a character, in DejaVu Sans).
 * @param {string} text @param {number} size @param {number} width @param {number} perChar
 */
function fit(text, size, width, perChar) {
  return Math.min(size, Math.floor(width / (perChar * Math.max(1, text.length))));
}

/**
 * The share card, with the shop's name, tagline and (where it says) where its tees are printed.
 * @param {{ name: string; tagline: string; madeIn: string | null }} shop
 */
export function ogImage({ name, tagline, madeIn }) {
  const W = 1200;
  const H = 630;
  const id = idGen('og');
  let defs = linearGradient('ogbg', [[0, '#fff8ec'], [1, '#fbe7c8']], [0, 0, 1, 1]);
  defs += radialGradient('ogglow', [[0, P.marigold, 0.35], [1, P.marigold, 0]], { cx: 0.8, cy: 0.45, r: 0.5 });
  defs += linearGradient('ogline', [[0, P.marigold], [0.5, P.rani], [1, P.teal]], [0, 0, 1, 0]);
  defs += blurDef('ogb', 14);
  let b = `<rect width="${W}" height="${H}" fill="url(#ogbg)"/><rect width="${W}" height="${H}" fill="url(#ogglow)"/>`;
  b += `<circle cx="960" cy="300" r="230" fill="${P.marigold}" opacity="0.18"/><circle cx="960" cy="300" r="170" fill="${P.marigold}" opacity="0.14"/>`;
  // clothesline with three tees
  b += `<path d="M700 90Q960 170 1200 96" stroke="#8a532a" stroke-width="3" fill="none"/>`;
  /** @type {[number, import('./kit.mjs').TeeOpts, number][]} */
  const tees = [
    [800, { color: P.marigold, print: 'sun', printColor: P.rani, printColor2: P.indigo }, -4],
    [960, { color: P.rani, print: 'flower', printColor: P.cream, printColor2: P.marigold }, 2],
    [1115, { color: P.teal, print: 'wave', printColor: P.cream, printColor2: P.marigold }, 5],
  ];
  for (const [x, o, rot] of tees) {
    const t = (x - 700) / 500;
    const y = (1 - t) * (1 - t) * 90 + 2 * (1 - t) * t * 170 + t * t * 96;
    b += `<g transform="translate(14 18)" opacity="0.16" filter="url(#ogb)"><path d="${movePath(TEE_PATH, 0.72, x, y + 4)}" fill="#6b3d12" transform="rotate(${rot} ${x} ${y})"/></g>`;
    const tt = tee(id, x, y + 4, 144, o, rot);
    defs += tt.defs;
    b += tt.svg;
    b += `<rect x="${r1(x - 46)}" y="${r1(y - 10)}" width="8" height="24" rx="3" fill="${P.woodDark}"/><rect x="${r1(x + 38)}" y="${r1(y - 10)}" width="8" height="24" rx="3" fill="${P.woodDark}"/>`;
  }
  // a stack of folded tees below the line
  b += shadow('ogb', 965, 592, 170, 12, 0.3);
  let sy = 590;
  [P.indigo, P.teal, P.rani, P.saffron, P.marigold, P.cream].forEach((c, i) => {
    sy -= 30;
    const f = foldedTee(id, 965 + ([0, -6, 4, -3, 5, 0][i] ?? 0), sy, 250, 32, c, i === 5 ? { top: true, depth: 22, print: 'dot', printColor: P.rani } : {});
    defs += f.defs;
    b += f.svg;
  });
  b += petals(5, 10, [730, 320, 440, 120], [P.marigold, P.saffron, P.rani], 8);
  // logo mark and wordmark
  b += `<g transform="translate(80 120) scale(2.2)"><defs><clipPath id="ogm"><path d="${movePath(TEE_PATH, 0.215, 24, 2.6)}"/></clipPath></defs><g clip-path="url(#ogm)"><rect width="48" height="48" fill="${P.marigold}"/><path d="M0 22C12 17 22 25 30 20S44 12 48 12V30C40 30 34 38 24 36S8 34 0 40Z" fill="${P.rani}"/><path d="M0 40C8 34 14 34 24 36C34 38 40 30 48 30V48H0Z" fill="#13928a"/></g><path d="${movePath('M-24 0C-14 16 14 16 24 0C14 -5 -14 -5 -24 0Z', 0.215, 24, 2.6)}" fill="${P.ink}"/></g>`;
  // The name and tagline keep left of the clothesline's tees (x 700 on).
  b += `<text x="74" y="340" font-family="DejaVu Sans" font-weight="bold" font-size="${fit(name, 118, 620, 0.62)}" letter-spacing="-3" fill="${P.ink}">${xmlText(name)}</text>`;
  b += `<path d="M84 372C240 352 420 384 640 360" stroke="url(#ogline)" stroke-width="14" stroke-linecap="round" fill="none"/>`;
  b += `<text x="80" y="446" font-family="DejaVu Sans" font-size="${fit(tagline, 32, 660, 0.52)}" fill="#4a4458">${xmlText(tagline)}</text>`;
  // footer band of colour
  const band = [P.marigold, P.saffron, P.rani, P.indigo, P.teal];
  band.forEach((c, i) => {
    b += `<rect x="${(i * W) / band.length}" y="${H - 22}" width="${W / band.length + 1}" height="22" fill="${c}"/>`;
  });
  if (madeIn) b += `<text x="80" y="560" font-family="DejaVu Sans" font-size="22" fill="#8a7f70">Printed in ${xmlText(madeIn)}</text>`;
  return doc(W, H, defs, b);
}
