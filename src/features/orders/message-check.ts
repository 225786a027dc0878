import { site } from '@/config/site';
import type { FormChecks } from '@/lib/checked-form';
import { formatCount, formatPrice } from '@/lib/money';
import { showsText } from '@/lib/bidi';
import { normaliseMobile } from '@/lib/validation';
import { cartTotals, MAX_QUANTITY, MIN_QUANTITY, sizes, type CartLine, type OfferRules, type Size } from '@/features/cart';
import { products as shopProducts } from '@/features/catalogue';
import { MISMATCH_WARNING, quoted } from './order-check';
import { isState } from './states';
import { ORDER_NUMBER_PATTERN, ORDER_PREFIX, paymentLabels, type PaymentMethod } from './order';
import { MARKS, plainField, shortSizes } from './order-message';

/**
 * The shop owner's side of the order check (PRODUCT.md §13, `/orders/check`): an order message as
 * `orderMessage` writes it (./order-message.ts), pasted from WhatsApp or an email, read back and
 * every amount worked out again from this build's catalogue, offers and coupons with the cart's own
 * `cartTotals`. The message is the only thing the owner has: nothing here trusts it, and whatever
 * differs is said in one plain sentence each.
 *
 * It reads both forms of a line: in full, `2 × Kite Tee (Sky Blue, XL) — ₹1,598`, which names the
 * tee by its title only (so a title is matched against the catalogue's titles), and compact,
 * `2 × #16 Indigo/XL ₹3,598`, which names it by its id. It takes the message with or without
 * WhatsApp's bold marks, with the look-alike marks `unpaired` writes, with Windows line endings,
 * extra blank lines, `>` quoting or a WhatsApp "[date] name:" prefix as pastes bring them.
 */

/** A place as the checkout writes it, for the sentence that says what a place is: the shop's own (“Mumbai, Maharashtra 400001”). */
const PLACE_EXAMPLE = `“${site.address.city}, ${site.address.region} ${site.address.postcode}”`;

/** What the page says when nothing differs. */
export const ALL_MATCH = 'Every amount matches the catalogue';

/** Longer than any order message (64 lines and the longest details are some 6,000 characters). */
export const MAX_MESSAGE_LENGTH = 50_000;
/** A line longer than this is no order line (titles have at most 80 characters, colours' names fewer). */
const MAX_LINE_LENGTH = 300;

/** What the check needs to know of a product of the catalogue. */
export interface CatalogueEntry {
  id: number;
  title: string;
  price: number;
  collections: readonly string[];
  colours: readonly { id: string; name: string; soldOut?: readonly Size[] }[];
}

export type MessageCheck =
  /** Text that is not an order message: `sentence` says why, and what one looks like. */
  | { kind: 'unreadable'; sentence: string }
  | {
      kind: 'checked';
      /** The order's number, as the message gives it. */
      number: string;
      /** How many lines were read, the items they hold, and the total the message asks for. */
      lines: number;
      items: number;
      total: number;
      /** How the message says the order is paid, and the UTR it gives (null: none, or not read). */
      payment: PaymentMethod | null;
      utr: string | null;
      /** Each amount that differs from the catalogue (or cannot be checked), as a sentence; none: all match. */
      differences: string[];
      /** What else the owner should know (the message's own warning), as sentences. */
      notes: string[];
      /** Each line as the message gives it, with the catalogue's tee where one was found (the desk shows them). */
      orderLines: ReadLine[];
      /** The delivery details as the message gives them ('' where it gives none). */
      buyer: MessageBuyer;
    };

/** An order line as a message gives it: the tee's id when the catalogue knows it. */
export interface ReadLine {
  quantity: number;
  productId: number | null;
  title: string;
  colour: string;
  size: Size;
  amount: number;
}

/** The delivery details of a message; `mobile` as 10 digits when it is one, `pin` from its place. */
export interface MessageBuyer {
  name: string;
  mobile: string;
  address: string;
  landmark: string;
  place: string;
  pin: string;
  email: string;
}

export interface CheckOptions {
  products?: readonly CatalogueEntry[];
  rules?: OfferRules;
  shopName?: string;
}

