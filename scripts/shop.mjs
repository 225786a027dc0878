// @ts-check
/**
 * `npm run shop`: reads and checks the owner's shop/ folder and hands it to the app (scripts/shop/).
 * Every problem in every file is printed, each as `file:line:column field: what is wrong`, and the
 * exit code is 1; nothing is written then. The build (scripts/build.mjs) runs this first.
 *   node scripts/shop.mjs            check, write the app's data and the photos
 *   node scripts/shop.mjs --check    check only
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where shop/ is read from and the app's data written to: this project, or SHOP_ROOT (the tests' own shops). */
export const dataRoot = process.env.SHOP_ROOT ?? root;

/**
 * Loads one of the project's TypeScript modules (the shop's checks share the app's schemas) through
 * Vite's module runner, with the app's `@/` alias.
 * @param {string} path from the project's root, like /scripts/shop/index.ts
 * @returns {Promise<any>}
 */
export async function importTypeScript(path) {
  // Vite's runner sets NODE_ENV to "development" when it is unset, which would make a build that
  // follows in this process (scripts/build.mjs) a development build: it is put back as it was.
  const nodeEnv = process.env.NODE_ENV;
  const { module } = await runnerImport(path, { root, configFile: false, logLevel: 'error', resolve: { alias: [{ find: /^@\//, replacement: `${root}src/` }] } });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return module;
}

/**
 * Reads, checks and hands over the shop. The checking code is TypeScript shared with the app
 * (its valibot schemas), so it is loaded through Vite.
 * @param {{ writePhotos?: boolean; check?: boolean }} [options]
 * @returns {Promise<boolean>} whether the shop passed its checks
 */
export async function prepareShop({ writePhotos = true, check = false } = {}) {
  const started = Date.now();
  /**
   * What scripts/shop/index.ts exports (it is checked by tsconfig.json, with the app).
   * @typedef {{ file: string; line: number; column: number; field: string; message: string }} Problem
   * @typedef {{ ok: boolean; problems: Problem[]; notes?: Problem[]; products?: number; photos?: number; madePhotos?: number }} Result
   * @type {{ readShop(root: string): Promise<Result>; prepareShop(root: string, options: { writePhotos: boolean }): Promise<Result>; formatProblem(problem: Problem): string }}
   */
  const module = await importTypeScript('/scripts/shop/index.ts');
  const result = check ? await module.readShop(dataRoot) : await module.prepareShop(dataRoot, { writePhotos });
  for (const note of result.notes ?? []) console.log(`Note: ${module.formatProblem(note)}`);
  if (!result.ok) {
    const count = result.problems.length;
    console.error(`\nThe shop has ${count} problem${count === 1 ? '' : 's'} to fix in shop/ (nothing was built):\n`);
    for (const problem of result.problems) console.error(`  ${module.formatProblem(problem)}`);
    console.error('');
    return false;
  }
  if (result.products !== undefined) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Shop checked: ${result.products} products, ${result.photos} photos (${result.madePhotos} made, the rest from the cache) in ${seconds}s.`);
  } else console.log('Shop checked: no problems.');
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ok = await prepareShop({ check: process.argv.includes('--check') });
  process.exit(ok ? 0 : 1);
}
