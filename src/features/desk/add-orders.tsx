import { useId, useState, type FormEvent } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import type { DeskOrder } from './desk-order';
import type { NotAnOrder } from './take-in';

/**
 * The check of order messages (the order rules, ../orders) and the chats' unzip (fflate): loaded
 * when the owner first adds orders, not with the desk (a phone opening 10,000 orders waits for
 * every script the desk's first chunk carries).
 */
const takingIn = () => Promise.all([import('./chat-file'), import('./take-in')]);

interface Said {
  sentence: string;
  notOrders: NotAnOrder[];
}

/**
 * "Add orders": order messages pasted, or a chat exported from WhatsApp (.txt or .zip), each found
 * and checked (./take-in.ts). Says what was new, what the desk had, what was not an order.
 */
export function AddOrders({ known, save }: { known: readonly Pick<DeskOrder, 'number'>[]; save: (added: DeskOrder[]) => Promise<string | null> }) {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const panel = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const pasted = String(data.get('messages') ?? '');
    const file = data.get('chat');
    setError(null);
    setSaid(null);
    let parts: Awaited<ReturnType<typeof takingIn>>;
    try {
      parts = await takingIn();
    } catch {
      return setError('Part of the desk did not load. Check your connection and try again.');
    }
    const [{ chatFileText }, { takeIn, takeInSentence }] = parts;
    const texts = [pasted];
    if (file instanceof File && file.size > 0) {
      const read = chatFileText(file.name, new Uint8Array(await file.arrayBuffer()));
      if (!read.ok) return setError(read.error);
      texts.push(read.text);
    }
    if (texts.every((text) => text.trim() === '')) return setError('Paste one or more order messages, or choose a chat exported from WhatsApp.');
    setBusy(true);
    const numbers = new Set(known.map((order) => order.number));
    const found = texts.filter((text) => text.trim()).map((text) => takeIn(text, numbers, new Date()));
    const result = {
      added: found.flatMap((one) => one.added).filter((order, at, all) => all.findIndex((other) => other.number === order.number) === at),
      had: found.flatMap((one) => one.had),
      notOrders: found.flatMap((one) => one.notOrders),
    };
    const failed = await save(result.added);
    setBusy(false);
    if (failed) return setError(failed);
    setSaid({ sentence: takeInSentence(result), notOrders: result.notOrders });
    form.reset();
    // Taken in: the form folds away, so the ledger comes into view; the result stays said.
    setOpen(false);
  }

  return (
    <section className="desk-add" aria-label="Add orders">
      <button type="button" className="btn btn--primary" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        Add orders
      </button>
      <form id={panel} className="desk-add__form" hidden={!open} onSubmit={(event) => void onSubmit(event)} noValidate>
        <label className="field__label" htmlFor={`${panel}-messages`}>
          Order messages
        </label>
        <p className="field__hint" id={`${panel}-hint`}>
          Paste one or more order messages from WhatsApp or email, as they reached you.
        </p>
        <textarea id={`${panel}-messages`} name="messages" className="textarea" rows={6} aria-describedby={`${panel}-hint`} />
        <label className="field__label" htmlFor={`${panel}-chat`}>
          Chat export
        </label>
        <p className="field__hint" id={`${panel}-chat-hint`}>
          In WhatsApp: the chat’s menu, More, Export chat, Without media. The .txt or .zip it makes.
        </p>
        <input id={`${panel}-chat`} name="chat" type="file" className="desk-file" accept=".txt,.zip,text/plain,application/zip" aria-describedby={`${panel}-chat-hint`} />
        <button type="submit" className="btn btn--accent" disabled={busy}>
          Add
        </button>
        {error && (
          <p className="desk-problem" role="alert">
            {error}
          </p>
        )}
      </form>
      <StatusMessage tone="info">
        {said && (
          <>
            <p className="desk-add__said">{said.sentence}</p>
            {said.notOrders.length > 0 && (
              <ul className="desk-add__others">
                {said.notOrders.map((other, at) => (
                  <li key={at}>
                    “{other.excerpt}”: {other.why}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </StatusMessage>
    </section>
  );
}
