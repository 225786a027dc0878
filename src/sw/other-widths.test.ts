import { describe, expect, it } from 'vitest';
import { nearestWidths, photoWidth } from './other-widths';

describe('a photo at another width (src/sw/other-widths.ts)', () => {
  it('reads the stem and width of the build’s photo files, and nothing else', () => {
    expect(photoWidth('/images/shop/products/indigo-tee.1a2b3c4d/front-800.webp')).toEqual({ stem: '/images/shop/products/indigo-tee.1a2b3c4d/front', width: 800 });
    expect(photoWidth('/images/shop/journal/cotton-linen-400.webp')).toEqual({ stem: '/images/shop/journal/cotton-linen', width: 400 });
    expect(photoWidth('/images/site/logo.svg')).toBeUndefined();
    expect(photoWidth('/images/shop/products/a/front.webp')).toBeUndefined();
  });

  it('tries the next larger width first, then the smaller ones from the largest down', () => {
    expect(nearestWidths(600, [200, 320, 400, 800])).toEqual([800, 400, 320, 200]);
    expect(nearestWidths(800, [400, 200, 600, 800])).toEqual([600, 400, 200]);
    expect(nearestWidths(200, [800, 400, 400])).toEqual([400, 800]);
    expect(nearestWidths(400, [])).toEqual([]);
  });
});
