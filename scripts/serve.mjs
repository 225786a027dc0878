// @ts-check
/**
 * Serves the built site the way a plain static host with compression does: files as they are,
 * with the headers of the build's `_headers` file (scripts/headers.mjs), as Netlify and Cloudflare
 * Pages send them but for hashed files, which over HTTP/1.1 go without the documents' policies,
 * `/shop` from `shop/index.html`, precompressed .br/.gz when the browser accepts them, and
 * 404.html with status 404 for anything else. No fallback to index.html; the only rewrites are
 * the build's `_redirects` rules with status 200 (`/orders/*  /orders/shell.html  200`), read the
 * way Netlify and Cloudflare Pages read them: for an address no file answers. A link whose query is
 * absurdly long (over `maxQueryLength` characters) is sent to its page without the query.
 *
 *   node scripts/serve.mjs            # http://127.0.0.1:4173/
 *   PORT=5000 node scripts/serve.mjs
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { forHttp1, headersFor, parseHeaders } from './headers.mjs';

/**
 * The longest request line and headers read, where Node's default (16 KiB) would answer a long link
 * with "431 Request Header Fields Too Large" and no page at all. Browsers send links of up to 2 MB;
 * a quarter of a megabyte is far past any link of the shop's and still little to hold per visitor.
 */
const maxHeaderSize = 256 * 1024;

/**
 * The longest query a page is served with. The shop's own links (`/shop?q=tee&sort=price-asc&size=XL`,
 * `/cart?add=…`) are a few hundred characters at most; a longer one was mangled or made up, and is
 * sent to its page without it (a query the app does not understand is ignored anyway).
 */
export const maxQueryLength = 2000;

/**
 * @param {{ root?: string; fresh?: boolean; intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean }} [options]
 *   `fresh`: look files up on every request (a preview whose dist/ is rebuilt while it runs);
 *   `intercept`: answers some requests itself (the editor's pages in `npm run admin`), returning true.
 */
export function createStaticServer({ root = 'dist', fresh = false, intercept } = {}) {
  const notFoundFile = join(root, '404.html');
  if (!existsSync(notFoundFile)) {
    throw new Error(`${resolve(root)} has no 404.html: run "npm run build" first.`);
  }
  const notFound = () => readFileSync(notFoundFile);
  const rewrites = readRewrites(join(root, '_redirects'));
  const headerRules = () => (existsSync(join(root, '_headers')) ? parseHeaders(readFileSync(join(root, '_headers'), 'utf8')) : []);
  let rules = headerRules();
  const files = sirv(root, {
    dev: fresh,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
  });
  /** @param {http.ServerResponse} res */
  const sendNotFound = (res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(notFound());
  };
  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  const handle = (req, res) => {
    if (intercept?.(req, res)) return;
    if (fresh) rules = headerRules();
    // The headers the build wrote for static hosts (_headers), as an HTTP/1.1 server sends them:
    // hashed files without the policies only documents read (scripts/headers.mjs).
    const requested = new URL(req.url ?? '/', 'http://host').pathname;
    for (const [name, value] of forHttp1(headersFor(rules, requested))) res.setHeader(name, value);
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    if (query !== -1 && url.length - query - 1 > maxQueryLength) {
      // 303: "the page is at this address, get it" for any method, so the address bar shows the page's
      // own address. Any run of slashes at its start is made one: `//host/` would lead to another site.
      res.statusCode = 303;
      res.setHeader('Location', requested.replace(/^\/+/, '/'));
      res.setHeader('Cache-Control', 'no-cache');
      res.end();
      return;
    }
    files(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://host').pathname;
      const target = rewrites.find((rule) => rule.matches(pathname))?.to;
      if (!target) return sendNotFound(res);
      req.url = target;
      files(req, res, () => sendNotFound(res));
    });
  };
  return http.createServer({ maxHeaderSize }, (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // A file gone between two looks (a preview whose dist/ is being rebuilt): answer, never stop serving.
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Could not serve this: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

/**
 * The `from  to  200` lines of a `_redirects` file (a trailing `*` in `from` matches the rest of
 * the path). Other lines (comments, real redirects) are left alone.
 * @param {string} file @returns {{ matches: (pathname: string) => boolean; to: string }[]}
 */
function readRewrites(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from?.startsWith('/') && to?.startsWith('/') && status === '200')
    .map(([from = '', to = '']) => ({
      matches: from.endsWith('*') ? (pathname) => pathname.startsWith(from.slice(0, -1)) && pathname.length > from.length - 1 : (pathname) => pathname === from,
      to,
    }));
}

/**
 * The built shop's name, as its web app manifest gives it under the app's icon (shop.yaml's
 * `shortName`, else `name`), for the line that says where it runs; "The shop" when there is none.
 * @param {string} root @returns {string}
 */
function shopName(root) {
  try {
    const name = /** @type {{ short_name?: unknown }} */ (JSON.parse(readFileSync(join(root, 'manifest.webmanifest'), 'utf8'))).short_name;
    return typeof name === 'string' && name.trim() ? name.trim() : 'The shop';
  } catch {
    return 'The shop';
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  /** How this was started, so the hint below can be pasted as it is. @type {Record<string, string | undefined>} */
  const commands = { start: 'npm start', serve: 'npm run serve' };
  const command = commands[process.env.npm_lifecycle_event ?? ''] ?? 'node scripts/serve.mjs';
  /** Says what is wrong in one line, and exits. @param {string} message @returns {never} */
  function fail(message) {
    console.error(message);
    process.exit(1);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT=${process.env.PORT} is not a port number (0 to 65535).`);
  /** @type {http.Server} */
  let server;
  try {
    server = createStaticServer();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  server
    .on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      fail(
        error.code === 'EADDRINUSE'
          ? `Port ${port} is in use. Set another with PORT=${port + 1} ${command}.`
          : `Cannot serve on ${host}:${port}: ${error.message}`,
      ),
    )
    .listen(port, host, () => {
      console.log(`${shopName('dist')} is running at http://${host}:${port}/  (Ctrl+C to stop)`);
    });
}
