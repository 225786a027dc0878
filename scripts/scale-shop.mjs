// @ts-check
/**
 * A shop at scale, built and measured (issue 37): a copy of this project whose range is the
 * sample's sixteen tees copied to COUNT (default 500) under new ids, names and titles, with their
 * photos and reviews copied, built as `npm run build` builds, and then the figures that grow with a
 * range: the build's time, the shop's and home page's HTML, the JavaScript a page loads first (the
 * start-up chunk) and the catalogue's own chunk, and what the service worker downloads ahead.
 *
 *   node scripts/scale-shop.mjs            # 500 tees, in a temporary folder, removed after
 *   node scripts/scale-shop.mjs 1000 --keep  # keep the copy (its path is printed) to serve and look at
 *
 * `buildScaleShop(count, { keep })` does the same for scripts/scale-bench.mjs, which then measures
 * the copy in a browser. The copy's photos' page sizes come from the photo cache, so only the first
 * run makes them.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const copied = ['index.html', 'package.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.sw.json', 'tsconfig.scripts.json', 'src', 'scripts', 'public', 'shop'];

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */
/**
 * @typedef {{ count: number, root: string, dist: string, buildSeconds: number | null, shopHtml: Sizes, homeHtml: Sizes,
 *   startChunk: (Sizes & { file: string }) | null, catalogueChunk: (Sizes & { file: string }) | null,
 *   precache: { files: number, mib: number, keptFiles: number | null, keptMib: number | null } | null }} ScaleShop
 */

/**
 * What the service worker downloads ahead, as scripts/build.mjs prints it.
 * @param {string} stdout @returns {ScaleShop['precache']}
 */
export function readPrecache(stdout) {
  const found = /precaches (\d+) files \(([\d.]+) MiB\)(?: and keeps (\d+) more \(([\d.]+) MiB\))?/.exec(stdout);
  if (!found) return null;
  return { files: Number(found[1]), mib: Number(found[2]), keptFiles: found[3] ? Number(found[3]) : null, keptMib: found[4] ? Number(found[4]) : null };
}

/** A file's bytes as they are, gzipped (level 9) and brotli'd (quality 11). @param {string} file @returns {Promise<Sizes>} */
async function sizesOf(file) {
  const bytes = await readFile(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The figures of a built copy's dist/ that do not need its build's output: the HTML of /shop and
 * the home page, the start-up chunk and the catalogue chunk.
 * @param {string} dist
 */
export async function distFigures(dist) {
  const assets = await readdir(join(dist, 'assets'));
  /** @param {RegExp} pattern */
  const chunk = async (pattern) => {
    const file = assets.find((name) => pattern.test(name));
    return file ? { file: `assets/${file}`, ...(await sizesOf(join(dist, 'assets', file))) } : null;
  };
  return {
    shopHtml: await sizesOf(join(dist, 'shop', 'index.html')),
    homeHtml: await sizesOf(join(dist, 'index.html')),
    startChunk: await chunk(/^start-[\w-]+\.js$/),
    catalogueChunk: await chunk(/^catalogue-[\w-]+\.js$/),
  };
}

/**
 * Copies this project with a range of `count` tees into a temporary folder and builds it.
 * @param {number} count
 * @param {{ keep?: boolean, project?: string, log?: (line: string) => void }} [options]
 *   `keep`: leave the copy (its dist/ to serve); else it is removed once measured and `root` is gone.
 * @returns {Promise<ScaleShop>}
 */
export async function buildScaleShop(count, { keep = false, project = resolve('.'), log = () => {} } = {}) {
  const root = await mkdtemp(join(tmpdir(), `shop-${count}-`));
  for (const name of copied) {
    await cp(join(project, name), join(root, name), {
      recursive: true,
      filter: (source) => !source.startsWith(join(project, 'public', 'images', 'shop')) && !/\.generated\.(ts|json)$/.test(source),
    });
  }
  await symlink(join(project, 'node_modules'), join(root, 'node_modules'), 'dir');

  // The range: tee n (n > 16) is the sample's tee (n - 1) % 16 + 1 under a new id, name and title.
  const shop = join(root, 'shop');
  const sample = (await readdir(join(shop, 'products'))).filter((file) => file.endsWith('.md')).sort();
  const texts = await Promise.all(sample.map((file) => readFile(join(shop, 'products', file), 'utf8')));
  const sampleIds = texts.map((text) => Number(/^id: (\d+)$/m.exec(text)?.[1]));
  let nextId = Math.max(...sampleIds) + 1;
  for (let n = sample.length; n < count; n++) {
    const index = n % sample.length;
    const slug = sample[index]?.replace(/\.md$/, '') ?? '';
    const copy = `${slug}-${n + 1}`;
    const text = (texts[index] ?? '').replace(/^id: \d+$/m, `id: ${nextId++}`).replace(/^title: (.*)$/m, (_, title) => `title: ${title} No. ${n + 1}`);
    await writeFile(join(shop, 'products', `${copy}.md`), text);
    await cp(join(shop, 'photos', slug), join(shop, 'photos', copy), { recursive: true });
    const reviews = join(shop, 'reviews', `${slug}.yaml`);
    if (await stat(reviews).catch(() => null)) await cp(reviews, join(shop, 'reviews', `${copy}.yaml`));
  }

  log(`Building a shop of ${count} tees in ${root} …`);
  const started = Date.now();
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
  const build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, env: { ...env, SHOP_ROOT: root }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const buildSeconds = (Date.now() - started) / 1000;
  if (build.status !== 0) {
    if (!keep) await rm(root, { recursive: true, force: true });
    throw new Error(`The build of ${count} tees failed:\n${build.stdout}\n${build.stderr}`);
  }
  const dist = join(root, 'dist');
  const figures = { count, root, dist, buildSeconds, ...(await distFigures(dist)), precache: readPrecache(build.stdout) };
  return figures;
}

/** The copy's figures as the CLI prints them. @param {ScaleShop} shop */
export function describeScaleShop(shop) {
  const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const { precache } = shop;
  return `A shop of ${shop.count} tees (node scripts/scale-shop.mjs ${shop.count})
  build:                 ${shop.buildSeconds === null ? 'not timed' : `${shop.buildSeconds.toFixed(0)} s`}
  /shop HTML:            ${kB(shop.shopHtml.raw)} (${kB(shop.shopHtml.gzip)} gzip)
  home page HTML:        ${kB(shop.homeHtml.raw)} (${kB(shop.homeHtml.gzip)} gzip)
  start-up chunk:        ${shop.startChunk ? `${kB(shop.startChunk.raw)} (${kB(shop.startChunk.gzip)} gzip)` : 'not found'}
  catalogue chunk:       ${shop.catalogueChunk ? `${kB(shop.catalogueChunk.raw)} (${kB(shop.catalogueChunk.gzip)} gzip, ${kB(shop.catalogueChunk.brotli)} brotli)` : 'not found'}
  service worker:        ${precache ? `precaches ${precache.files} files, ${precache.mib.toFixed(2)} MiB${precache.keptFiles ? `; ${precache.keptFiles} files (${precache.keptMib?.toFixed(2)} MiB) kept only as seen` : ''}` : 'not read'}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 500);
  const keep = process.argv.includes('--keep');
  const shop = await buildScaleShop(count, { keep, log: console.log });
  console.log(`\n${describeScaleShop(shop)}`);
  if (keep) console.log(`\nKept: ${shop.root} (serve it with: cd ${shop.root} && node scripts/serve.mjs)`);
  else await rm(shop.root, { recursive: true, force: true });
}
