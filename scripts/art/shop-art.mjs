// @ts-check
/**
 * The site art that carries the shop's own words, drawn from shop/shop.yaml (PRODUCT.md §14):
 * the install badge ("<short name> app"), the logo and favicon (titled with the name), the contact
 * page's street map (the shop's label and the names around it), the share card (name, tagline,
 * where the tees are printed) and the web app manifest's names. `npm run assets` draws them into
 * public/ for the shop in shop/ (./site.mjs); the build draws them again into dist/ for the shop it
 * builds (scripts/prerender.mjs), so a shop never ships another's name in its art.
 */
import { createHash } from 'node:crypto';
import { access, copyFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ogImage as ogSvg } from './site/og.mjs';
import { writePng } from './site/out.mjs';
import { ogImage as ogSpec } from './site/spec.mjs';
import { faviconSvg, installBadgeSvg, logoSvg, mapSvg } from './site/vectors.mjs';

/** @typedef {import('./site/vectors.mjs').MapNames} MapNames */

/**
 * What the art says of the shop: `SiteFacts` of src/config/shop-schema.ts (defaults filled in)
 * and the map's names.
 * @typedef {object} ShopWords
 * @property {string} name @property {string} shortName @property {string} appName
 * @property {string} tagline @property {string} description @property {string | null} madeIn
 * @property {{ readonly line1: string; readonly city: string }} address
 * @property {MapNames | null} map the contact page's drawn map, or null: none
 */

/**
 * The map's description, its SVG title and the contact page's alt text (src/features/content/contact/contact-sections.tsx says the same).
 * @param {Pick<ShopWords, 'address' | 'map'>} shop
 */
export function mapTitle({ address, map }) {
  return `Map of the streets around our shop at ${address.line1}, ${address.city}${map?.says ? `: ${map.says}` : ''}`;
}

/**
 * The vector art, by path from the site's root; the map only where the shop has one.
 * @param {ShopWords} shop @returns {Record<string, string>}
 */
export function shopVectors(shop) {
  return {
    'images/site/install-badge.svg': installBadgeSvg(shop.shortName),
    'images/site/logo.svg': logoSvg(shop.name),
    'icons/favicon.svg': faviconSvg(shop.name),
    ...(shop.map ? { 'images/site/map.svg': mapSvg({ label: shop.shortName, title: mapTitle(shop), names: shop.map }) } : {}),
  };
}

/** The share card's drawing. @param {ShopWords} shop */
export function shareCardSvg(shop) {
  return ogSvg(shop);
}

/**
 * The web app manifest (public/manifest.webmanifest, hand-written) with the shop's names and description.
 * @param {Record<string, unknown>} manifest @param {ShopWords} shop
 */
export function shopManifest(manifest, shop) {
  return { ...manifest, name: shop.appName, short_name: shop.shortName, description: `${shop.description} Works offline after your first visit.` };
}

/** @param {string} file */
const exists = (file) => access(file).then(() => true, () => false);

/**
 * Draws the shop's art into a built site (`root`, such as dist/, with public/ already copied in):
 * the vectors (the sample's map taken away where the shop has none), the share card (rendered
 * once for each drawing and kept in `cacheDir`, so a build that changes nothing of it renders
 * nothing) and the manifest's names.
 * @param {string} root @param {ShopWords} shop @param {string} cacheDir
 */
export async function writeShopArt(root, shop, cacheDir) {
  for (const [file, svg] of Object.entries(shopVectors(shop))) await writeFile(path.join(root, file), svg);
  if (!shop.map) await rm(path.join(root, 'images/site/map.svg'), { force: true });
  const svg = shareCardSvg(shop);
  const cached = path.join(cacheDir, `og-image.${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.png`);
  if (!(await exists(cached))) {
    // Written whole or not at all: a build stopped halfway leaves no half a picture in the cache.
    await writePng(`${cached}.${process.pid}.tmp`, svg, ogSpec.budget);
    await rename(`${cached}.${process.pid}.tmp`, cached);
  }
  await copyFile(cached, path.join(root, 'images/site', ogSpec.file));
  const manifestFile = path.join(root, 'manifest.webmanifest');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  await writeFile(manifestFile, `${JSON.stringify(shopManifest(manifest, shop), null, 2)}\n`);
}
