// @ts-check
/**
 * Draws every non-product image of the site from code and writes them to public/:
 * WebP illustrations (several widths each), the share card, vector icons, the map,
 * the logo and app icons, then src/features/content/site-images.ts. The pieces that carry the
 * shop's words (./shop-art.mjs) are drawn for the shop in shop/shop.yaml; the build draws them
 * again for the shop it builds.
 *
 * Deterministic: all randomness comes from seeded PRNGs. Run: node scripts/art/site.mjs
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as valibot from 'valibot';
import { parse } from 'yaml';
import { importTypeScript } from '../shop.mjs';
import { shareCardSvg, shopVectors } from './shop-art.mjs';
import { promoB1g1, promoNew, promoWinter, repairBanner } from './site/banners.mjs';
import { blogFabrics, blogPrinting, blogSize, blogStyle, blogWash } from './site/blog.mjs';
import { hero } from './site/hero.mjs';
import { writeManifest } from './site/manifest.mjs';
import { decodeRgb, luminance, writePng, writeWebp } from './site/out.mjs';
import { about, portrait } from './site/people.mjs';
import { ICON_DIR, IMAGE_DIR, ogImage, rasters, vectors } from './site/spec.mjs';
import { P } from './site/kit.mjs';
import { appIconSvg, featureIcons, paymentsSvg } from './site/vectors.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {Record<string, () => string>} raster key -> SVG drawing */
const drawings = {
  hero,
  repairBanner,
  promoB1g1,
  promoWinter,
  promoNew,
  'blog.how-to-wash-a-t-shirt': blogWash,
  'blog.find-your-t-shirt-size': blogSize,
  'blog.screen-printing-vs-dtg': blogPrinting,
  'blog.cotton-linen-and-blends': blogFabrics,
  'blog.five-ways-to-style-a-plain-tee': blogStyle,
  about,
  'people.asha': () => portrait('asha'),
  'people.rahul': () => portrait('rahul'),
  'people.meera': () => portrait('meera'),
};

/**
 * The shop's words, as the build reads them: shop/shop.yaml checked with the app's schema
 * (src/config/shop-schema.ts), every default filled in.
 * @returns {Promise<import('./shop-art.mjs').ShopWords>}
 */
async function shopWords() {
  const { shopFileSchema, siteFacts } = await importTypeScript('/src/config/shop-schema.ts');
  const file = valibot.parse(shopFileSchema, parse(await readFile(path.join(ROOT, 'shop/shop.yaml'), 'utf8')));
  return { ...siteFacts(file, new Date().getFullYear()), map: file.map ?? null };
}

/**
 * @param {import('./shop-art.mjs').ShopWords} shop
 * @returns {Record<string, (() => string) | undefined>} vector key -> SVG markup (no map where the shop has none)
 */
function vectorDrawings(shop) {
  const own = shopVectors(shop);
  /** @param {string} file */
  const ownDrawing = (file) => {
    const svg = own[file];
    return svg === undefined ? undefined : () => svg;
  };
  return {
    'featureIcons.freeShipping': featureIcons['free-shipping'],
    'featureIcons.onlineOrder': featureIcons['online-order'],
    'featureIcons.saveMoney': featureIcons['save-money'],
    'featureIcons.promotions': featureIcons.promotions,
    'featureIcons.happySell': featureIcons['happy-sell'],
    'featureIcons.support': featureIcons.support,
    installBadge: ownDrawing('images/site/install-badge.svg'),
    payments: paymentsSvg,
    map: ownDrawing('images/site/map.svg'),
    logo: ownDrawing('images/site/logo.svg'),
  };
}

/** Where white text sits on each dark banner (fractions of the image). */
const textRegions = {
  repairBanner: { x0: 0.2, x1: 0.8, y0: 0.15, y1: 0.85 },
  promoB1g1: { x0: 0, x1: 0.5 },
  promoWinter: { x0: 0, x1: 0.5 },
  promoNew: { x0: 0, x1: 0.5 },
};

