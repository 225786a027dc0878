// @ts-check
/**
 * Writes real HTML for every route into dist/: `dist/index.html`, `dist/shop/index.html`,
 * `dist/sproduct/7/index.html`, … and `dist/404.html`, each with its own head (title, description,
 * canonical link, Open Graph, structured data) and the Content-Security-Policy, plus sitemap.xml
 * and robots.txt. A plain static host serves them with no rewrite rules. The art that carries the
 * shop's words (install badge, logo, map, share card, the web app manifest's names) is drawn again
 * for the shop built, over the copies public/ brought (scripts/art/shop-art.mjs).
 */
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { drawShareCard } from './art/share-card.mjs';
import { APP_START, earlyScript, PRODUCT_PAGE } from './early-script.mjs';
import { writeShopArt } from './art/shop-art.mjs';
import { chunkKeyFor } from './bundle-chunks.mjs';
import { contentSecurityPolicy, escapeHtml, headTags, inlineScriptHashes, sitemap } from './head.mjs';
import { headersFile, nginxFile } from './headers.mjs';

/** @typedef {import('./bundle-chunks.mjs').Chunk} ManifestChunk */

/** The app proper and the start-up chunk: every page needs both before it is ready (src/boot.tsx). */
const BOOT = 'src/boot.tsx';
/** Where index.html's page goes. */
const ROOT = '<div id="root"><!--app-html--></div>';
/** The product pages (`/sproduct/:id`): the route module's name, and the folder their HTML is written in. */
const PRODUCT = { page: 'product', folder: 'sproduct/' };
const START = 'src/app/start.ts';

/**
 * The JavaScript a page needs before it is ready, beyond what index.html already loads: the app,
 * start-up and the page's route module, with everything they import. Preloaded from the HTML so
 * it arrives with the page instead of one request after another.
 * @param {Record<string, ManifestChunk>} manifest @param {string[]} templateScripts @param {string[]} roots
 */
function modulePreloads(manifest, templateScripts, roots) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[chunkKeyFor(manifest, key)];
    if (!chunk) throw new Error(`The bundle manifest has no ${key}.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const root of roots) visit(root);
  return [...files].filter((file) => !templateScripts.includes(file));
}

/**
 * index.html as Vite built it, with its entry (the app, src/boot.tsx's chunk, and the bundler's
 * runtime it imports: module scripts in the head) taken out, and the script that starts the app
 * once the first frame is drawn (src/app/early/start-app.ts) put last in the body instead. Every
 * page preloads the app's chunks with the others it needs before it is ready.
 * @param {string} html @param {Record<string, ManifestChunk>} manifest
 */
async function withAppStart(html, manifest) {
  const app = manifest[chunkKeyFor(manifest, BOOT)];
  const appFiles = [app?.file, ...(app?.imports ?? []).map((key) => manifest[key]?.file)].sort();
  const entries = [...html.matchAll(/\n?\s*<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>/g)];
  const loaded = entries.map((entry) => entry[1]).sort();
  if (!app || loaded.join() !== appFiles.join()) {
    throw new Error(`index.html as built should load the app's chunks (${appFiles.join(', ')}) and no other; it loads ${loaded.join(', ') || 'none'}.`);
  }
  const start = `  <script>${await earlyScript(APP_START, { APP_SCRIPT: `/${app.file}` })}</script>\n  </body>`;
  return entries.reduce((page, [tag]) => page.replace(tag, ''), html).replace('</body>', start);
}

/**
 * The JavaScript a page may download with no interaction, its own included (issue 22); the same
 * figure as NO_INTERACTION_JS_BUDGET in src/app/fetch-ahead.ts, which reads what this writes.
 */
const NO_INTERACTION_JS_BUDGET = 100 * 1024;
/**
 * What a response's headers add to its body on the wire: about 390 bytes for a hashed script over
 * HTTP/1.1 (scripts/headers.mjs), and the 300 that Resource Timing's transferSize counts for them.
 */
const HEADER_BYTES = 300;
/**
 * What every page may load once it is ready, with no interaction: the footer's code (once in view: at
 * once on a short page), offline support's registration and the stored accounts' upgrade (src/app/layout/layout.tsx, src/boot.tsx, src/app/start.ts).
 */
