import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findNginx } from '../scripts/nginx.mjs';
import { headerPolicy } from '../scripts/headers.mjs';
import { expect, test } from './support';

/**
 * The built shop served by a real nginx with deploy/nginx.conf (PRODUCT.md §15): the headers of
 * _headers, the order pages' shell and the 404 page, as an owner running their own server gets them.
 */
// Not 4190: browsers and fetch() refuse that port (it is ManageSieve's).
const PORT = Number(process.env.E2E_NGINX_PORT ?? 4188);
const origin = `http://127.0.0.1:${PORT}`;
let nginx: ChildProcess | undefined;
/** nginx's own folder (its configuration, pid, log and temporary files), removed once it has stopped. */
let prefix: string | undefined;

test.describe('publishing on nginx with deploy/nginx.conf', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'the server is the same for every screen');

  test.beforeAll(async ({ browserName }, testInfo) => {
    // Once, for the desktop project: its tests are the ones that run.
    if (testInfo.project.name !== 'desktop' || browserName !== 'chromium') return;
    const dist = resolve('dist');
    prefix = mkdtempSync(join(tmpdir(), 'rangeela-nginx-'));
    const server = readFileSync('deploy/nginx.conf', 'utf8')
      .replaceAll('/var/www/rangeela', dist)
      .replace('listen 80;', `listen 127.0.0.1:${PORT};`);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${prefix}/${name};\n`).join('');
    writeFileSync(
      join(prefix, 'nginx.conf'),
      `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n${temp}${server}\n}\n`,
    );
    nginx = spawn(findNginx(), ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    await expect.poll(async () => (await fetch(`${origin}/`).catch(() => undefined))?.status, { timeout: 10_000 }).toBe(200);
  });

  test.afterAll(async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill();
      await exited;
    }
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  test('pages carry the build’s headers: the CSP with frame-ancestors none, and revalidation', async ({ request }) => {
    const page = await request.get(`${origin}/shop`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('data-prerendered="/shop"');
    const headers = page.headers();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await page.text())?.[1]?.replaceAll('&#39;', "'");
    expect(headers['content-security-policy']).toBe(headerPolicy(meta!));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
    // A product page has its colour script too: its location's policy allows it, as its meta tag does.
    const product = await request.get(`${origin}/sproduct/2`);
    const productMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await product.text())?.[1]?.replaceAll('&#39;', "'");
    expect(productMeta).not.toBe(meta);
    expect(product.headers()['content-security-policy']).toBe(headerPolicy(productMeta!));
    expect(product.headers()['cache-control']).toBe('no-cache');
  });

  test('hashed scripts are kept for a year without the documents’ policies; the host files are not served', async ({ request }) => {
    const home = await (await request.get(`${origin}/`)).text();
    const script = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)"/.exec(home)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(`${origin}${script}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Over HTTP/1.1 a hashed file carries what a file uses, not the documents' policies (scripts/headers.mjs).
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['content-security-policy']).toBeUndefined();
    expect(asset.headers()['permissions-policy']).toBeUndefined();
    for (const file of ['/_headers', '/_redirects', '/_nginx.conf']) expect((await request.get(`${origin}${file}`)).status(), file).toBe(404);
  });

  test('an order’s address is served the order page shell, and an unknown address the 404 page with status 404', async ({ request }) => {
    const order = await request.get(`${origin}/orders/RNG-261124-K7QX`);
    expect(order.status()).toBe(200);
    expect(await order.text()).toBe(readFileSync('dist/orders/shell.html', 'utf8'));
    const missing = await request.get(`${origin}/no-such-page`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toBe(readFileSync('dist/404.html', 'utf8'));
    expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
