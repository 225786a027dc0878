import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { cartStore } from '@/features/cart/cart-store';
import { findProduct } from '@/features/catalogue';
import { noticeStore } from '@/lib/notices';
import { cartLine, firstColour } from '@/test/orders';
import { resetStores } from '@/test/stores';
import { takeAddRequest, takeHeldAdds } from './add-request';
import { HELD_ADDS_KEY } from './pending-adds';

function visit(url: string) {
  const { pathname, search, hash } = new URL(url, 'https://rangeela.example');
  const history = { state: { key: 'k' }, replaceState: vi.fn() };
  takeAddRequest({ pathname, search, hash }, history);
  return history;
}

const lastNotice = () => noticeStore.getState().notices.at(-1)?.message;

beforeEach(resetStores);

describe('takeAddRequest (start-up)', () => {
  it('adds the requested line once, in its colour, and makes the address plain /cart', () => {
    const colour = firstColour(7);
    const history = visit(paths.cartAdd({ productId: 7, colour: colour.id, size: 'XL', quantity: 2 }));
    expect(cartStore.getState().lines).toEqual([cartLine(7, 'XL', 2)]);
    expect(lastNotice()).toBe(`Added 2 × ${findProduct(7)!.title} (${colour.name}, XL) to your cart.`);
    expect(history.replaceState).toHaveBeenCalledExactlyOnceWith({ key: 'k' }, '', paths.cart());
  });

  it('adds the product’s first colour for an address made before colours', () => {
    visit('/cart?add=7&size=Medium&qty=1');
    expect(cartStore.getState().lines).toEqual([cartLine(7, 'Medium', 1)]);
    expect(lastNotice()).toBe(`Added 1 × ${findProduct(7)!.title} (${firstColour(7).name}, Medium) to your cart.`);
  });

  it('also takes /cart/ with a trailing slash', () => {
    visit('/cart/?add=3&size=Small&qty=1');
    expect(cartStore.getState().lines).toEqual([cartLine(3, 'Small', 1)]);
  });

  it('refuses a colour the product does not come in, adds nothing, and tidies the address', () => {
    const history = visit('/cart?add=3&colour=mauve&size=Small&qty=1');
    expect(cartStore.getState().lines).toEqual([]);
    expect(lastNotice()).toMatch(/does not come in that colour/);
    expect(history.replaceState).toHaveBeenCalledOnce();
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

describe('takeHeldAdds (start-up)', () => {
  const session = (value: string | null) => {
    const items = new Map<string, string>(value === null ? [] : [[HELD_ADDS_KEY, value]]);
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, next: string) => void items.set(key, next),
      removeItem: (key: string) => void items.delete(key),
    };
  };
  const THIS_PAGE = 2000.5;

  it('carries out, once, an add held on a page the visitor left before its app was ready', () => {
    const store = session(JSON.stringify([{ id: 'a', page: 1000.25, query: 'add=5&size=XL&qty=2' }]));
    takeHeldAdds(store, THIS_PAGE);
    expect(cartStore.getState().lines).toEqual([cartLine(5, 'XL', 2)]);
    expect(lastNotice()).toBe(`Added 2 × ${findProduct(5)!.title} (${firstColour(5).name}, XL) to your cart.`);
    expect(store.items.has(HELD_ADDS_KEY)).toBe(false);
    takeHeldAdds(store, THIS_PAGE);
    expect(cartStore.getState().lines).toEqual([cartLine(5, 'XL', 2)]);
  });

  it('carries out a held add with its colour', () => {
    const store = session(JSON.stringify([{ id: 'e', page: 1000.25, query: `add=6&colour=${firstColour(6).id}&size=Large&qty=1` }]));
    takeHeldAdds(store, THIS_PAGE);
    expect(cartStore.getState().lines).toEqual([cartLine(6, 'Large', 1)]);
  });

  it('leaves this page’s own held add to the early script, which carries it out at the ready mark', () => {
    const mine = { id: 'b', page: THIS_PAGE, query: 'add=3&size=Small&qty=1' };
    const store = session(JSON.stringify([mine, { id: 'c', page: 1, query: 'add=4&size=Large&qty=1' }]));
    takeHeldAdds(store, THIS_PAGE);
    expect(cartStore.getState().lines).toEqual([cartLine(4, 'Large', 1)]);
    expect(JSON.parse(store.items.get(HELD_ADDS_KEY)!)).toEqual([mine]);
  });

  it('checks each record like an address, and drops what cannot be read', () => {
    for (const value of ['{not json', '{"query":"add=1"}', JSON.stringify([null, 7, { page: 1 }, { page: 1, query: 'add=99&size=XL' }])]) {
      const store = session(value);
      takeHeldAdds(store, THIS_PAGE);
      expect(store.items.has(HELD_ADDS_KEY)).toBe(false);
    }
    expect(cartStore.getState().lines).toEqual([]);
    expect(lastNotice()).toMatch(/not in our shop/);
  });

  it('does nothing without session storage, or when the records cannot be removed (it could add twice)', () => {
    takeHeldAdds(undefined, THIS_PAGE);
    const store = session(JSON.stringify([{ id: 'd', page: 1, query: 'add=5&size=XL&qty=1' }]));
    store.removeItem = () => {
      throw new Error('SecurityError');
    };
    takeHeldAdds(store, THIS_PAGE);
    expect(cartStore.getState().lines).toEqual([]);
  });
});
