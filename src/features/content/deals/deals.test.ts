import { describe, expect, it } from 'vitest';
import { dealsLine } from './deals';

const coupon = { code: 'WELCOME10', wording: '10% off orders of ₹999 or more (up to ₹300)' };

describe('dealsLine', () => {
  it('says the seed’s line when the shop has a coupon and a tee on sale', () => {
    expect(dealsLine({ upTo: 70, coupon })).toBe('Save more with coupons & up to 70% off!');
  });

  it('promises no saving when nothing is on sale', () => {
    expect(dealsLine({ upTo: 0, coupon })).toBe('Save more with coupons!');
  });

  it('promises no coupons when the shop has none', () => {
    expect(dealsLine({ upTo: 25, coupon: undefined })).toBe('Save up to 25% off!');
  });

  it('says nothing when the shop runs neither', () => {
    expect(dealsLine({ upTo: 0, coupon: undefined })).toBeNull();
  });
});
