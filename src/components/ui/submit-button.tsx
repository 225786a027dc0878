import type { ReactNode } from 'react';
import './forms.css';

/**
 * A form's submit button for work that takes a moment (hashing a password, placing an order).
 * While the form works it says so and is marked busy; it stays focusable (`aria-disabled`, not
 * `disabled`) so focus is not lost, and the form ignores submits until the work is done.
 */
export function SubmitButton({ busy, busyLabel, className, children }: { busy: boolean; busyLabel: string; className?: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={className ? `btn btn--primary ${className}` : 'btn btn--primary'}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy && <span className="submit-spinner" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
