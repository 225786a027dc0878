/**
 * The product page's parts that come after it is ready (share, the phone's Add to Cart bar), loaded
 * on demand. A module of its own: an `import()` written in the catalogue's index made the bundler
 * keep the whole index, and every product page's code went into every page's first script.
 */
export const loadProductExtras = () => import('./extras');
