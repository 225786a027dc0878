import { useState, type FormEvent, type ReactNode } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { cancelOrder, canMove, confirmCash, markAwaitingPayment, markDelivered, markExchanged, markPacked, markPaid, markReturned, markShipped, type Step } from './actions';
import type { DeskOrder } from './desk-order';

function TextBox({ name, label, error, inputMode }: { name: string; label: string; error: string | undefined; inputMode?: 'numeric' | 'decimal' }) {
  const id = `desk-${name}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} className="input" inputMode={inputMode} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function StepForm({ label, onStep, quiet = false, children }: { label: string; onStep: (data: FormData) => void; quiet?: boolean; children?: ReactNode }) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onStep(new FormData(event.currentTarget));
  }
  return (
    <form className={quiet ? 'desk-step desk-step--quiet' : 'desk-step'} onSubmit={onSubmit} noValidate>
      {children}
      <button type="submit" className={quiet ? 'btn btn--secondary btn--small' : 'btn btn--primary'}>
        {label}
      </button>
    </form>
  );
}

/** The owner's next steps for an order: each button moves it on, with what the step needs. */
export function OrderActions({ order, save }: { order: DeskOrder; save: (order: DeskOrder) => Promise<string | null> }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState('');
  const text = (data: FormData, name: string) => String(data.get(name) ?? '');

  async function run(step: Step) {
    if (!step.ok) return setErrors(step.errors);
    setErrors({});
    const failed = await save(step.order);
    if (failed) return setErrors({ status: failed });
    setSaid(step.order.history.at(-1)?.what ?? '');
  }
  const now = () => new Date();
  const upi = order.check.payment !== 'cod';

  return (
    <section className="desk-actions" aria-label="Move the order on">
      {upi && canMove(order, 'Paid') && (
        <StepForm label="Mark paid" onStep={(data) => void run(markPaid(order, { utr: text(data, 'utr'), received: text(data, 'received') }, now()))}>
          <TextBox name="utr" label="UPI transaction ID (UTR)" error={errors.utr} inputMode="numeric" />
          <TextBox name="received" label="Amount received" error={errors.received} inputMode="decimal" />
        </StepForm>
      )}
      {upi && canMove(order, 'Awaiting payment') && <StepForm quiet label="Mark awaiting payment" onStep={() => void run(markAwaitingPayment(order, now()))} />}
      {!upi && order.status === 'New' && <StepForm quiet label="Mark confirmed" onStep={() => void run(confirmCash(order, now()))} />}
      {canMove(order, 'Packed') && (order.status !== 'New' || !upi) && <StepForm label="Mark packed" onStep={() => void run(markPacked(order, now()))} />}
      {canMove(order, 'Shipped') && (
        <StepForm label="Mark shipped" onStep={(data) => void run(markShipped(order, { courier: text(data, 'courier'), awb: text(data, 'awb') }, now()))}>
          <TextBox name="courier" label="Courier" error={errors.courier} />
          <TextBox name="awb" label="AWB number" error={errors.awb} />
        </StepForm>
      )}
      {canMove(order, 'Delivered') && <StepForm label="Mark delivered" onStep={() => void run(markDelivered(order, now()))} />}
      {canMove(order, 'Returned') && <StepForm quiet label="Mark returned" onStep={() => void run(markReturned(order, now()))} />}
      {order.status === 'Delivered' && (
        <StepForm quiet label="Mark exchanged" onStep={(data) => void run(markExchanged(order, text(data, 'exchange'), now()))}>
          <TextBox name="exchange" label="What was exchanged" error={errors.exchange} />
        </StepForm>
      )}
      {canMove(order, 'Cancelled') && (
        <details className="desk-cancel">
          <summary>Cancel this order…</summary>
          <StepForm label="Cancel order" onStep={(data) => void run(cancelOrder(order, text(data, 'reason'), now()))}>
            <TextBox name="reason" label="Reason for cancelling" error={errors.reason} />
          </StepForm>
        </details>
      )}
      {errors.status && (
        <p className="desk-problem" role="alert">
          {errors.status}
        </p>
      )}
      <StatusMessage>{said}</StatusMessage>
    </section>
  );
}
