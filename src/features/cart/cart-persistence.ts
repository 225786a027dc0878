import * as v from 'valibot';
import { firstColourOf, isProductId, loadLookup } from '@/features/catalogue';
import { notify } from '@/lib/notices';
import { persist, type Persistence } from '@/lib/persist';
import type { StorageAdapter } from '@/lib/storage';
import { CART_KEY, CART_VERSION, changeTimes } from './cart-core';
import { lineKey, lineName, MAX_QUANTITY, normaliseLines, type CartLine } from './cart-lines';
import { readFrame, readStoredLine, type CartFrame } from './stored-cart';
import { mergeCarts } from './cart-merge';
import { cartStore, emptyCart, type CartState } from './cart-store';

export { CART_VERSION, MAX_COLOUR_LENGTH } from './cart-core';

/**
 * What a stored cart must be to be read at all: a version this app knows and a list of lines
 * (./stored-cart.ts, the rule the page's early script counts by too). Only that sets the whole
 * cart aside. Each line is checked on its own (below), and a coupon or change times that are not
 * what the app writes are read as none: they only name a code or settle a merge between tabs,
 * never worth the visitor's lines.
 */
const cartFrameSchema = v.custom<CartFrame>((value) => readFrame(value) !== null, 'Not a stored cart this shop can read.');

/** The colour a line stored before colours existed takes: its product's first (PRODUCT.md §5). */
function firstColour(productId: number): string {
  return firstColourOf(productId) ?? '';
}

interface ReadCart {
  version: typeof CART_VERSION;
  lines: CartLine[];
  coupon: string | null;
  changes: Record<string, number>;
  /**
   * The stored lines that could not be read (a quantity of "5", 0 or 2.5, a size or colour the app
   * never writes), as they were: set aside on their own (`fromStored`), the other lines kept. Never
   * written back under `cart`.
   */
  unreadable?: unknown[];
}

/**
 * Lines stored before colours (version 1) as lines of today: each takes its product's first colour,
 * and its change time moves to the line's new key (`7:XL` → `7:saffron:XL`).
 */
function withFirstColours(lines: readonly Omit<CartLine, 'colour'>[], changes: Record<string, number>): Pick<ReadCart, 'lines' | 'changes'> {
  const upgraded = lines.map((line) => ({ productId: line.productId, colour: firstColour(line.productId), size: line.size, quantity: line.quantity }));
  const keyFor = new Map(lines.map((line, i) => [`${line.productId}:${line.size}`, lineKey(upgraded[i]!)]));
  const movedChanges = Object.fromEntries(
    Object.entries(changes).map(([key, time]) => {
      const [id, size] = key.split(':');
      return [keyFor.get(key) ?? (size === undefined ? key : `${id}:${firstColour(Number(id))}:${size}`), time];
    }),
  );
  return { lines: upgraded, changes: movedChanges };
}

/**
 * A cart of either version, as the current version, line by line: a line that cannot be read is
 * left out (and kept in `unreadable` to be set aside), not the whole cart with it. The early script
 * counts a stored cart by the same rules before the app runs (`storedItemCount`, ./stored-cart.ts),
 * so the header says the same count before and after.
 */
export const storedCartSchema = v.pipe(
  cartFrameSchema,
  v.transform(({ version, lines: stored, coupon, changes }): ReadCart => {
    const unreadable: unknown[] = [];
    const read = stored.flatMap((raw) => {
      const line = readStoredLine(raw, version);
      if (line) return [line];
      unreadable.push(raw);
      return [];
    });
    const times = changeTimes(changes);
    const cart = version === CART_VERSION ? { lines: read, changes: times } : withFirstColours(read, times);
    return {
      version: CART_VERSION,
      ...cart,
      coupon: typeof coupon === 'string' ? coupon : null,
      ...(unreadable.length > 0 ? { unreadable } : {}),
    };
  }),
);
export type StoredCart = v.InferOutput<typeof storedCartSchema>;

/**
 * The cart a stored value gives. Lines that could not be read go to the cart's backup, each as it
 * was stored, and the visitor is told how many (src/app/storage-notices.ts); persist() then writes
 * the cart back without them, so they are set aside once, not on every load.
 */
