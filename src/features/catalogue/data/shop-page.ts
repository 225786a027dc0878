import type { Product } from '../product';
import { adoptTees } from './known-tees';
import { firstTees } from './shop-page.generated';

/**
 * The shop's first page with nothing chosen, as the build wrote it (scripts/shop/generate.ts): what
 * `/shop` draws before it has the range, so the JavaScript the page needs before it is ready does
 * not grow with the range (issue 37). Its counts, colours and price bands: ../facets.ts, ../query.ts.
 */
export const firstShopTees: readonly Product[] = /* @__PURE__ */ adoptTees(firstTees);
