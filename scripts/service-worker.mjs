// @ts-check
/**
 * Builds the service worker (src/sw/service-worker.ts) and writes into it the list of the files of
 * the finished site it downloads ahead, with a revision each: the whole shop when it fits the
 * budget (the sample shop all but some of its largest photos), else the code, the shop's pages and
 * as much of the rest as fits (scripts/precache-plan.mjs); the worker keeps the rest as it is seen. Runs after prerendering,
 * when every page's HTML exists.
 */
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { planPrecache, SEEN_PAGES, SEEN_PHOTOS } from './precache-plan.mjs';

/** @param {{ dist: string }} options */
export async function buildServiceWorker({ dist }) {
  const temp = 'dist-sw';
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __SEEN_PAGES__: String(SEEN_PAGES),
      __SEEN_PHOTOS__: String(SEEN_PHOTOS),
    },
    build: {
      outDir: temp,
      emptyOutDir: true,
      target: 'es2022',
      lib: { entry: 'src/sw/service-worker.ts', formats: ['iife'], name: 'rangeelaServiceWorker', fileName: () => 'sw.js' },
    },
  });
  /** @type {number} */
  let leftCount = 0;
  let leftSize = 0;
  const { count, size, warnings } = await injectManifest({
    swSrc: `${temp}/sw.js`,
    swDest: `${dist}/sw.js`,
    globDirectory: dist,
    globPatterns: ['**/*.{html,js,css,woff2,svg,webp,png,webm,mp4,webmanifest}'],
    // The share card is for other sites' previews, not for visitors offline; the owner's editor
    // (/admin/, when published) is never part of the shop a visitor's phone keeps.
    globIgnores: ['sw.js', 'images/site/og-image.png', 'admin/**'],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (entries) => {
        const { kept, left } = planPrecache(entries);
        leftCount = left.length;
        leftSize = left.reduce((sum, entry) => sum + entry.size, 0);
        return { manifest: kept, warnings: [] };
      },
    ],
  });
  await rm(temp, { recursive: true, force: true });
  if (warnings.length) throw new Error(`Service worker: ${warnings.join('\n')}`);
  return { count, size, leftCount, leftSize };
}
