import { describe, expect, it } from 'vitest';
import { isEditor, planPrecache, precacheRank, PRECACHE_BUDGET } from './precache-plan.mjs';

const MiB = 1024 * 1024;

/** A shop of `tees` tees as the build lays it out: code, its own pages, site art, each tee's page and photos. */
function site(tees: number) {
  const entries = [
    { url: 'assets/boot-abc.js', size: 200_000 },
    { url: 'assets/index-abc.css', size: 60_000 },
    { url: 'fonts/baloo.woff2', size: 40_000 },
    { url: 'manifest.webmanifest', size: 600 },
    { url: 'index.html', size: 55_000 },
    { url: 'shop/index.html', size: 75_000 },
    { url: 'orders/shell.html', size: 30_000 },
    { url: '404.html', size: 30_000 },
    { url: 'images/site/hero-960.webp', size: 90_000 },
    { url: 'media/about-loop.webm', size: 150_000 },
  ];
  for (let id = 1; id <= tees; id++) {
    entries.push({ url: `sproduct/${id}/index.html`, size: 56_000 });
    for (const width of [200, 400, 600, 800]) entries.push({ url: `images/shop/products/tee-${id}.0a1b2c3d/front-${width}.webp`, size: width * 40 });
  }
  return entries;
}

const total = (entries: readonly { size: number }[]) => entries.reduce((sum, entry) => sum + entry.size, 0);

describe('what the service worker downloads ahead (scripts/precache-plan.mjs)', () => {
  it('ranks code first, then the shop’s own pages, site art, the tees’ pages, phone-sized photos, and the rest', () => {
    expect(['assets/a.js', 'assets/a.css', 'fonts/x.woff2', 'manifest.webmanifest'].map(precacheRank)).toEqual([0, 0, 0, 0]);
    expect(['index.html', 'shop/index.html', 'orders/shell.html', '404.html', 'blog/x/index.html'].map(precacheRank)).toEqual([1, 1, 1, 1, 1]);
    expect(['images/site/logo.svg', 'icons/icon-512.png'].map(precacheRank)).toEqual([2, 2]);
    expect(precacheRank('sproduct/7/index.html')).toBe(3);
    expect(['images/shop/products/a.1/front-200.webp', 'images/shop/journal/b.2-400.webp', 'images/shop/products/a.1/front-600.webp'].map(precacheRank)).toEqual([4, 4, 4]);
    expect(['images/shop/products/a.1/front-800.webp', 'media/about-loop.mp4'].map(precacheRank)).toEqual([5, 5]);
  });

  it('downloads the whole of a small shop, as before', () => {
    const entries = site(16);
    expect(total(entries)).toBeLessThan(PRECACHE_BUDGET);
    const { kept, left } = planPrecache(entries);
    expect(kept).toHaveLength(entries.length);
    expect(left).toEqual([]);
  });

  it('keeps a shop of 500 tees within the budget: all its code and own pages, then as many tees’ pages and small photos as fit', () => {
    const entries = site(500);
    expect(total(entries)).toBeGreaterThan(4 * PRECACHE_BUDGET);
    const { kept, left } = planPrecache(entries);
    expect(total(kept)).toBeLessThanOrEqual(PRECACHE_BUDGET);
    expect(kept.length + left.length).toBe(entries.length);
    for (const url of ['assets/boot-abc.js', 'index.html', 'shop/index.html', 'orders/shell.html', '404.html', 'images/site/hero-960.webp']) {
      expect(kept.map((entry) => entry.url)).toContain(url);
    }
    // The tees' pages in the catalogue's order, the first ones; photos only fill what no page fits in.
    const pageIds = (entries: readonly { url: string }[]) =>
      entries.filter((entry) => precacheRank(entry.url) === 3).map((entry) => Number(entry.url.split('/')[1]));
    const keptIds = pageIds(kept);
    expect(keptIds).toEqual(keptIds.map((_, index) => index + 1));
    expect(pageIds(left).length).toBeGreaterThan(0);
    expect(total(kept.filter((entry) => precacheRank(entry.url) >= 4))).toBeLessThan(56_000);
    expect(total(kept)).toBeGreaterThan(PRECACHE_BUDGET - 56_000);
  });

  it('always keeps the code and the shop’s own pages, even over a tiny budget', () => {
    const { kept } = planPrecache(site(3), 1 * MiB / 10);
    expect(kept.map((entry) => entry.url)).toEqual(['assets/boot-abc.js', 'assets/index-abc.css', 'fonts/baloo.woff2', 'manifest.webmanifest', 'index.html', 'shop/index.html', 'orders/shell.html', '404.html']);
  });

  it('never downloads the owner’s editor (/admin/, when published), whatever the budget', () => {
    const editor = [
      { url: 'admin/index.html', size: 1_000 },
      { url: 'admin/sveltia-cms.js', size: 2_100_000 },
      { url: 'admin/editor.js', size: 100_000 },
      { url: 'admin/fonts/source-sans-3.woff2', size: 28_000 },
    ];
    const { kept, left } = planPrecache([...site(2), ...editor], 100 * MiB);
    expect(kept.filter((entry) => entry.url.startsWith('admin'))).toEqual([]);
    // Not "kept as seen" either: the service worker leaves /admin/ to the network.
    expect(left.filter((entry) => entry.url.startsWith('admin'))).toEqual([]);
    expect(kept).toHaveLength(site(2).length);
    expect(['admin/index.html', 'admin', 'administration.html', 'shop/admin/index.html'].map(isEditor)).toEqual([true, true, false, false]);
  });
});
