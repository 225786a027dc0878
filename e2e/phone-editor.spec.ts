import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '../src/config/paths';
import { adminPolicy } from '../scripts/headers.mjs';
import { createStaticServer } from '../scripts/serve.mjs';
import { projectCopy, removeSharedCopy, sharedCopyFolder } from './editor-copy';
import { expect, test } from './support';

/**
 * The shop's editor on a phone (PRODUCT.md §17), as far as a machine with no network can take it:
 * a shop built with `editor: { repo }` in shop.yaml publishes /admin/, Sveltia CMS, which loads
 * with nothing refused by its own policy, offers the token sign-in and is kept out of search
 * engines and out of the shop's pages and service worker; the shop built without the setting
 * (the one the other tests use) has no /admin/ at all.
 *
 * Not tried here, for want of GitHub: signing in with a token (the page asks api.github.com who the
 * token belongs to), listing and saving files through GitHub's API, the workflow publishing a save.
 */

/** The shop built once for this file with the editor on, in a copy of the project, shared by both projects' workers. */
const REPO = 'asha/kesari-tees';
const run = sharedCopyFolder(process.ppid);
let server: Server | undefined;
let origin = '';

/** The project copy, built once per run of the tests: the first worker builds, another waits for it. */
async function builtCopy(): Promise<string> {
  // Copies left by earlier runs cut short (their runner gone: e2e/global-teardown.ts removes a
  // finished run's) are removed first, with the project each built.
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith('rangeela-phone-editor-') && join(tmpdir(), entry) !== run)) {
    const pid = Number(name.split('-').at(-1));
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) removeSharedCopy(join(tmpdir(), name));
  }
  const copied = join(run, 'project.txt');
  const done = join(run, 'built');
  try {
    mkdirSync(run);
  } catch {
    await expect.poll(() => existsSync(done), { timeout: 280_000, intervals: [1_000] }).toBe(true);
    return readFileSync(copied, 'utf8');
  }
  const project = projectCopy();
  writeFileSync(copied, project);
  const shopYaml = join(project, 'shop/shop.yaml');
  writeFileSync(shopYaml, `${readFileSync(shopYaml, 'utf8')}\n# The editor on a phone, saving to this repository on GitHub.\neditor: { repo: ${REPO} }\n`);
  const build = spawnSync(process.execPath, [join(project, 'scripts/build.mjs')], { cwd: project, encoding: 'utf8' });
  expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
  expect(build.stdout).toContain(`The editor for a phone is at /admin/`);
  writeFileSync(done, '');
  return project;
}

test.describe('the editor on a phone, published at /admin/ when shop.yaml asks for it', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const project = await builtCopy();
    server = createStaticServer({ root: join(project, 'dist') });
    await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((closed) => server?.close(closed));
  });

  test('loads with nothing refused by its own policy, offers the token sign-in, is noindex, and stays out of the shop’s pages and service worker', async ({ page, context, pageErrors }) => {
    // Sveltia CMS is a 2 MB script, and the service worker keeps the whole shop first: on a busy
    // two-core machine the journey has taken 1.5 minutes.
    test.setTimeout(180_000);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !/^(blob|data):/.test(request.url())) elsewhere.push(request.url());
    });

    const response = await page.goto(`${origin}/admin/`);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['content-security-policy']).toBe(`${adminPolicy}; frame-ancestors 'none'`);
    expect(response!.headers()['x-robots-tag']).toBe('noindex');
    // The page says both itself too, for hosts that send no headers (GitHub Pages).
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', adminPolicy);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');

    // Sveltia read its configuration (made from the shop's schemas) and accepted it: it offers the sign-in.
    await page.getByRole('button', { name: 'Sign In Using Access Token' }).click({ timeout: 20_000 });
    const signIn = page.getByRole('alertdialog', { name: 'Sign In Using Access Token' });
    await expect(signIn.getByRole('textbox', { name: 'Personal Access Token' })).toBeVisible();
    // It sends the owner to GitHub's own page for making the token.
    await expect(signIn.getByRole('link', { name: /user settings page/ })).toHaveAttribute('href', /^https:\/\/github\.com\/settings\//);
    // Its fonts came from the site itself, not a CDN, and nothing was asked of another site.
    await expect.poll(() => page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family))).toContain('Source Sans 3');
    expect(elsewhere).toEqual([]);
    // No policy violation or any other error was reported in the console (the `pageErrors` fixture fails on any).
    expect(pageErrors).toEqual([]);

    // The shop's own pages load nothing of the editor.
    const shopRequests: string[] = [];
    page.on('request', (request) => shopRequests.push(new URL(request.url()).pathname));
    await page.goto(`${origin}/`);
    await page.goto(`${origin}${paths.product(1)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(shopRequests.filter((path) => path.startsWith('/admin'))).toEqual([]);
    expect(await page.content()).not.toContain('sveltia');

    // With the shop's service worker in charge, /admin/ still comes from the site, nothing of it is
    // kept, and offline it is not answered with the shop's not-found page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(`${origin}/`);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const again = await page.goto(`${origin}/admin/`);
    expect(again!.fromServiceWorker()).toBe(false);
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible({ timeout: 20_000 });
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.filter((path) => path.startsWith('/admin'))).toEqual([]);
    await page.goto(`${origin}/`);
    await context.setOffline(true);
    await expect(page.goto(`${origin}/admin/`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
  });
});

test.describe('without the setting', () => {
  test('the shop has no /admin/: the server’s not-found page, and nothing of the editor in dist/', async ({ page, request }) => {
    expect(existsSync('dist/admin')).toBe(false);
    expect(readFileSync('dist/_headers', 'utf8')).not.toContain('/admin');
    for (const path of ['/admin/', '/admin/sveltia-cms.js', '/admin/config.yml']) expect((await request.get(path)).status(), path).toBe(404);
    const response = await page.goto('/admin/');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.content()).not.toContain('sveltia');
  });
});
