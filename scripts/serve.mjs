// @ts-check
/**
 * Serves the built site the way a plain static host with compression does: files as they are,
 * `/shop` from `shop/index.html`, precompressed .br/.gz when the browser accepts them, and
 * 404.html with status 404 for anything else. No rewrites, no fallbacks to index.html.
 *
 *   node scripts/serve.mjs            # http://127.0.0.1:4173/
 *   PORT=5000 node scripts/serve.mjs
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

/** @param {{ root?: string }} [options] */
export function createStaticServer({ root = 'dist' } = {}) {
  const notFoundFile = join(root, '404.html');
  if (!existsSync(notFoundFile)) {
    throw new Error(`${resolve(root)} has no 404.html: run "npm run build" first.`);
  }
  const notFound = readFileSync(notFoundFile);
  const files = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return http.createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(notFound);
    }),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  createStaticServer().listen(port, host, () => {
    console.log(`Rangeela is running at http://${host}:${port}/  (Ctrl+C to stop)`);
  });
}
