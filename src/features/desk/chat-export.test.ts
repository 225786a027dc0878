import { describe, expect, it } from 'vitest';
import { messageOf, shopperOrder } from '@/test/desk';
import { chatMessages, findOrderTexts, isChatExport, splitAtHeadings } from './chat-export';

/** A message as a chat export writes it: the first line after the date, time and sender, the rest below. */
function android(when: string, who: string, text: string): string {
  return `${when} - ${who}: ${text}`;
}

describe('chat exports', () => {
  it('reads Android’s form, a message going on over the lines after its first', () => {
    const order = shopperOrder();
    const chat = [
      '27/11/26, 10:14 am - Messages and calls are end-to-end encrypted.',
      android('27/11/26, 10:15 am', 'Asha Sharma', messageOf(order)),
      android('27/11/26, 10:16 am', 'Asha Sharma', 'Sent it!'),
    ].join('\n');
    expect(isChatExport(chat)).toBe(true);
    expect(chatMessages(chat)).toHaveLength(3);
    expect(findOrderTexts(chat)).toEqual({ orders: [messageOf(order)], others: [] });
  });

  it('reads the iPhone’s form, with the mark WhatsApp puts before each line, and Windows line endings', () => {
    const order = shopperOrder('cod');
    const chat = [`\u200e[27/11/26, 10:15:03 AM] Asha Sharma: ${messageOf(order)}`, '[27/11/26, 10:16:40 AM] Rangeela: Thank you!'].join('\n').replace(/\n/g, '\r\n');
    expect(findOrderTexts(chat).orders).toEqual([messageOf(order)]);
  });

  it('finds the three orders in a 5,000-line chat', () => {
    const orders = [shopperOrder(), shopperOrder('cod'), shopperOrder()];
    const lines: string[] = [];
    for (let at = 0; lines.length < 5000; at += 1) {
      if (at % 1500 === 700) lines.push(android('26/11/26, 9:00 pm', 'Buyer', messageOf(orders[Math.floor(at / 1500)]!)));
      else lines.push(at % 3 && at % 1500 !== 701 ? `and more words on line ${at}` : android('26/11/26, 9:01 pm', 'Friend', `Hello, how many items: ${at}`));
    }
    expect(lines.length).toBeGreaterThanOrEqual(5000);
    const found = findOrderTexts(lines.join('\n')).orders;
    expect(found).toEqual(orders.map(messageOf));
  });
});

describe('pasted text', () => {
  it('splits several pasted messages at their headings and keeps what came before as another text', () => {
    const [one, two] = [shopperOrder(), shopperOrder()];
    const { orders, others } = findOrderTexts(`hi, two orders:\n\n${messageOf(one)}\n\n${messageOf(two)}\n`);
    expect(orders).toEqual([messageOf(one), messageOf(two)]);
    expect(others).toEqual(['hi, two orders:']);
  });

  it('gives nothing for text with no order in it', () => {
    expect(splitAtHeadings('Is the indigo tee in XL?')).toEqual({ before: 'Is the indigo tee in XL?', orders: [] });
  });
});
