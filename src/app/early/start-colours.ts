import { productColours } from './colours';
import { asPageArrives } from './page';

/**
 * A product page's second inline script (only product pages carry it: scripts/prerender.mjs, with
 * its own CSP hash in those pages' policy): the address's colour and each colour tapped before the
 * app is ready shown at once (./colours.ts), as the parser reaches the product's form. Apart from
 * the early script every page runs (./start-early.ts), so no other page downloads it.
 */
export function startColours(): void {
  asPageArrives(productColours(new URLSearchParams(window.location.search)));
}
