import * as v from 'valibot';
import type { Size } from '@/features/cart';
import { allSizes, findProduct } from '@/features/catalogue';
import { createPersistedList, perStorage } from '@/lib/persisted-list';
import type { StorageAdapter } from '@/lib/storage';
import { statesAndTerritories } from './states';
import { orderProblems } from './order-check';
import { newestFirst, ORDER_NUMBER_PATTERN, paymentMethods, UTR_PATTERN, type Order } from './order';

/** The most of one tee in one size an order can hold: the cart's limit (order-book.test.ts holds them equal). */
export const MAX_ORDER_QUANTITY = 10;

/** The sizes an order line may have: the shop's (the catalogue's one list, which the cart's is too). */
export const orderLineSizes = allSizes satisfies readonly Size[];

/**
 * A line of an order placed before colours existed is read as its product's first colour (PRODUCT.md
 * §5), or as no colour when the product is no longer sold.
 */
function withColour<L extends { productId: number; colour?: string | undefined; colourName?: string | undefined }>(line: L) {
  if (line.colour !== undefined && line.colourName !== undefined) return { ...line, colour: line.colour, colourName: line.colourName };
  const colours = findProduct(line.productId)?.colours;
  const colour = line.colour === undefined ? colours?.[0] : colours?.find((candidate) => candidate.id === line.colour);
  return { ...line, colour: line.colour ?? colour?.id ?? '', colourName: line.colourName ?? colour?.name ?? line.colour ?? '' };
}

/**
 * Rupees as an order holds them: whole, and never beyond what any cart could come to (a total of
 * 1e21 is an edited record, set aside like any unreadable one, not an order to show).
 */
export const ORDER_CEILING = 1_00_00_000;
const money = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(ORDER_CEILING));

/** What an order kept under `orders` must look like; anything else is set aside by the storage adapter. */
const orderSchema = v.object({
  number: v.pipe(v.string(), v.regex(ORDER_NUMBER_PATTERN)),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  lines: v.pipe(
    v.array(
      v.pipe(
        v.object({
          productId: v.pipe(v.number(), v.integer()),
          title: v.string(),
          colour: v.optional(v.string()),
          colourName: v.optional(v.string()),
          size: v.picklist(orderLineSizes),
          quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ORDER_QUANTITY)),
          unitPrice: money,
          amount: money,
        }),
        v.transform(withColour),
      ),
    ),
    v.minLength(1),
  ),
  subtotal: money,
  // Orders placed before offers existed have none.
  offers: v.optional(v.array(v.object({ name: v.string(), amount: money })), []),
  discount: money,
  coupon: v.nullable(v.string()),
  shipping: v.literal(0),
  total: money,
  details: v.object({
    name: v.string(),
    mobile: v.string(),
    address: v.string(),
    landmark: v.string(),
    city: v.string(),
    state: v.picklist(statesAndTerritories),
    pin: v.string(),
    email: v.string(),
  }),
  payment: v.picklist(paymentMethods),
  status: v.literal('placed'),
  // Orders placed before sending and paying were recorded have neither.
  sentAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp())), null),
  utr: v.optional(v.nullable(v.pipe(v.string(), v.regex(UTR_PATTERN))), null),
  account: v.nullable(v.string()),
});

/**
 * What is left of an order removed from this device: its number and placing time, nothing
 * personal. It stays in the list so another tab still showing the order does not bring it back.
 */
const removedSchema = v.object({
  number: v.pipe(v.string(), v.regex(ORDER_NUMBER_PATTERN)),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  removed: v.literal(true),
});
type Removed = v.InferOutput<typeof removedSchema>;
type Kept = Order | Removed;

const isRemoved = (record: Kept): record is Removed => 'removed' in record;
const sameOrder = (record: Kept, number: string, createdAt: string) => record.number === number && record.createdAt === createdAt;

export const storedOrdersSchema = v.array(v.union([orderSchema, removedSchema]));

/**
 * The orders placed on this device, under `orders`. An order that could not be saved (storage full
 * or refused) stays in this tab's memory, so its page still shows and it can still be sent.
 */
export function createOrderBook(storage: StorageAdapter) {
  const list = createPersistedList<Kept>(storage, 'orders', {
    record: v.union([orderSchema, removedSchema]),
    identify: (record) => `${record.number} ${record.createdAt}`,
    // Where two tabs disagree about an order, a removal wins: removed in one tab, removed in all.
    settle: (kept, incoming) => (isRemoved(kept) ? kept : incoming),
  });
  const orders = (): Order[] => list.read().filter((record): record is Order => !isRemoved(record));
  /** Orders storage refused: in this tab's memory only, until a later write of the list succeeds. */
  const inMemoryOnly = new Set<string>();
  return {
    /** Keeps an order; false when storage refused it (it is kept in memory for this tab). */
    keep: (order: Order): boolean => {
      const saved = list.add(order);
      if (!saved) inMemoryOnly.add(order.number);
      return saved;
    },
    /** Whether this order is in storage (so it outlives the tab), as far as this tab knows. */
    isKept: (number: string): boolean => {
      if (list.saved()) inMemoryOnly.clear();
      return !inMemoryOnly.has(number);
    },
    /** Every order, newest first. */
    all: (): Order[] => newestFirst(orders()),
    find: (number: string): Order | undefined => orders().find((order) => order.number === number),
    /** Every order with this number (two only when a record was edited or copied in). */
    findAll: (number: string): Order[] => orders().filter((order) => order.number === number),
    /**
     * Records what the visitor did with an order (sent it, paid it): every order of that number and
     * placing time. False when storage refused (the change stays in this tab's memory).
     */
    update: (number: string, createdAt: string, change: Partial<Pick<Order, 'sentAt' | 'utr'>>): boolean =>
      list.write(list.read().map((record) => (sameOrder(record, number, createdAt) && !isRemoved(record) ? { ...record, ...change } : record))),
    /**
     * Removes an order from this device: nothing of it is kept but its number and placing time
     * (so no other tab brings it back). False when storage refused.
     */
    remove: (number: string, createdAt: string): boolean =>
      list.write(list.read().map((record): Kept => (sameOrder(record, number, createdAt) ? { number, createdAt, removed: true } : record))),
    /** Whether an order differs from what the shop's checkout makes (./order-check.ts): the list says so. */
    isChanged: (order: Order): boolean => orderProblems(order, findProduct).length > 0,
    /** The numbers taken on this device, removed orders' too. */
    numbers: (): Set<string> => new Set(list.read().map((record) => record.number)),
  };
}

export type OrderBook = ReturnType<typeof createOrderBook>;

/** The order book of a storage adapter, made on first use. */
export const orderBookFor = perStorage((storage: StorageAdapter) => createOrderBook(storage));
