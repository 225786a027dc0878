// @ts-check
/**
 * The HTTP headers the shop is served with (PRODUCT.md §15), written by the build as `_headers`
 * (the file Netlify and Cloudflare Pages read) and sent the same by `npm start` / `npm run serve`
 * (scripts/serve.mjs reads that file) and by deploy/nginx.conf:
 *   - on pages and the service worker: the Content-Security-Policy of the pages' meta tag plus
 *     `frame-ancestors 'none'` (which a meta tag cannot carry; see headerPolicy for connect-src),
 *     nosniff, no referrer, a Permissions-Policy turning off what the shop never uses, COOP and HSTS;
 *   - hashed and content-named files (/assets/, /images/shop/, /tees/: the tees' modules in a folder named by
 *     their content) cached for a year, immutable;
 *   - pages and the service worker revalidated on every visit (`no-cache`).
 * Hosts merge every rule that matches a path, so no header is given by two rules for one path.
 *
 * The policies a document reads (CSP, Permissions-Policy, COOP, HSTS) do nothing on a script, a
 * stylesheet or a photo, and over HTTP/1.1 each response carries them whole: about 0.8 kB, more than
 * most of the shop's scripts weigh, on each of the 10 to 18 files a page fetches before it works.
 * Netlify and Cloudflare Pages serve over HTTP/2 or 3, where a header repeated on every response is
 * sent once and then named by an index (HPACK, QPACK), and their `_headers` cannot take a header back
 * on a sub-path; so `_headers` gives them to every response (the 404 page of an unknown address
 * included). The HTTP/1.1 servers this build configures, nginx (_nginx.conf) and `npm start`
 * (forHttp1), send the hashed files only what a file uses: nosniff, the referrer policy and caching.
 */

/** What the shop never uses: no camera, microphone, location, sensors, payment API or USB. */
export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/**
 * The Content-Security-Policy header: the pages' policy with `frame-ancestors 'none'`, and with
 * `connect-src 'self'`. A header also reaches the service worker's script, whose policy governs the
 * worker's own fetches: with `'none'` it could not cache the site. Pages keep `connect-src 'none'`,
 * because their meta tag still says so and a browser enforces both policies.
 * @param {string} csp the pages' Content-Security-Policy (scripts/head.mjs)
 */
export function headerPolicy(csp) {
  return `${csp.replace("connect-src 'none'", "connect-src 'self'")}; frame-ancestors 'none'`;
}

