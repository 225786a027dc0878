import { describe, expect, it } from 'vitest';
import { keptSections, reportWithKeptSections } from './report-sections.mjs';

const generated = '# Benchmarks\n\nIntro.\n\n## Pages\n\nnew table\n\n## Misses\n\nNone.\n';

describe('a bench run keeps the sections engineers added to the report', () => {
  it('keeps each section the new report does not write, with its subsections, in order', () => {
    const previous = [
      '# Benchmarks\n\nOld intro.\n\n',
      '## Pages\n\nold table\n\n',
      '## A shop of 500 tees, 2026-11-27 (issue 37)\n\nby hand\n\n### On the phone profile, 2026-11-28\n\nmore\n\n',
      '## Misses\n\n- old miss\n\n',
      '## The desk at 10,000 orders, 2026-11-27\n\ndesk\n',
    ].join('');
    expect(keptSections(previous, generated)).toEqual([
      '## A shop of 500 tees, 2026-11-27 (issue 37)\n\nby hand\n\n### On the phone profile, 2026-11-28\n\nmore\n\n',
      '## The desk at 10,000 orders, 2026-11-27\n\ndesk\n',
    ]);
    const report = reportWithKeptSections(previous, generated);
    expect(report.startsWith(generated.trimEnd())).toBe(true);
    expect(report).toContain('## A shop of 500 tees, 2026-11-27 (issue 37)\n\nby hand\n\n### On the phone profile, 2026-11-28\n\nmore\n\n## The desk at 10,000 orders');
    // What the bench writes is written once: the old table and the old misses are gone.
    expect(report).not.toContain('old table');
    expect(report).not.toContain('old miss');
  });

  it('writes the new report alone when there is nothing of the old to keep', () => {
    expect(reportWithKeptSections('', generated)).toBe(generated);
    expect(reportWithKeptSections(generated, generated)).toBe(generated);
  });
});
