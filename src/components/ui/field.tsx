import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { earlierCutWord, insertedBy, lengthLimitWord } from '@/lib/length-limit';
import { CUT } from '@/config/early-contract';

/** The props a field passes to its control: the id its label points at, and the ARIA wiring. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

/**
 * A form field: visible label, the control, an optional hint and the field's error, wired so a
 * screen reader reads the hint and the error with the control (`aria-describedby`), knows it is
 * required and whether it is invalid. Every field of every form goes through it. The control is
 * rendered by `children`, which receives those props, and may sit in a row with a button:
 *
 *   <Field label="Email" required error={form.errors.email}>
 *     {(control) => <input {...control} name="email" className="input" type="email" />}
 *   </Field>
 *
 * `live` keeps the error in a polite live region, for fields checked while the visitor types
 * (a quantity, a code), whose message must be heard without leaving the field.
 *
 * A paste, drop or typing longer than the control's `maxLength` is cut by the browser, silently:
 * the field then says so under the control ("Cut to 200 characters, the most this field holds:
 * please check the end."), in a polite live region, until the visitor's next edit of it.
 */
export function Field({
  label,
  hint,
  warning,
  error,
  required,
  live = false,
  id: givenId,
  className,
  labelClassName = 'field__label',
  errorClassName,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  /** Something to check that is not an error (a state that does not match the PIN): shown instead of the hint, never grey. */
  warning?: string | null | undefined;
  error?: string | null | undefined;
  required?: boolean;
  live?: boolean;
  id?: string;
  className?: string;
  labelClassName?: string;
  errorClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  // One word under the control at a time: the error, else a warning, else the hint (PRODUCT.md §13).
  const note = error ? null : warning ? { text: warning, className: 'field__hint field__warning' } : hint ? { text: hint, className: 'field__hint' } : null;
  const hintId = note ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  const box = useRef<HTMLDivElement>(null);
  const [limitWord, setLimitWord] = useState('');
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // A paste cut before the app ran is said as soon as it runs.
    const early = earlierCutWord(element.querySelector(`[${CUT}]`));
    if (early) setLimitWord(early);
    const onBeforeInput = (event: Event) => {
      // The early script's mark, should it have made one as the app started, is this word.
      if (event.target instanceof Element) event.target.removeAttribute(CUT);
      setLimitWord(lengthLimitWord(event.target, insertedBy(event as InputEvent)));
    };
    element.addEventListener('beforeinput', onBeforeInput);
    return () => element.removeEventListener('beforeinput', onBeforeInput);
  }, []);
  const describedBy = [hintId, limitWord ? limitId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const errorClass = errorClassName ? `field__error ${errorClassName}` : 'field__error';
  return (
    <div ref={box} className={className ? `field ${className}` : 'field'}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required: required || undefined })}
      {note && (
        <p id={hintId} className={note.className}>
          {note.text}
        </p>
      )}
      <p id={limitId} className="field__hint field__limit" aria-live="polite">
        {limitWord}
      </p>
      {live ? (
        <p id={errorId} className={errorClass} aria-live="polite">
          {error}
        </p>
      ) : (
        error && (
          <p id={errorId} className={errorClass}>
            {error}
          </p>
        )
      )}
    </div>
  );
}
