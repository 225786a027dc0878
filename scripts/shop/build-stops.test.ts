import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeShop, validArticle, validProduct } from './fixture';

const build = resolve('scripts/build.mjs');

describe('npm run build with problems in shop/', () => {
  it('lists every problem, exits non-zero and leaves the earlier dist/ as it was', async () => {
    const root = await makeShop({
      'products/indigo-tee.md': validProduct.replace('price: 899', 'price: 8,99').replace('origin: India', 'orign: India'),
      'journal/how-to-wash.md': validArticle.replace('date: 2026-11-10', 'date: 2026-13-01'),
    });
    await mkdir(join(root, 'dist'));
    await writeFile(join(root, 'dist/index.html'), '<p>the shop as last built</p>');
    const run = spawnSync('node', [build], { cwd: root, env: { ...process.env, SHOP_ROOT: root }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The shop has 4 problems to fix in shop/ (nothing was built):');
    expect(run.stderr).toContain('shop/journal/how-to-wash.md:3:7 date: expected a real date written YYYY-MM-DD, got "2026-13-01"');
    expect(run.stderr).toContain('shop/products/indigo-tee.md:2:1 origin: missing: this field is required');
    expect(run.stderr).toContain('shop/products/indigo-tee.md:5:8 price: expected a whole number of rupees, got "8,99"');
    expect(run.stderr).toContain('shop/products/indigo-tee.md:12:1 orign: unknown field "orign": did you mean origin?');
    expect(await readFile(join(root, 'dist/index.html'), 'utf8')).toBe('<p>the shop as last built</p>');
  });
});
