/* global CMS, window, document, Request, Response, URL -- CMS: Sveltia CMS, the script after this one in the published /admin/index.html */
/**
 * The published editor's start (PRODUCT.md §17): bundled by the build with the YAML library into
 * dist/admin/editor.js (scripts/phone-editor.mjs), loaded before Sveltia CMS's script. Sveltia reads
 * its configuration itself (config.yml, named by the page's <link rel="cms-config-url">); this adds
 * what a configuration cannot say: the product files' format, which reads and writes a colour's
 * photos in the README's short form as well as the long one (admin/product-format.js, shared with
 * the local editor). A file, not an inline script: the editor's policy allows only its own files.
 */
import * as YAML from 'yaml';
import { productFormat } from './product-format.js';

/* The products' fields, in the order the files are written in: put in by the build. */
/* global __PRODUCT_FIELDS__ */

// Sveltia starts itself as its script runs unless told to wait: it waits until the format is there.
window.CMS_MANUAL_INIT = true;

// Sveltia also asks two other sites, on its own, whether there is a newer Sveltia (unpkg.com, every
// hour) and whether GitHub is having trouble (githubstatus.com, every five minutes). The editor's
// policy allows GitHub's API and nothing else, so the browser would refuse both and say so in the
// console each time: they are answered here, before they leave the page, as refused. Sveltia takes
// that as "no news" (no update notice, no status banner). Everything it needs goes through.
const allowedOrigins = new Set([window.location.origin, 'https://api.github.com']);
const networkFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  if (allowedOrigins.has(url.origin) || url.protocol === 'blob:' || url.protocol === 'data:') return networkFetch(input, init);
  return Promise.resolve(new Response(null, { status: 403, statusText: 'Not allowed by the editor’s policy' }));
};

document.addEventListener('DOMContentLoaded', () => {
  CMS.registerCustomFormat('product-frontmatter', 'md', productFormat(YAML, __PRODUCT_FIELDS__));
  CMS.init();
});
