import { withImages, type Product, type ProductEntry } from '../product';

/*
 * The tees this page has met, by id: what `findProduct` answers from (../lookup.ts). A page loads
 * the tees it shows, not the range (issue 37): a tee's page its tee and those beside it, the home
 * page its featured tees, the cart its lines' (./tee-modules.ts), the shop and the desk the whole
 * catalogue (./products.ts). Each tee is made once, however many modules bring it, so it is one
 * object wherever the page shows it.
 */
const known = new Map<number, Product>();

/** The products of these entries, each the one already met when it has been. */
export function adoptTees(entries: readonly ProductEntry[]): Product[] {
  return entries.map((entry) => {
    let product = known.get(entry.id);
    if (!product) known.set(entry.id, (product = withImages(entry)));
    return product;
  });
}

/** The tee with this id, once this page has loaded it. */
export function knownTee(id: number): Product | undefined {
  return known.get(id);
}
