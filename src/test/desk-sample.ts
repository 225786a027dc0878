import { allSizes, inStock, products } from '@/features/catalogue';
import { backupText } from '@/features/desk/backup';
import { cancelOrder, confirmCash, markDelivered, markExchanged, markPacked, markPaid, markReturned, markShipped, type Step } from '@/features/desk/actions';
import { newDeskOrder, type Checked, type DeskOrder } from '@/features/desk/desk-order';
import type { CartLine } from '@/features/cart/cart-lines';
import { createOrder, type DeliveryDetails, type PaymentMethod } from '@/features/orders/order';
import { orderMessage } from '@/features/orders/order-message';
import { catalogue } from './orders';

/**
 * A desk of many realistic orders (the 10,000 of PRODUCT.md §16's "at scale"), as one backup file
 * the desk's own "Import backup" reads: genuine messages of the real catalogue (each passes the
 * check), buyers across India, UPI and cash, over the last four months, each moved on by the
 * desk's own steps so its history, payment and shipment agree. The same seed gives the same desk.
 */

const names = ['Asha Sharma', 'Ravi Kumar', 'Priya Nair', 'Imran Khan', 'Meera Iyer', 'Arjun Reddy', 'Sneha Patil', 'Vikram Singh', 'Fatima Shaikh', 'Rahul Das', 'Kavya Menon', 'Aman Gupta', 'Divya Joshi', 'Sandeep Yadav', 'Neha Kapoor', 'Joseph Thomas'];
const places: readonly (Pick<DeliveryDetails, 'city' | 'state'> & { pin: number })[] = [
  { city: 'Mumbai', state: 'Maharashtra', pin: 400001 },
  { city: 'Pune', state: 'Maharashtra', pin: 411001 },
  { city: 'Bengaluru', state: 'Karnataka', pin: 560001 },
  { city: 'Chennai', state: 'Tamil Nadu', pin: 600001 },
  { city: 'Kolkata', state: 'West Bengal', pin: 700001 },
  { city: 'New Delhi', state: 'Delhi', pin: 110001 },
  { city: 'Jaipur', state: 'Rajasthan', pin: 302001 },
  { city: 'Lucknow', state: 'Uttar Pradesh', pin: 226001 },
  { city: 'Kochi', state: 'Kerala', pin: 682001 },
  { city: 'Hyderabad', state: 'Telangana', pin: 500001 },
];
const couriers = ['Delhivery', 'India Post', 'DTDC', 'Blue Dart', 'Ekart', 'Xpressbees', 'Shadowfax'];

/** A small seeded generator (mulberry32): the same desk every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const orderable = products.flatMap((product) =>
  product.colours.flatMap((colour) => allSizes.filter((size) => inStock(colour, size)).map((size) => ({ productId: product.id, colour: colour.id, size }))),
);

const HOUR = 3_600_000;

function ok(step: Step, order: DeskOrder): DeskOrder {
  return step.ok ? step.order : order;
}

/** `count` orders as the desk keeps them, the newest placed about `now`. */
export function sampleDeskOrders(count: number, now: Date, seed = 38): DeskOrder[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const taken = new Set<string>();
  const orders: DeskOrder[] = [];
  for (let at = 0; at < count; at += 1) {
    // Spread over 120 days, more of them recent; a few within the last two days.
    const placed = new Date(now.getTime() - Math.floor(random() ** 1.5 * 120 * 24) * HOUR - Math.floor(random() * HOUR));
    const lines = new Map<string, CartLine>();
    const many = 1 + Math.floor(random() ** 2 * 3);
    while (lines.size < many) {
      const line = pick(orderable);
      lines.set(`${line.productId}:${line.colour}:${line.size}`, { ...line, quantity: 1 + Math.floor(random() ** 3 * 3) });
    }
    const place = pick(places);
    const payment: PaymentMethod = random() < 0.6 ? 'upi' : 'cod';
    const details: DeliveryDetails = {
      name: pick(names),
      mobile: `9${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
      address: `${1 + Math.floor(random() * 200)} ${pick(['MG Road', 'Station Road', 'Gandhi Nagar', 'Nehru Street', 'Park Lane'])}`,
      landmark: '',
      city: place.city,
      state: place.state,
      pin: String(place.pin + Math.floor(random() * 40)),
      email: '',
    };
    const order = createOrder({ lines: [...lines.values()], coupon: null, details, payment, account: null }, { products: catalogue, now: placed, taken, random });
    taken.add(order.number);
    const message = orderMessage(order);
    // The backup keeps the message, not the check: the desk checks every message again as it reads.
    const check = { kind: 'checked', number: order.number, total: order.total, payment, utr: null, items: 0, lines: 0, differences: [], notes: [], orderLines: [], buyer: details } as unknown as Checked;
    orders.push(moveOn(newDeskOrder(message, check, new Date(placed.getTime() + HOUR)), now, random));
  }
  return orders;
}

/** Moves a sample order on as far as its age makes likely, each step a few hours after the last. */
function moveOn(order: DeskOrder, now: Date, random: () => number): DeskOrder {
  const cash = order.check.payment === 'cod';
  const ageDays = (now.getTime() - Date.parse(order.addedAt)) / (24 * HOUR);
  const stop = random();
  let time = Date.parse(order.addedAt);
  const next = () => new Date((time += (2 + random() * 20) * HOUR) > now.getTime() ? (time = now.getTime()) : time);
  if (stop < 0.05) return ok(cancelOrder(order, pick2(random, ['The buyer changed their mind', 'No reply to the confirmation', 'Size not available']), next()), order);
  const reach = Math.min(4, ageDays / 2.5 + random() * 0.8);
  let current = order;
  if (reach < 0.6) return current;
  if (cash) current = ok(confirmCash(current, next()), current);
  else {
    const utr = String(100000000000 + Math.floor(random() * 899999999999));
    const short = random() < 0.03 ? 50 : 0;
    current = ok(markPaid(current, { utr, received: String(current.check.total - short) }, next()), current);
  }
  if (reach < 1.5) return current;
  current = ok(markPacked(current, next()), current);
  if (reach < 2) return current;
  const courier = pick2(random, couriers);
  current = ok(markShipped(current, { courier, awb: String(1000000000 + Math.floor(random() * 8999999999)) }, next()), current);
  if (reach < 3) return current;
  current = ok(markDelivered(current, next()), current);
  const after = random();
  if (after < 0.03) current = ok(markReturned(current, next()), current);
  else if (after < 0.05) current = ok(markExchanged(current, 'Medium for Large', next()), current);
  return current;
}

function pick2<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** The sample desk as the file "Export backup" makes. */
export function sampleDeskBackup(count: number, now: Date, seed?: number): string {
  return backupText(sampleDeskOrders(count, now, seed), now);
}
