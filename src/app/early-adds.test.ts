import { afterEach, describe, expect, it } from 'vitest';
import { products } from '@/features/catalogue';
import { lineName } from '@/features/cart';
import { noticeStore } from '@/lib/notices';
import { sayEarlyAdds } from './early-adds';
import { EARLY_ADDS_KEY } from './pending-adds';

/** What the early script writes down for a quick add it carried out (src/app/early/). */
const tee = products[0]!;
const colour = tee.colours[0]!;
const record = (page: number, more: Record<string, unknown> = {}) => ({ page, productId: tee.id, colour: colour.id, size: 'Large', kind: 'added', added: 1, quantity: 1, ...more });
const messages = () => noticeStore.getState().notices.map((notice) => notice.message);

afterEach(() => {
  sessionStorage.clear();
  noticeStore.setState({ notices: [] });
});

describe('quick adds the early script carried out', () => {
  it('are said once, in the app’s words with the way to the cart, for this page only, and the record is gone', () => {
    sessionStorage.setItem(EARLY_ADDS_KEY, JSON.stringify([record(1), record(2, { kind: 'merged', quantity: 2 })]));
    sayEarlyAdds(sessionStorage, 2);
    expect(messages()).toEqual([`Added 1 × ${lineName(tee.title, colour.name, 'Large')} to your cart. You have 2 in this size.`]);
    expect(noticeStore.getState().notices[0]).toMatchObject({ tone: 'success', action: { label: 'View cart', href: '/cart' } });
    expect(sessionStorage.getItem(EARLY_ADDS_KEY)).toBeNull();
    sayEarlyAdds(sessionStorage, 2);
    expect(messages()).toHaveLength(1);
  });

  it.each([
    ['unreadable text', '{oops'],
    ['not a list', JSON.stringify(record(3))],
    ['an unknown product', JSON.stringify([record(3, { productId: 99999 })])],
    ['an unknown colour', JSON.stringify([record(3, { colour: 'plaid' })])],
    ['an unknown size', JSON.stringify([record(3, { size: 'XXXL' })])],
    ['an unknown kind', JSON.stringify([record(3, { kind: 'stolen' })])],
    ['more added than the line holds', JSON.stringify([record(3, { added: 3, quantity: 2 })])],
    ['more than the most per line', JSON.stringify([record(3, { added: 11, quantity: 11 })])],
  ])('say nothing of %s, and drop it', (_case, text) => {
    sessionStorage.setItem(EARLY_ADDS_KEY, text);
    sayEarlyAdds(sessionStorage, 3);
    expect(messages()).toEqual([]);
    expect(sessionStorage.getItem(EARLY_ADDS_KEY)).toBeNull();
  });

  it('say nothing where the record cannot be removed (it might be said twice), or without session storage', () => {
    const stuck = { getItem: () => JSON.stringify([record(4)]), removeItem: () => { throw new DOMException('refused', 'SecurityError'); } };
    sayEarlyAdds(stuck, 4);
    sayEarlyAdds(undefined, 4);
    expect(messages()).toEqual([]);
  });
});
