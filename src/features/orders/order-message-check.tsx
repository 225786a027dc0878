import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { SubmitButton } from '@/components/ui/submit-button';
import { lazyChecks, useCheckedForm } from '@/lib/checked-form';
import { formatPrice } from '@/lib/money';
import type { MessageCheck } from './message-check';
import './orders.css';

/** The reading and checking of messages: loaded when the form is first checked (or the browser is idle), never with the page. */
const loadCheck = () => import('./message-check');
const checks = lazyChecks(() => loadCheck().then((m) => m.messageChecks));

type Checked = Extract<MessageCheck, { kind: 'checked' }>;

/** "Order RNG-260305-K7PZ42: 3 items on 2 lines, total ₹2,998 as the message gives it." */
function OrderFacts({ result }: { result: Checked }) {
  return (
    <p className="order-check__facts">
      Order <span className="order-number">{result.number}</span>: {result.items} {result.items === 1 ? 'item' : 'items'} on {result.lines}{' '}
      {result.lines === 1 ? 'line' : 'lines'}, total {formatPrice(result.total)} as the message gives it.
    </p>
  );
}

function Notes({ notes }: { notes: readonly string[] }) {
  return notes.map((note) => (
    <p key={note} className="order-check__note">
      {note}
    </p>
  ));
}

/**
 * The owner's side of the order check (PRODUCT.md §13, `/orders/check`): an order message pasted
 * from WhatsApp or an email, read back and every amount worked out again from the catalogue
 * (./message-check.ts). Says that every amount matches (a status), or what differs, line by line
 * (an alert). A plain form: sent before the app is ready, it is held and checked once it is (§12).
 */
export function OrderMessageCheck() {
  const [result, setResult] = useState<MessageCheck | null>(null);
  const form = useCheckedForm(checks, async ({ message }) => {
    const { checkOrderMessage } = await loadCheck();
    setResult(checkOrderMessage(message));
  });
  const matches = result?.kind === 'checked' && result.differences.length === 0 ? result : null;
  const differs = result && !matches ? result : null;

  function onChange(event: FormEvent<HTMLFormElement>) {
    // An answer is about the text it was given: another text has none until it is checked.
    setResult(null);
    form.onChange(event);
  }

  return (
    <form className="order-check" noValidate aria-label="Check an order" onSubmit={form.onSubmit} onChange={onChange} onFocus={form.onFocus}>
      <Field label="Order message" required error={form.errors.message} hint="The whole message, from the order’s number to the address, as it reached you.">
        {(control) => (
          <textarea
            {...control}
            name="message"
            className="textarea order-check__message"
            rows={12}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            autoCorrect="off"
          />
        )}
      </Field>
      <SubmitButton busy={form.busy} busyLabel="Checking…">
        Check order
      </SubmitButton>
      <FormSummary errors={form.errors} submitCount={form.submitCount} failure={form.failure} />

      {/* Both regions are in the page from the start, so what arrives in them is announced. */}
      <div role="status" aria-live="polite" className={matches ? 'order-check__result status status--success' : 'order-check__result status status--empty'}>
        {matches && (
          <>
            <p className="order-check__verdict">Every amount matches the catalogue</p>
            <OrderFacts result={matches} />
            <Notes notes={matches.notes} />
          </>
        )}
      </div>
      <div role="alert" className={differs ? 'order-check__result status status--error' : 'order-check__result status status--empty'}>
        {differs?.kind === 'unreadable' && <p className="order-check__verdict">{differs.sentence}</p>}
        {differs?.kind === 'checked' && (
          <>
            <p className="order-check__verdict">
              {differs.differences.length === 1 ? 'One thing differs' : `${differs.differences.length} things differ`} from the catalogue:
            </p>
            <ul className="order-check__differences">
              {differs.differences.map((difference, index) => (
                // The same sentence can come twice (two lines alike that could not be read).
                <li key={index}>{difference}</li>
              ))}
            </ul>
            <OrderFacts result={differs} />
            <Notes notes={differs.notes} />
          </>
        )}
      </div>
    </form>
  );
}