const ALWAYS_LATER = ['src/app/layout/footer.tsx', 'src/app/service-worker.ts', 'src/features/account/connect-users.ts'];

/**
 * A page's plan for fetching other pages' code ahead (src/app/fetch-ahead.ts): the room its own
 * code and what it always loads later leave under the budget, and each page's code beyond this
 * page's, in bytes as sent (gzip level 9, plus headers). Written into the page as
 * "room name:bytes name:bytes …" (0 bytes for a page whose code this one already has).
 * @param {Record<string, ManifestChunk>} manifest @param {(file: string) => number} sentBytes
 * @param {string[]} pageFiles the page's own JavaScript (the HTML's script and its preloads)
 * @param {string[]} pageNames every route module's name
 */
function fetchAheadPlan(manifest, sentBytes, pageFiles, pageNames) {
  const have = new Set(pageFiles);
  /** @param {string} key @param {Set<string>} files */
  const closure = (key, files = new Set()) => {
    const chunk = manifest[chunkKeyFor(manifest, key)];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) closure(child, files);
    return files;
  };
  const beyond = (/** @type {Set<string>} */ files) => [...files].filter((file) => !have.has(file));
  const sum = (/** @type {string[]} */ files) => files.reduce((total, file) => total + sentBytes(file), 0);
  const later = new Set(ALWAYS_LATER.flatMap((key) => beyond(closure(key))));
  const room = NO_INTERACTION_JS_BUDGET - sum(pageFiles) - sum([...later]);
  const pages = pageNames.map((name) => `${name}:${sum(beyond(closure(`src/app/routes/${name}.tsx`)).filter((file) => !later.has(file)))}`);
  return [Math.max(0, room), ...pages].join(' ');
}

/**
 * @param {{ dist: string; serverEntry: string; editor?: boolean }} options `editor`: whether /admin/
 *   is published (scripts/phone-editor.mjs), which has headers of its own
 * @returns {Promise<number>} pages written
 */