/** @param {string} csp the pages' Content-Security-Policy (scripts/head.mjs) @returns {Record<string, string>} */
export function securityHeaders(csp) {
  return {
    'Content-Security-Policy': headerPolicy(csp),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}

export const immutable = 'public, max-age=31536000, immutable';

/**
 * The Content-Security-Policy of the published editor, /admin/ (PRODUCT.md §17), which the shop's
 * own policy would stop dead (it allows no connection and no inline style). Only what Sveltia CMS
 * needs to edit the shop's repository with a token: its own files; GitHub's API, the one origin it
 * talks to (files come back through the API, shown as blob: images); the signed-in owner's
 * picture from GitHub's avatar host; the inline styles its components inject. Nothing else: not
 * the CDN it would fetch optional parts from (code highlighting, maps, none used by the shop's
 * fields), not GitHub's status page (shown only when GitHub is failing).
 */
export const adminPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/**
 * The editor's headers: its own policy (with framing refused, which only a header can say),
 * `noindex` for search engines, and the shop's other security headers; revalidated on every visit
 * (its script's name carries no hash).
 * @returns {Record<string, string>}
 */
export function adminHeaders() {
  return {
    'Content-Security-Policy': `${adminPolicy}; frame-ancestors 'none'`,
    'X-Robots-Tag': 'noindex',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'Cache-Control': 'no-cache',
  };
}

/** The headers only documents and workers read: left off hashed files over HTTP/1.1 (see above). */
const documentOnly = new Set(['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'strict-transport-security']);

/**
 * A response's headers as an HTTP/1.1 server sends them: a hashed, immutable file without the
 * policies only documents read.
 * @param {[string, string][]} headers the matching `_headers` rules' headers @returns {[string, string][]}
 */
export function forHttp1(headers) {
  const hashed = headers.some(([name, value]) => name.toLowerCase() === 'cache-control' && value === immutable);
  return hashed ? headers.filter(([name]) => !documentOnly.has(name.toLowerCase())) : headers;
}

/**
 * The addresses the shop's security headers are given to when one rule for every address (`/*`)
 * cannot do: when the editor is published, or a folder's pages have a policy of their own (product
 * pages, with their colour script's hash). The home page, every address of one segment (`/:page`:
 * the pages, sw.js, 404.html, an unknown address), and each top-level folder of dist/ but admin/
 * and those in `apart` (given their own rule). Netlify and Cloudflare Pages give a response the
 * headers of every rule that matches it, and join two policies into one header that enforces both,
 * so a rule for `/*` would bind /admin/ to the shop's policy (no connections) whatever /admin/'s own
 * rule says, and product pages to a policy without their script. (`/:page` also matches `/admin`,
 * which hosts only redirect to `/admin/`.) An unknown address of two segments or more outside these
 * folders gets no rule (its 404 page still carries its policy in a meta tag). Few rules: Cloudflare
 * Pages reads at most 100.
 * @param {readonly string[]} entries dist/'s top-level names, folders ending in /
 * @param {readonly string[]} [apart] folders (`sproduct/`) with a rule of their own
 */
export function shopPaths(entries, apart = []) {
  return ['/', '/:page', ...entries.filter((entry) => entry.endsWith('/') && !/^[._]/.test(entry) && entry !== 'admin/' && !apart.includes(entry)).map((folder) => `/${folder}*`)];
}

/**
 * The `_headers` file.
 * @param {{ csp: string; pages: readonly string[]; entries?: readonly string[]; folderPolicies?: Readonly<Record<string, string>>; editor?: boolean }} site
 *   `pages`: every page's address (/, /shop, /orders/*, /404.html); `entries`: dist/'s top-level
 *   names, folders ending in / (see shopPaths), needed with `folderPolicies` or `editor`;
 *   `folderPolicies`: a top-level folder's own Content-Security-Policy, where its pages have other
 *   inline scripts (`{ 'sproduct/': … }`; the folder holds only pages); `editor`: whether /admin/ is published
 */
export function headersFile({ csp, pages, entries = [], folderPolicies = {}, editor = false }) {
  /** @param {string} path @param {Record<string, string>} headers */
  const rule = (path, headers) => `${path}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}\n`).join('')}`;
  const apart = Object.entries(folderPolicies).filter(([folder]) => entries.includes(folder));
  const inApart = (/** @type {string} */ page) => apart.some(([folder]) => page.startsWith(`/${folder}`));
  // A folder with a rule of its own holds only pages: that rule revalidates them, one rule for all.
  const revalidated = [...new Set(pages.filter((page) => !inApart(page)).flatMap((page) => (page === '/' || page.endsWith('*') || page.endsWith('.html') ? [page] : [page, `${page}/`]))), '/sw.js'];
  const secured = editor || apart.length ? shopPaths(entries, apart.map(([folder]) => folder)) : ['/*'];
  return [
    '# Written by the build (scripts/headers.mjs): the headers of PRODUCT.md §15, for Netlify and Cloudflare Pages.\n',
    ...secured.map((path) => rule(path, securityHeaders(csp))),
    ...apart.map(([folder, policy]) => rule(`/${folder}*`, { ...securityHeaders(policy), 'Cache-Control': 'no-cache' })),
    ...(editor ? [rule('/admin/*', adminHeaders())] : []),
    rule('/assets/*', { 'Cache-Control': immutable }),
    rule('/images/shop/*', { 'Cache-Control': immutable }),
    rule('/tees/*', { 'Cache-Control': immutable }),
    ...revalidated.map((path) => rule(path, { 'Cache-Control': 'no-cache' })),
  ].join('\n');
}

/**
 * The rules of a `_headers` file, in order: a path (a trailing `*` matches the rest) and its headers.
 * @param {string} text @returns {{ path: string; headers: [string, string][] }[]}
 */
export function parseHeaders(text) {
  /** @type {{ path: string; headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(':');
      if (colon > 0) rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Whether a `_headers` rule's path matches a request path, as Netlify and Cloudflare Pages match
 * them: a trailing `*` matches the rest, `:name` one segment.
 * @param {string} path @param {string} pathname
 */
function matches(path, pathname) {
  const pattern = path
    .split(/(:\w+|\*$)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(pathname);
}

/**
 * The headers for a request path: those of every matching rule.
 * @param {ReturnType<typeof parseHeaders>} rules @param {string} pathname @returns {[string, string][]}
 */
export function headersFor(rules, pathname) {
  return rules.filter(({ path }) => matches(path, pathname)).flatMap(({ headers }) => headers);
}

/**
 * The same headers for nginx, as location blocks deploy/nginx.conf includes: nginx gives a location
 * only its own `add_header` lines, so each location repeats the headers it sends with its caching
 * (the hashed files' without the documents' policies: forHttp1).
 * The order pages' addresses are served their shell (as `_redirects` says for other hosts), and the
 * build's host files (_headers, _redirects, this one) are not served. When the editor is published
 * (`editor`), /admin/ is a location of its own with only the editor's headers.
 * A folder whose pages have a policy of their own (`folderPolicies`, as for `_headers`) is a
 * location of its own with it.
 * @param {{ csp: string; shells: readonly { route: string; file: string }[]; folderPolicies?: Readonly<Record<string, string>>; editor?: boolean }} site
 */
export function nginxFile({ csp, shells, folderPolicies = {}, editor = false }) {
  /** @param {[string, string][]} headers */
  const addHeaders = (headers) => headers.map(([name, value]) => `    add_header ${name} "${value.replace(/"/g, '\\"')}" always;\n`).join('');
  /** @param {string} match @param {string} cache @param {string} tryFiles @param {string} [policy] */
  const location = (match, cache, tryFiles, policy = csp) =>
    `location ${match} {\n${addHeaders(forHttp1([...Object.entries(securityHeaders(policy)), ['Cache-Control', cache]]))}    try_files ${tryFiles};\n}\n`;
  return [
    '# Written by the build (scripts/headers.mjs) and included by deploy/nginx.conf: the headers of PRODUCT.md §15.\n',
    'location ~ ^/_(headers|redirects|nginx\\.conf)$ {\n    return 404;\n}\n',
    location('/', 'no-cache', '$uri $uri/index.html =404'),
    location('/assets/', immutable, '$uri =404'),
    location('/images/shop/', immutable, '$uri =404'),
    location('/tees/', immutable, '$uri =404'),
    ...shells.map(({ route, file }) => location(route.replace(/:[^/]+.*$/, ''), 'no-cache', `$uri $uri/index.html /${file}`)),
    ...Object.entries(folderPolicies).map(([folder, policy]) => location(`/${folder}`, 'no-cache', '$uri $uri/index.html =404', policy)),
    location('= /404.html', 'no-cache', '$uri =404'),
    ...(editor ? [`location /admin/ {\n${addHeaders(Object.entries(adminHeaders()))}    try_files $uri $uri/index.html =404;\n}\n`] : []),
  ].join('\n');
}
