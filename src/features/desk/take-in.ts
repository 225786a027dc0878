import { checkOrderMessage, type CheckOptions } from '@/features/orders';
import { findOrderTexts } from './chat-export';
import { newDeskOrder, type DeskOrder } from './desk-order';

/** Text that was not an order message: the start of it, and why (the check's own sentence). */
export interface NotAnOrder {
  excerpt: string;
  why: string;
}

export interface TakeIn {
  added: DeskOrder[];
  /** Numbers the desk already had (or met twice in this text): not added again. */
  had: string[];
  notOrders: NotAnOrder[];
}

function excerpt(text: string): string {
  const line = text.trim().split(/\r\n|\n|\r/)[0] ?? '';
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/**
 * Every order message in `text` (pasted, or a chat export's text), each checked exactly as
 * `/orders/check` checks it and kept with the result; an order number the desk has is not added twice.
 */
export function takeIn(text: string, known: ReadonlySet<string>, now: Date, options?: CheckOptions): TakeIn {
  const { orders, others } = findOrderTexts(text);
  const result: TakeIn = { added: [], had: [], notOrders: others.map((other) => ({ excerpt: excerpt(other), why: 'It is not an order message.' })) };
  if (orders.length === 0 && others.length === 0 && text.trim() !== '')
    result.notOrders.push({ excerpt: excerpt(text), why: 'It holds no order message.' });
  const seen = new Set(known);
  for (const message of orders) {
    const check = checkOrderMessage(message, options);
    if (check.kind !== 'checked') {
      result.notOrders.push({ excerpt: excerpt(message), why: check.sentence });
      continue;
    }
    if (seen.has(check.number)) {
      result.had.push(check.number);
      continue;
    }
    seen.add(check.number);
    result.added.push(newDeskOrder(message, check, now));
  }
  return result;
}

/** What a take-in says: "2 new orders, 1 already on the desk, 1 text that was not an order message." */
export function takeInSentence({ added, had, notOrders }: TakeIn): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${count(added.length, 'new order', 'new orders')}, ${had.length} already on the desk, ${count(
    notOrders.length,
    'text that was not an order message',
    'texts that were not order messages',
  )}.`;
}
