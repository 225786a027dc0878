import { afterEach, describe, expect, it } from 'vitest';
import { testDevice } from '@/test/device';
import { connectWishlist, wishlistActions, wishlistStore } from './wishlist-store';


afterEach(() => wishlistStore.setState({ ids: [] }));

describe('the wishlist store', () => {
  it('keeps what is saved under `wishlist`, latest first, and removes the key when emptied', () => {
    const { storage, backend } = testDevice();
    connectWishlist(storage);
    wishlistActions.toggle(3);
    wishlistActions.toggle(7);
    expect(backend.getItem('wishlist')).toBe('[7,3]');
    wishlistActions.remove(7);
    wishlistActions.toggle(3);
    expect(backend.getItem('wishlist')).toBeNull();
  });

  it('reads the saved list back on the next visit', () => {
    const { storage } = testDevice({ wishlist: '[12,4]' });
    connectWishlist(storage);
    expect(wishlistStore.getState().ids).toEqual([12, 4]);
  });

  it('sets a corrupt value aside, starts empty and leaves the cart and everything else alone', () => {
    const cart = '{"version":2,"lines":[],"changes":{}}';
    const { storage, backend, problems } = testDevice({ wishlist: '["3", {"id": 7}]', cart, pin: '"560001"' });
    connectWishlist(storage);
    expect(wishlistStore.getState().ids).toEqual([]);
    expect(backend.getItem('wishlist.backup')).toBe('["3", {"id": 7}]');
    expect(backend.getItem('cart')).toBe(cart);
    expect(backend.getItem('pin')).toBe('"560001"');
    expect(problems).toEqual([{ kind: 'set-aside', key: 'wishlist', backupKey: 'wishlist.backup' }]);
  });

  it('takes in another tab’s changes', () => {
    const { storage, otherTab } = testDevice({ wishlist: '[1]' });
    connectWishlist(storage);
    otherTab('wishlist', '[5,1]');
    expect(wishlistStore.getState().ids).toEqual([5, 1]);
    otherTab('wishlist', null);
    expect(wishlistStore.getState().ids).toEqual([]);
  });

  it('saves a shared list in one go', () => {
    const { storage, backend } = testDevice({ wishlist: '[2]' });
    connectWishlist(storage);
    wishlistActions.saveAll([3, 2, 9]);
    expect(backend.getItem('wishlist')).toBe('[3,9,2]');
  });
});
