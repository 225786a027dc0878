import { useId, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { StatusMessage } from '@/components/ui/status-message';
import { loadOnce } from '@/lib/load-once';
import { storage } from '@/lib/storage';
import { MAX_EMAIL_LENGTH } from '@/lib/validation';
import type { SubscribeResult } from './subscriptions';
import './newsletter.css';

/**
 * The sign-ups and their rules load on their own (the email check and the stored list), when the
 * visitor first goes to the form (focus) or sends it: no page waits for them, and a visitor who
 * never signs up never downloads them (issue 22: no data spent on what was not asked for).
 */
const { get: loadSubscriptions } = loadOnce(() => import('./subscriptions'));

/** "Sign up for newsletters": validates the email and records it on this device. */
export function Newsletter() {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form itself, so an address typed before the app was ready counts too.
    const form = event.currentTarget;
    const typed = String(new FormData(form).get('email') ?? '');
    loadSubscriptions().then(
      ({ subscriptionsFor }) => answer(form, subscriptionsFor(storage).subscribe(typed)),
      () => setError('Your sign-up could not be sent just now (the connection may be down). Please try again.'),
    );
  }

  function answer(form: HTMLFormElement, result: SubscribeResult) {
    if (result.kind === 'invalid') {
      setError(result.message);
      setConfirmation(null);
      return;
    }
    setError(null);
    if (result.kind === 'already') setConfirmation({ tone: 'info', text: `${result.email} is already subscribed to our newsletter.` });
    else if (result.saved) setConfirmation({ tone: 'success', text: `Thank you! ${result.email} is signed up for our newsletter on this device.` });
    else
      setConfirmation({
        tone: 'info',
        text: `We could not save your sign-up on this device (storage is full or turned off), so ${result.email} is signed up only until you reload the page or close this tab. Please sign up again once there is room.`,
      });
    if (result.kind === 'subscribed' && result.saved) form.reset();
  }

  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <div className="container newsletter__inner">
        <div className="newsletter__intro">
          <h2 id={`${id}-title`}>Sign up for newsletters</h2>
          <p>
            Get e-mail updates about our latest prints and <span className="newsletter__highlight">special offers</span>.
          </p>
        </div>
        <form className="newsletter__form" noValidate onSubmit={submit}>
          <Field
            label="Your email address"
            required
            live
            error={error}
            className="newsletter__field"
            labelClassName="newsletter__label"
            errorClassName="newsletter__error"
          >
            {(control) => (
              <div className="newsletter__row">
                <input
                  {...control}
                  className="input newsletter__input"
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="name@example.com"
                  maxLength={MAX_EMAIL_LENGTH}
                  onFocus={() => void loadSubscriptions().catch(() => undefined)}
                />
                <button type="submit" className="btn btn--accent">
                  Sign Up
                </button>
              </div>
            )}
          </Field>
          <StatusMessage tone={confirmation?.tone ?? 'success'} className="newsletter__status">
            {confirmation?.text}
          </StatusMessage>
        </form>
      </div>
    </section>
  );
}
