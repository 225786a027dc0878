/**
 * Finding order messages in what the owner brings (PRODUCT.md §16): text pasted from WhatsApp or an
 * email, or a chat exported from WhatsApp ("Export chat"), in Android's form
 * (`27/11/26, 10:15 am - Asha: text`) or the iPhone's (`[27/11/26, 10:15:03 AM] Asha: text`), a
 * message going on over the lines after its first until the next message starts.
 */

/** Marks WhatsApp puts into exports (U+200E before an iPhone line, attachments' notes). */
const INVISIBLE = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const DATE = String.raw`\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}`;
const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[apAP]\.?\s?[mM]\.?)?`;
/** Android: `27/11/26, 10:15 am - Name: text` (a system line has no `Name:`). */
const ANDROID = new RegExp(String.raw`^${DATE},?\s+${TIME}\s+[-–]\s+(?:[^:]{1,80}:\s?)?`);
/** iPhone: `[27/11/26, 10:15:03 AM] Name: text`. */
const IPHONE = new RegExp(String.raw`^\[${DATE},?\s+${TIME}\]\s+(?:[^:]{1,80}:\s?)?`);

function chatPrefix(line: string): RegExpExecArray | null {
  return ANDROID.exec(line) ?? IPHONE.exec(line);
}

/** True when the text is a chat export: its first lines start as chat messages do. */
export function isChatExport(text: string): boolean {
  const first = text.replace(INVISIBLE, '').split(/\r\n|\n|\r/).find((line) => line.trim() !== '');
  return first !== undefined && chatPrefix(first) !== null;
}

/** The messages of a chat export, each without its date, time and sender. */
export function chatMessages(text: string): string[] {
  const messages: string[][] = [];
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const line = raw.replace(INVISIBLE, '');
    const prefix = chatPrefix(line);
    if (prefix) messages.push([line.slice(prefix[0].length)]);
    else messages.at(-1)?.push(line);
  }
  return messages.map((lines) => lines.join('\n'));
}

const ITEMS_LINE = /^\s*\*?\d{1,7} items?:\*?\s*$/i;

/**
 * The order messages in one text: each starts at the line above an `N items:` line (its heading,
 * `Rangeela order RNG-…`). `before` is what came before the first of them.
 */
export function splitAtHeadings(text: string): { before: string; orders: string[] } {
  const lines = text.split(/\r\n|\n|\r/);
  const starts: number[] = [];
  lines.forEach((line, at) => {
    if (!ITEMS_LINE.test(line)) return;
    let heading = at - 1;
    while (heading >= 0 && lines[heading]!.trim() === '') heading -= 1;
    if (heading >= 0 && heading !== starts.at(-1)) starts.push(heading);
  });
  const orders = starts.map((start, index) => lines.slice(start, starts[index + 1] ?? lines.length).join('\n').trim());
  return { before: lines.slice(0, starts[0] ?? lines.length).join('\n').trim(), orders };
}

/**
 * Every text to check as an order: in a chat export, each order message (other chat is passed
 * over); in pasted text, each order message and whatever else was pasted before them.
 */
export function findOrderTexts(text: string): { orders: string[]; others: string[] } {
  if (isChatExport(text)) {
    const orders = chatMessages(text).flatMap((message) => splitAtHeadings(message).orders);
    return { orders, others: [] };
  }
  const { before, orders } = splitAtHeadings(text);
  return { orders, others: before ? [before] : [] };
}
