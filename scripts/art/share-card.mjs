// @ts-check
/**
 * A page's own share card (PRODUCT.md §3a, previews): 1200×630, the tee's photo on the left and,
 * beside it, its title, the price the shopper pays (the price before struck through beside it),
 * a note (its offer, or "Sold out") and the shop's name, so a link pasted in WhatsApp shows the
 * tee, its price and whether it is in stock. Drawn by the build (scripts/prerender.mjs) for every
 * page whose meta asks for one (`shareCard`), from the photo the build made, and named by what it
 * shows, so an unchanged card is drawn once (kept in the art cache) and may be cached for ever.
 */
import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { xmlText } from './site/vectors.mjs';

const W = 1200;
const H = 630;
/** The photo's box on the left (the shop's photos are 4:5). */
const PHOTO_W = 504;

/** @typedef {{ photo: string; title: string; price: string; was?: string | undefined; note?: string | undefined }} ShareCard */

/**
 * The title in lines of at most `perLine` characters (about 17 at 52 px in DejaVu Sans Bold across
 * 600 px), at most three, the last cut with an ellipsis.
 * @param {string} title @param {number} perLine
 */
export function titleLines(title, perLine = 17) {
  /** @type {string[]} */
  const lines = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines[2]?.slice(0, perLine - 1)}…`] : lines;
}

/** The card's words and colours as SVG, the photo's place left empty. @param {ShareCard} card @param {string} shopName */
export function shareCardSvg(card, shopName) {
  const x = PHOTO_W + 56;
  const lines = titleLines(card.title);
  const title = lines.map((line, index) => `<text x="${x}" y="${150 + index * 64}" font-family="DejaVu Sans" font-weight="bold" font-size="52" fill="#1f1a2e">${xmlText(line)}</text>`).join('');
  const priceY = 150 + lines.length * 64 + 70;
  const priceWidth = card.price.length * 47;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<rect width="${W}" height="${H}" fill="#fff8ec"/>`,
    `<rect x="${PHOTO_W}" width="10" height="${H}" fill="#f2a900"/>`,
    title,
    `<text x="${x}" y="${priceY}" font-family="DejaVu Sans" font-weight="bold" font-size="72" fill="#1f1a2e">${xmlText(card.price)}</text>`,
    card.was ? `<text x="${x + priceWidth + 28}" y="${priceY}" font-family="DejaVu Sans" font-size="40" fill="#6b6478" text-decoration="line-through">${xmlText(card.was)}</text>` : '',
    card.note ? `<text x="${x}" y="${priceY + 62}" font-family="DejaVu Sans" font-size="34" fill="#b3164f">${xmlText(card.note)}</text>` : '',
    `<text x="${x}" y="${H - 56}" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#4a4458">${xmlText(shopName)}</text>`,
    `<rect x="${PHOTO_W + 10}" y="${H - 18}" width="${W - PHOTO_W - 10}" height="18" fill="#c2185b"/>`,
    '</svg>',
  ].join('');
}

/** @param {string} file */
const exists = (file) => access(file).then(() => true, () => false);

/**
 * Draws `card` into the built site `dist` (its photo read from there) and returns the card's
 * address, /images/share/<hash>.jpg.
 * @param {{ dist: string; card: ShareCard; shopName: string; cacheDir: string }} options
 */
export async function drawShareCard({ dist, card, shopName, cacheDir }) {
  const svg = shareCardSvg(card, shopName);
  const photo = await readFile(path.join(dist, card.photo));
  const name = `${createHash('sha256').update(svg).update(photo).digest('hex').slice(0, 16)}.jpg`;
  const cached = path.join(cacheDir, 'share', name);
  if (!(await exists(cached))) {
    await mkdir(path.dirname(cached), { recursive: true });
    const left = await sharp(photo).resize(PHOTO_W, H, { fit: 'cover' }).toBuffer();
    // Written whole or not at all: a build stopped halfway leaves no half a picture in the cache.
    await sharp(Buffer.from(svg)).composite([{ input: left, left: 0, top: 0 }]).jpeg({ quality: 80, mozjpeg: true }).toFile(`${cached}.${process.pid}.tmp`);
    await rename(`${cached}.${process.pid}.tmp`, cached);
  }
  await mkdir(path.join(dist, 'images', 'share'), { recursive: true });
  await copyFile(cached, path.join(dist, 'images', 'share', name));
  return `/images/share/${name}`;
}
