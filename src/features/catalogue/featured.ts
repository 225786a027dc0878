import { adoptTees } from './data/known-tees';
import { featuredTees, featuredTotal } from './data/featured.generated';
import type { Product } from './product';
import { FEATURED_ON_HOME } from './range';

/**
 * The featured tees a page draws (at most `most`, and at most FEATURED_ON_HOME), in catalogue
 * order, and how many are featured in all: the build picked them (scripts/shop/generate.ts, with
 * ./range.ts's rule), so the home and not-found pages load these few, not the range (issue 37).
 */
export function featuredTeesUpTo(most = FEATURED_ON_HOME): { shown: Product[]; total: number } {
  return { shown: adoptTees(featuredTees.slice(0, most)), total: featuredTotal };
}
