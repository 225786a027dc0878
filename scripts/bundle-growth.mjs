// @ts-check
/**
 * What grew: the bench (scripts/bench.mjs) compares each built script's size with the report it
 * wrote last time (docs/benchmarks.json), so a broken budget comes with the files to look at.
 */

/**
 * A stable name for each built script: its source module (`src/app/routes/shop.tsx`), or, for a
 * chunk the bundler made of shared modules, its chunk name (`_shared`), without the content hash.
 * @param {Record<string, import('./bundle-chunks.mjs').Chunk>} manifest
 * @param {(file: string) => number} sizeOf @returns {Record<string, number>}
 */
export function scriptSizes(manifest, sizeOf) {
  /** @type {Record<string, number>} */
  const sizes = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const name = key.startsWith('_') ? `_${chunk.name ?? key.slice(1).replace(/-[\w-]{8}\.js$/, '')}` : key;
    sizes[name] = (sizes[name] ?? 0) + sizeOf(chunk.file);
  }
  return sizes;
}

/**
 * The scripts that are new or bigger than last time by more than `slack` bytes, biggest growth
 * first; null when the last report has no sizes to compare with.
 * @param {Record<string, number> | undefined} before @param {Record<string, number>} after @param {number} [slack]
 * @returns {{ name: string; before: number | null; after: number; grew: number }[] | null}
 */
export function grownScripts(before, after, slack = 50) {
  if (!before) return null;
  return Object.entries(after)
    .map(([name, size]) => ({ name, before: before[name] ?? null, after: size, grew: size - (before[name] ?? 0) }))
    .filter(({ grew }) => grew > slack)
    .sort((a, b) => b.grew - a.grew);
}

/** @param {ReturnType<typeof grownScripts>} grown @returns {string} */
export function describeGrowth(grown) {
  if (grown === null) return 'The last report had no size for each script: the next run will say which grew.';
  if (grown.length === 0) return 'No script grew since the last report.';
  const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  return `Grew since the last report (gzip): ${grown
    .map(({ name, before, after }) => (before === null ? `${name} (new, ${kB(after)})` : `${name} ${kB(before)} → ${kB(after)}`))
    .join('; ')}.`;
}
