import { useEffect, useRef, useState, type FormEvent } from 'react';
import { whenIdle } from '@/lib/idle';
import type { DeliveryAnswer } from './delivery-answer';

/** The answer (with the shop's zones) and the remembered PIN load when first needed: the page is ready without them. */
const loadAnswer = () => import('./delivery-answer');
const loadRememberedPin = () => import('@/lib/remembered-pin');

/**
 * "PIN code" and Check: when an order placed now reaches that PIN and whether cash on delivery goes
 * there (src/lib/delivery.ts), said next to the box. The PIN checked is remembered on this device
 * and filled in here and at checkout next time.
 */
export function DeliveryCheck() {
  const [estimate, setEstimate] = useState<DeliveryAnswer | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The remembered PIN fills the box, unless the visitor has typed in it meanwhile: once the browser
  // is idle, so its code is not part of what the page loads before it is ready.
  useEffect(() => {
    let gone = false;
    whenIdle(() => {
      void loadRememberedPin()
        .then(({ rememberedPin }) => {
          const input = inputRef.current;
          const pin = rememberedPin();
          if (!gone && input && pin && !input.value) input.value = pin;
        })
        .catch(() => undefined); // nothing remembered to show
    });
    return () => {
      gone = true;
    };
  }, []);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = String(new FormData(form).get('pin') ?? '');
    try {
      const { deliveryAnswer } = await loadAnswer();
      const next = deliveryAnswer(typed, new Date());
      setEstimate(next);
      if (next.kind === 'invalid') {
        form.querySelector<HTMLInputElement>('input[name="pin"]')?.focus();
        return;
      }
      void loadRememberedPin().then(({ rememberPin }) => rememberPin(next.pin));
    } catch {
      setEstimate({ kind: 'invalid', message: 'The delivery check could not load just now. Please try again.' });
    }
  }

  const invalid = estimate?.kind === 'invalid';
  return (
    <form className="delivery-check" onSubmit={check} noValidate aria-labelledby="delivery-check-title">
      <h2 id="delivery-check-title" className="delivery-check__title">
        Delivery
      </h2>
      <label htmlFor="delivery-pin" className="delivery-check__label">
        PIN code
      </label>
      <div className="delivery-check__row">
        <input
          id="delivery-pin"
          ref={inputRef}
          name="pin"
          className="input"
          type="text"
          inputMode="numeric"
          autoComplete="shipping postal-code"
          maxLength={7}
          aria-invalid={invalid || undefined}
          aria-describedby="delivery-check-result"
        />
        <button type="submit" className="btn btn--secondary">
          Check
        </button>
      </div>
      <p id="delivery-check-result" className={invalid ? 'field__error delivery-check__result' : 'delivery-check__result'} aria-live="polite">
        {estimate?.kind === 'invalid' && estimate.message}
        {estimate?.kind === 'ok' && (
          <>
            <strong>{estimate.line}</strong> · {estimate.cod}
          </>
        )}
      </p>
    </form>
  );
}
