// @ts-check
/**
 * The shop's editor on a phone (PRODUCT.md §17), published only when shop/shop.yaml asks for it
 * with `editor: { repo: owner/name }`: dist/admin/ then holds
 *   - index.html: a page of its own (noindex, the editor's own Content-Security-Policy in its meta
 *     tag, as GitHub Pages sends no headers), nothing of the shop's scripts or styles;
 *   - sveltia-cms.js: Sveltia CMS, copied from node_modules, a phone-friendly Git-based editor that
 *     saves through GitHub's API with the owner's access token; its fonts in fonts/ (no CDN);
 *   - config.yml: its configuration, made from the shop's schemas (scripts/shop/editor-config.ts,
 *     phoneEditorConfig), the same collections as the local editor's;
 *   - editor.js: what the configuration cannot say (admin/phone.js, bundled with the YAML library).
 * Without the setting there is no admin/ in dist/ at all. Every address is relative, so the page
 * works wherever the site is published.
 */
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { stringify } from 'yaml';
import { escapeHtml } from './head.mjs';
import { adminPolicy } from './headers.mjs';
import { dataRoot, importTypeScript } from './shop.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The published editor's files, relative to dist/admin/ (the unit tests and the browser test name them). */
export const phoneEditorFiles = ['index.html', 'config.yml', 'sveltia-cms.js', 'editor.js'];

/**
 * The published editor's configuration for the shop being built, or null when shop.yaml asks for none.
 * @returns {Promise<{ app_title: string; collections: { name: string; fields?: { name: string }[] }[] } & Record<string, unknown> | null>}
 */
export async function phoneEditorConfig() {
  /** @type {{ phoneEditorFor(root: string): any }} */
  const module = await importTypeScript('/scripts/shop/editor-config.ts');
  return module.phoneEditorFor(dataRoot);
}

/**
 * The editor's page: its policy, noindex, its configuration's address, and its two scripts, the
 * start (which tells Sveltia to wait for it) first.
 * @param {string} title
 */
export function phoneEditorPage(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(adminPolicy)}" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="../icons/favicon.svg" type="image/svg+xml" />
    <link rel="cms-config-url" href="config.yml" type="application/yaml" />
    <script src="editor.js"></script>
    <script src="sveltia-cms.js"></script>
  </head>
  <body></body>
</html>
`;
}

/** Sveltia CMS as published by its authors, and the fonts its npm package carries beside its own build. */
const sveltia = join(root, 'node_modules/@sveltia/cms');

/**
 * The fonts Sveltia's script names on a CDN (its text, and the icons of its buttons), by the name
 * of the file its npm package carries: the CDN's address is taken as far as the font's name.
 */
const fonts = ['source-sans-3', 'noto-mono', 'material-symbols-outlined'];

/**
 * Sveltia CMS's script with its fonts served from dist/admin/fonts/ rather than a CDN (the editor's
 * policy allows fonts from its own site only), and the fonts copied there with their licences.
 * A font address that is no longer in the script stops the build: a newer Sveltia moved its fonts,
 * and this must learn where.
 * @param {string} fontDir
 */
async function withLocalFonts(fontDir) {
  let script = await readFile(join(sveltia, 'dist/sveltia-cms.js'), 'utf8');
  const assets = await readdir(join(sveltia, 'npm/assets'));
  await mkdir(fontDir, { recursive: true });
  for (const font of fonts) {
    const file = assets.find((name) => name.startsWith(`${font}-`) && name.endsWith('.woff2'));
    const cdn = new RegExp(`https://cdn\\.jsdelivr\\.net/fontsource/fonts/${font}[^)\\s]*\\.woff2`, 'g');
    const uses = script.match(cdn)?.length ?? 0;
    if (!file || uses === 0) throw new Error(`Sveltia CMS no longer loads its font ${font} from where scripts/phone-editor.mjs expects: update it for this version.`);
    // Relative to the editor's page (dist/admin/index.html), where Sveltia's styles are put.
    script = script.replace(cdn, `fonts/${font}.woff2`);
    await copyFile(join(sveltia, 'npm/assets', file), join(fontDir, `${font}.woff2`));
    await copyFile(join(sveltia, 'npm/assets', `${font}.LICENSE.txt`), join(fontDir, `${font}.LICENSE.txt`));
  }
  if (script.includes('cdn.jsdelivr.net')) throw new Error('Sveltia CMS loads something else from a CDN: scripts/phone-editor.mjs must serve it from /admin/ too.');
  return script;
}

/**
 * Writes dist/admin/ for `config` (phoneEditorConfig), or makes sure there is none when it is null.
 * @param {{ dist: string; config: Awaited<ReturnType<typeof phoneEditorConfig>> }} options
 * @returns {Promise<number>} the bytes written (0: no editor)
 */
export async function writePhoneEditor({ dist, config }) {
  const dir = join(dist, 'admin');
  await rm(dir, { recursive: true, force: true });
  if (!config) return 0;
  await mkdir(dir, { recursive: true });
  const products = config.collections.find((collection) => collection.name === 'products');
  // Bundled beside the server build (git-ignored, made afresh by every build), then copied in.
  const temp = 'dist-ssr/phone-editor';
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { __PRODUCT_FIELDS__: JSON.stringify(products?.fields ?? []) },
    build: {
      outDir: temp,
      emptyOutDir: true,
      target: 'es2022',
      lib: { entry: join(root, 'admin/phone.js'), formats: ['iife'], name: 'shopEditor', fileName: () => 'editor.js' },
    },
  });
  await copyFile(join(temp, 'editor.js'), join(dir, 'editor.js'));
  await rm(temp, { recursive: true, force: true });
  await writeFile(join(dir, 'sveltia-cms.js'), await withLocalFonts(join(dir, 'fonts')));
  const yaml = `# Written by the build from the shop's schemas (scripts/shop/editor-config.ts): Sveltia CMS's configuration.\n${stringify(config, { lineWidth: 0 })}`;
  await writeFile(join(dir, 'config.yml'), yaml);
  await writeFile(join(dir, 'index.html'), phoneEditorPage(config.app_title));
  let bytes = 0;
  for (const file of phoneEditorFiles) bytes += (await stat(join(dir, file))).size;
  return bytes;
}
