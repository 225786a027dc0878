import { useId, type ReactNode } from 'react';

/** The props a field passes to its control: the id its label points at, and the ARIA wiring. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * A form field: visible label, the control, an optional hint and the field's error, wired so a
 * screen reader reads the hint and the error with the control (`aria-describedby`) and knows it
 * is invalid (`aria-invalid`). The control is rendered by `children`, which receives those props;
 * spread react-hook-form's `register(...)` beside them:
 *
 *   <Field label="Email" error={errors.email?.message}>
 *     {(control) => <input {...control} {...register('email')} className="input" type="email" />}
 *   </Field>
 */
export function Field({
  label,
  hint,
  error,
  id: givenId,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
