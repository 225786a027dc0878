import { findColour, findProduct, inStock } from '@/features/catalogue';
import { notify } from '@/lib/notices';
import { addMessage, lineName, type Size } from './cart-lines';
import { isSize, sizes } from './sizes';
import { cartActions } from './cart-store';
import { parseQuantity } from './quantity';

/** An add-to-cart sent as an address (`/cart?add=5&colour=indigo&size=XL&qty=2`) before the app could take it. */
export type AddRequest =
  | { kind: 'none' }
  | { kind: 'add'; productId: number; colour: string; size: Size; quantity: number }
  | { kind: 'invalid'; message: string };

/**
 * Reads an add request from the cart page's search parameters, checked like any input: a known
 * product id written canonically, one of its colours (none given: its first, as links made before
 * colours said nothing of them), a size of the sizes in stock in that colour, a whole quantity
 * (clamped to 1–10).
 */
export function readAddRequest(params: URLSearchParams): AddRequest {
  const add = params.get('add');
  if (add === null) return { kind: 'none' };
  const product = /^[1-9]\d{0,4}$/.test(add) ? findProduct(Number(add)) : undefined;
  const size = params.get('size') ?? '';
  const quantity = parseQuantity(params.get('qty') ?? '1');
  if (!product) return { kind: 'invalid', message: 'That product is not in our shop, so nothing was added to your cart.' };
  const colourParam = params.get('colour');
  const colour = colourParam === null ? product.colours[0] : findColour(product, colourParam);
  if (!colour) return { kind: 'invalid', message: `${product.title} does not come in that colour, so nothing was added to your cart. Please choose a colour on its page.` };
  if (!isSize(size)) return { kind: 'invalid', message: `Please choose a size (${sizes.join(', ')}) on the product page, then add it again.` };
  if (!inStock(colour, size)) return { kind: 'invalid', message: `${lineName(product.title, colour.name, size)} is sold out, so nothing was added to your cart.` };
  if (quantity.kind === 'refused') return { kind: 'invalid', message: `${quantity.message} Nothing was added to your cart.` };
  return { kind: 'add', productId: product.id, colour: colour.id, size, quantity: quantity.quantity };
}

/**
 * Carries out an add request and tells the visitor what happened, in the same words as the
 * add-to-cart controls (a request that cannot be used is refused with a message, nothing added).
 */
export function applyAddRequest(request: AddRequest): void {
  if (request.kind === 'none') return;
  if (request.kind === 'invalid') {
    notify({ id: 'cart-add-request', tone: 'error', message: request.message });
    return;
  }
  const product = findProduct(request.productId);
  const colour = product && findColour(product, request.colour);
  const name = lineName(product?.title ?? 'This T-shirt', colour?.name ?? request.colour, request.size);
  const result = cartActions.add({ productId: request.productId, colour: request.colour, size: request.size }, request.quantity);
  notify({ id: 'cart-add-request', tone: result.added > 0 ? 'success' : 'info', message: addMessage(name, result) });
}
