// @ts-check
/**
 * Finding a source module's chunk in the bundle manifest. A module that is its own chunk is keyed
 * by its path (`src/app/routes/shop.tsx`); one that vite.config.ts groups with its imports is
 * inside the chunk named after it (`boot` for src/boot.tsx), keyed by that chunk's file.
 */
import { basename, extname } from 'node:path';

/** @typedef {{ file: string; name?: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }} Chunk */

/**
 * The manifest key of the chunk that holds `src`.
 * @param {Record<string, Chunk>} manifest @param {string} src @param {string} [where] the manifest's name, for the error
 */
export function chunkKeyFor(manifest, src, where = 'The bundle manifest') {
  if (manifest[src]) return src;
  const name = basename(src, extname(src));
  const grouped = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]?.name === name);
  if (grouped.length === 1) return /** @type {string} */ (grouped[0]);
  throw new Error(`${where} has no chunk for ${src} (neither keyed by it nor one chunk named "${name}").`);
}
