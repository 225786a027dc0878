import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '@/lib/notices';
import { createMemoryStore, createStorageAdapter } from '@/lib/storage';
import { cartLine } from '@/test/orders';
import { resetStores } from '@/test/stores';
import { connectCart } from './cart-persistence';
import { cartStore } from './cart-store';

// The catalogue's lookup cannot be loaded (offline, its chunk not kept, or a new release took it):
// the cart the visitor saved is still tidied, and the notice still says what changed.
vi.mock('@/features/catalogue/load-lookup', () => ({ loadLookup: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) }));

describe('a stored cart tidied when the catalogue’s lookup cannot load', () => {
  let disconnect: (() => void) | undefined;
  afterEach(() => {
    disconnect?.();
    resetStores();
  });

  it('is tidied all the same, and the notice names each line by its colour and size', async () => {
    const memory = createMemoryStore({ cart: JSON.stringify({ version: 2, lines: [cartLine(7, 'XL', 7), cartLine(7, 'XL', 7)], coupon: null }) });
    disconnect = connectCart(createStorageAdapter({ backend: () => memory, events: new EventTarget() }));
    expect(cartStore.getState().lines).toEqual([cartLine(7, 'XL', 10)]);
    await vi.waitFor(() => expect(noticeStore.getState().notices).not.toHaveLength(0));
    expect(noticeStore.getState().notices.map((notice) => notice.message)).toEqual([
      `We tidied your saved cart. A T-shirt (${cartLine(7, 'XL', 1).colour}, XL) was saved on 2 lines, 14 in all; at most 10 of a size can be ordered, so it now has 10.`,
    ]);
  });
});
