import { paths } from '@/config/paths';
import { applyAddRequest, readAddRequest } from '@/features/cart';
import { normalisePath } from './hydration';

/**
 * An add-to-cart form sent before the app ran arrives as a page load of `/cart?add=5&size=XL&qty=2`.
 * At start-up, once the cart is connected and before React renders, the request is carried out
 * (or refused with a message) and the address becomes plain `/cart` in place: the request is used
 * exactly once, and neither a reload nor Back brings it back.
 */
export function takeAddRequest(location: Pick<Location, 'pathname' | 'search' | 'hash'>, history: Pick<History, 'state' | 'replaceState'>): void {
  if (normalisePath(location.pathname) !== paths.cart() || location.search === '') return;
  const request = readAddRequest(new URLSearchParams(location.search));
  if (request.kind === 'none') return;
  applyAddRequest(request);
  history.replaceState(history.state, '', paths.cart() + location.hash);
}
