// @ts-check
/**
 * Builds the production site into dist/:
 *   0. the owner's shop/ read and checked, and handed to the app (scripts/shop.mjs): on any problem
 *      the build stops here, with every problem listed, and an earlier dist/ is left as it was,
 *   1. the browser bundle (Vite),
 *   2. the server renderer (Vite SSR build into dist-ssr/),
 *   3. every page prerendered to real HTML with its head and CSP (scripts/prerender.mjs),
 *   3a. the editor on a phone in dist/admin/, only when shop.yaml asks for it (scripts/phone-editor.mjs),
 *   4. the service worker, precaching the finished site within its budget (scripts/service-worker.mjs),
 *   5. gzip and brotli copies of text files for static hosts that serve them.
 */
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { compressDist } from './compress.mjs';
import { prerender } from './prerender.mjs';
import { phoneEditorConfig, writePhoneEditor } from './phone-editor.mjs';
import { prepareShop } from './shop.mjs';
import { buildServiceWorker } from './service-worker.mjs';

if (!(await prepareShop())) process.exit(1);

await rm('dist', { recursive: true, force: true });
await rm('dist-ssr', { recursive: true, force: true });

await build({ logLevel: 'warn' });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', manifest: false, copyPublicDir: false },
});

const editor = await phoneEditorConfig();
const pages = await prerender({ dist: 'dist', serverEntry: 'dist-ssr/entry-server.js', editor: Boolean(editor) });
const editorBytes = await writePhoneEditor({ dist: 'dist', config: editor });
const precache = await buildServiceWorker({ dist: 'dist' });
const compressed = await compressDist('dist');
console.log(
  `Built ${pages} pages into dist/; the service worker precaches ${precache.count} files ` +
    `(${(precache.size / 1024 / 1024).toFixed(2)} MiB)` +
    (precache.leftCount ? ` and keeps ${precache.leftCount} more (${(precache.leftSize / 1024 / 1024).toFixed(2)} MiB) as they are seen` : '') +
    `; ${compressed} files precompressed.` +
    (editor ? ` The editor for a phone is at /admin/ (${(editorBytes / 1024 / 1024).toFixed(2)} MiB, saving to ${/** @type {{ repo: string }} */ (editor.backend).repo}).` : ''),
);
