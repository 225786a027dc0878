import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { products } from '@/features/catalogue/data/products';
import { noticeStore } from '@/lib/notices';
import { createMemoryStore, createStorageAdapter, type MemoryStore, type StorageProblem } from '@/lib/storage';
import { resetStores } from '@/test/stores';
import type { CartLine } from './cart-lines';
import { connectCart } from './cart-persistence';
import { cartActions, cartStore } from './cart-store';

const lines: CartLine[] = [
  { productId: 1, size: 'Small', quantity: 2 },
  { productId: 7, size: 'XL', quantity: 3 },
];

let disconnect: (() => void) | null = null;

function connect(initial: Record<string, string> = {}) {
  const memory: MemoryStore = createMemoryStore(initial);
  const events = new EventTarget();
  const storage = createStorageAdapter({ backend: () => memory, events });
  const problems: StorageProblem[] = [];
  storage.onProblem((problem) => problems.push(problem));
  disconnect = connectCart(storage);
  return { memory, events, problems };
}

/** The stored cart without its change times (cart-merge.test.ts is about those). */
function stored(memory: MemoryStore): unknown {
  const raw = memory.data.get('cart');
  if (raw === undefined) return undefined;
  const cart = JSON.parse(raw) as Record<string, unknown>;
  delete cart.changes;
  return cart;
}

/** The cart's lines and coupon, as a visitor sees them. */
function contents() {
  const { lines, coupon } = cartStore.getState();
  return { lines, coupon };
}

beforeEach(resetStores);
afterEach(() => {
  disconnect?.();
  disconnect = null;
  resetStores();
});

describe('cart actions', () => {
  it('adds, merges, caps, sets and removes lines', () => {
    expect(cartActions.add(1, 'Small', 2)).toEqual({ kind: 'added', added: 2, quantity: 2 });
    expect(cartActions.add(1, 'Small', 3)).toEqual({ kind: 'merged', added: 3, quantity: 5 });
    expect(cartActions.add(1, 'Small', 9)).toEqual({ kind: 'capped', added: 5, quantity: 10 });
    expect(cartActions.add(2, 'XL', 1)).toEqual({ kind: 'added', added: 1, quantity: 1 });
    cartActions.setQuantity('2:XL', 4);
    expect(cartStore.getState().lines).toEqual([
      { productId: 1, size: 'Small', quantity: 10 },
      { productId: 2, size: 'XL', quantity: 4 },
    ]);
    cartActions.remove('1:Small');
    expect(cartStore.getState().lines).toEqual([{ productId: 2, size: 'XL', quantity: 4 }]);
  });

  it('drops the coupon when the last line goes', () => {
    cartActions.add(1, 'Small', 1);
    cartActions.add(2, 'Small', 1);
    cartActions.setCoupon('TEN');
    cartActions.remove('1:Small');
    expect(cartStore.getState().coupon).toBe('TEN');
    cartActions.remove('2:Small');
    expect(contents()).toEqual({ lines: [], coupon: null });
  });
});

