import { allSizes, products, type Product } from '@/features/catalogue';
import type { Status } from './desk-order';
import type { Summarised } from './desk-summary';
import { countLines, type LineCount } from './line-counts';

/**
 * Stock (PRODUCT.md §16): what the desk's orders took, by product, colour and size, and the exact
 * `soldOut` line that marks a size sold out in the product's file in `shop/products/`.
 */

/** Orders whose tees never left, or came back: they took nothing. */
const tookNothing: readonly Status[] = ['Cancelled', 'Returned'];

/** What the orders took, cancelled and returned orders not counted. */
export function stockTaken(orders: readonly Summarised[]): LineCount[] {
  return countLines(orders.filter((order) => !tookNothing.includes(order.status)));
}

/** Where and what to write to mark one size of one colour sold out. */
export interface SoldOutLine {
  /** The product's file, from the shop's folder: `shop/products/essential-white-crew-tee.md`. */
  file: string;
  /** The colour's name as its file writes it (`- name: White`). */
  colour: string;
  /** The colour's `soldOut` line with this size added, indented as the files write it. */
  line: string;
  /** The build already has this size sold out. */
  already: boolean;
}

/** The product file's name, from its photos' folder (`/images/shop/products/<file>.<hash>`). */
function fileOf(product: Pick<Product, 'photoDir'>): string {
  const folder = product.photoDir.slice(product.photoDir.lastIndexOf('/') + 1);
  return `shop/products/${folder.replace(/\.[0-9a-f]+$/, '')}.md`;
}

/**
 * The line that marks `size` of `colour` sold out: the colour's soldOut list with the size added,
 * sizes in the shop's order (`soldOut: [Small, XL]`). Null when the catalogue does not know the
 * product or colour (a message from an older build): there is no file to change.
 */
export function soldOutLine(productId: number | null, colour: string, size: string, catalogue: readonly Product[] = products): SoldOutLine | null {
  const product = catalogue.find((each) => each.id === productId);
  const shade = product?.colours.find((each) => each.name.toLowerCase() === colour.toLowerCase() || each.id === colour.toLowerCase());
  if (!product || !shade || !(allSizes as readonly string[]).includes(size)) return null;
  const sold = new Set<string>([...shade.soldOut, size]);
  const line = `    soldOut: [${allSizes.filter((each) => sold.has(each)).join(', ')}]`;
  return { file: fileOf(product), colour: shade.name, line, already: (shade.soldOut as readonly string[]).includes(size) };
}
