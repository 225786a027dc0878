import { useId, useState, type FormEvent } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { storage } from '@/lib/storage';
import { subscriptionsFor } from './subscriptions';
import './newsletter.css';

/** "Sign up for newsletters": validates the email and records it on this device. */
export function Newsletter() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = subscriptionsFor(storage).subscribe(email);
    if (result.kind === 'invalid') {
      setError(result.message);
      setConfirmation(null);
      return;
    }
    setError(null);
    setConfirmation(
      result.kind === 'subscribed'
        ? `Thank you! ${result.email} is signed up for our newsletter on this device.`
        : `${result.email} is already subscribed to our newsletter.`,
    );
    if (result.kind === 'subscribed') setEmail('');
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
          <label htmlFor={`${id}-email`} className="newsletter__label">
            Your email address
          </label>
          <div className="newsletter__row">
            <input
              id={`${id}-email`}
              className="input newsletter__input"
              type="email"
              name="email"
              autoComplete="email"
              placeholder="name@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
            />
            <button type="submit" className="btn btn--accent">
              Sign Up
            </button>
          </div>
          <p id={`${id}-error`} className="newsletter__error" aria-live="polite">
            {error}
          </p>
          <StatusMessage tone="success" className="newsletter__status">
            {confirmation}
          </StatusMessage>
        </form>
      </div>
    </section>
  );
}
