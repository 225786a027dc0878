import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { products } from '@/features/catalogue/data/products';
import { noticeStore } from '@/lib/notices';
import { createMemoryStore, createStorageAdapter, type MemoryStore, type StorageProblem } from '@/lib/storage';
import { cartLine, firstColour, firstColourKey } from '@/test/orders';
import { resetStores } from '@/test/stores';
import { COUPON_CHANGE, lineName, type CartLine, type Size } from './cart-lines';
import { CART_VERSION, connectCart } from './cart-persistence';
import { cartActions, cartStore } from './cart-store';

const lines: CartLine[] = [cartLine(1, 'Small', 2), cartLine(7, 'XL', 3)];

/** Adds a catalogue product in its first colour. */
function add(productId: number, size: Size, quantity: number) {
  return cartActions.add({ productId, colour: firstColour(productId).id, size }, quantity);
}

/** The same lines as a cart stored before colours (version 1) held them: product + size. */
function withoutColours(cartLines: readonly CartLine[]) {
  return cartLines.map(({ productId, size, quantity }) => ({ productId, size, quantity }));
}

const title = (id: number) => products.find((p) => p.id === id)!.title;

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
    expect(add(1, 'Small', 2)).toEqual({ kind: 'added', added: 2, quantity: 2 });
    expect(add(1, 'Small', 3)).toEqual({ kind: 'merged', added: 3, quantity: 5 });
    expect(add(1, 'Small', 9)).toEqual({ kind: 'capped', added: 5, quantity: 10 });
    expect(add(2, 'XL', 1)).toEqual({ kind: 'added', added: 1, quantity: 1 });
    cartActions.setQuantity(firstColourKey(2, 'XL'), 4);
    expect(cartStore.getState().lines).toEqual([cartLine(1, 'Small', 10), cartLine(2, 'XL', 4)]);
    cartActions.remove(firstColourKey(1, 'Small'));
    expect(cartStore.getState().lines).toEqual([cartLine(2, 'XL', 4)]);
  });

  it('keeps the same product and size in two colours as two lines, each changed on its own', () => {
    const colour = firstColour(1).id;
    // Any other colour id: the store does not check it against the catalogue (the pages only offer real ones).
    const other = `${colour}-two`;
    expect(cartActions.add({ productId: 1, colour, size: 'XL' }, 2)).toEqual({ kind: 'added', added: 2, quantity: 2 });
    expect(cartActions.add({ productId: 1, colour: other, size: 'XL' }, 3)).toEqual({ kind: 'added', added: 3, quantity: 3 });
    expect(cartActions.add({ productId: 1, colour, size: 'XL' }, 1)).toEqual({ kind: 'merged', added: 1, quantity: 3 });
    expect(cartStore.getState().lines).toEqual([
      { productId: 1, colour, size: 'XL', quantity: 3 },
      { productId: 1, colour: other, size: 'XL', quantity: 3 },
    ]);
    expect(Object.keys(cartStore.getState().changes).sort()).toEqual([`1:${colour}:XL`, `1:${other}:XL`].sort());
    cartActions.setQuantity(`1:${other}:XL`, 5);
    cartActions.remove(`1:${colour}:XL`);
    expect(cartStore.getState().lines).toEqual([{ productId: 1, colour: other, size: 'XL', quantity: 5 }]);
  });

  it('drops the coupon when the last line goes', () => {
    add(1, 'Small', 1);
    add(2, 'Small', 1);
    cartActions.setCoupon('TEN');
    cartActions.remove(firstColourKey(1, 'Small'));
    expect(cartStore.getState().coupon).toBe('TEN');
    cartActions.remove(firstColourKey(2, 'Small'));
    expect(contents()).toEqual({ lines: [], coupon: null });
  });
});

