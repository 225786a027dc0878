import type { FieldMessages } from '@/lib/checked-form';

/**
 * The top of an account form: a problem with the whole form (shown and announced as an alert),
 * and, for screen readers, how many fields need attention after a submit. Focus also moves to
 * the first field that needs attention, whose message is read with it.
 */
export function FormSummary({ errors, submitCount, failure }: { errors: FieldMessages; submitCount: number; failure: string | null }) {
  const count = Object.values(errors).filter(Boolean).length;
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
