// @ts-check
/**
 * A shop at scale, built and measured (issue 37): a copy of this project whose range is the
 * sample's sixteen tees copied to COUNT (default 500) under new ids, names and titles, with their
 * photos and reviews copied, built as `npm run build` builds, and then the figures that grow with a
 * range: the build's time, the shop's and home page's HTML, the JavaScript a page loads first, and
 * what the service worker downloads ahead.
 *
 *   node scripts/scale-shop.mjs            # 500 tees, in a temporary folder, removed after
 *   node scripts/scale-shop.mjs 1000 --keep  # keep the copy (its path is printed) to serve and look at
 *
 * The copy's photos' page sizes come from the photo cache, so only the first run makes them.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 500);
const keep = process.argv.includes('--keep');
const project = resolve('.');
const copied = ['index.html', 'package.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.sw.json', 'tsconfig.scripts.json', 'src', 'scripts', 'public', 'shop'];

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

console.log(`Building a shop of ${count} tees in ${root} …`);
const started = Date.now();
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
const build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, env: { ...env, SHOP_ROOT: root }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const seconds = (Date.now() - started) / 1000;
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}
const dist = join(root, 'dist');
/** @param {string} file */
const size = async (file) => {
  const bytes = await readFile(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const startFile = (await readdir(join(dist, 'assets'))).find((file) => /^start-[\w-]+\.js$/.test(file));
const start = startFile ? await size(join('assets', startFile)) : undefined;
const shopPage = await size('shop/index.html');
const home = await size('index.html');
const precache = /precaches (\d+) files \(([\d.]+) MiB\)(?: and keeps (\d+) more \(([\d.]+) MiB\))?/.exec(build.stdout);
console.log(`
A shop of ${count} tees (node scripts/scale-shop.mjs ${count})
  build:                 ${seconds.toFixed(0)} s
  /shop HTML:            ${kB(shopPage.raw)} (${kB(shopPage.gzip)} gzip)
  home page HTML:        ${kB(home.raw)} (${kB(home.gzip)} gzip)
  start-up chunk:        ${start ? `${kB(start.raw)} (${kB(start.gzip)} gzip)` : 'not found'}
  service worker:        precaches ${precache?.[1]} files, ${precache?.[2]} MiB${precache?.[3] ? `; ${precache[3]} files (${precache[4]} MiB) kept only as seen` : ''}`);
if (keep) console.log(`\nKept: ${root} (serve it with: cd ${root} && node scripts/serve.mjs)`);
else await rm(root, { recursive: true, force: true });
