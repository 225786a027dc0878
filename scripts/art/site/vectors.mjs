// @ts-check
/** Hand-written vector artwork: logo, feature icons, store badges, payment strip, map. */
import { createRng } from '../lib/random.mjs';
import { P, TEE_PATH, minify, r1 } from './kit.mjs';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const UI_FONT = 'system-ui,-apple-system,Segoe UI,Roboto,sans-serif';

/**
 * Scales and moves an all-absolute path (M, L, C, Q, Z with x y pairs only).
 * @param {string} d @param {number} s @param {number} dx @param {number} dy
 */
export function movePath(d, s, dx, dy) {
  let i = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (n) => {
    const v = Number(n) * s + (i++ % 2 ? dy : dx);
    return String(Math.round(v * 100) / 100);
  });
}

/** Text for SVG markup: &, < and > escaped (quotes too, for attributes). @param {string} text */
export function xmlText(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The shop's mark: a T-shirt with colour bands, filling a 48×48 box. */
function markBody(prefix = 'm') {
  const tee = movePath(TEE_PATH, 0.215, 24, 2.6);
  const neck = movePath('M-24 0C-14 16 14 16 24 0C14 -5 -14 -5 -24 0Z', 0.215, 24, 2.6);
  return {
    defs: `<clipPath id="${prefix}c"><path d="${tee}"/></clipPath>`,
    body:
      `<g clip-path="url(#${prefix}c)"><rect width="48" height="48" fill="${P.marigold}"/>` +
      `<path d="M0 22C12 17 22 25 30 20S44 12 48 12V30C40 30 34 38 24 36S8 34 0 40Z" fill="${P.rani}"/>` +
      `<path d="M0 40C8 34 14 34 24 36C34 38 40 30 48 30V48H0Z" fill="#13928a"/>` +
      `<path d="M0 22C12 17 22 25 30 20S44 12 48 12" stroke="#fff6e8" stroke-width="1.6" fill="none" opacity="0.85"/></g>` +
      `<path d="${neck}" fill="${P.ink}"/>`,
  };
}

/** The logo, titled with the shop's name. @param {string} name */
export function logoSvg(name) {
  const m = markBody();
  return minify(`<svg ${NS} viewBox="0 0 48 48" width="48" height="48"><title>${xmlText(name)}</title><defs>${m.defs}</defs>${m.body}</svg>`);
}

/** The favicon: the mark on a cream rounded square, so it holds on any tab colour. @param {string} name */
export function faviconSvg(name) {
  const m = markBody('f');
  return minify(
    `<svg ${NS} viewBox="0 0 48 48" width="48" height="48"><title>${xmlText(name)}</title><defs>${m.defs}</defs><rect width="48" height="48" rx="11" fill="${P.cream}"/><g transform="translate(4.8 5.2) scale(0.8)">${m.body}</g></svg>`,
  );
}

/**
 * The mark on a full-bleed background, for app icons.
 * @param {number} size @param {number} fraction share of the side the mark takes
 * @param {string} bg @param {number} [radius]
 */
export function appIconSvg(size, fraction, bg, radius = 0) {
  const m = markBody('a');
  const s = (size * fraction) / 48;
  const off = (size - 48 * s) / 2;
  return `<svg ${NS} viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><defs>${m.defs}<radialGradient id="bgG" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fffaf1"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs><rect width="${size}" height="${size}" rx="${radius}" fill="url(#bgG)"/><g transform="translate(${r1(off)} ${r1(off + size * 0.01)}) scale(${Math.round(s * 1000) / 1000})">${m.body}</g></svg>`;
}

// ---------------------------------------------------------------------------
// Feature tiles (120×120)
// ---------------------------------------------------------------------------

/** A soft blob behind each spot illustration. @param {string} c */
const blob = (c) => `<path d="M60 10C88 8 110 28 110 58S92 110 60 110S10 92 10 62S32 12 60 10Z" fill="${c}"/>`;

/** The rupee sign as strokes, in a 20×28 box at (x, y). @param {number} x @param {number} y @param {number} s @param {string} c */
const rupee = (x, y, s, c) =>
  `<path d="M2 2H18M2 9H18M6 2C16 2 16 16 6 16H3L15 27" transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${c}" stroke-width="${r1(3.4)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** @param {string} title @param {string} body */
const icon = (title, body) => minify(`<svg ${NS} viewBox="0 0 120 120" width="120" height="120"><title>${title}</title>${body}</svg>`);

export const featureIcons = {
  'free-shipping': () =>
    icon(
      'Free shipping',
      blob('#fde4c4') +
        // speed lines
        `<path d="M8 58h18M14 68h14M4 78h20" stroke="${P.saffron}" stroke-width="4" stroke-linecap="round"/>` +
        // van body and cab
        `<path d="M30 42h50v44H30z" fill="${P.marigold}"/><path d="M30 42h50v8H30z" fill="#ffc34d"/>` +
        `<path d="M80 54h16l12 16v16H80z" fill="${P.teal}"/><path d="M84 58h10l8 11H84z" fill="#bfe6e1"/>` +
        // a tee on the van's side
        `<path d="M48 56l5-3h4l5 3 4 5-4 3-2-2v12H50V62l-2 2-4-3z" fill="${P.rani}"/>` +
        `<rect x="26" y="84" width="86" height="6" rx="3" fill="${P.ink}"/>` +
        `<circle cx="46" cy="90" r="9" fill="${P.ink}"/><circle cx="46" cy="90" r="4" fill="#d9d4e6"/><circle cx="94" cy="90" r="9" fill="${P.ink}"/><circle cx="94" cy="90" r="4" fill="#d9d4e6"/>` +
        // parcel on the roof
        `<path d="M46 26h24v16H46z" fill="#c98a4e"/><path d="M56 26h4v16h-4z" fill="#f4d7a8"/>`,
    ),
  'online-order': () =>
    icon(
      'Order online',
      blob('#dbe9f6') +
        `<rect x="34" y="14" width="52" height="92" rx="10" fill="${P.indigo}"/><rect x="39" y="22" width="42" height="72" rx="4" fill="${P.cream}"/><rect x="52" y="17" width="16" height="3" rx="1.5" fill="#5b5fb0"/>` +
        // a tee on the screen with a price bar
        `<path d="M50 32l6-4h8l6 4 5 6-5 3-2-2v14H52V39l-2 2-5-3z" fill="${P.teal}"/><rect x="48" y="58" width="24" height="4" rx="2" fill="#d9cdb6"/>` +
        // cart button
        `<rect x="46" y="68" width="28" height="16" rx="8" fill="${P.rani}"/><path d="M52 72h3l2 6h8l2-5h-11" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/><circle cx="58" cy="81" r="1.3" fill="#fff"/><circle cx="64" cy="81" r="1.3" fill="#fff"/>` +
        // tapping finger sparkle
        `<path d="M96 30l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="${P.marigold}"/><circle cx="22" cy="44" r="4" fill="${P.saffron}"/>`,
    ),
  'save-money': () =>
    icon(
      'Save money',
      blob('#fbe0ea') +
        // piggy bank
        `<ellipse cx="56" cy="70" rx="36" ry="28" fill="${P.rani}"/><circle cx="88" cy="66" r="11" fill="#e4538d"/><circle cx="92" cy="64" r="2" fill="${P.raniDark}"/><circle cx="92" cy="69" r="2" fill="${P.raniDark}"/>` +
        `<path d="M36 48l-4-12 12 6z" fill="${P.raniDark}"/><circle cx="74" cy="58" r="3" fill="${P.ink}"/>` +
        `<rect x="38" y="92" width="10" height="12" rx="3" fill="${P.raniDark}"/><rect x="64" y="92" width="10" height="12" rx="3" fill="${P.raniDark}"/>` +
        `<rect x="46" y="46" width="20" height="4" rx="2" fill="${P.raniDark}"/><path d="M28 58C22 56 18 62 22 66" stroke="${P.raniDark}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
        `<path d="M40 60c4-6 12-8 18-8" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="0.35" fill="none"/>` +
        // coin with a rupee sign dropping in
        `<circle cx="56" cy="26" r="16" fill="${P.marigold}"/><circle cx="56" cy="26" r="12" fill="none" stroke="#ffd27a" stroke-width="2"/>` +
        rupee(49.5, 17, 0.65, P.saffronDark),
    ),
  promotions: () =>
    icon(
      'Promotions',
      blob('#d7eeea') +
        // megaphone
        `<path d="M24 54l44-22v56L24 66z" fill="${P.saffron}"/><rect x="14" y="52" width="14" height="16" rx="4" fill="${P.ink}"/>` +
        `<path d="M34 66l6 22h10l-4-18z" fill="${P.saffronDark}"/><ellipse cx="68" cy="60" rx="6" ry="28" fill="${P.marigold}"/>` +
        `<path d="M80 44c6 4 8 10 8 16s-2 12-8 16M88 36c9 6 13 14 13 24s-4 18-13 24" stroke="${P.teal}" stroke-width="4" stroke-linecap="round" fill="none"/>` +
        // price tag with a percent sign
        `<g transform="rotate(18 92 22)"><path d="M78 12h24l6 10-6 10H78z" fill="${P.rani}"/><circle cx="82" cy="22" r="2.5" fill="#fbe0ea"/><circle cx="90" cy="17" r="2.4" fill="#fff"/><circle cx="99" cy="27" r="2.4" fill="#fff"/><path d="M100 15l-11 14" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></g>`,
    ),
  'happy-sell': () =>
    icon(
      'Happy shopping',
      blob('#fdeac6') +
        `<path d="M44 40c0-14 32-14 32 0" stroke="${P.tealDark}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
        `<path d="M28 40h64l-6 62H34z" fill="${P.teal}"/><path d="M28 40h64l-1 8H29z" fill="#138080"/>` +
        `<circle cx="46" cy="66" r="4" fill="${P.cream}"/><circle cx="74" cy="66" r="4" fill="${P.cream}"/>` +
        `<path d="M44 78c8 12 24 12 32 0" stroke="${P.cream}" stroke-width="5" stroke-linecap="round" fill="none"/>` +
        `<ellipse cx="40" cy="76" rx="5" ry="3" fill="${P.rani}" opacity="0.6"/><ellipse cx="80" cy="76" rx="5" ry="3" fill="${P.rani}" opacity="0.6"/>` +
        `<path d="M98 22l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" fill="${P.rani}"/><path d="M18 26l2 4.5 4.5 2-4.5 2-2 4.5-2-4.5-4.5-2 4.5-2z" fill="${P.marigold}"/>`,
    ),
  support: () =>
    icon(
      'Support, any time',
      blob('#e2e0f4') +
        // headset
        `<path d="M26 66V56a34 34 0 0 1 68 0v10" stroke="${P.indigo}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
        `<rect x="16" y="56" width="20" height="30" rx="9" fill="${P.rani}"/><rect x="84" y="56" width="20" height="30" rx="9" fill="${P.rani}"/>` +
        `<rect x="22" y="62" width="6" height="18" rx="3" fill="#f27aa8"/>` +
        `<path d="M94 86c0 14-10 20-26 20" stroke="${P.indigo}" stroke-width="4" fill="none" stroke-linecap="round"/><rect x="56" y="100" width="14" height="10" rx="5" fill="${P.ink}"/>` +
        // round-the-clock badge
        `<circle cx="60" cy="52" r="17" fill="${P.marigold}"/><circle cx="60" cy="52" r="13" fill="${P.cream}"/><path d="M60 43v9l6 4" stroke="${P.ink}" stroke-width="2.6" stroke-linecap="round" fill="none"/>` +
        `<path d="M75 38a20 20 0 0 1 4 10" stroke="${P.teal}" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M80 49l-3.5-4 5 0z" fill="${P.teal}"/>`,
    ),
};