// ---------------------------------------------------------------------------------------------
// Reading the text

/** Marks that reorder or hide text, which pastes carry in (WhatsApp adds U+200E to copied text). */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
/** Each look-alike `unpaired` writes, back to the mark it stands for. */
const LOOK_ALIKES: ReadonlyMap<string, string> = new Map(Object.entries(MARKS).map(([mark, alike]) => [alike, mark]));

/** Text to compare names by: one line, the look-alike marks read as the marks, letters in one case. */
function nameKey(text: string): string {
  return [...plainField(text).normalize('NFC')]
    .map((char) => LOOK_ALIKES.get(char) ?? char)
    .join('')
    .toLocaleLowerCase('en-IN');
}

/**
 * The message's lines as it was written: any line break (Windows' too), invisible marks and odd
 * spaces gone, an email's `>` quoting taken off, a whole line in WhatsApp's bold marks (`*Total:
 * ₹1,598*`) read without them, and blank lines dropped (emails add them).
 */
function messageLines(text: string): string[] {
  return text
    .split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)
    .map((line) => {
      const plain = line.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().replace(/^(?:> ?)+/, '').trim();
      return plain.length >= 2 && plain.startsWith('*') && plain.endsWith('*') ? plain.slice(1, -1).trim() : plain;
    })
    .filter((line) => line !== '');
}

const AMOUNT = String.raw`(?:₹|Rs\.?|INR)\s?(\d[\d,]*(?:\.\d{1,2})?)`;
const TIMES = String.raw`\s*[×xX]\s*`;
/** `2 × Kite Tee (Sky Blue, XL) — ₹1,598`: the title is everything before the last bracket. */
const FULL_LINE = new RegExp(String.raw`^(\d{1,6})${TIMES}(.+)\((?:(.*),\s*)?(${sizes.join('|')})\)\s*[—–-]+\s*${AMOUNT}$`, 'i');
/** `2 × #16 Indigo/XL ₹3,598`: the colour is everything before the last slash. */
const COMPACT_LINE = new RegExp(String.raw`^(\d{1,6})${TIMES}#(\d{1,9})\s+(?:(.*)/)?(${sizes.map((size) => shortSizes[size]).join('|')})\s+${AMOUNT}$`, 'i');
const ITEMS_LINE = /^(\d{1,7}) items?:$/i;
const SUBTOTAL_LINE = new RegExp(String.raw`^Subtotal\s*:\s*${AMOUNT}$`, 'i');
const TOTAL_LINE = new RegExp(String.raw`^Total\s*:\s*${AMOUNT}$`, 'i');
const SHIPPING_LINE = /^Shipping\s*:\s*(.*)$/i;
/** `Winter collection 50% off: −₹1,399` or `Coupon WELCOME10: −₹300`. */
const DEDUCTION_LINE = new RegExp(String.raw`^(.+):\s*[−–-]\s*${AMOUNT}$`);
const COUPON_LABEL = /^Coupon\s+(.+)$/i;

function rupees(text: string): number {
  return Number(text.replace(/,/g, ''));
}

function sizeNamed(text: string): Size | undefined {
  const key = text.toUpperCase();
  return sizes.find((size) => size.toUpperCase() === key || shortSizes[size] === key);
}

/** How an order line names its tee: by title (the full form) or by id (the compact form). */
type TeeRef = { kind: 'title'; title: string } | { kind: 'id'; id: number };

interface MessageLine {
  quantity: number;
  tee: TeeRef;
  /** The colour's name as written ('' when the line names none). */
  colour: string;
  size: Size;
  amount: number;
}

function readLine(line: string): MessageLine | undefined {
  if (line.length > MAX_LINE_LENGTH) return undefined;
  const full = FULL_LINE.exec(line);
  if (full) {
    const [, quantity = '', title = '', colour = '', size = '', amount = ''] = full;
    const named = sizeNamed(size);
    if (named && title.trim()) return { quantity: Number(quantity), tee: { kind: 'title', title: title.trim() }, colour: colour.trim(), size: named, amount: rupees(amount) };
  }
  const compact = COMPACT_LINE.exec(line);
  if (compact) {
    const [, quantity = '', id = '', colour = '', size = '', amount = ''] = compact;
    const named = sizeNamed(size);
    if (named) return { quantity: Number(quantity), tee: { kind: 'id', id: Number(id) }, colour: colour.trim(), size: named, amount: rupees(amount) };
  }
  return undefined;
}

