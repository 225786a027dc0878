import type { Review } from '../review-schema';

/**
 * Each reviewed product's module of reviews (scripts/shop/generate.ts writes them), by path. A
 * module of its own, imported only when reviews are first wanted (./reviews.ts): `import.meta.glob`
 * is the bundler's, so code that runs outside it (the browser tests' own imports of the catalogue)
 * never evaluates it.
 */
export const reviewModules = import.meta.glob<readonly Review[]>('./reviews/*.generated.ts', { import: 'reviews' });