describe('connectCart', () => {
  it('loads a valid stored cart', () => {
    connect({ cart: JSON.stringify({ version: 2, lines, coupon: null }) });
    expect(contents()).toEqual({ lines, coupon: null });
  });

  it('loads a stored cart without a coupon field', () => {
    connect({ cart: JSON.stringify({ version: 2, lines }) });
    expect(contents()).toEqual({ lines, coupon: null });
  });

  it('starts empty when nothing is stored, without writing anything', () => {
    const { memory, problems } = connect();
    expect(contents()).toEqual({ lines: [], coupon: null });
    expect(memory.data.size).toBe(0);
    expect(problems).toEqual([]);
  });

  it('saves every change as {version: 2, lines, coupon}, each line with its colour', () => {
    expect(CART_VERSION).toBe(2);
    const { memory } = connect();
    add(3, 'Large', 1);
    expect(stored(memory)).toEqual({ version: 2, lines: [cartLine(3, 'Large', 1)], coupon: null });
    expect((stored(memory) as { lines: CartLine[] }).lines[0]?.colour).toBe(firstColour(3).id);
    add(3, 'Large', 2);
    expect(stored(memory)).toEqual({ version: 2, lines: [cartLine(3, 'Large', 3)], coupon: null });
    add(5, 'XXL', 1);
    cartActions.setQuantity(firstColourKey(3, 'Large'), 7);
    cartActions.setCoupon('TEN');
    expect(stored(memory)).toEqual({
      version: 2,
      lines: [cartLine(3, 'Large', 7), cartLine(5, 'XXL', 1)],
      coupon: 'TEN',
    });
    cartActions.remove(firstColourKey(3, 'Large'));
    expect(stored(memory)).toEqual({ version: 2, lines: [cartLine(5, 'XXL', 1)], coupon: 'TEN' });
    cartActions.remove(firstColourKey(5, 'XXL'));
    expect(stored(memory)).toEqual({ version: 2, lines: [], coupon: null });
  });

  it('stores each line’s change time under its key with the colour (`7:<colour>:XL`)', () => {
    const { memory } = connect();
    add(7, 'XL', 1);
    cartActions.setCoupon('TEN');
    const { changes } = JSON.parse(memory.data.get('cart') ?? '{}') as { changes: Record<string, number> };
    expect(Object.keys(changes).sort()).toEqual([firstColourKey(7, 'XL'), COUPON_CHANGE].sort());
  });

  it('merges duplicate stored lines (e.g. a hand-edited value)', () => {
    connect({
      cart: JSON.stringify({
        version: 2,
        lines: [cartLine(1, 'Small', 6), cartLine(2, 'XL', 1), cartLine(1, 'Small', 6)],
        coupon: null,
      }),
    });
    expect(cartStore.getState().lines).toEqual([cartLine(1, 'Small', 10), cartLine(2, 'XL', 1)]);
  });

  it('keeps lines of one product and size in two colours apart when it reads them', () => {
    const colour = firstColour(1).id;
    const twoColours = [
      { productId: 1, colour, size: 'Small', quantity: 2 },
      { productId: 1, colour: `${colour}-two`, size: 'Small', quantity: 3 },
    ];
    connect({ cart: JSON.stringify({ version: 2, lines: twoColours, coupon: null }) });
    expect(cartStore.getState().lines).toEqual(twoColours);
    expect(noticeStore.getState().notices).toEqual([]);
  });

  describe('a cart stored before colours (version 1)', () => {
    it('gives each line its product’s first colour, keeping sizes, quantities, order and coupon', () => {
      const { memory, problems } = connect({
        cart: JSON.stringify({ version: 1, lines: withoutColours([cartLine(7, 'XL', 3), cartLine(1, 'Small', 2)]), coupon: 'TEN' }),
      });
      expect(contents()).toEqual({ lines: [cartLine(7, 'XL', 3), cartLine(1, 'Small', 2)], coupon: 'TEN' });
      expect(cartStore.getState().lines.map((line) => line.colour)).toEqual([firstColour(7).id, firstColour(1).id]);
      expect(problems).toEqual([]);
      expect(memory.data.has('cart.backup')).toBe(false);
      expect(noticeStore.getState().notices).toEqual([]);
      // The next change stores the cart as version 2, with the colours.
      add(2, 'Large', 1);
      expect(stored(memory)).toEqual({ version: 2, lines: [cartLine(7, 'XL', 3), cartLine(1, 'Small', 2), cartLine(2, 'Large', 1)], coupon: 'TEN' });
    });

    it('moves each change time from `7:XL` to the line’s new key, `7:<first colour>:XL`, removed lines’ too; the coupon’s stays', () => {
      connect({
        cart: JSON.stringify({
          version: 1,
          lines: withoutColours([cartLine(7, 'XL', 3), cartLine(1, 'Small', 2)]),
          coupon: 'TEN',
          // 9:XXL was removed (it has a time but no line); its time moves all the same.
          changes: { '7:XL': 100, '1:Small': 200, '9:XXL': 300, [COUPON_CHANGE]: 400 },
        }),
      });
      expect(cartStore.getState().changes).toEqual({
        [firstColourKey(7, 'XL')]: 100,
        [firstColourKey(1, 'Small')]: 200,
        [firstColourKey(9, 'XXL')]: 300,
        [COUPON_CHANGE]: 400,
      });
    });

    it('keeps a removal made before colours: an older copy of the line from another tab does not bring it back', () => {
      const { events } = connect({
        cart: JSON.stringify({ version: 1, lines: withoutColours([cartLine(1, 'Small', 2)]), coupon: null, changes: { '1:Small': 100, '9:XXL': 500 } }),
      });
      // Another tab sends the line removed at 500, last changed at 300.
      const older = JSON.stringify({ version: 2, lines: [cartLine(1, 'Small', 2), cartLine(9, 'XXL', 1)], coupon: null, changes: { [firstColourKey(1, 'Small')]: 100, [firstColourKey(9, 'XXL')]: 300 } });
      events.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: older }));
      expect(contents().lines).toEqual([cartLine(1, 'Small', 2)]);
    });

    it('puts together lines that were stored on two lines, and names them with their colour', async () => {
      connect({ cart: JSON.stringify({ version: 1, lines: withoutColours([cartLine(2, 'Small', 1), cartLine(2, 'Small', 2)]), coupon: null }) });
      expect(cartStore.getState().lines).toEqual([cartLine(2, 'Small', 3)]);
      // The words name the tee, so they come once the catalogue's lookup has loaded.
      await vi.waitFor(() => expect(noticeStore.getState().notices).not.toHaveLength(0));
      expect(noticeStore.getState().notices.map((n) => n.message)).toEqual([
        `We tidied your saved cart. ${lineName(title(2), firstColour(2).name, 'Small')} was saved on 2 lines, so they were put together: 3 in all.`,
      ]);
    });

    it('drops lines of products no longer sold, with a notice', () => {
      connect({ cart: JSON.stringify({ version: 1, lines: [{ productId: 99, size: 'Small', quantity: 1 }, ...withoutColours([cartLine(7, 'XL', 3)])], coupon: null }) });
      expect(cartStore.getState().lines).toEqual([cartLine(7, 'XL', 3)]);
      expect(noticeStore.getState().notices.map((n) => n.message)).toEqual([expect.stringMatching(/no longer sold/)]);
    });

    it('takes in another tab’s version-1 cart (an older copy of the app) as first colours', () => {
      const { events } = connect();
      const later = Date.now() + 1_000;
      const old = JSON.stringify({ version: 1, lines: [{ productId: 9, size: 'XXL', quantity: 4 }], coupon: null, changes: { '9:XXL': later } });
      events.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: old }));
      expect(contents()).toEqual({ lines: [cartLine(9, 'XXL', 4)], coupon: null });
    });
  });

  it.each([
    ['corrupt JSON', '{"version":2,"lines":['],
    ['version 3', JSON.stringify({ version: 3, lines, coupon: null })],
    ['no version', JSON.stringify({ lines, coupon: null })],
    ['lines not an array', JSON.stringify({ version: 2, lines: {}, coupon: null })],
    ['an array', JSON.stringify(lines)],
  ])('sets aside %s under cart.backup with the original text and starts empty', (_what, raw) => {
    const { memory, problems } = connect({ cart: raw });
    expect(contents()).toEqual({ lines: [], coupon: null });
    expect(memory.data.get('cart.backup')).toBe(raw);
    expect(memory.data.has('cart')).toBe(false);
    expect(problems).toEqual([{ kind: 'set-aside', key: 'cart', backupKey: 'cart.backup' }]);
    // The cart works and saves again.
    add(2, 'Large', 1);
    expect(stored(memory)).toEqual({ version: 2, lines: [cartLine(2, 'Large', 1)], coupon: null });
    expect(memory.data.get('cart.backup')).toBe(raw);
  });

  describe('a stored line it cannot read', () => {
    const good = [cartLine(7, 'XL', 3), cartLine(2, 'Small', 1)];
    it.each<[string, unknown]>([
      ['quantity 0', cartLine(1, 'Small', 0)],
      ['quantity 2.5', cartLine(1, 'Small', 2.5)],
      ['quantity "5" (text)', { ...cartLine(1, 'Small', 1), quantity: '5' }],
      ['quantity null', { ...cartLine(1, 'Small', 1), quantity: null }],
      ['no quantity', { productId: 1, colour: firstColour(1).id, size: 'Small' }],
      ["size 'M'", { ...cartLine(1, 'Small', 1), size: 'M' }],
      ['no colour', withoutColours([cartLine(1, 'Small', 1)])[0]],
      ['an empty colour', { ...cartLine(1, 'Small', 1), colour: '' }],
      ['a colour that is not text', { ...cartLine(1, 'Small', 1), colour: 7 }],
      ['a colour id of 61 characters', { ...cartLine(1, 'Small', 1), colour: 'a'.repeat(61) }],
      ['a product id as text', { ...cartLine(1, 'Small', 1), productId: '1' }],
      ['a line that is no object', null],
    ])('(%s) is set aside on its own under cart.backup, with a notice; the other lines stay', (_what, bad) => {
      const { memory, problems } = connect({ cart: JSON.stringify({ version: 2, lines: [good[0], bad, good[1]], coupon: 'WELCOME10' }) });
      expect(contents()).toEqual({ lines: good, coupon: 'WELCOME10' });
      expect(JSON.parse(memory.data.get('cart.backup')!)).toEqual([bad]);
      expect(problems).toEqual([{ kind: 'records-set-aside', key: 'cart', backupKey: 'cart.backup', count: 1 }]);
      // Written back without it, so the next load has nothing to set aside or say.
      expect(stored(memory)).toEqual({ version: 2, lines: good, coupon: 'WELCOME10' });
      disconnect?.();
      const again = connect({ cart: memory.data.get('cart')! });
      expect(contents()).toEqual({ lines: good, coupon: 'WELCOME10' });
      expect(again.problems).toEqual([]);
    });

    it('in a cart stored before colours, is set aside on its own too; the others take their first colour', () => {
      const bad = { productId: 1, size: 'Small', quantity: 0 };
      const { memory, problems } = connect({ cart: JSON.stringify({ version: 1, lines: [bad, ...withoutColours(good)], coupon: null }) });
      expect(contents()).toEqual({ lines: good, coupon: null });
      expect(JSON.parse(memory.data.get('cart.backup')!)).toEqual([bad]);
      expect(problems).toEqual([{ kind: 'records-set-aside', key: 'cart', backupKey: 'cart.backup', count: 1 }]);
    });

    it('a cart of nothing else becomes an empty cart, and the line is still kept aside', () => {
      const bad = { ...cartLine(1, 'Small', 1), quantity: '5' };
      const { memory, problems } = connect({ cart: JSON.stringify({ version: 2, lines: [bad], coupon: null }) });
      expect(contents()).toEqual({ lines: [], coupon: null });
      expect(JSON.parse(memory.data.get('cart.backup')!)).toEqual([bad]);
      expect(problems).toEqual([{ kind: 'records-set-aside', key: 'cart', backupKey: 'cart.backup', count: 1 }]);
      add(2, 'Large', 1);
      expect(stored(memory)).toEqual({ version: 2, lines: [cartLine(2, 'Large', 1)], coupon: null });
    });

    it('is left out with a notice that says so when no copy can be kept (storage full)', () => {
      const bad = cartLine(1, 'Small', 2.5);
      const memory = createMemoryStore({ cart: JSON.stringify({ version: 2, lines: [bad, ...good], coupon: null }) });
      const realSetItem = memory.setItem.bind(memory);
      // Room to write the smaller cart back over the old one, none for a new key.
      memory.setItem = (key, value) => {
        if (key !== 'cart') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        realSetItem(key, value);
      };
      disconnect = connectCart(createStorageAdapter({ backend: () => memory }));
      expect(contents()).toEqual({ lines: good, coupon: null });
      expect(noticeStore.getState().notices.map((n) => n.message)).toEqual([
        '1 line of your saved cart could not be read, and there was no room to keep a copy, so it was taken out of your cart.',
      ]);
    });

    it('in another tab’s cart, is set aside as this tab takes the rest in', () => {
      const { memory, events, problems } = connect({ cart: JSON.stringify({ version: 2, lines: good, coupon: null }) });
      const bad = cartLine(3, 'Large', 0);
      const theirs = JSON.stringify({ version: 2, lines: [...good, bad, cartLine(4, 'Medium', 2)], coupon: null, changes: { [firstColourKey(4, 'Medium')]: Date.now() } });
      memory.data.set('cart', theirs);
      events.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: theirs }));
      expect(contents().lines).toEqual([...good, cartLine(4, 'Medium', 2)]);
      expect(JSON.parse(memory.data.get('cart.backup')!)).toEqual([bad]);
      expect(problems).toEqual([{ kind: 'records-set-aside', key: 'cart', backupKey: 'cart.backup', count: 1 }]);
      expect(stored(memory)).toEqual({ version: 2, lines: [...good, cartLine(4, 'Medium', 2)], coupon: null });
    });
  });

  it.each([
    ['`changes` as text', 'yesterday'],
    ['`changes` as a list', [1, 2]],
  ])('reads a cart whose %s as one without change times, keeping its lines', (_what, changes) => {
    connect({ cart: JSON.stringify({ version: 2, lines, coupon: 'WELCOME10', changes }) });
    expect(contents()).toEqual({ lines, coupon: 'WELCOME10' });
    expect(cartStore.getState().changes).toEqual({});
  });

  it('keeps the change times it can read and leaves out the others', () => {
    const key = firstColourKey(1, 'Small');
    connect({ cart: JSON.stringify({ version: 2, lines, coupon: null, changes: { [key]: 5, other: 'soon', never: -1 } }) });
    expect(cartStore.getState().changes).toEqual({ [key]: 5 });
  });

  it('reads a coupon that is not text as no coupon, keeping the lines', () => {
    connect({ cart: JSON.stringify({ version: 2, lines, coupon: 10 }) });
    expect(contents()).toEqual({ lines, coupon: null });
  });

  it('drops lines for unknown products (e.g. id 99) with a notice, keeping the rest', () => {
    connect({
      cart: JSON.stringify({
        version: 2,
        lines: [
          { productId: 99, colour: 'indigo', size: 'Small', quantity: 1 },
          cartLine(7, 'XL', 3),
          { productId: 17, colour: 'indigo', size: 'Large', quantity: 2 },
        ],
        coupon: null,
      }),
    });
    expect(cartStore.getState().lines).toEqual([cartLine(7, 'XL', 3)]);
    const notices = noticeStore.getState().notices;
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toMatch(/no longer sold/);
  });

  it('brings a line saved as more than 10 down to 10 and says so; the other lines stay as they were', async () => {
    const { memory } = connect({
      cart: JSON.stringify({
        version: 2,
        lines: [cartLine(7, 'XL', 12), cartLine(2, 'Small', 1)],
        coupon: null,
      }),
    });
    expect(cartStore.getState().lines).toEqual([cartLine(7, 'XL', 10), cartLine(2, 'Small', 1)]);
    await vi.waitFor(() => expect(noticeStore.getState().notices).not.toHaveLength(0));
    expect(noticeStore.getState().notices.map((n) => n.message)).toEqual([
      `We tidied your saved cart. ${title(7)} (${firstColour(7).name}, XL) was saved as 12; at most 10 of a size can be ordered, so it now has 10.`,
    ]);
    expect(memory.data.has('cart.backup')).toBe(false);
    expect(stored(memory)).toEqual({ version: 2, lines: cartStore.getState().lines, coupon: null });
  });

  it('puts together a product, colour and size stored on two lines, capped at 10, and says what changed', async () => {
    const { memory } = connect({
      cart: JSON.stringify({
        version: 2,
        lines: [cartLine(7, 'XL', 7), cartLine(2, 'Small', 1), cartLine(7, 'XL', 7), cartLine(2, 'Small', 2), cartLine(3, 'Large', 4)],
        coupon: null,
      }),
    });
    expect(cartStore.getState().lines).toEqual([cartLine(7, 'XL', 10), cartLine(2, 'Small', 3), cartLine(3, 'Large', 4)]);
    await vi.waitFor(() => expect(noticeStore.getState().notices).not.toHaveLength(0));
    expect(noticeStore.getState().notices.map((n) => n.message)).toEqual([
      `We tidied your saved cart. ${title(7)} (${firstColour(7).name}, XL) was saved on 2 lines, 14 in all; at most 10 of a size can be ordered, so it now has 10. ` +
        `${title(2)} (${firstColour(2).name}, Small) was saved on 2 lines, so they were put together: 3 in all.`,
    ]);
    // Stored as corrected, so the next page load has nothing to tidy or to say.
    expect(stored(memory)).toEqual({ version: 2, lines: cartStore.getState().lines, coupon: null });
  });

  it('shows no notice when every stored product is known', () => {
    connect({ cart: JSON.stringify({ version: 2, lines, coupon: null }) });
    expect(noticeStore.getState().notices).toEqual([]);
  });

  it('keeps working in memory when a write fails, and reports the problem', () => {
    const { memory, problems } = connect({ cart: JSON.stringify({ version: 2, lines, coupon: null }) });
    memory.failWrites = true;
    add(3, 'Large', 1);
    expect(cartStore.getState().lines).toEqual([...lines, cartLine(3, 'Large', 1)]);
    expect(problems).toContainEqual({ kind: 'write-failed', key: 'cart' });
    // The stored cart is unchanged.
    expect(stored(memory)).toEqual({ version: 2, lines, coupon: null });
    cartActions.setQuantity(firstColourKey(1, 'Small'), 5);
    expect(cartStore.getState().lines[0]).toEqual(cartLine(1, 'Small', 5));
  });

  it('follows another tab’s change without writing it back', () => {
    const { memory, events } = connect({ cart: JSON.stringify({ version: 2, lines, coupon: null }) });
    // The other tab removed this tab's two lines and added one, after this tab last changed them.
    const later = Date.now() + 1_000;
    const other = {
      version: 2,
      lines: [cartLine(9, 'XXL', 4)],
      coupon: null,
      changes: { [firstColourKey(1, 'Small')]: later, [firstColourKey(7, 'XL')]: later, [firstColourKey(9, 'XXL')]: later },
    };
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
    add(9, 'XXL', 1);
    expect(writes).toEqual(['cart']);
    expect(stored(memory)).toEqual({ version: 2, coupon: null, lines: [cartLine(9, 'XXL', 5)] });
  });

  it('merges another tab’s new line with this tab’s own, and writes the merged cart for the other tab', () => {
    const { memory, events } = connect();
    add(1, 'Large', 1);
    const mine = JSON.parse(memory.data.get('cart') ?? '{}') as { changes: Record<string, number> };
    // The other tab had not seen our line yet when it saved its own add.
    const theirs = JSON.stringify({
      version: 2,
      lines: [cartLine(2, 'XL', 1)],
      coupon: null,
      changes: { [firstColourKey(2, 'XL')]: mine.changes[firstColourKey(1, 'Large')] },
    });
    memory.data.set('cart', theirs);
    events.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: theirs }));
    // In the incoming cart's order, then ours: the other tab, taking this back in, has nothing to write.
    const both = [cartLine(2, 'XL', 1), cartLine(1, 'Large', 1)];
    expect(contents().lines).toEqual(both);
    expect((stored(memory) as { lines: unknown[] }).lines).toEqual(both);
  });

  it('re-reads storage before saving: a line another tab stored meanwhile is kept with ours', () => {
    const { memory } = connect();
    add(1, 'Large', 1);
    // Another tab wrote, and its storage event has not arrived yet.
    const stamp = Date.now();
    memory.data.set(
      'cart',
      JSON.stringify({
        version: 2,
        lines: [cartLine(1, 'Large', 1), cartLine(3, 'Small', 2)],
        coupon: null,
        changes: { [firstColourKey(1, 'Large')]: stamp - 1, [firstColourKey(3, 'Small')]: stamp },
      }),
    );
    add(4, 'XXL', 1);
    // This tab's lines in its order, then the one it had not seen.
    const expected = [cartLine(1, 'Large', 1), cartLine(4, 'XXL', 1), cartLine(3, 'Small', 2)];
    expect((stored(memory) as { lines: unknown[] }).lines).toEqual(expected);
    expect(contents().lines).toEqual(expected);
  });

  it('an emptied cart (an order placed) marks every line removed, so another tab’s older copy brings none back', () => {
    const { memory, events } = connect();
    add(1, 'Large', 2);
    const before = memory.data.get('cart') ?? '';
    cartActions.clear();
    expect(contents()).toEqual({ lines: [], coupon: null });
    // A tab that still shows the old cart sends it back: the removal is later, so it stays empty.
    events.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: before }));
    expect(contents()).toEqual({ lines: [], coupon: null });
  });

  it('empties when another tab clears the storage', () => {
    const { events } = connect({ cart: JSON.stringify({ version: 2, lines, coupon: null }) });
    events.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(contents()).toEqual({ lines: [], coupon: null });
  });

  it('ignores storage events for other keys', () => {
    const { events } = connect({ cart: JSON.stringify({ version: 2, lines, coupon: null }) });
    events.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: '"darkMode"' }));
    expect(cartStore.getState().lines).toEqual(lines);
  });

  it('stops saving and following other tabs once disconnected', () => {
    const { memory, events } = connect();
    disconnect?.();
    disconnect = null;
    add(1, 'Small', 1);
    expect(memory.data.has('cart')).toBe(false);
    events.dispatchEvent(
      new StorageEvent('storage', { key: 'cart', newValue: JSON.stringify({ version: 2, lines, coupon: null }) }),
    );
    expect(cartStore.getState().lines).toEqual([cartLine(1, 'Small', 1)]);
  });
});
