import { describe, expect, it } from 'vitest';
import { readPrecache } from './scale-shop.mjs';
import { jsGrowth, keystrokeSummary, scaleMarkdown, scaleMisses, scaleTargets, type ScaleBench } from './scale-targets.mjs';

const sizes = { raw: 2048, gzip: 1024, brotli: 900 };

function bench(overrides: Partial<ScaleBench> = {}): ScaleBench {
  return {
    count: 500,
    date: '2026-11-28T05:00:00.000Z',
    loadAverage: [1, 2, 3],
    cpuSlowdown: 4,
    runs: 3,
    shop: { count: 500, buildSeconds: 200, shopHtml: sizes, homeHtml: sizes, startChunk: { file: 'assets/start-x.js', ...sizes }, catalogueChunk: null, precache: null },
    js: jsGrowth(
      [
        { path: '/', jsBeforeReadyBytes: 90_000 },
        { path: '/about', jsBeforeReadyBytes: 80_000 },
      ],
      [
        { path: '/', jsBeforeReadyBytes: 93_400 },
        { path: '/about', jsBeforeReadyBytes: 80_700 },
      ],
    ),
    suggestions: [{ path: '/shop', words: ['tee'], runs: 3, firstMs: 700, medianMs: 60, worstMs: 90, keystrokes: 6, lost: 0 }],
    filtering: { runs: 3, size: 'Medium', colour: 'Navy', sizeMs: 150, colourMs: 250, showMoreMs: 100, sizeCount: 469, colourCount: 126 },
    ...overrides,
  };
}

describe('the figures of a shop of 500 tees (issue 37)', () => {
  it('sets the first keystroke apart: the median and the worst are of the others; a key never shown is counted', () => {
    expect(keystrokeSummary([
      [800, 50, 70, null],
      [700, 40, 120, 60],
      [900, 45, 65, 55],
    ])).toEqual({ firstMs: 800, medianMs: 60, worstMs: 120, keystrokes: 9, lost: 1 });
  });

  it('lists each page whose JavaScript before ready grew by more than 1 KiB, and each slow change', () => {
    const misses = scaleMisses(bench());
    expect(misses).toEqual([
      '/: JavaScript before ready grows by 3.3 KiB from the sample to 500 tees (87.9 KiB → 91.2 KiB)',
      '/shop with 500 tees: the colour filter takes 250 ms',
    ]);
    expect(scaleTargets.jsGrowthBytes).toBe(1024);
  });

  it('writes its section of docs/benchmarks.md with the misses marked, or says it was left out', () => {
    const text = scaleMarkdown(bench());
    expect(text).toContain('| `/` | 87.9 KiB | 91.2 KiB | +3.3 KiB | **missed** |');
    expect(text).toContain('| `/about` | 78.1 KiB | 78.8 KiB | +0.7 KiB | met |');
    expect(text).toContain('| The grid | 150 ms | 250 ms | 100 ms | **missed** |');
    expect(text).not.toContain('The count, chips and ticked box');
    expect(scaleMarkdown(undefined)).toContain('Not measured (BENCH_SCALE=0)');
    expect(text).not.toContain('CPU time');
  });

  it("gives the page's own CPU time for each change when the traces measured it", () => {
    const filtering = { ...bench().filtering, sizeCpuMs: 30.4, colourCpuMs: 52, showMoreCpuMs: 41 };
    expect(scaleMarkdown(bench({ filtering }))).toContain('Medium 30 ms, Navy 52 ms, "Show more" 41 ms.');
  });

  it("times a filter's count apart from its grid when the bench measured both, and counts a slow count as a miss", () => {
    const filtering = { ...bench().filtering, sizeAnsweredMs: 90, colourAnsweredMs: 210.4, sizeCpuMs: 140, colourCpuMs: 230, showMoreCpuMs: 41, sizeAnsweredCpuMs: 80, colourAnsweredCpuMs: 120.6 };
    const text = scaleMarkdown(bench({ filtering }));
    expect(text).toContain('| The count, chips and ticked box | 90 ms | 210 ms | – | **missed** |');
    expect(text).toContain('| The grid | 150 ms | 250 ms | 100 ms | **missed** |');
    expect(text).toContain('Medium 140 ms, Navy 230 ms (their counts: 80 ms and 121 ms), "Show more" 41 ms.');
    expect(scaleMisses(bench({ filtering }))).toContain("/shop with 500 tees: the colour filter's count takes 210 ms to show");
    expect(scaleMisses(bench({ filtering: { ...filtering, colourAnsweredMs: 120 } })).filter((miss) => miss.includes('count'))).toEqual([]);
  });

  it('reads what the service worker precaches from the build’s output', () => {
    expect(readPrecache('Built 36 pages into dist/; the service worker precaches 681 files (7.00 MiB) and keeps 10205 more (119.89 MiB); 170 files')).toEqual({
      files: 681,
      mib: 7,
      keptFiles: 10205,
      keptMib: 119.89,
    });
    expect(readPrecache('the service worker precaches 515 files (6.24 MiB); 170')).toEqual({ files: 515, mib: 6.24, keptFiles: null, keptMib: null });
  });
});