/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function buildSite() {
  const shop = await shopWords();
  const vectorsOf = vectorDrawings(shop);
  const imageDir = path.join(ROOT, IMAGE_DIR);
  const iconDir = path.join(ROOT, ICON_DIR);
  await mkdir(imageDir, { recursive: true });
  await mkdir(iconDir, { recursive: true });
  /** @type {[string, number, string][]} */
  const report = [];

  for (const spec of rasters) {
    const draw = drawings[spec.key];
    if (!draw) throw new Error(`No drawing for ${spec.key}`);
    const files = spec.shop
      ? await writeWebp(path.dirname(path.join(ROOT, 'shop/photos', spec.shop)), path.basename(spec.shop, '.webp'), draw(), { ...spec, widths: [Math.max(...spec.widths)], single: true })
      : await writeWebp(imageDir, spec.name, draw(), spec);
    for (const f of files) report.push([path.relative(ROOT, f.file), f.bytes, `${f.width}×${f.height} q${f.quality}`]);
  }

  const og = await writePng(path.join(imageDir, ogImage.file), shareCardSvg(shop), ogImage.budget);
  report.push([path.relative(ROOT, og.file), og.bytes, `${ogImage.width}×${ogImage.height}`]);

  for (const v of vectors) {
    if (v.key === 'map' && !shop.map) continue; // a shop without a map shows none (shop.yaml `map`)
    const draw = vectorsOf[v.key];
    if (!draw) throw new Error(`No vector drawing for ${v.key}`);
    const svg = draw();
    if (!svg.includes('<title>')) throw new Error(`${v.file} has no <title>`);
    const bytes = Buffer.byteLength(svg);
    if (bytes > v.budget) throw new Error(`${v.file}: ${bytes} bytes is over the ${v.budget} byte budget`);
    const file = path.join(imageDir, v.file);
    await writeFile(file, svg);
    report.push([path.relative(ROOT, file), bytes, `${v.width}×${v.height} svg`]);
  }

  // app icons
  const fav = /** @type {string} */ (shopVectors(shop)['icons/favicon.svg']);
  await writeFile(path.join(iconDir, 'favicon.svg'), fav);
  report.push([`${ICON_DIR}/favicon.svg`, Buffer.byteLength(fav), 'svg']);
  /** @type {[string, string, number][]} */
  const icons = [
    ['icon-192.png', appIconSvg(192, 0.74, P.cream, 42), 192],
    ['icon-512.png', appIconSvg(512, 0.74, P.cream, 112), 512],
    // maskable: full bleed, the mark inside the central 80% safe circle
    ['maskable-512.png', appIconSvg(512, 0.52, '#ffd98c'), 512],
    ['apple-touch-icon.png', appIconSvg(180, 0.66, P.cream), 180],
  ];
  for (const [name, svg] of icons) {
    const r = await writePng(path.join(iconDir, name), svg, 40_000);
    report.push([path.relative(ROOT, r.file), r.bytes, 'png']);
  }

  // how dark are the banners where the white text goes?
  /** @type {Record<string, ReturnType<typeof luminance> & { region: ReturnType<typeof luminance> }>} */
  const lum = {};
  for (const [k, region] of Object.entries(textRegions)) {
    const spec = rasters.find((r) => r.key === k);
    if (!spec) continue;
    const raw = await decodeRgb(path.join(imageDir, `${spec.name}-${Math.max(...spec.widths)}.webp`));
    const all = luminance(raw);
    const text = luminance(raw, region);
    if (text.contrastAtP95 < 4.5) throw new Error(`${spec.name}: white text would fail WCAG AA (contrast ${text.contrastAtP95} at the 95th percentile)`);
    lum[k] = { ...all, region: text };
  }

  const manifest = await writeManifest(ROOT);
  report.push([path.relative(ROOT, manifest), (await stat(manifest)).size, 'ts']);
  return { report, lum };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = Date.now();
  const { report, lum } = await buildSite();
  const w = Math.max(...report.map((r) => r[0].length));
  for (const [file, bytes, note] of report) console.log(`${file.padEnd(w)}  ${kb(bytes).padStart(9)}  ${note}`);
  console.log('\nBanner luminance (WCAG relative luminance; contrast is against white text):');
  for (const [k, v] of Object.entries(lum)) {
    console.log(
      `  ${k.padEnd(13)} whole image mean ${v.mean.toFixed(3)} | text area mean ${v.region.mean.toFixed(3)}, p95 ${v.region.p95.toFixed(3)} -> contrast ${v.region.contrastAtMean}:1 (mean), ${v.region.contrastAtP95}:1 (p95)`,
    );
  }
  console.log(`\nsite art done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
