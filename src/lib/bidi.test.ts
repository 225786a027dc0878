import { describe, expect, it } from 'vitest';
import { isolate, showsText, withoutBidiControls } from './bidi';

describe('isolate', () => {
  it('wraps typed text in first-strong isolate … pop directional isolate, leaving the text itself alone', () => {
    const reversing = 'asha\u202Eevil';
    expect(isolate(reversing)).toBe('\u2068asha\u202Eevil\u2069');
    expect(`Welcome back, ${isolate(reversing)}!`.endsWith('\u2069!')).toBe(true);
  });
});

describe('withoutBidiControls', () => {
  it('drops overrides, embeddings, isolates and direction marks, and nothing else', () => {
    expect(withoutBidiControls('Flat 1 \u202E400001 PIN Road')).toBe('Flat 1 400001 PIN Road');
    expect(withoutBidiControls('abc\u202Etuo goL')).toBe('abctuo goL');
    expect(withoutBidiControls('\u2066a\u2067b\u2068c\u2069\u200e\u200f\u061c\u202a\u202b\u202c\u202d')).toBe('abc');
    // Right-to-left names need no control to read right.
    expect(withoutBidiControls('שרה כהן')).toBe('שרה כהן');
    expect(withoutBidiControls('José 🇮🇳 आशा')).toBe('José 🇮🇳 आशा');
  });
});

describe('showsText', () => {
  it('is false for text of only invisible or blank characters', () => {
    for (const blank of [
      '',
      '   ',
      '\u200b\u200b',
      '\u00a0',
      '\u3164',
      '\u2800\u2800',
      '\uffa0',
      '\u115f\u1160',
      '\u034f',
      '\u0301\u0308',
      '\u2060\ufeff',
      '\u3000',
      '\ufe0f',
      '\u{e0041}',
      '\u00ad',
      '\u180e',
      '\u202e\u2066',
    ])
      expect(showsText(blank), JSON.stringify(blank)).toBe(false);
  });

  it('is true for any text that shows a letter, digit, mark on a letter or symbol', () => {
    for (const text of ['a', 'Asha', '1', 'e\u0301', 'आशा', 'कि', 'שרה', '😀', '.', '\u3164x', '₹'])
      expect(showsText(text), JSON.stringify(text)).toBe(true);
  });
});