interface Deduction {
  label: string;
  amount: number;
}

/** What a message says after its total: the payment, then where the order goes (./order-message.ts). */
interface Tail {
  payment: { written: string; method: PaymentMethod | null; utr: string | null } | null;
  /** Each delivery field by its label, as written ('' for an optional one left out). */
  fields: Partial<Record<DeliveryLabel, string>>;
  /** What is missing of what every message has, as sentences. */
  missing: string[];
  /** The lines after the last field: no part of the order. */
  after: string[];
}

/** The delivery lines of a message, in their order; Landmark and Email only when given. */
const DELIVERY_LINES = [
  { label: 'Deliver to', required: true, wraps: false },
  { label: 'Mobile', required: true, wraps: false },
  { label: 'Address', required: true, wraps: true },
  { label: 'Landmark', required: false, wraps: true },
  { label: 'Place', required: true, wraps: false },
  { label: 'Email', required: false, wraps: false },
] as const;
type DeliveryLabel = (typeof DELIVERY_LINES)[number]['label'];

/** An email program wraps lines near 72–78 characters: a shorter line was not wrapped. */
const WRAP_AT = 60;
const PAYMENT_LINE = /^Payment\s*:\s*(.*)$/i;
const PAYMENT_WORDS = new RegExp(String.raw`^(${paymentLabels.upi}|${paymentLabels.cod})(?:, paid: UTR (\d{12}) \(please confirm\))?$`, 'i');

function readTail(lines: readonly string[]): Tail {
  let at = 0;
  const missing: string[] = [];
  let payment: Tail['payment'] = null;
  const paid = PAYMENT_LINE.exec(lines[at] ?? '');
  if (paid) {
    const written = paid[1]!.trim();
    const words = PAYMENT_WORDS.exec(written);
    const method = words ? (words[1]!.toLowerCase() === paymentLabels.upi.toLowerCase() ? 'upi' : 'cod') : null;
    payment = { written, method, utr: method === 'upi' ? (words?.[2] ?? null) : null };
    if (method === 'cod' && words?.[2]) payment.method = null;
    at += 1;
  } else missing.push('It has no “Payment:” line after its total.');
  const fields: Tail['fields'] = {};
  for (const { label, required, wraps } of DELIVERY_LINES) {
    const line = lines[at] ?? '';
    const prefix = new RegExp(`^${label}\\s*:\\s*`, 'i');
    if (!prefix.test(line)) {
      if (required) missing.push(`It has no “${label}:” line where the delivery details are.`);
      continue;
    }
    let value = line.replace(prefix, '');
    at += 1;
    // An email program may have wrapped a long address in two or more lines.
    while (wraps && value.length >= WRAP_AT && at < lines.length && !/^[\p{L} ]{2,20}:/u.test(lines[at]!)) {
      value = `${value} ${lines[at]!}`;
      at += 1;
    }
    fields[label] = value.trim();
  }
  return { payment, fields, missing, after: lines.slice(at) };
}

/**
 * The heading, `Rangeela order RNG-260305-K7PZ42` (the shop's name and number), bold or not, as a copy brings it: after a
 * WhatsApp copy's "[date] name:" or a chat export's "date, time - name:".
 */
const HEADING = /^(?:\[[^\]]{1,60}\][^:]{0,80}:\s*|\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?\s+\d{1,2}:\d{2}[^-–]{0,12}[-–][^:]{0,80}:\s*)?\*?(.*?)\s+order\s+([^\s*]+)\*?$/i;

