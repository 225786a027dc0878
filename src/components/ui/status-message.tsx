import type { ReactNode } from 'react';
import './status-message.css';

/**
 * A polite live region that is always in the page (so screen readers hear changes to it),
 * showing a confirmation or a problem when there is one.
 */
export function StatusMessage({
  tone = 'success',
  children,
  id,
  className = '',
}: {
  tone?: 'success' | 'error' | 'info';
  children?: ReactNode;
  id?: string;
  className?: string;
}) {
  const empty = children === undefined || children === null || children === '' || children === false;
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      className={`status ${empty ? 'status--empty' : `status--${tone}`} ${className}`.trim()}
    >
      {children}
    </div>
  );
}
