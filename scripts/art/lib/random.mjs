// @ts-check
/**
 * The seeded PRNG behind all generated artwork (products, site images, the about video).
 * The same seed always gives the same sequence, so re-running an art script writes
 * byte-identical files.
 */

/**
 * Mulberry32: a tiny, fast, seeded PRNG.
 * @param {number} seed
 */
export function createRng(seed) {
  let a = seed >>> 0;
  /** The next number in [0, 1). */
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A number in [lo, hi). @param {number} lo @param {number} hi */
    range: (lo, hi) => lo + (hi - lo) * next(),
    /** An integer in [lo, hi], both included. @param {number} lo @param {number} hi */
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    /** One of the items. @template T @param {readonly T[]} items @returns {T} */
    pick: (items) => /** @type {T} */ (items[Math.floor(next() * items.length)]),
  };
}
/** @typedef {ReturnType<typeof createRng>} Rng */