/** The message read into its parts, or why it is not an order message. */
type Reading =
  | { ok: false; why: string }
  | {
      ok: true;
      /** The shop's name and the number, as the heading gives them. */
      shop: string;
      number: string;
      /** Lines before the heading: no part of the order. */
      before: string[];
      items: number;
      lines: ({ text: string } & ({ read: MessageLine } | { read: null }))[];
      subtotal: number;
      deductions: Deduction[];
      shipping: string | null;
      /** Lines between the subtotal and the total that are none of the above. */
      strays: string[];
      total: number;
      warning: string[] | null;
      tail: Tail;
    };

function readMessage(text: string): Reading {
  if (text.length > MAX_MESSAGE_LENGTH)
    return { ok: false, why: `it is ${formatCount(text.length)} characters long, far longer than any order message.` };
  const all = messageLines(text);
  if (all.length === 0) return { ok: false, why: 'there is nothing in it.' };
  const itemsAt = all.findIndex((line) => ITEMS_LINE.test(line));
  if (itemsAt < 0) return { ok: false, why: 'it has no line such as “2 items:” under the order’s number.' };
  const heading = HEADING.exec(all[itemsAt - 1] ?? '');
  if (!heading?.[2]) return { ok: false, why: `the line above “items:” is not the order’s number (“order ${ORDER_PREFIX}-…”).` };
  const items = Number(ITEMS_LINE.exec(all[itemsAt]!)?.[1]);

  const subtotalAt = all.findIndex((line, index) => index > itemsAt && SUBTOTAL_LINE.test(line));
  if (subtotalAt < 0) return { ok: false, why: 'it has no “Subtotal:” line after its items.' };
  const lines: Extract<Reading, { ok: true }>['lines'] = [];
  for (let index = itemsAt + 1; index < subtotalAt; index += 1) {
    const line = all[index]!;
    const read = readLine(line);
    // An email program may have wrapped a long line in two.
    const joined = read || index + 1 >= subtotalAt ? undefined : readLine(`${line} ${all[index + 1]!}`);
    if (joined) {
      lines.push({ text: `${line} ${all[index + 1]!}`, read: joined });
      index += 1;
    } else lines.push({ text: line, read: read ?? null });
  }
  if (!lines.some((line) => line.read))
    return { ok: false, why: 'no line under “items:” is an order line such as “2 × Kite Tee (Sky Blue, XL) — ₹1,598”.' };

  const totalAt = all.findIndex((line, index) => index > subtotalAt && TOTAL_LINE.test(line));
  if (totalAt < 0) return { ok: false, why: 'it has no “Total:” line after its subtotal.' };
  const deductions: Deduction[] = [];
  const strays: string[] = [];
  let shipping: string | null = null;
  for (const line of all.slice(subtotalAt + 1, totalAt)) {
    const deduction = DEDUCTION_LINE.exec(line);
    const shipped = SHIPPING_LINE.exec(line);
    if (deduction) deductions.push({ label: deduction[1]!.trim(), amount: rupees(deduction[2]!) });
    else if (shipped) shipping = shipped[1]!;
    else strays.push(line);
  }

  // The shopper's device's own warning, written under the total (./order-check.ts).
  let tailAt = totalAt + 1;
  let warning: string[] | null = null;
  if (all[tailAt]?.startsWith('⚠') && all[tailAt]!.includes(MISMATCH_WARNING)) {
    warning = [];
    for (tailAt += 1; all[tailAt]?.startsWith('•'); tailAt += 1) warning.push(all[tailAt]!.slice(1).trim());
  }

  return {
    ok: true,
    shop: heading[1]!.trim(),
    number: heading[2],
    before: all.slice(0, itemsAt - 1),
    items,
    lines,
    subtotal: rupees(SUBTOTAL_LINE.exec(all[subtotalAt]!)![1]!),
    deductions,
    shipping,
    strays,
    total: rupees(TOTAL_LINE.exec(all[totalAt]!)![1]!),
    warning,
    tail: readTail(all.slice(tailAt)),
  };
}

/** Lines that are no part of the order, quoted: the first three, and how many more. */
function someLines(lines: readonly string[]): string {
  const shown = lines.slice(0, 3).map(quoted).join(', ');
  return lines.length > 3 ? `${shown} and ${lines.length - 3} more ${lines.length - 3 === 1 ? 'line' : 'lines'}` : shown;
}

