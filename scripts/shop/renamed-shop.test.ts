/**
 * Everything that is the shop comes from shop/ (PRODUCT.md §14, issue 35): the sample shop, renamed
 * to Kesari Tees in Jaipur with its automatic offers deleted and no order prefix of its own, built
 * whole (`node scripts/build.mjs` in a copy of the project), says nothing of the sample in any page,
 * script, style, picture or manifest a visitor can get, claims no offer on its home page, and
 * numbers its orders with its own prefix.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const project = resolve('.');
/** What the build needs of the project; node_modules is linked, not copied. */
const copied = ['index.html', 'package.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.sw.json', 'tsconfig.scripts.json', 'src', 'scripts', 'public', 'shop'];
/** The files of dist/ a visitor can fetch and read as text (source maps and precompressed copies aside). */
const TEXT = /(\.(html|js|css|json|webmanifest|svg|xml|txt|conf)|_headers|_redirects)$/;

let root = '';

/** The environment of `npm run build` in the copy, not a test's: without Vitest's NODE_ENV=test and its own variables. */
function buildEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));
  return { ...env, SHOP_ROOT: root };
}
let build: ReturnType<typeof spawnSync>;

/** A built page's HTML, without the marks React leaves between pieces of text (`<!-- -->`). */
async function pageText(page: string): Promise<string> {
  return (await readFile(join(root, 'dist', page), 'utf8')).replaceAll('<!-- -->', '');
}

/** Every file under `dir`, by path from it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** The sample shop renamed: every "Rangeela" and "Mumbai" of its words replaced, no order prefix given, no automatic offer. */
async function renameShop(shop: string): Promise<void> {
  for (const file of await filesUnder(shop)) {
    if (!/\.(ya?ml|md)$/.test(file)) continue;
    const path = join(shop, file);
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.replaceAll('Rangeela', 'Kesari Tees').replaceAll('rangeela', 'kesari').replaceAll('Mumbai', 'Jaipur'));
  }
  const settings = await readFile(join(shop, 'shop.yaml'), 'utf8');
  expect(settings).toMatch(/^name: Kesari Tees$/m);
  await writeFile(join(shop, 'shop.yaml'), settings.replace(/^orderPrefix: .*\n/m, ''));
  const offers = await readFile(join(shop, 'offers.yaml'), 'utf8');
  // The coupons stay; every automatic offer (winter 50% off, buy 1 get 1) goes.
  await writeFile(join(shop, 'offers.yaml'), `offers: []\n${offers.slice(offers.indexOf('\ncoupons:') + 1)}`);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'renamed-shop-'));
  for (const name of copied) {
    await cp(join(project, name), join(root, name), {
      recursive: true,
      // The photos' page sizes are made again from shop/ (from the cache); the built site and the generated data too.
      filter: (source) => !source.startsWith(join(project, 'public', 'images', 'shop')) && !/\.generated\.(ts|json)$/.test(source),
    });
  }
  await symlink(join(project, 'node_modules'), join(root, 'node_modules'), 'dir');
  await renameShop(join(root, 'shop'));
  build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, env: buildEnv(), encoding: 'utf8', timeout: 300_000 });
}, 360_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('a renamed shop, built', () => {
  it('builds', () => {
    expect(build.stderr, String(build.stderr)).not.toMatch(/problem|Error/);
    expect(build.status).toBe(0);
  });

  it('says nothing of the sample shop in any file a visitor can read: no Rangeela, no Mumbai, no RNG- order numbers', async () => {
    const dist = join(root, 'dist');
    const files = (await filesUnder(dist)).filter((file) => TEXT.test(file));
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of files) {
      const text = await readFile(join(dist, file), 'utf8');
      for (const word of ['Rangeela', 'Mumbai', 'RNG-']) {
        const at = text.indexOf(word);
        if (at >= 0) found.push(`${file}: …${text.slice(Math.max(0, at - 60), at + 60)}…`);
      }
    }
    expect(found).toEqual([]);
  });

  it('names itself in the installed app, the install badge, the footer, the signup and the share card', async () => {
    const dist = join(root, 'dist');
    const manifest = JSON.parse(await readFile(join(dist, 'manifest.webmanifest'), 'utf8')) as Record<string, string>;
    expect(manifest).toMatchObject({ name: 'Kesari Tees — Colourful T-shirts', short_name: 'Kesari Tees', start_url: '/' });
    expect(manifest.description).toContain('in Jaipur');
    expect(await readFile(join(dist, 'images/site/install-badge.svg'), 'utf8')).toContain('Kesari Tees app');
    expect(await readFile(join(dist, 'images/site/map.svg'), 'utf8')).toContain('Kesari Tees');
    const home = await pageText('index.html');
    expect(home).toContain('Add Kesari Tees to your home screen');
    expect(home).toContain('Designed, drawn and printed in Jaipur.');
    expect(home).toContain('<title>Kesari Tees — Colourful T-shirts, printed with care</title>');
    expect(await pageText('signup/index.html')).toContain('Join Kesari Tees');
    // The share card is drawn again for this shop, not copied from the sample's public/.
    const card = await readFile(join(dist, 'images/site/og-image.png'));
    expect(card.equals(await readFile(join(project, 'public/images/site/og-image.png')))).toBe(false);
  });

  it('claims no offer the shop does not run on its home page', async () => {
    const home = await pageText('index.html');
    expect(home).not.toMatch(/buy 1 get 1|winter collection|50% off|collection=winter|collection=bogo/i);
    // What still runs is still said: something on sale and a coupon.
    expect(home).toContain('Super value deals');
    expect(home).toContain('WELCOME10');
    expect(home).toContain('new collection');
  });

  it('numbers its orders with its own prefix, KT from its name, and takes no other', async () => {
    expect(await readFile(join(root, 'src/config/shop.generated.ts'), 'utf8')).toContain('"orderPrefix": "KT"');
    // The app's own order module, loaded as the built app has it (the copy's Vite config, its generated data).
    const probe = `
      import { createServer } from 'vite';
      const server = await createServer({ root: process.cwd(), cacheDir: '.vite-probe', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error', optimizeDeps: { noDiscovery: true } });
      try {
        const { orderNumber, ORDER_NUMBER_PATTERN } = await server.ssrLoadModule('/src/features/orders/order.ts');
        const number = orderNumber(new Date('2026-11-24T10:00:00Z'), new Set(), () => 0);
        console.log(JSON.stringify({ number, ours: ORDER_NUMBER_PATTERN.test(number), sample: ORDER_NUMBER_PATTERN.test('RNG-261124-AAAAAA') }));
      } finally {
        await server.close();
      }`;
    const run = spawnSync('node', ['--input-type=module', '-e', probe], { cwd: root, env: buildEnv(), encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ number: 'KT-261124-AAAAAA', ours: true, sample: false });
  });
});