export async function prerender({ dist, serverEntry, editor = false }) {
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const template = await withAppStart(await readFile(join(dist, 'index.html'), 'utf8'), manifest);
  if (!template.includes('<!--app-head-->') || !template.includes(ROOT)) {
    throw new Error('index.html lost its <!--app-head--> or <!--app-html--> placeholder.');
  }
  /** @type {import('./types/server-bundle.js').ServerBundle} */
  const server = await import(pathToFileURL(resolve(serverEntry)).href);
  const { render, prerenderPaths, shellPages, notFoundPath, siteFacts, fullTitle, pageNameFor, pageDataModules, pageDataFiles } = server;
  const csp = contentSecurityPolicy(inlineScriptHashes(template));
  // A product page has a second inline script, its colour from the address (src/app/early/start-colours.ts),
  // just before `#root`; no other page downloads it. Its policy lists the hashes of exactly the
  // scripts it has, and so does its folder's in _headers and nginx (scripts/headers.mjs).
  const productTemplate = template.replace(ROOT, `<script>${await earlyScript(PRODUCT_PAGE)}</script>\n    ${ROOT}`);
  const productCsp = contentSecurityPolicy(inlineScriptHashes(productTemplate));
  const artCache = join('node_modules', '.cache', 'rangeela-art');
  /** @type {Map<string, number>} */
  const sent = new Map();
  const sentBytes = (/** @type {string} */ file) => {
    if (!sent.has(file)) sent.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length + HEADER_BYTES);
    return /** @type {number} */ (sent.get(file));
  };
  // The template's preloads: its module scripts are gone (`withAppStart`), the app started by the inline script.
  const templateScripts = [...template.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)].map((match) => /** @type {string} */ (match[1]));
  const pageNames = Object.keys(manifest)
    .map((key) => /^src\/app\/routes\/([\w-]+)\.tsx$/.exec(key)?.[1])
    .filter((name) => name !== undefined);

  /** @param {string} path @param {string} file @returns {Promise<boolean>} whether the page may be indexed */
  async function writePage(path, file) {
    const { html, meta: declared } = await render(path);
    const meta = declared.shareCard
      ? { ...declared, image: await drawShareCard({ dist, card: declared.shareCard, shopName: siteFacts.name, cacheDir: artCache }) }
      : declared;
    const product = pageNameFor(path) === PRODUCT.page;
    if (product && !path.startsWith(`/${PRODUCT.folder}`)) throw new Error(`${path} is a product page outside /${PRODUCT.folder}: its policy in _headers would not match its colour script.`);
    const pageTemplate = product ? productTemplate : template;
    const preloads = [...modulePreloads(manifest, templateScripts, [BOOT, START, `src/app/routes/${pageNameFor(path)}.tsx`, ...pageDataModules(path)]), ...pageDataFiles(path)];
    const plan = fetchAheadPlan(manifest, sentBytes, [...templateScripts, ...preloads], pageNames);
    const head = headTags({
      meta,
      path,
      origin: siteFacts.origin,
      siteName: siteFacts.name,
      fullTitle: fullTitle(meta.title),
      csp: product ? productCsp : csp,
      defaultImage: siteFacts.shareImage,
    });
    // After everything index.html's head asks for (the stylesheet, the font, a preloaded main
    // image), at the browser's own priority for scripts: asked at low priority, the chunks shared
    // the line with every lazy image below the fold, and the app was ready (and a tap made at first
    // sight shown) about 0.1–0.2 s later on the phone profile (docs/benchmarks.md).
    const scripts = preloads
      .map((file) => `    <link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />\n`)
      .join('');
    const page = pageTemplate
      .replace('<!--app-head-->', head)
      .replace('</head>', `${scripts}  </head>`)
      .replace(ROOT, `<div id="root" data-prerendered="${escapeHtml(path)}" data-fetch-ahead="${escapeHtml(plan)}">${html}</div>`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
    return !meta.noIndex;
  }

  /** @type {string[]} */
  const indexable = [];
  for (const path of prerenderPaths) {
    if (await writePage(path, join(dist, path === '/' ? '' : path, 'index.html'))) indexable.push(path);
  }
  for (const { route, file } of shellPages) await writePage(route, join(dist, file));
  await writePage(notFoundPath, join(dist, '404.html'));

  // Hosts that read a `_redirects` file (Netlify, Cloudflare Pages) serve each shell for its
  // route's addresses with status 200; scripts/serve.mjs reads the same file. A prerendered page
  // under a shell's addresses (/orders/check under /orders/*) is named first: the first rule that
  // matches wins, and Cloudflare Pages follows a rule even where a file exists.
  const splats = shellPages.map(({ route, file }) => ({ from: route.replace(/:[^/]+/g, '*').replace(/\*.*$/, '*'), file }));
  const underSplat = prerenderPaths.filter((path) => splats.some(({ from }) => path.startsWith(from.slice(0, -1)) && path.length >= from.length));
  await writeFile(
    join(dist, '_redirects'),
    [
      ...underSplat.flatMap((path) => [`${path}  ${path}/index.html  200\n`, `${path}/  ${path}/index.html  200\n`]),
      ...splats.map(({ from, file }) => `${from}  /${file}  200\n`),
    ].join(''),
  );
  // Checkout and order pages say `noindex`: they are not offered to search engines.
  await writeFile(join(dist, 'sitemap.xml'), sitemap(siteFacts.origin, indexable));
  await writeFile(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteFacts.origin}/sitemap.xml\n`,
  );
  await writeShopArt(dist, siteFacts, artCache);
  // The bundle manifest is for the build's own tools (bench, budget test), not for visitors.
  await rename(join(dist, '.vite', 'manifest.json'), join(dirname(serverEntry), 'client-manifest.json'));
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  // The HTTP headers (PRODUCT.md §15) for hosts that read `_headers`; scripts/serve.mjs sends the same
  // (hashed files, over HTTP/1.1, without the documents' policies). Written last: with the editor
  // published, the shop's headers go to each of dist/'s top-level files and folders (see shopPaths).
  const pagePaths = [...prerenderPaths, ...shellPages.map(({ route }) => route.replace(/:[^/]+/g, '*').replace(/\*.*$/, '*')), '/404.html'];
  const entries = (await readdir(dist, { withFileTypes: true })).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
  const folderPolicies = { [PRODUCT.folder]: productCsp };
  await writeFile(join(dist, '_headers'), headersFile({ csp, pages: pagePaths, entries, folderPolicies, editor }));
  await writeFile(join(dist, '_nginx.conf'), nginxFile({ csp, shells: shellPages, folderPolicies, editor }));
  return prerenderPaths.length + shellPages.length + 1;
}