/**
 * What the message says apart from its lines and totals, held to what an order message is: the
 * heading is this shop's with one of its order numbers, nothing comes before it or after its last
 * delivery line, the payment is one an order gives, and the delivery details are ones the checkout
 * takes. A copy of a genuine message meets every rule; text added anywhere is named.
 */
function frameDifferences(reading: Extract<Reading, { ok: true }>, shopName: string): string[] {
  const differences: string[] = [];
  const heading = `${reading.shop} order ${reading.number}`;
  if (nameKey(reading.shop) !== nameKey(shopName))
    differences.push(`The message is headed ${quoted(heading)}: this shop’s orders are headed “${shopName} order ${ORDER_PREFIX}-…”.`);
  else if (!ORDER_NUMBER_PATTERN.test(reading.number))
    differences.push(`The order number ${quoted(reading.number)} is not one this shop gives (${ORDER_PREFIX}-, the date as YYMMDD, a dash and six letters or digits).`);
  if (reading.before.length)
    differences.push(`The message has text before the order’s heading: ${someLines(reading.before)}. An order message starts with its heading.`);

  const { payment, fields, missing, after } = reading.tail;
  differences.push(...missing);
  if (payment && !payment.method)
    differences.push(`Payment: ${quoted(payment.written)} is not how an order gives its payment (“${paymentLabels.upi}” or “${paymentLabels.cod}”, and a UPI order’s UTR).`);
  const name = fields['Deliver to'];
  if (name !== undefined && !showsText(name)) differences.push('Deliver to: the name is empty.');
  const mobile = fields.Mobile;
  if (mobile !== undefined && normaliseMobile(mobile) === null) differences.push(`Mobile: ${quoted(mobile)} is not a 10-digit Indian mobile number.`);
  const place = fields.Place;
  if (place !== undefined) {
    const [, city = '', state = '', pin = ''] = /^(.*),\s*(.+?)\s+(\S+)$/.exec(place) ?? [];
    if (!showsText(city) || !isState(state) || !/^[1-9]\d{5}$/.test(pin))
      differences.push(`Place: ${quoted(place)} is not a city, a state of India and a 6-digit PIN code (${PLACE_EXAMPLE}).`);
  }
  const email = fields.Email;
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) differences.push(`Email: ${quoted(email)} is not an email address.`);
  if (after.length)
    differences.push(`The message goes on after the order’s delivery details: ${someLines(after)}. Nothing after them is part of the order.`);
  return differences;
}

// ---------------------------------------------------------------------------------------------
// Checking it

/** "₹1,598 for 2 (₹799 each)", "₹799": an amount as the sentences give it. */
function amountFor(amount: number, quantity: number): string {
  if (quantity === 1) return formatPrice(amount);
  const each = amount / quantity;
  return Number.isInteger(each) ? `${formatPrice(amount)} for ${quantity} (${formatPrice(each)} each)` : `${formatPrice(amount)} for ${quantity}`;
}

function findTee(tee: TeeRef, colour: string, catalogue: readonly CatalogueEntry[]): CatalogueEntry | undefined {
  if (tee.kind === 'id') return catalogue.find((product) => product.id === tee.id);
  const key = nameKey(tee.title);
  const titled = catalogue.filter((product) => nameKey(product.title) === key);
  // Two tees of one title: the one that comes in the line's colour.
  return titled.find((product) => product.colours.some((known) => nameKey(known.name) === nameKey(colour))) ?? titled[0];
}

/**
 * Reads an order message and works every amount out again from the catalogue: each line's amount
 * (quantity × the tee's price), the subtotal, each offer, the coupon and the total, with the same
 * `cartTotals` the cart and the checkout use. Text that is not an order message says why.
 */
