import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';

describe('isolate', () => {
  it('wraps typed text in first-strong isolate … pop directional isolate, leaving the text itself alone', () => {
    const reversing = 'asha\u202Eevil';
    expect(isolate(reversing)).toBe('\u2068asha\u202Eevil\u2069');
    expect(`Welcome back, ${isolate(reversing)}!`.endsWith('\u2069!')).toBe(true);
  });
});
