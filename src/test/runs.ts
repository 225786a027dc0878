/**
 * How many cases a property test tries. CI runs each at its full count (`.ci/run` sets
 * PROPERTY_RUNS=full), as written in the test: that is where a rare case is looked for. Anywhere
 * else (an engineer's `npm test`, `npm run test:unit`, a watch run) each tries a tenth of it, at
 * least 50, so the unit suite stays quick to run while working; the properties themselves are the
 * same either way. PROPERTY_RUNS=full gives the full counts locally too.
 */
export function runs(full: number): { numRuns: number } {
  return { numRuns: fullRuns() ? full : Math.min(full, Math.max(50, Math.ceil(full / 10))) };
}

/** Whether property tests run at their full counts (CI). */
export function fullRuns(): boolean {
  return process.env.PROPERTY_RUNS === 'full';
}
