// @ts-check
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;

/**
 * Writes .gz and .br beside every text file in `dir` (what a static host with compression serves).
 * @param {string} dir @returns {Promise<number>} files compressed
 */
export async function compressDist(dir) {
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const content = await readFile(file);
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count++;
  }
  return count;
}
