import { afterEach, describe, expect, it, vi } from 'vitest';
import { runs } from './runs';

afterEach(() => vi.unstubAllEnvs());

describe('runs', () => {
  it('is the full count where PROPERTY_RUNS=full (CI)', () => {
    vi.stubEnv('PROPERTY_RUNS', 'full');
    expect(runs(1000)).toEqual({ numRuns: 1000 });
    expect(runs(30)).toEqual({ numRuns: 30 });
  });

  it('is a tenth elsewhere, at least 50 and never more than the full count', () => {
    vi.stubEnv('PROPERTY_RUNS', '');
    expect(runs(1000)).toEqual({ numRuns: 100 });
    expect(runs(2000)).toEqual({ numRuns: 200 });
    expect(runs(300)).toEqual({ numRuns: 50 });
    expect(runs(30)).toEqual({ numRuns: 30 });
  });
});
