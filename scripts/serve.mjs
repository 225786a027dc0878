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
      console.log(`Rangeela is running at http://${host}:${port}/  (Ctrl+C to stop)`);
    });
}
