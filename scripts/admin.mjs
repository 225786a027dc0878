// @ts-check
/**
 * `npm run admin`: the shop's visual editor on this computer (PRODUCT.md §14).
 *   - builds the shop from shop/ as it is now, then serves it at http://127.0.0.1:4173/ as `npm start`
 *     does (PORT); when shop/ does not build, says why and serves the last shop that built, if any;
 *   - serves the editor at /admin/: Decap CMS (fetched once from the npm registry, pinned and checked,
 *     kept in node_modules/.cache) with a configuration made from the shop's own schemas
 *     (scripts/shop/editor-config.ts), so it offers exactly the fields the build accepts, and what
 *     admin/ adds (admin/editor.js: the product files' format, no empty Login page);
 *   - starts decap-server, Decap's local backend, on 127.0.0.1:8081 (DECAP_PORT), which reads and
 *     writes the files in shop/ of this checkout: no account, no server of ours, nothing leaves the
 *     computer;
 *   - rebuilds the shop whenever a file in shop/ changes (a save in the editor, or by hand), and
 *     says what to fix when the build refuses it.
 * The editor is never in dist/: it exists only while this runs.
 *   PORT=5000 DECAP_PORT=8082 npm run admin
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, watch } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { createStaticServer } from './serve.mjs';
import { importTypeScript } from './shop.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const decapPort = Number(process.env.DECAP_PORT ?? 8081);
const host = '127.0.0.1';

/** The editor: Decap CMS, pinned to a version and the registry's own checksum of its package. */
const DECAP = {
  spec: 'decap-cms@3.16.3',
  integrity: 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==',
};

