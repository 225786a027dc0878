import { paths } from '@/config/paths';
import type { Product, ProductColour } from '@/features/catalogue';
import { notify } from '@/lib/notices';
import { addMessage, lineName, type AddResult, type Size } from './cart-lines';

/** Says what a quick add did, with the way to the cart: the same words however the add was carried out. */
export function tellAdded(product: Product, colour: ProductColour, size: Size, result: AddResult): void {
  notify({
    id: `cart-add-${product.id}`,
    tone: result.added > 0 ? 'success' : 'info',
    message: addMessage(lineName(product.title, colour.name, size), result),
    action: { label: 'View cart', href: paths.cart() },
  });
}
