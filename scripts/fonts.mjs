// @ts-check
/**
 * Subsets the display font (Baloo 2, variable weight, SIL Open Font License, from the
 * @fontsource-variable/baloo-2 package) to what the site shows, into public/fonts/:
 *   baloo2-latin.woff2  printable ASCII and the punctuation the copy uses
 *   baloo2-rupee.woff2  the rupee sign alone (it lives in the font's Devanagari file)
 * Run: node scripts/fonts.mjs
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';

const source = 'node_modules/@fontsource-variable/baloo-2/files';
/** The characters from one code point to another, both included. @param {number} from @param {number} to */
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
const latin = range(0x20, 0x7e) + '\u00a0©×–—‘’“”•…';

const outputs = [
  { file: 'baloo2-latin.woff2', from: 'baloo-2-latin-wght-normal.woff2', text: latin },
  { file: 'baloo2-rupee.woff2', from: 'baloo-2-devanagari-wght-normal.woff2', text: '₹' },
];

await mkdir('public/fonts', { recursive: true });
for (const { file, from, text } of outputs) {
  const font = await readFile(`${source}/${from}`);
  // Keep part of the weight axis: headings, prices and the brand use 600–800.
  const subset = await subsetFont(font, text, { targetFormat: 'woff2', variationAxes: { wght: { min: 600, max: 800 } } });
  await writeFile(`public/fonts/${file}`, subset);
  console.log(`public/fonts/${file}: ${subset.length} bytes (from ${font.length})`);
}