/** The folder holding Decap CMS's browser files, fetched (about 16 MB, once) when missing. */
export function ensureDecap() {
  const dir = join(root, 'node_modules', '.cache', DECAP.spec.replace('@', '-'));
  const dist = join(dir, 'package', 'dist');
  if (existsSync(join(dist, 'decap-cms.js'))) return dist;
  mkdirSync(dir, { recursive: true });
  console.log(`Fetching the editor (${DECAP.spec}) from the npm registry, once…`);
  const packed = JSON.parse(execFileSync('npm', ['pack', DECAP.spec, '--json', '--pack-destination', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
  const tarball = join(dir, packed[0].filename);
  const digest = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (digest !== DECAP.integrity) {
    rmSync(tarball);
    throw new Error(`${DECAP.spec} from the registry does not match its pinned checksum: not used.`);
  }
  execFileSync('tar', ['-xzf', tarball, '-C', dir, 'package/dist']);
  rmSync(tarball);
  for (const file of readdirSync(dist)) if (file.endsWith('.map') || /^(\d+\.)?cms\.js/.test(file)) rmSync(join(dist, file));
  return dist;
}

/** The editor's configuration as YAML, made from the schemas (loaded through Vite: they are TypeScript). */
export async function editorConfigYaml() {
  /** @type {{ editorConfig(products: unknown[]): Record<string, unknown>; productNames(root: string): unknown[] }} */
  const module = await importTypeScript('/scripts/shop/editor-config.ts');
  // The reviews' collection lists the products there are now, one review file each.
  const config = module.editorConfig(module.productNames(root));
  return stringify({ ...config, site_url: `http://${host}:${port}`, local_backend: { url: `http://${host}:${decapPort}/api/v1`, allowed_hosts: [host, 'localhost'] } });
}

/** The build running now, if one is (stopped with the editor). */
/** @type {import('node:child_process').ChildProcess | undefined} */
let building;

/** Runs the build in its own process; resolves with whether it passed. */
function build() {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
    building = child;
    child.on('exit', (code) => {
      building = undefined;
      done(code === 0);
    });
  });
}

/** The file under `dir` a request's path names, if it is there (and inside `dir`). */
function fileIn(/** @type {string} */ dir, /** @type {string} */ path) {
  const file = resolve(dir, path);
  return file.startsWith(dir + sep) && existsSync(file) ? file : undefined;
}

async function main() {
  const decapDir = ensureDecap();
  const adminDir = join(root, 'admin');
  // The YAML library admin/product-format.js reads and writes product files with: the project's own.
  const yamlDir = join(dirname(createRequire(import.meta.url).resolve('yaml/package.json')), 'browser', 'dist');
  const configYaml = await editorConfigYaml();

  // Stopped (Ctrl+C), it stops what it started: a build under way, decap-server.
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let backend;
  let stopping = false;
  const stop = () => {
    stopping = true;
    backend?.kill();
    if (!building) process.exit(0);
    building.once('exit', () => process.exit(0));
    building.kill();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // The shop served is the one shop/ makes now, not whatever dist/ holds from an earlier build.
  console.log('Building the shop from shop/…');
  if (!(await build())) {
    if (!existsSync(join(root, 'dist', '404.html'))) {
      console.error('Fix the problems above in shop/; the editor starts once the shop builds.');
      process.exit(1);
    }
    console.error('The shop does not build: fix the problems above in shop/ (in the editor or by hand). Until then the shop served is the last one that built.');
  }

  backend = spawn(process.execPath, [join(root, 'node_modules/decap-server/dist/index.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(decapPort), BIND_HOST: host, MODE: 'fs', GIT_REPO_DIRECTORY: root, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  backend.on('exit', (code) => {
    if (stopping) return;
    console.error(`decap-server, which saves the editor's changes to shop/, stopped (exit ${code}): is port ${decapPort} in use? Set DECAP_PORT to another port.`);
    process.exit(1);
  });
  const adminPage = readFileSync(join(adminDir, 'index.html'));
  let running = false;
  let again = false;
  const server = createStaticServer({
    root: join(root, 'dist'),
    fresh: true,
    intercept(req, res) {
      const path = new URL(req.url ?? '/', 'http://host').pathname;
      if (!path.startsWith('/admin')) {
        if (!running) return false;
        // While the build replaces dist/, the shop is not there to serve: say so, and look again soon.
        res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '2', 'Cache-Control': 'no-store' });
        res.end('<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Rebuilding</title><p>The shop is being rebuilt with your change; this page reloads itself in a moment.</p>');
        return true;
      }
      const send = (/** @type {string} */ type, /** @type {string | Buffer} */ body) => {
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
        res.end(body);
      };
      if (path === '/admin' || path === '/admin/') send('text/html; charset=utf-8', adminPage);
      else if (path === '/admin/config.yml') send('text/yaml; charset=utf-8', configYaml);
      else {
        // admin/'s own scripts, the YAML library under /admin/yaml/, the shop's icon (from public/:
        // the editor needs nothing of dist/, which a rebuild empties for a while), else Decap's files.
        const name = path.slice('/admin/'.length);
        const file =
          name === 'favicon.svg' ? join(root, 'public/icons/favicon.svg')
          : name.startsWith('yaml/') ? fileIn(yamlDir, name.slice('yaml/'.length))
          : (name.endsWith('.js') && fileIn(adminDir, name)) || fileIn(decapDir, name);
        if (!file) return false;
        const type = { '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml' }[extname(file)] ?? 'text/javascript';
        send(type, readFileSync(file));
      }
      return true;
    },
  });
  server.on('error', (error) => {
    console.error(`The editor cannot be served at http://${host}:${port}/ (${error.message}): is npm start running? Stop it, or set PORT to another port.`);
    stopping = true;
    backend?.kill();
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(`\nThe shop:        http://${host}:${port}/`);
    console.log(`The shop editor: http://${host}:${port}/admin/  (saves to shop/ in this folder; the shop rebuilds on every change)`);
    console.log(`                 its saves go through decap-server at http://${host}:${decapPort}/ (this computer only)\n`);
  });

  // Rebuild on every change in shop/, one build at a time, the last change always built.
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const rebuild = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    console.log('shop/ changed: rebuilding…');
    const ok = await build();
    console.log(ok ? `Rebuilt: http://${host}:${port}/` : 'Not rebuilt: fix the problems above in shop/ (the last good shop is still served).');
    running = false;
    if (again) {
      again = false;
      void rebuild();
    }
  };
  watch(join(root, 'shop'), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 500);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
