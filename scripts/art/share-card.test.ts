import { mkdtemp, mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawShareCard, shareCardSvg, titleLines } from './share-card.mjs';

describe('a product’s share card (scripts/art/share-card.mjs)', () => {
  it('breaks a title into lines that fit, at most three, the last cut with an ellipsis', () => {
    expect(titleLines('Holi Splash Tee')).toEqual(['Holi Splash Tee']);
    expect(titleLines('Midnight Constellation Tee')).toEqual(['Midnight', 'Constellation Tee']);
    const long = titleLines('The Extraordinarily Long Hand Block Printed Indigo Festival Tee With Pocket');
    expect(long).toHaveLength(3);
    expect(long.every((line) => line.length <= 17)).toBe(true);
    expect(long[2]).toMatch(/…$/);
    expect(titleLines('Supercalifragilisticexpialidocious')).toEqual(['Supercalifragili…']);
  });

  it('says the price paid, the one before, the note and the shop, with hostile words written as text', () => {
    const svg = shareCardSvg({ photo: '/x.webp', title: 'Tee <script>&', price: '₹900', was: '₹1,799', note: 'Winter collection 50% off' }, 'Kesari & Co');
    expect(svg).toContain('₹900');
    expect(svg).toContain('₹1,799');
    expect(svg).toContain('line-through');
    expect(svg).toContain('Winter collection 50% off');
    expect(svg).toContain('Kesari &amp; Co');
    expect(svg).toContain('Tee &lt;script&gt;&amp;');
    expect(svg).not.toContain('<script>');
  });

  it('draws a 1200×630 JPEG beside the photo, named by what it shows, once', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'share-'));
    try {
      await mkdir(join(dist, 'p'), { recursive: true });
      await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#123456' } }).webp().toFile(join(dist, 'p', 'front-800.webp'));
      const card = { photo: '/p/front-800.webp', title: 'Indigo Tee', price: '₹699' };
      const cacheDir = join(dist, 'cache');
      const address = await drawShareCard({ dist, card, shopName: 'Kesari Tees', cacheDir });
      expect(address).toMatch(/^\/images\/share\/[0-9a-f]{16}\.jpg$/);
      const meta = await sharp(await readFile(join(dist, address))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      expect(await drawShareCard({ dist, card, shopName: 'Kesari Tees', cacheDir })).toBe(address);
      expect(await drawShareCard({ dist, card: { ...card, price: '₹649' }, shopName: 'Kesari Tees', cacheDir })).not.toBe(address);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
