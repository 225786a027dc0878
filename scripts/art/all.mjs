// @ts-check
/**
 * Regenerates every drawn asset of the shop, in order:
 * product photos, site images, then the about-page video (which needs ffmpeg).
 * Run: npm run assets   (node scripts/art/all.mjs)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const steps = ['products.mjs', 'site.mjs', 'video.mjs'];

for (const step of steps) {
  const file = path.join(here, step);
  console.log(`\n▶ ${path.relative(process.cwd(), file)}`);
  const r = spawnSync(process.execPath, [file], { stdio: 'inherit', cwd: path.resolve(here, '../..') });
  if (r.status !== 0) {
    console.error(`✖ ${step} failed${r.error ? `: ${r.error.message}` : ` with exit code ${r.status}`}`);
    process.exit(r.status ?? 1);
  }
}
console.log('\nAll assets generated.');