// ---------------------------------------------------------------------------
// Store badges and payment strip
// ---------------------------------------------------------------------------

/**
 * @param {string} title @param {string} iconSvg @param {string} small @param {string} big @param {number} tx
 * @param {number} smallLen @param {number} bigLen text lengths, so the badge holds in any system font
 * @param {number} [bigSize] the big line's font size
 */
function badge(title, iconSvg, small, big, tx, smallLen, bigLen, bigSize = 14) {
  return minify(
    `<svg ${NS} viewBox="0 0 135 40" width="135" height="40"><title>${title}</title><rect x="0.5" y="0.5" width="134" height="39" rx="7" fill="#0b0b0f" stroke="#a6a6a6"/>${iconSvg}<text x="${tx}" y="15" fill="#fff" font-family="${UI_FONT}" font-size="7.6" textLength="${smallLen}" lengthAdjust="spacingAndGlyphs">${small}</text><text x="${tx}" y="30.5" fill="#fff" font-family="${UI_FONT}" font-size="${bigSize}" font-weight="600" textLength="${bigLen}" lengthAdjust="spacingAndGlyphs">${big}</text></svg>`,
  );
}

/**
 * The footer's install badge: the shop is an installable web app (PRODUCT.md §7), not a store app.
 * It says "<short name> app" (squeezed to fit the badge when long), or "Web app" for a name too
 * long to read at that size.
 * @param {string} shortName
 */
