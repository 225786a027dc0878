import { describe, expect, it } from 'vitest';
import { describeGrowth, grownScripts, scriptSizes } from './bundle-growth.mjs';

describe('which script grew', () => {
  const manifest = {
    'src/app/routes/shop.tsx': { file: 'assets/shop-AbCd1234.js', name: 'shop' },
    '_shared-Xy_z9876.js': { file: 'assets/shared-Xy_z9876.js', name: 'shared' },
    '_blog-Q1w2E3r4.js': { file: 'assets/blog-Q1w2E3r4.js', name: 'blog' },
    'src/app/routes/blog.tsx': { file: 'assets/blog-Zz9Yy8Xx.js', name: 'blog' },
    'src/orders/page.css': { file: 'assets/page-Aa1Bb2Cc.css' },
  };
  const sizes = scriptSizes(manifest, (file) => file.length * 100);

  it('names each script by its source, or its chunk name without the hash, and leaves out stylesheets', () => {
    expect(Object.keys(sizes).sort()).toEqual(['_blog', '_shared', 'src/app/routes/blog.tsx', 'src/app/routes/shop.tsx']);
  });

  it('lists the new and the bigger ones, biggest growth first, within a little slack', () => {
    const before = { 'src/app/routes/shop.tsx': 1000, _shared: 3000, _blog: 2000 };
    const after = { 'src/app/routes/shop.tsx': 1600, _shared: 3020, _blog: 1500, _valibot: 4000 };
    const grown = grownScripts(before, after);
    expect(grown).toEqual([
      { name: '_valibot', before: null, after: 4000, grew: 4000 },
      { name: 'src/app/routes/shop.tsx', before: 1000, after: 1600, grew: 600 },
    ]);
    expect(describeGrowth(grown)).toBe('Grew since the last report (gzip): _valibot (new, 4.0 kB); src/app/routes/shop.tsx 1.0 kB → 1.6 kB.');
  });

  it('says when there is nothing to compare with, and when nothing grew', () => {
    expect(grownScripts(undefined, { a: 1 })).toBeNull();
    expect(describeGrowth(grownScripts(undefined, { a: 1 }))).toBe('The last report had no size for each script: the next run will say which grew.');
    expect(describeGrowth(grownScripts({ a: 5 }, { a: 5 }))).toBe('No script grew since the last report.');
  });
});
