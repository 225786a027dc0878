// @ts-check
/**
 * Gzip sizes of the built JavaScript, from the bundle manifest the build keeps in
 * dist-ssr/client-manifest.json:
 *   - the entry: the app (src/boot.tsx), which every page's start script loads after its first
 *     frame (src/app/early/start-app.ts), and everything it imports statically,
 *   - start-up (src/app/start.ts, which every page also loads before it is ready, with the small
 *     pieces every page shows: vite.config.ts): its chunk and the static imports it adds beyond the entry,
 *   - each other lazily loaded part (every page, the footer, the service worker registration): its
 *     chunk plus the static imports it adds beyond the entry and start-up,
 *   - every script on its own, by a name that outlives its hash (scripts/bundle-growth.mjs),
 *   - and the inline scripts in the pages' HTML, each on its own: those every page has (the theme,
 *     the page's marks, the early script: scripts/early-script.mjs) and those only a product page
 *     adds (its colour from the address).
 * Used by the benchmark (scripts/bench.mjs) and the bundle budget test (e2e/budget.spec.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkKeyFor } from './bundle-chunks.mjs';
import { scriptSizes } from './bundle-growth.mjs';

/** @typedef {import('./bundle-chunks.mjs').Chunk} Chunk */

/** The app proper: the build's entry, which each page's start script loads (src/app/early/start-app.ts). */
const BOOT = 'src/boot.tsx';
/** The stores' start-up, which the app always loads alongside the first page (see src/boot.tsx). */
const START = 'src/app/start.ts';

/** @param {{ dist?: string; manifest?: string }} [options] */
export function bundleSizes({ dist = 'dist', manifest = 'dist-ssr/client-manifest.json' } = {}) {
  /** @type {Record<string, Chunk>} */
  const chunks = JSON.parse(readFileSync(manifest, 'utf8'));
  const gzipOf = (/** @type {string} */ file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

  /** Keys of a chunk and everything it imports statically. @param {string} key */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of chunks[key]?.imports ?? []) closure(child, seen);
    return seen;
  };

  const bootKey = chunkKeyFor(chunks, BOOT, manifest);
  const entryKeys = closure(bootKey);
  const files = (/** @type {Set<string>} */ keys) => [...keys].map((key) => chunks[key]?.file ?? key);
  const total = (/** @type {string[]} */ list) => list.reduce((sum, file) => sum + gzipOf(file), 0);

  const entryFiles = files(entryKeys);
  const lazyKeys = chunks[bootKey]?.dynamicImports ?? [];
  const startKey = chunkKeyFor(chunks, START, manifest);
  // What every page loads before its own code: the entry and start-up (with the pieces every page shows).
  const everyPage = closure(startKey, new Set(entryKeys));
  const part = (/** @type {string} */ key, /** @type {Set<string>} */ before) => {
    const own = files(new Set([...closure(key)].filter((k) => !before.has(k))));
    return { source: key, name: chunks[key]?.name ?? key, files: own, gzip: total(own) };
  };
  const lazy = [
    ...lazyKeys.filter((key) => !entryKeys.has(key)).map((key) => part(key, key === startKey ? entryKeys : everyPage)),
  ];
  const allCss = [
    ...new Set(Object.values(chunks).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])])),
  ];
  // The print stylesheet (media="print") never holds up a paint: counted on its own.
  const isPrint = (/** @type {string} */ file) => /(^|\/)print-[\w-]+\.css$/.test(file);
  // A stylesheet a chunk brings as an asset (`import url from './x.css?url'`, then loadStylesheet) is
  // loaded with what needs it, never in a first paint (the order pages' own styles): counted apart.
  const later = new Set(Object.values(chunks).flatMap((chunk) => (chunk.assets ?? []).filter((file) => file.endsWith('.css') && !isPrint(file))));
  const css = allCss.filter((file) => !isPrint(file) && !later.has(file));
  const printCss = allCss.filter(isPrint);
  const laterCss = [...later];
  return {
    entry: { files: entryFiles, gzip: total(entryFiles) },
    lazy: lazy.sort((a, b) => a.name.localeCompare(b.name)),
    css: { files: css, gzip: total(css) },
    printCss: { files: printCss, gzip: total(printCss) },
    laterCss: { files: laterCss, gzip: total(laterCss) },
    scripts: scriptSizes(chunks, gzipOf),
    inline: inlineScriptSizes(dist),
  };
}

/** The text of each inline script in a page's HTML. @param {string} file */
const inlineScripts = (file) => [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

/**
 * Gzip sizes of the inline scripts: those of every page (index.html's, in order; the early script
 * is the largest) and those a product page has beyond them.
 * @param {string} dist
 */
export function inlineScriptSizes(dist) {
  const gzip = (/** @type {string} */ text) => gzipSync(text, { level: 9 }).length;
  const everyPage = inlineScripts(join(dist, 'index.html'));
  const product = existsSync(join(dist, 'sproduct')) ? readdirSync(join(dist, 'sproduct'))[0] : undefined;
  const productOnly = product ? inlineScripts(join(dist, 'sproduct', product, 'index.html')).filter((text) => !everyPage.includes(text)) : [];
  return { everyPage: everyPage.map(gzip), productOnly: productOnly.map(gzip) };
}

if (process.argv[1]?.endsWith('bundle-sizes.mjs')) {
  const sizes = bundleSizes();
  const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(`entry JavaScript: ${kB(sizes.entry.gzip)} gzip (${sizes.entry.files.join(', ')})`);
  for (const part of sizes.lazy) console.log(`  ${part.name.padEnd(16)} ${kB(part.gzip).padStart(9)}`);
  console.log(`inline scripts: ${sizes.inline.everyPage.join(' B, ')} B gzip in every page; product pages also ${sizes.inline.productOnly.join(' B, ')} B`);
  console.log(`CSS: ${kB(sizes.css.gzip)} gzip, ${kB(sizes.laterCss.gzip)} loaded later (${sizes.laterCss.files.join(', ')}), and ${kB(sizes.printCss.gzip)} for print only`);
}
