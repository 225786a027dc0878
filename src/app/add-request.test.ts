import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { cartStore } from '@/features/cart/cart-store';
import { noticeStore } from '@/lib/notices';
import { resetStores } from '@/test/stores';
import { takeAddRequest } from './add-request';

function visit(url: string) {
  const { pathname, search, hash } = new URL(url, 'https://rangeela.example');
  const history = { state: { key: 'k' }, replaceState: vi.fn() };
  takeAddRequest({ pathname, search, hash }, history);
  return history;
}

const lastNotice = () => noticeStore.getState().notices.at(-1)?.message;

beforeEach(resetStores);

describe('takeAddRequest (start-up)', () => {
  it('adds the requested line once and makes the address plain /cart', () => {
    const history = visit(paths.cartAdd({ productId: 7, size: 'XL', quantity: 2 }));
    expect(cartStore.getState().lines).toEqual([{ productId: 7, size: 'XL', quantity: 2 }]);
    expect(lastNotice()).toMatch(/^Added 2 × .+ \(XL\) to your cart\.$/);
    expect(history.replaceState).toHaveBeenCalledExactlyOnceWith({ key: 'k' }, '', paths.cart());
  });

  it('also takes /cart/ with a trailing slash', () => {
    visit('/cart/?add=3&size=Small&qty=1');
    expect(cartStore.getState().lines).toEqual([{ productId: 3, size: 'Small', quantity: 1 }]);
  });

  it('refuses an unusable request with a message, adds nothing, and still tidies the address', () => {
    const history = visit('/cart?add=3&size=Tiny&qty=1');
    expect(cartStore.getState().lines).toEqual([]);
    expect(lastNotice()).toMatch(/choose a size/);
    expect(history.replaceState).toHaveBeenCalledOnce();
  });

  it('leaves every other address alone', () => {
    for (const url of [paths.cart(), paths.shop({ q: 'kite' }), '/sproduct/5?add=5&size=XL&qty=1']) {
      expect(visit(url).replaceState).not.toHaveBeenCalled();
    }
    expect(cartStore.getState().lines).toEqual([]);
  });
});