export function checkOrderMessage(text: string, { products = shopProducts, rules = {}, shopName = site.name }: CheckOptions = {}): MessageCheck {
  const reading = readMessage(text);
  if (!reading.ok) return { kind: 'unreadable', sentence: `This does not look like a ${shopName} order message: ${reading.why}` };

  const differences: string[] = frameDifferences(reading, shopName);
  const cartLines: CartLine[] = [];
  /** Where each tee, colour and size was first written: a cart holds one line of each. */
  const seen = new Map<string, number>();
  let allKnown = true;
  /** Whether every line holds a quantity a cart can (a pasted 999999 × would make the offers' sums run away). */
  let allCountable = true;
  const orderLines: ReadLine[] = [];

  reading.lines.forEach(({ text: written, read }, index) => {
    const which = `Line ${index + 1}`;
    if (!read) {
      allKnown = false;
      differences.push(`${which} could not be read: ${quoted(written)}.`);
      return;
    }
    const tee = findTee(read.tee, read.colour, products);
    const named = tee?.title ?? (read.tee.kind === 'title' ? read.tee.title : `#${read.tee.id}`);
    orderLines.push({ quantity: read.quantity, productId: tee?.id ?? null, title: named, colour: read.colour, size: read.size, amount: read.amount });
    const label = `${which} (${[named, read.colour, read.size].filter(Boolean).join(', ')})`;
    if (!tee) {
      allKnown = false;
      differences.push(
        read.tee.kind === 'title'
          ? `${label}: “${read.tee.title}” is not the title of any tee the shop sells, so its amount cannot be checked.`
          : `${label}: #${read.tee.id} is not a tee the shop sells, so its amount cannot be checked.`,
      );
      return;
    }
    const colour = tee.colours.find((known) => nameKey(known.name) === nameKey(read.colour));
    if (read.colour && !colour)
      differences.push(`${label}: ${tee.title} does not come in “${read.colour}” (it comes in ${tee.colours.map((known) => known.name).join(', ')}).`);
    if (colour?.soldOut?.includes(read.size)) differences.push(`${label}: ${read.size} is sold out in ${colour.name}, so no cart could order it.`);
    const key = `${tee.id}:${colour?.id ?? nameKey(read.colour)}:${read.size}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else differences.push(`${label} repeats line ${first + 1}: a cart holds one line for each tee, colour and size.`);
    if (read.quantity < MIN_QUANTITY || read.quantity > MAX_QUANTITY) {
      allCountable = false;
      differences.push(`${label}: ${read.quantity} of one tee; an order holds ${MIN_QUANTITY} to ${MAX_QUANTITY} of each.`);
    }
    const expected = tee.price * read.quantity;
    if (read.amount !== expected)
      differences.push(`${label}: ${amountFor(read.amount, read.quantity)} in the message; the catalogue says ${amountFor(expected, read.quantity)}.`);
    cartLines.push({ productId: tee.id, colour: colour?.id ?? tee.colours[0]?.id ?? '', size: read.size, quantity: read.quantity });
  });

  const held = reading.lines.reduce((sum, line) => sum + (line.read?.quantity ?? 0), 0);
  if (reading.items !== held) differences.push(`The message says ${reading.items} ${reading.items === 1 ? 'item' : 'items'}; its lines hold ${held}.`);

  if (!allKnown) {
    differences.push('The subtotal, offers, coupon and total cannot be checked until every line is a tee the shop sells.');
  } else if (!allCountable) {
    differences.push(`The subtotal, offers, coupon and total cannot be checked until every line holds ${MIN_QUANTITY} to ${MAX_QUANTITY} of its tee.`);
  } else {
    differences.push(...totalsDifferences(reading, cartLines, products, rules));
  }

  const notes = reading.warning
    ? [
        `The message carries the shopper’s own warning, “${MISMATCH_WARNING}”${reading.warning.length ? `, with ${reading.warning.length} ${reading.warning.length === 1 ? 'point' : 'points'}` : ''}: the order was changed on their device after it was placed.`,
      ]
    : [];
  const { payment, fields } = reading.tail;
  const place = fields.Place ?? '';
  const buyer: MessageBuyer = {
    name: fields['Deliver to'] ?? '',
    mobile: normaliseMobile(fields.Mobile ?? '') ?? fields.Mobile ?? '',
    address: fields.Address ?? '',
    landmark: fields.Landmark ?? '',
    place,
    pin: /(\d{6})$/.exec(place)?.[1] ?? '',
    email: fields.Email ?? '',
  };
  return {
    kind: 'checked',
    number: reading.number,
    lines: reading.lines.length,
    items: held,
    total: reading.total,
    payment: payment?.method ?? null,
    utr: payment?.utr ?? null,
    differences,
    notes,
    orderLines,
    buyer,
  };
}

function totalsDifferences(reading: Extract<Reading, { ok: true }>, lines: readonly CartLine[], products: readonly CatalogueEntry[], rules: OfferRules): string[] {
  const differences: string[] = [];
  const priceOf = (id: number) => products.find((product) => product.id === id);
  // Deductions named as one of the offers that apply are offers; any other "Coupon CODE" is the coupon.
  const offersNow = cartTotals(lines, priceOf, null, rules).offers;
  const offerKeys = new Set(offersNow.map((offer) => nameKey(offer.name)));
  const offers: Deduction[] = [];
  const coupons: { code: string; amount: number }[] = [];
  for (const deduction of reading.deductions) {
    const coupon = COUPON_LABEL.exec(deduction.label);
    if (offerKeys.has(nameKey(deduction.label)) || !coupon) offers.push(deduction);
    else coupons.push({ code: [...coupon[1]!].map((char) => LOOK_ALIKES.get(char) ?? char).join(''), amount: deduction.amount });
  }
  const [coupon, ...moreCoupons] = coupons;
  const expected = cartTotals(lines, priceOf, coupon?.code ?? null, rules);

  if (reading.subtotal !== expected.subtotal)
    differences.push(`Subtotal: ${formatPrice(reading.subtotal)} in the message; the catalogue gives ${formatPrice(expected.subtotal)}.`);

  for (const offer of expected.offers) {
    const written = offers.find((deduction) => nameKey(deduction.label) === nameKey(offer.name));
    if (!written) differences.push(`${offer.name}: not in the message; the catalogue takes off ${formatPrice(offer.amount)}.`);
    else if (written.amount !== offer.amount)
      differences.push(`${offer.name}: ${formatPrice(written.amount)} off in the message; the catalogue takes off ${formatPrice(offer.amount)}.`);
  }
  for (const written of offers) {
    if (!expected.offers.some((offer) => nameKey(offer.name) === nameKey(written.label)))
      differences.push(`${written.label}: ${formatPrice(written.amount)} off in the message; no offer of the shop by that name applies to these tees.`);
  }

  if (coupon) {
    const label = `Coupon ${coupon.code}`;
    if (!expected.coupon)
      differences.push(
        expected.couponMinimum === null
          ? `${label}: ${formatPrice(coupon.amount)} off in the message; the shop has no such coupon.`
          : `${label}: ${formatPrice(coupon.amount)} off in the message; it is for orders of ${formatPrice(expected.couponMinimum)} or more, and these tees come to ${formatPrice(expected.subtotal - expected.discount)} after the offers.`,
      );
    else if (expected.coupon.amount !== coupon.amount)
      differences.push(`${label}: ${formatPrice(coupon.amount)} off in the message; the catalogue takes off ${formatPrice(expected.coupon.amount)}.`);
  }
  for (const extra of moreCoupons) differences.push(`Coupon ${extra.code}: a second coupon, ${formatPrice(extra.amount)} off; an order takes one coupon.`);

  if (reading.shipping !== null && !/^(?:free|(?:₹|Rs\.?|INR)\s?0(?:\.00?)?)$/i.test(reading.shipping))
    differences.push(`Shipping: “${reading.shipping}” in the message; shipping is free.`);
  for (const stray of reading.strays) differences.push(`${quoted(stray)} is not a line of an order’s totals.`);

  if (reading.total !== expected.total) differences.push(`Total: ${formatPrice(reading.total)} in the message; the catalogue gives ${formatPrice(expected.total)}.`);
  return differences;
}

/** The form's one rule: something pasted. The check itself runs once the form is sent. */
export const messageChecks: FormChecks<{ message: string }> = ({ message = '' }) =>
  message.trim() === '' ? { ok: false, errors: { message: 'Paste the order message to check.' } } : { ok: true, values: { message } };
