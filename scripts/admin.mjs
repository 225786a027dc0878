// @ts-check
/**
 * `npm run admin`: the shop's visual editor on this computer (PRODUCT.md §14).
 *   - builds the shop if there is no dist/ yet, and serves it at http://127.0.0.1:4173/ as `npm start` does;
 *   - serves the editor at /admin/: Decap CMS (fetched once from the npm registry, pinned and checked,
 *     kept in node_modules/.cache) with a configuration made from the shop's own schemas
 *     (scripts/shop/editor-config.ts), so it offers exactly the fields the build accepts;
 *   - starts decap-server, Decap's local backend, which reads and writes the files in shop/ of this
 *     checkout: no account, no server of ours, nothing leaves the computer;
 *   - rebuilds the shop whenever a file in shop/ changes (a save in the editor, or by hand), and
 *     says what to fix when the build refuses it.
 * The editor is never in dist/: it exists only while this runs.
 *   PORT=5000 DECAP_PORT=8082 npm run admin
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, watch } from 'node:fs';
import { join, resolve } from 'node:path';
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
  /** @type {{ editorConfig(): Record<string, unknown> }} */
  const module = await importTypeScript('/scripts/shop/editor-config.ts');
  const config = module.editorConfig();
  return stringify({ ...config, site_url: `http://${host}:${port}`, local_backend: { url: `http://${host}:${decapPort}/api/v1`, allowed_hosts: [host, 'localhost'] } });
}

/** Runs the build in its own process; resolves with whether it passed. */
function build() {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => done(code === 0));
  });
}

async function main() {
  const decapDir = ensureDecap();
  const configYaml = await editorConfigYaml();
  if (!existsSync(join(root, 'dist', '404.html')) && !(await build())) {
    console.error('Fix the problems above in shop/; the editor starts once the shop builds.');
    process.exit(1);
  }

  const backend = spawn(process.execPath, [join(root, 'node_modules/decap-server/dist/index.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(decapPort), BIND_HOST: host, MODE: 'fs', GIT_REPO_DIRECTORY: root, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const adminPage = readFileSync(join(root, 'admin/index.html'));
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
        const file = resolve(decapDir, path.slice('/admin/'.length));
        if (!file.startsWith(decapDir) || !existsSync(file)) return false;
        send(file.endsWith('.wasm') ? 'application/wasm' : file.endsWith('.css') ? 'text/css' : 'text/javascript', readFileSync(file));
      }
      return true;
    },
  });
  server.listen(port, host, () => {
    console.log(`\nThe shop:        http://${host}:${port}/`);
    console.log(`The shop editor: http://${host}:${port}/admin/  (saves to shop/ in this folder; the shop rebuilds on every change)\n`);
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
  const stop = () => {
    backend.kill();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
