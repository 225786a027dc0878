import type { FieldMessages } from '@/lib/checked-form';
import './forms.css';

/**
 * A form's summary: a problem with the whole form (shown and announced as an alert), and, for
 * screen readers, how many fields need attention after a submit. Focus also moves to the first
 * field that needs attention, whose message is read with it.
 */
export function FormSummary({ errors, submitCount, failure }: { errors: FieldMessages; submitCount: number; failure: string | null }) {
  const count = Object.values(errors).filter(Boolean).length;
  const summary =
    submitCount > 0 && count > 0 ? `${count === 1 ? 'One field needs' : `${count} fields need`} attention.` : '';
  return (
    <>
      <div role="alert" className={failure ? 'form-alert' : 'form-alert form-alert--empty'}>
        {failure}
      </div>
      <p role="status" className="visually-hidden">
        {summary}
      </p>
    </>
  );
}
