import type { ReactNode } from 'react';

/**
 * The account forms' submit button. While the form works (hashing takes a moment) it says so and
 * is marked busy; it stays focusable (`aria-disabled`, not `disabled`) so focus is not lost, and
 * the form ignores submits until the work is done.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="btn btn--primary account__submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy && <span className="account__spinner" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
