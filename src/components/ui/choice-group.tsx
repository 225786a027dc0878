import { useId, type ReactNode } from 'react';
import './choice-group.css';

/**
 * A group of radio buttons with a visible name and its error: a radio group named by its visible
 * label, its error tied to it and read out as it appears (`live`). The options are rendered by `children`; `aside` sits beside the
 * legend (a "Size chart" button, the colour chosen).
 */
export function ChoiceGroup({
  legend,
  aside,
  error,
  className,
  children,
}: {
  legend: string;
  aside?: ReactNode;
  error?: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  // The radios alone make the radio group; the head beside its name (a button among them) sits
  // outside it, where a radio group may hold nothing but radios.
  return (
    <div className={className ? `choice-group ${className}` : 'choice-group'}>
      <div className="choice-group__head">
        <span id={`${id}-legend`} className="choice-group__legend">
          {legend}
        </span>
        {aside}
      </div>
      <div
        role="radiogroup"
        className="choice-group__options"
        aria-labelledby={`${id}-legend`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </div>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
