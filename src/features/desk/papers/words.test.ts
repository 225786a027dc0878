import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './words';

describe('amounts in words, the Indian way', () => {
  it.each([
    [129_900, 'Rupees One Thousand Two Hundred Ninety-Nine Only'],
    [100, 'Rupees One Only'],
    [0, 'Rupees Zero Only'],
    [150_050, 'Rupees One Thousand Five Hundred and Fifty Paise Only'],
    [1_234_567_800, 'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [110_000_000_007, 'Rupees One Hundred Ten Crore and Seven Paise Only'],
  ])('%i paise is “%s”', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('says the teens and round tens as words are said', () => {
    expect(numberInWords(13)).toBe('Thirteen');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(100_019)).toBe('One Lakh Nineteen');
    expect(numberInWords(2_00_00_000)).toBe('Two Crore');
  });
});