export const installBadgeSvg = (shortName) => {
  const big = shortName.length <= 16 ? `${shortName} app` : 'Web app';
  return badge(
    `Install the ${xmlText(shortName)} app`,
    // a phone with a plus: added to the home screen
    `<rect x="12" y="8" width="16" height="25" rx="3" fill="none" stroke="#fff" stroke-width="1.8"/><path d="M18 10.5h4" stroke="#fff" stroke-width="1.4" stroke-linecap="round"/><path d="M20 16v8M16 20h8" stroke="${P.marigold}" stroke-width="2" stroke-linecap="round"/>`,
    'ADD TO HOME SCREEN',
    xmlText(big),
    36,
    74,
    // about 7.5 px a character at 14 px, at most the 91 px to the badge's edge (a smaller size for a longer name)
    Math.min(91, Math.round(big.length * 7.5)),
    Math.min(14, Math.round((14 * 12 * 10) / big.length) / 10),
  );
};

/** What the shop accepts, and nothing else: UPI and cash on delivery. */
export function paymentsSvg() {
  // Each chip: its icon, then its name at 12 px beside it (readable at the footer's size, where a
  // name under the icon had to be 8 px to fit).
  /** @type {[string, number, string][]} label, width, icon drawn in a 14×10 box */
  const chips = [
    ['UPI', 68, `<path d="M3 1l5 4-5 4M8 1l5 4-5 4" fill="none" stroke="${P.teal}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`],
    ['Cash on delivery', 164, `<rect x="0.5" y="1" width="13" height="8" rx="1.4" fill="${P.leaf}"/><circle cx="7" cy="5" r="2.2" fill="none" stroke="#e6f4ea" stroke-width="1.2"/>`],
  ];
  const gap = (240 - chips.reduce((a, c) => a + c[1], 0)) / (chips.length - 1);
  let x = 0;
  let body = '';
  for (const [label, w, ic] of chips) {
    body += `<g transform="translate(${r1(x)} 1)"><rect x="0.5" y="0.5" width="${w - 1}" height="33" rx="6" fill="#fff" stroke="#d9d2c4"/><g transform="translate(11 12)">${ic}</g><text x="31" y="21.5" font-family="${UI_FONT}" font-size="12" font-weight="600" fill="${P.ink}">${label}</text></g>`;
    x += w + gap;
  }
  return minify(`<svg ${NS} viewBox="0 0 240 36" width="240" height="36"><title>We accept UPI and cash on delivery</title>${body}</svg>`);
}

