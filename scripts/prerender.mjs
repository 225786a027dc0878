// @ts-check
/**
 * Writes real HTML for every route into dist/: `dist/index.html`, `dist/shop/index.html`,
 * `dist/sproduct/7/index.html`, … and `dist/404.html`, each with its own head (title, description,
 * canonical link, Open Graph, structured data) and the Content-Security-Policy, plus sitemap.xml
 * and robots.txt. A plain static host serves them with no rewrite rules.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy, escapeHtml, headTags, inlineScriptHashes, sitemap } from './head.mjs';

/** @param {{ dist: string; serverEntry: string }} options @returns {Promise<number>} pages written */
export async function prerender({ dist, serverEntry }) {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  if (!template.includes('<!--app-head-->') || !template.includes('<div id="root"><!--app-html--></div>')) {
    throw new Error('index.html lost its <!--app-head--> or <!--app-html--> placeholder.');
  }
  /** @type {import('../src/entry-server')} */
  const server = await import(pathToFileURL(resolve(serverEntry)).href);
  const { render, prerenderPaths, notFoundPath, siteFacts, fullTitle } = server;
  const csp = contentSecurityPolicy(inlineScriptHashes(template));

  /** @param {string} path @param {string} file */
  async function writePage(path, file) {
    const { html, meta } = await render(path);
    const head = headTags({
      meta,
      path,
      origin: siteFacts.origin,
      siteName: siteFacts.name,
      fullTitle: fullTitle(meta.title),
      csp,
      defaultImage: siteFacts.shareImage,
    });
    const page = template
      .replace('<!--app-head-->', head)
      .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-prerendered="${escapeHtml(path)}">${html}</div>`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
  }

  for (const path of prerenderPaths) {
    await writePage(path, join(dist, path === '/' ? '' : path, 'index.html'));
  }
  await writePage(notFoundPath, join(dist, '404.html'));

  await writeFile(join(dist, 'sitemap.xml'), sitemap(siteFacts.origin, prerenderPaths));
  await writeFile(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteFacts.origin}/sitemap.xml\n`,
  );
  // The bundle manifest is for the build's own tools (bench, budget test), not for visitors.
  await rename(join(dist, '.vite', 'manifest.json'), join(dirname(serverEntry), 'client-manifest.json'));
  await rm(join(dist, '.vite'), { recursive: true, force: true });
  return prerenderPaths.length + 1;
}
