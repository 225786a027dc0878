import { afterEach, describe, expect, it } from 'vitest';
import { testDevice } from '@/test/device';
import { KEPT_RECENT, shownRecent, SHOWN_RECENT, viewed } from './recent-rules';
import { clearRecent, connectRecent, recentStore, recordView } from './recent-store';


afterEach(() => recentStore.setState({ ids: [] }));

describe('recently viewed rules', () => {
  it('puts the latest first, each product once, keeping one more than is shown', () => {
    expect(viewed([], 4)).toEqual([4]);
    expect(viewed([4, 9], 9)).toEqual([9, 4]);
    const many = Array.from({ length: 12 }, (_, index) => index + 1).reduce<number[]>(viewed, []);
    expect(many).toHaveLength(KEPT_RECENT);
    expect(many[0]).toBe(12);
  });

  it('shows at most eight, never the product on screen nor one the shop no longer sells', () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(shownRecent(ids, 1, () => true)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(shownRecent(ids, undefined, () => true)).toHaveLength(SHOWN_RECENT);
    expect(shownRecent([3, 99, 5], 5, (id) => id <= 16)).toEqual([3]);
  });
});

describe('the recently viewed store', () => {
  it('records views under `recent` and clears them', () => {
    const { storage, backend } = testDevice();
    recordView(3, storage);
    recordView(8, storage);
    expect(backend.getItem('recent')).toBe('[8,3]');
    clearRecent();
    expect(backend.getItem('recent')).toBeNull();
  });

  it('sets an unreadable value aside and starts afresh, the cart untouched', () => {
    const { storage, backend, problems } = testDevice({ recent: '{"nope":1}', cart: '"kept as it is"' });
    connectRecent(storage);
    expect(recentStore.getState().ids).toEqual([]);
    expect(backend.getItem('recent.backup')).toBe('{"nope":1}');
    expect(backend.getItem('cart')).toBe('"kept as it is"');
    expect(problems).toEqual([{ kind: 'set-aside', key: 'recent', backupKey: 'recent.backup' }]);
  });

  it('takes in another tab’s views', () => {
    const { storage, backend, events } = testDevice();
    connectRecent(storage);
    backend.setItem('recent', '[6,2]');
    events.dispatchEvent(new StorageEvent('storage', { key: 'recent', newValue: '[6,2]' }));
    expect(recentStore.getState().ids).toEqual([6, 2]);
  });
});
