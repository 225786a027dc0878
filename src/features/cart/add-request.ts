import { findProduct, isProductId } from '@/features/catalogue';
import { notify } from '@/lib/notices';
import { addMessage, isSize, type Size } from './cart-lines';
import { cartActions } from './cart-store';
import { parseQuantity } from './quantity';

/** An add-to-cart sent as an address (`/cart?add=5&size=XL&qty=2`) before the app could take it. */
export type AddRequest =
  | { kind: 'none' }
  | { kind: 'add'; productId: number; size: Size; quantity: number }
  | { kind: 'invalid'; message: string };

/**
 * Reads an add request from the cart page's search parameters, checked like any input: a known
 * product id written canonically, one of the four sizes, a whole quantity (clamped to 1–10).
 */
export function readAddRequest(params: URLSearchParams): AddRequest {
  const add = params.get('add');
  if (add === null) return { kind: 'none' };
  const productId = /^[1-9]\d{0,2}$/.test(add) ? Number(add) : Number.NaN;
  const size = params.get('size') ?? '';
  const quantity = parseQuantity(params.get('qty') ?? '1');
  if (!isProductId(productId)) return { kind: 'invalid', message: 'That product is not in our shop, so nothing was added to your cart.' };
  if (!isSize(size)) return { kind: 'invalid', message: 'Please choose a size (Small, Large, XL or XXL) on the product page, then add it again.' };
  if (quantity.kind === 'refused') return { kind: 'invalid', message: `${quantity.message} Nothing was added to your cart.` };
  return { kind: 'add', productId, size, quantity: quantity.quantity };
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
  const title = findProduct(request.productId)?.title ?? 'This T-shirt';
  const result = cartActions.add(request.productId, request.size, request.quantity);
  notify({
    id: 'cart-add-request',
    tone: result.added > 0 ? 'success' : 'info',
    message: addMessage(title, request.size, result),
  });
}
