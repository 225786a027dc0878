// @ts-check
/**
 * Builds the service worker (src/sw/service-worker.ts) and writes into it the list of every file
 * of the finished site with a revision each, so one visit caches the whole shop for offline use.
 * Runs after prerendering, when every page's HTML exists.
 */
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

/** @param {{ dist: string }} options */
export async function buildServiceWorker({ dist }) {
  const temp = 'dist-sw';
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: temp,
      emptyOutDir: true,
      target: 'es2022',
      lib: { entry: 'src/sw/service-worker.ts', formats: ['iife'], name: 'rangeelaServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: `${temp}/sw.js`,
    swDest: `${dist}/sw.js`,
    globDirectory: dist,
    globPatterns: ['**/*.{html,js,css,woff2,svg,webp,png,webm,mp4,webmanifest}'],
    // The share card is for other sites' previews, not for visitors offline.
    globIgnores: ['sw.js', 'images/site/og-image.png'],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /^assets\//,
  });
  await rm(temp, { recursive: true, force: true });
  if (warnings.length) throw new Error(`Service worker: ${warnings.join('\n')}`);
  return { count, size };
}