describe('connectCart', () => {
  it('loads a valid stored cart', () => {
    connect({ cart: JSON.stringify({ version: 1, lines, coupon: null }) });
    expect(contents()).toEqual({ lines, coupon: null });
  });

  it('loads a stored cart without a coupon field', () => {
    connect({ cart: JSON.stringify({ version: 1, lines }) });
    expect(contents()).toEqual({ lines, coupon: null });
  });

  it('starts empty when nothing is stored, without writing anything', () => {
    const { memory, problems } = connect();
    expect(contents()).toEqual({ lines: [], coupon: null });
    expect(memory.data.size).toBe(0);
    expect(problems).toEqual([]);
  });

  it('saves every change as {version: 1, lines, coupon}', () => {
    const { memory } = connect();
    cartActions.add(3, 'Large', 1);
    expect(stored(memory)).toEqual({ version: 1, lines: [{ productId: 3, size: 'Large', quantity: 1 }], coupon: null });
    cartActions.add(3, 'Large', 2);
    expect(stored(memory)).toEqual({ version: 1, lines: [{ productId: 3, size: 'Large', quantity: 3 }], coupon: null });
    cartActions.add(5, 'XXL', 1);
    cartActions.setQuantity('3:Large', 7);
    cartActions.setCoupon('TEN');
    expect(stored(memory)).toEqual({
      version: 1,
      lines: [
        { productId: 3, size: 'Large', quantity: 7 },
        { productId: 5, size: 'XXL', quantity: 1 },
      ],
      coupon: 'TEN',
    });
    cartActions.remove('3:Large');
    expect(stored(memory)).toEqual({ version: 1, lines: [{ productId: 5, size: 'XXL', quantity: 1 }], coupon: 'TEN' });
    cartActions.remove('5:XXL');
    expect(stored(memory)).toEqual({ version: 1, lines: [], coupon: null });
  });

  it('merges duplicate stored lines (e.g. a hand-edited value)', () => {
    connect({
      cart: JSON.stringify({
        version: 1,
        lines: [
          { productId: 1, size: 'Small', quantity: 6 },
          { productId: 2, size: 'XL', quantity: 1 },
          { productId: 1, size: 'Small', quantity: 6 },
        ],
        coupon: null,
      }),
    });
    expect(cartStore.getState().lines).toEqual([
      { productId: 1, size: 'Small', quantity: 10 },
      { productId: 2, size: 'XL', quantity: 1 },
    ]);
  });

  it.each([
    ['corrupt JSON', '{"version":1,"lines":['],
    ['version 2', JSON.stringify({ version: 2, lines, coupon: null })],
    ['quantity 0', JSON.stringify({ version: 1, lines: [{ productId: 1, size: 'Small', quantity: 0 }], coupon: null })],
    ['quantity 2.5', JSON.stringify({ version: 1, lines: [{ productId: 1, size: 'Small', quantity: 2.5 }], coupon: null })],
    ["size 'M'", JSON.stringify({ version: 1, lines: [{ productId: 1, size: 'M', quantity: 1 }], coupon: null })],
    ['lines not an array', JSON.stringify({ version: 1, lines: {}, coupon: null })],
    ['an array', JSON.stringify(lines)],
  ])('sets aside %s under cart.backup with the original text and starts empty', (_what, raw) => {
    const { memory, problems } = connect({ cart: raw });
    expect(contents()).toEqual({ lines: [], coupon: null });
    expect(memory.data.get('cart.backup')).toBe(raw);
    expect(memory.data.has('cart')).toBe(false);
    expect(problems).toEqual([{ kind: 'set-aside', key: 'cart', backupKey: 'cart.backup' }]);
    // The cart works and saves again.
    cartActions.add(2, 'Large', 1);
    expect(stored(memory)).toEqual({ version: 1, lines: [{ productId: 2, size: 'Large', quantity: 1 }], coupon: null });
    expect(memory.data.get('cart.backup')).toBe(raw);
  });

  it('drops lines for unknown products (e.g. id 99) with a notice, keeping the rest', () => {
    connect({
      cart: JSON.stringify({
        version: 1,
        lines: [
          { productId: 99, size: 'Small', quantity: 1 },
          { productId: 7, size: 'XL', quantity: 3 },
          { productId: 17, size: 'Large', quantity: 2 },
        ],
        coupon: null,
      }),
    });
    expect(cartStore.getState().lines).toEqual([{ productId: 7, size: 'XL', quantity: 3 }]);
    const notices = noticeStore.getState().notices;
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(/no longer sold/);
  });

  it('brings a line saved as more than 10 down to 10 and says so; the other lines stay as they were', () => {
    const { memory } = connect({
      cart: JSON.stringify({
        version: 1,
        lines: [
          { productId: 7, size: 'XL', quantity: 12 },
          { productId: 2, size: 'Small', quantity: 1 },
        ],
        coupon: null,
      }),
    });
    expect(cartStore.getState().lines).toEqual([
      { productId: 7, size: 'XL', quantity: 10 },
      { productId: 2, size: 'Small', quantity: 1 },
    ]);
    const title = products.find((p) => p.id === 7)!.title;
    expect(noticeStore.getState().notices.map((n) => n.message)).toEqual([
      `We tidied your saved cart. ${title} (XL) was saved as 12; at most 10 of a size can be ordered, so it now has 10.`,
    ]);
    expect(memory.data.has('cart.backup')).toBe(false);
    expect(stored(memory)).toEqual({ version: 1, lines: cartStore.getState().lines, coupon: null });
  });

  it('puts together a product and size stored on two lines, capped at 10, and says what changed', () => {
    const title = (id: number) => products.find((p) => p.id === id)!.title;
    const { memory } = connect({
      cart: JSON.stringify({
        version: 1,
        lines: [
          { productId: 7, size: 'XL', quantity: 7 },
          { productId: 2, size: 'Small', quantity: 1 },
          { productId: 7, size: 'XL', quantity: 7 },
          { productId: 2, size: 'Small', quantity: 2 },
          { productId: 3, size: 'Large', quantity: 4 },
        ],
        coupon: null,
      }),
    });
    expect(cartStore.getState().lines).toEqual([
      { productId: 7, size: 'XL', quantity: 10 },
      { productId: 2, size: 'Small', quantity: 3 },
      { productId: 3, size: 'Large', quantity: 4 },
    ]);
    expect(noticeStore.getState().notices.map((n) => n.message)).toEqual([
      `We tidied your saved cart. ${title(7)} (XL) was saved on 2 lines, 14 in all; at most 10 of a size can be ordered, so it now has 10. ` +
        `${title(2)} (Small) was saved on 2 lines, so they were put together: 3 in all.`,
    ]);
    // Stored as corrected, so the next page load has nothing to tidy or to say.
    expect(stored(memory)).toEqual({ version: 1, lines: cartStore.getState().lines, coupon: null });
  });

  it('shows no notice when every stored product is known', () => {
    connect({ cart: JSON.stringify({ version: 1, lines, coupon: null }) });
    expect(noticeStore.getState().notices).toEqual([]);
  });

  it('keeps working in memory when a write fails, and reports the problem', () => {
    const { memory, problems } = connect({ cart: JSON.stringify({ version: 1, lines, coupon: null }) });
    memory.failWrites = true;
    cartActions.add(3, 'Large', 1);
    expect(cartStore.getState().lines).toEqual([...lines, { productId: 3, size: 'Large', quantity: 1 }]);
    expect(problems).toContainEqual({ kind: 'write-failed', key: 'cart' });
    // The stored cart is unchanged.
    expect(stored(memory)).toEqual({ version: 1, lines, coupon: null });
    cartActions.setQuantity('1:Small', 5);
    expect(cartStore.getState().lines[0]).toEqual({ productId: 1, size: 'Small', quantity: 5 });
  });

  it('follows another tab’s change without writing it back', () => {
    const { memory, events } = connect({ cart: JSON.stringify({ version: 1, lines, coupon: null }) });
    // The other tab removed this tab's two lines and added one, after this tab last changed them.
    const later = Date.now() + 1_000;
    const other = { version: 1, lines: [{ productId: 9, size: 'XXL', quantity: 4 }], coupon: null, changes: { '1:Small': later, '7:XL': later, '9:XXL': later } };
    const raw = JSON.stringify(other);
    // The other tab has written it; this tab must not write again (that would echo back forever).
    memory.data.set('cart', raw);
    const writes: string[] = [];
    const setItem = memory.setItem.bind(memory);
    memory.setItem = (key, value) => {
      writes.push(key);
      setItem(key, value);
    };
    events.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: raw }));
    expect(contents()).toEqual({ lines: other.lines, coupon: null });
    expect(writes).toEqual([]);
    expect(memory.data.get('cart')).toBe(raw);
    // Later local changes are saved as usual.
    cartActions.add(9, 'XXL', 1);
    expect(writes).toEqual(['cart']);
    expect(stored(memory)).toEqual({ version: 1, coupon: null, lines: [{ productId: 9, size: 'XXL', quantity: 5 }] });
  });

  it('merges another tab’s new line with this tab’s own, and writes the merged cart for the other tab', () => {
    const { memory, events } = connect();
    cartActions.add(1, 'Large', 1);
    const mine = JSON.parse(memory.data.get('cart') ?? '{}') as { changes: Record<string, number> };
    // The other tab had not seen our line yet when it saved its own add.
    const theirs = JSON.stringify({ version: 1, lines: [{ productId: 2, size: 'XL', quantity: 1 }], coupon: null, changes: { '2:XL': mine.changes['1:Large'] } });
    memory.data.set('cart', theirs);
    events.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: theirs }));
    // In the incoming cart's order, then ours: the other tab, taking this back in, has nothing to write.
    const both = [
      { productId: 2, size: 'XL', quantity: 1 },
      { productId: 1, size: 'Large', quantity: 1 },
    ];
    expect(contents().lines).toEqual(both);
    expect((stored(memory) as { lines: unknown[] }).lines).toEqual(both);
  });

  it('re-reads storage before saving: a line another tab stored meanwhile is kept with ours', () => {
    const { memory } = connect();
    cartActions.add(1, 'Large', 1);
    // Another tab wrote, and its storage event has not arrived yet.
    const stamp = Date.now();
    memory.data.set(
      'cart',
      JSON.stringify({ version: 1, lines: [{ productId: 1, size: 'Large', quantity: 1 }, { productId: 3, size: 'Small', quantity: 2 }], coupon: null, changes: { '1:Large': stamp - 1, '3:Small': stamp } }),
    );
    cartActions.add(4, 'XXL', 1);
    // This tab's lines in its order, then the one it had not seen.
    const expected = [
      { productId: 1, size: 'Large', quantity: 1 },
      { productId: 4, size: 'XXL', quantity: 1 },
      { productId: 3, size: 'Small', quantity: 2 },
    ];
    expect((stored(memory) as { lines: unknown[] }).lines).toEqual(expected);
    expect(contents().lines).toEqual(expected);
  });

  it('an emptied cart (an order placed) marks every line removed, so another tab’s older copy brings none back', () => {
    const { memory, events } = connect();
    cartActions.add(1, 'Large', 2);
    const before = memory.data.get('cart') ?? '';
    cartActions.clear();
    expect(contents()).toEqual({ lines: [], coupon: null });
    // A tab that still shows the old cart sends it back: the removal is later, so it stays empty.
    events.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: before }));
    expect(contents()).toEqual({ lines: [], coupon: null });
  });

  it('empties when another tab clears the storage', () => {
    const { events } = connect({ cart: JSON.stringify({ version: 1, lines, coupon: null }) });
    events.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(contents()).toEqual({ lines: [], coupon: null });
  });

  it('ignores storage events for other keys', () => {
    const { events } = connect({ cart: JSON.stringify({ version: 1, lines, coupon: null }) });
    events.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: '"darkMode"' }));
    expect(cartStore.getState().lines).toEqual(lines);
  });

  it('stops saving and following other tabs once disconnected', () => {
    const { memory, events } = connect();
    disconnect?.();
    disconnect = null;
    cartActions.add(1, 'Small', 1);
    expect(memory.data.has('cart')).toBe(false);
    events.dispatchEvent(
      new StorageEvent('storage', { key: 'cart', newValue: JSON.stringify({ version: 1, lines, coupon: null }) }),
    );
    expect(cartStore.getState().lines).toEqual([{ productId: 1, size: 'Small', quantity: 1 }]);
  });
});
