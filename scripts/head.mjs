// @ts-check
import { createHash } from 'node:crypto';

/** @typedef {import('./types/server-bundle.js').PageMeta} PageMeta */

/** @param {string} text */
export function escapeHtml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The hashes of a page's inline scripts, for the CSP's script-src. @param {string} html */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`,
  );
}

/**
 * The Content-Security-Policy of every page: only this site's own files, no connections at all,
 * and inline scripts only where their exact hash is listed.
 * @param {string[]} scriptHashes
 */
export function contentSecurityPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The tags a prerendered page gets in its <head>.
 * @param {{ meta: PageMeta; path: string; origin: string; siteName: string; fullTitle: string; csp: string; defaultImage: string }} page
 */
export function headTags({ meta, path, origin, siteName, fullTitle, csp, defaultImage }) {
  const url = `${origin}${path === '/' ? '/' : path}`;
  const image = `${origin}${meta.image ?? defaultImage}`;
  const tags = [
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}" />`,
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noIndex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(fullTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(fullTitle)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  if (meta.preloadImage) {
    const { href, srcSet, sizes } = meta.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${srcSet ? ` imagesrcset="${escapeHtml(srcSet)}"` : ''}${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''} fetchpriority="high" />`,
    );
  }
  if (meta.firstDrawnAt) {
    // Render-blocking until the parser has read the element (browsers without it ignore the link).
    tags.push(`<link rel="expect" href="#${escapeHtml(meta.firstDrawnAt)}" blocking="render" />`);
  }
  if (meta.structuredData) {
    // A data block, not a script: JSON with "<" escaped so it can never close the element.
    const json = JSON.stringify(meta.structuredData).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

/** @param {string} origin @param {readonly string[]} paths */
export function sitemap(origin, paths) {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