function fromStored(stored: StoredCart | undefined, storage: StorageAdapter): CartState {
  if (!stored) return emptyCart;
  if (stored.unreadable && !storage.setAsideRecords('cart', stored.unreadable)) {
    // No room for a backup (storage full, or every backup slot taken): the lines cannot be used
    // either way, and are left out; the visitor is told rather than finding them gone.
    const count = stored.unreadable.length;
    notify({
      id: 'cart-lines-unreadable',
      tone: 'info',
      message: `${count === 1 ? '1 line' : `${count} lines`} of your saved cart could not be read, and there was no room to keep a copy, so ${count === 1 ? 'it was' : 'they were'} taken out of your cart.`,
    });
  }
  const known = stored.lines.filter((line) => isProductId(line.productId));
  if (known.length < stored.lines.length) {
    notify({
      id: 'cart-unknown-products',
      tone: 'info',
      message: 'Some items in your saved cart are no longer sold, so they were taken out of your cart.',
    });
  }
  const lines = normaliseLines(known);
  sayCorrections(known, lines);
  return { lines, coupon: stored.coupon, changes: stored.changes };
}

/** A line that normalising changed: how many stored lines it was on, and how many they held. */
interface Correction {
  line: CartLine;
  savedOn: number;
  total: number;
}

/**
 * What normalising the stored lines changed: a product, colour and size stored on more than one
 * line is put together, and more than 10 of one size is brought down to 10.
 */
function correctionsOf(stored: readonly CartLine[], lines: readonly CartLine[]): Correction[] {
  return lines.flatMap((line) => {
    const same = stored.filter((s) => lineKey(s) === lineKey(line));
    const total = same.reduce((sum, s) => sum + s.quantity, 0);
    return same.length < 2 && total === line.quantity ? [] : [{ line, savedOn: same.length, total }];
  });
}

/** The corrections in words, each line named by `nameOf`. */
function correctionWords(changed: readonly Correction[], nameOf: (line: CartLine) => string): string {
  const said = changed.map(({ line, savedOn, total }) =>
    total > line.quantity
      ? `${nameOf(line)} was saved ${savedOn > 1 ? `on ${savedOn} lines, ${total} in all` : `as ${total}`}; at most ${MAX_QUANTITY} of a size can be ordered, so it now has ${line.quantity}.`
      : `${nameOf(line)} was saved on ${savedOn} lines, so they were put together: ${line.quantity} in all.`,
  );
  return `We tidied your saved cart. ${said.join(' ')}`;
}

/**
 * Tells the visitor what normalising the stored lines changed, if anything: none is made silently.
 * The words name each tee, so they wait for the catalogue's lookup and those tees, loaded only when
 * there is something to say (the start-up carries each product's id and first colour, not the catalogue).
 */
function sayCorrections(stored: readonly CartLine[], lines: readonly CartLine[]): void {
  const changed = correctionsOf(stored, lines);
  if (changed.length === 0) return;
  void loadLookup(changed.map(({ line }) => line.productId))
    .then(({ lineNames }) =>
      correctionWords(changed, (line) => {
        const names = lineNames(line.productId, line.colour);
        return lineName(names.title, names.colour, line.size);
      }),
    )
    // Offline with the lookup's chunk not kept: the same facts, each tee by its colour and size.
    .catch(() => correctionWords(changed, (line) => `A T-shirt (${line.colour}, ${line.size})`))
    .then((message) => notify({ id: 'cart-corrected', tone: 'info', message }));
}

function toStored(state: CartState): StoredCart {
  return { version: CART_VERSION, lines: [...state.lines], coupon: state.coupon, changes: state.changes };
}

/** The cart's connection to storage, once `connectCart` has made it. */
let connection: Persistence | null = null;

/** Loads the stored cart, saves every change, and follows changes made in other tabs. */
export function connectCart(storage: StorageAdapter): () => void {
  const connected = persist(cartStore, storage, {
    key: CART_KEY,
    schema: storedCartSchema,
    fromStored: (stored) => fromStored(stored, storage),
    toStored,
    // Tabs merge line by line: the later change of each line wins (cart-merge.ts). Lines either
    // side could not read go on with the merged cart, to be set aside as it is taken in.
    merge: (kept, incoming): StoredCart => {
      const { lines, coupon, changes } = mergeCarts(kept, incoming);
      const unreadable = [...(kept.unreadable ?? []), ...(incoming.unreadable ?? [])];
      return { version: CART_VERSION, lines: [...lines], coupon, changes: { ...changes }, ...(unreadable.length > 0 ? { unreadable } : {}) };
    },
  });
  connection = connected;
  return () => {
    connected.disconnect();
    if (connection === connected) connection = null;
  };
}

/**
 * Reads the stored cart again now and takes in what another tab changed, for code that must act
 * on the cart as it stands (placing an order) even before that tab's change has been announced
 * here. Nothing happens before `connectCart`.
 */
export function reloadCart(): void {
  connection?.reload();
}
