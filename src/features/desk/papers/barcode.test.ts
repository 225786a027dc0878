import { BARS } from 'jsbarcode/bin/barcodes/CODE128/constants.js';
import { describe, expect, it } from 'vitest';
import { code128, drawBarcode, QUIET_ZONE } from './barcode';

/** Code 128's start and stop symbols as the standard draws them (1 bar, 0 space, one module each). */
const START_B = '11010010000';
const START_C = '11010011100';
const STOP = '1100011101011';

/**
 * Reads modules back to text, as a scanner does: 11-module symbols to values, the check symbol
 * (start value + each value × its place, modulo 103) checked, code sets B and C followed.
 */
function decode(modules: string): string {
  expect(modules.endsWith(STOP)).toBe(true);
  const body = modules.slice(0, -STOP.length);
  expect(body.length % 11).toBe(0);
  const values = body.match(/.{11}/g)!.map((symbol) => {
    const value = BARS.findIndex((bars) => String(bars) === symbol);
    expect(value, `symbol ${symbol}`).toBeGreaterThanOrEqual(0);
    return value;
  });
  const [start, ...rest] = values as [number, ...number[]];
  const check = rest.pop()!;
  expect(rest.reduce((sum, value, at) => sum + value * (at + 1), start) % 103).toBe(check);
  let set = start === 105 ? 'C' : start === 104 ? 'B' : 'A';
  let text = '';
  for (const value of rest) {
    // The switches: 99 to C (from A or B); in C, 100 to B and 101 to A; 101 to A from B, 100 to B from A.
    if (value === 99 && set !== 'C') set = 'C';
    else if (value === 100 && set !== 'B') set = 'B';
    else if (value === 101 && set !== 'A') set = 'A';
    else if (set === 'C') text += String(value).padStart(2, '0');
    else if (set === 'A' && value >= 64) text += String.fromCharCode(value - 64);
    else text += String.fromCharCode(value + 32);
  }
  return text;
}

describe('the order number as a Code 128 barcode', () => {
  it('starts and stops with the standard’s symbols and reads back as the number, its check symbol right', () => {
    const modules = code128('RNG-261127-K7QX2M');
    expect(modules.startsWith(START_B)).toBe(true);
    expect(decode(modules)).toBe('RNG-261127-K7QX2M');
  });

  it('packs a run of digits two to a symbol (code set C)', () => {
    const modules = code128('26112700');
    expect(modules.startsWith(START_C)).toBe(true);
    expect(modules).toHaveLength(11 * 6 + 13);
    expect(decode(modules)).toBe('26112700');
  });

  it('matches the standard’s known encoding of “A”: start B, A (33), check 34, stop', () => {
    expect(code128('A')).toBe(`${START_B}10100011000${'10001011000'}${STOP}`);
  });

  it('draws one black bar per run of 1s, after the quiet zone, on white', () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    drawBarcode(svg, 'RNG-1');
    const modules = code128('RNG-1');
    const rects = [...svg.querySelectorAll('g rect')];
    expect(rects).toHaveLength(modules.match(/1+/g)!.length);
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${modules.length + 2 * QUIET_ZONE} 60`);
    expect(svg.querySelector('g')!.getAttribute('transform')).toBe(`translate(${QUIET_ZONE}, 0)`);
    expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('#ffffff');
    expect(rects.map((rect) => `${rect.getAttribute('x')}:${rect.getAttribute('width')}`).join(' ')).toBe(
      [...modules.matchAll(/1+/g)].map((run) => `${run.index}:${run[0].length}`).join(' '),
    );
  });
});