// ---------------------------------------------------------------------------
// Map
// ---------------------------------------------------------------------------

/**
 * @typedef {object} MapNames the names written on the map (shop.yaml `map`)
 * @property {string} road the road the shop is on, drawn across the map
 * @property {string} [crossStreet] @property {string[]} [streets] up to two more
 * @property {string} [park] @property {string} [sea] drawn, with its front, only when named
 * @property {string} [seaFront] @property {string} [says]
 */

/**
 * The contact page's street map, drawn around the shop (a pin and a label with its name).
 * @param {{ label: string; title: string; names: MapNames }} map
 */
export function mapSvg({ label: shopLabel, title, names }) {
  const R = createRng(2026);
  const land = '#f3eee3';
  const block = '#e7e0d1';
  const road = '#ffffff';
  const casing = '#d9cfbd';
  const water = '#b7dbe0';
  const park = '#cfe3c1';
  // coastline on the west: a wavy line from top to bottom
  const coast = 'M0 0H150C132 60 170 110 150 170S110 260 132 320S176 420 146 500H0Z';
  let blocks = '';
  // city blocks on a slightly rotated grid
  for (let gx = 0; gx < 9; gx++) {
    for (let gy = 0; gy < 7; gy++) {
      const x = 200 + gx * 68;
      const y = 20 + gy * 72;
      if (x > 430 && x < 560 && y > 250 && y < 400) continue; // the park
      const w = 52 + R.range(-4, 2);
      const h = 56 + R.range(-4, 2);
      blocks += `M${r1(x)} ${r1(y)}h${r1(w)}v${r1(h)}h${r1(-w)}z`;
    }
  }
  const grid = (() => {
    let d = '';
    for (let gx = 0; gx <= 9; gx++) d += `M${192 + gx * 68} 0V500`;
    for (let gy = 0; gy <= 7; gy++) d += `M170 ${12 + gy * 72}H800`;
    return d;
  })();
  // main roads
  const wellington = 'M150 470C260 420 380 330 470 236S700 70 800 40';
  const street32 = 'M328 0V500';
  const seaRoad = 'M160 0C142 60 180 110 160 170S120 260 142 320S186 420 156 500';
  // the shop sits on Wellington Road, just east of the Street 32 crossing
  const shop = (() => {
    /** @param {number} a @param {number} b @param {number} c @param {number} d @param {number} t */
    const cub = (a, b, c, d, t) => (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * c + t ** 3 * d;
    let t = 0;
    while (cub(150, 260, 380, 470, t) < 352) t += 0.001;
    return { x: Math.round(cub(150, 260, 380, 470, t)), y: Math.round(cub(470, 420, 330, 236, t)) };
  })();
  let trees = '';
  for (let i = 0; i < 14; i++) trees += `<circle cx="${r1(R.range(448, 548))}" cy="${r1(R.range(268, 388))}" r="${r1(R.range(6, 11))}"/>`;
  const label = (/** @type {string | undefined} */ text, /** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ rot, size = 13, fill = '#6d6254') =>
    text ? `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y})" text-anchor="middle" font-family="${UI_FONT}" font-size="${size}" font-weight="600" fill="${fill}" stroke="${land}" stroke-width="3" paint-order="stroke" letter-spacing=".5">${xmlText(text)}</text>` : '';
  const [lane, bazaar] = names.streets ?? [];
  // The shop's label: a pill as wide as its name (108 px for eight letters).
  const pill = 36 + 9 * shopLabel.length;
  const sea = names.sea
    ? `<path d="${coast}" fill="${water}"/>
<path d="M40 80q10-6 20 0t20 0M20 200q10-6 20 0t20 0M50 330q10-6 20 0t20 0M30 440q10-6 20 0t20 0" stroke="#93c5cd" stroke-width="2" fill="none" stroke-linecap="round"/>
<path d="${seaRoad}" stroke="${casing}" stroke-width="12" fill="none"/><path d="${seaRoad}" stroke="#fbf3df" stroke-width="9" fill="none"/>
`
    : '';
  const svg = `<svg ${NS} viewBox="0 0 800 500" width="800" height="500"><title>${xmlText(title)}</title>
<rect width="800" height="500" fill="${land}"/>
<path d="${blocks}" fill="${block}"/>
<path d="${grid}" stroke="${casing}" stroke-width="9"/><path d="${grid}" stroke="${road}" stroke-width="6"/>
<rect x="436" y="240" width="132" height="160" rx="10" fill="${park}"/><g fill="#a9cf96">${trees}</g>
<path d="M452 380C480 330 520 340 552 262" stroke="#e9e2cf" stroke-width="4" fill="none" stroke-dasharray="1 6" stroke-linecap="round"/>
<ellipse cx="500" cy="318" rx="18" ry="11" fill="${water}"/>
${sea}<path d="M568 300H800M170 444H800" stroke="${casing}" stroke-width="12"/><path d="M568 300H800M170 444H800" stroke="#fff" stroke-width="9"/>
<path d="${street32}" stroke="${casing}" stroke-width="14"/><path d="${street32}" stroke="#fff" stroke-width="10"/>
<path d="${wellington}" stroke="#e0b667" stroke-width="18" fill="none" stroke-linecap="round"/><path d="${wellington}" stroke="#f9d98e" stroke-width="13" fill="none" stroke-linecap="round"/>
${label(names.road.toUpperCase(), 620, 120, -28, 14, '#7a5a1c')}
${label(names.crossStreet?.toUpperCase(), 316, 120, -90)}
${label(lane, 700, 304, 0, 12)}
${label(bazaar, 640, 448, 0, 12)}
${label(names.sea && names.seaFront, 150, 240, -82, 11, '#5f7f86')}
${label(names.park, 502, 388, 0, 12, '#4f7a43')}
${label(names.sea, 62, 150, -90, 14, '#5f8f98')}
<g transform="translate(750 380)"><circle r="24" fill="#fff" stroke="${casing}" stroke-width="2"/><path d="M0 -18L6 0H-6Z" fill="${P.rani}"/><path d="M0 18L6 0H-6Z" fill="#b3a893"/><text y="-26" text-anchor="middle" font-family="${UI_FONT}" font-size="11" font-weight="700" fill="#6d6254">N</text></g>
<ellipse cx="${shop.x}" cy="${shop.y + 2}" rx="14" ry="5" fill="#000" opacity="0.2"/>
<path d="M${shop.x} ${shop.y}C${shop.x - 6} ${shop.y - 18} ${shop.x - 22} ${shop.y - 28} ${shop.x - 22} ${shop.y - 44}A22 22 0 0 1 ${shop.x + 22} ${shop.y - 44}C${shop.x + 22} ${shop.y - 28} ${shop.x + 6} ${shop.y - 18} ${shop.x} ${shop.y}Z" fill="${P.rani}" stroke="#fff" stroke-width="3"/>
<path d="${movePath(TEE_PATH, 0.12, shop.x, shop.y - 56)}" fill="#fff"/>
<g transform="translate(${shop.x + 30} ${shop.y - 78})"><rect width="${pill}" height="34" rx="17" fill="${P.ink}"/><text x="${pill / 2}" y="22.5" text-anchor="middle" font-family="${UI_FONT}" font-size="15" font-weight="700" fill="#fff">${xmlText(shopLabel)}</text></g>
</svg>`;
  return minify(svg);
}
