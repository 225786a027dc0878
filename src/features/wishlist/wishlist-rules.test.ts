import { describe, expect, it } from 'vitest';
import { idsFromText, MAX_SAVED, toggled, withAll, without, wishlistLinkLabel } from './wishlist-rules';

const known = (id: number) => id >= 1 && id <= 16;

describe('wishlist rules', () => {
  it('saves a product at the front, and takes it out when toggled again', () => {
    expect(toggled([], 3)).toEqual([3]);
    expect(toggled([3], 7)).toEqual([7, 3]);
    expect(toggled([7, 3], 3)).toEqual([7]);
  });

  it('keeps at most MAX_SAVED, dropping the oldest', () => {
    const full = Array.from({ length: MAX_SAVED }, (_, index) => index + 1);
    const next = toggled(full, 999);
    expect(next).toHaveLength(MAX_SAVED);
    expect(next[0]).toBe(999);
    expect(next).not.toContain(MAX_SAVED);
  });

  it('removes one product and leaves the rest in order', () => {
    expect(without([7, 3, 12], 3)).toEqual([7, 12]);
    expect(without([7], 5)).toEqual([7]);
  });

  it('saves a shared list: new ones first in their order, those already saved stay put, each once', () => {
    expect(withAll([5, 3], [3, 7, 12, 7])).toEqual([7, 12, 5, 3]);
    expect(withAll([], [])).toEqual([]);
  });

  it('reads a shared link’s ids, leaving out anything that is not a product the shop sells', () => {
    expect(idsFromText('3,7,12', known)).toEqual([3, 7, 12]);
    expect(idsFromText(' 3 , 3,abc,0,-2,1.5,,99,16', known)).toEqual([3, 16]);
    expect(idsFromText('', known)).toEqual([]);
    expect(idsFromText(null, known)).toEqual([]);
    expect(idsFromText('1e1,0x3,٣', known)).toEqual([]);
  });

  it('names the header link with the count', () => {
    expect(wishlistLinkLabel(1)).toBe('Wishlist, 1 item');
    expect(wishlistLinkLabel(3)).toBe('Wishlist, 3 items');
  });
});
