import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The top of an account form: a problem with the whole form (shown and announced as an alert),
 * and, for screen readers, how many fields need attention after a submit. react-hook-form also
 * moves focus to the first invalid field, whose error is read with it.
 */
export function FormSummary<T extends FieldValues>({
  errors,
  submitCount,
  failure,
}: {
  errors: FieldErrors<T>;
  submitCount: number;
  failure: string | null;
}) {
  const count = Object.keys(errors).length;
  const summary =
    submitCount > 0 && count > 0 ? `${count === 1 ? 'One field needs' : `${count} fields need`} attention.` : '';
  return (
    <>
      <div role="alert" className={failure ? 'account__alert' : 'account__alert account__alert--empty'}>
        {failure}
      </div>
      <p role="status" className="visually-hidden">
        {summary}
      </p>
    </>
  );
}
