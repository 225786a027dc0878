import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { notify } from '@/lib/notices';
import { storage } from '@/lib/storage';
import { MAX_EMAIL_LENGTH } from '@/lib/validation';
import { accountsFor, type Accounts } from './accounts';
import { createSignupSchema, MAX_USERNAME_LENGTH, messages, MIN_PASSWORD_LENGTH, type SignupInput, type SignupOutput } from './form-schemas';
import { signIn, type Session } from './session';
import { SubmitButton } from './submit-button';
import { FormSummary } from './form-summary';


/** Creates an account on this device and signs it in; the page decides where to go next. */
export function SignupForm({
  onSignedIn,
  accounts = accountsFor(storage),
}: {
  onSignedIn: (session: Session) => void;
  accounts?: Accounts;
}) {
  const schema = useMemo(() => createSignupSchema((email) => accounts.isEmailTaken(email)), [accounts]);
  // No defaultValues: react-hook-form then takes each field's value from the page, so whatever
  // the visitor typed before the app was ready is kept (src/app/early/capture.js sends it later).
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SignupInput, unknown, SignupOutput>({ resolver: valibotResolver(schema) });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async ({ username, email, password }) => {
    setFailure(null);
    try {
      const result = await accounts.register({ username, email, password });
      if (result.kind === 'email-taken') {
        setError('email', { type: 'taken', message: messages.emailTaken }, { shouldFocus: true });
        return;
      }
      if (!result.saved) {
        notify({
          id: 'account-not-saved',
          tone: 'error',
          message: `Your account could not be saved on this device (storage is full or turned off). You are signed in as ${result.user.username} until you close this tab; sign up again later to keep it.`,
        });
      } else {
        notify({ id: 'account-welcome', tone: 'success', message: `Welcome to Rangeela, ${result.user.username}! Your account is ready.` });
      }
      onSignedIn(signIn(result.user));
    } catch (error) {
      console.error('Signup failed.', error);
      setFailure('We could not create your account in this browser. Please try again.');
    }
  });

  return (
    <form
      className="account__form"
      method="post"
      noValidate
      aria-label="Sign up"
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <FormSummary errors={errors} submitCount={submitCount} failure={failure} />
      <Field label="Username" required error={errors.username?.message}>
        {(control) => <input {...control} {...register('username')} className="input" type="text" autoComplete="username" maxLength={MAX_USERNAME_LENGTH} />}
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register('email')} className="input" type="email" autoComplete="email" inputMode="email" maxLength={MAX_EMAIL_LENGTH} />
        )}
      </Field>
      <Field label="Password" required hint={`At least ${MIN_PASSWORD_LENGTH} characters`} error={errors.password?.message}>
        {(control) => <input {...control} {...register('password')} className="input" type="password" autoComplete="new-password" />}
      </Field>
      <Field label="Confirm password" required error={errors.conformPassword?.message}>
        {(control) => (
          <input {...control} {...register('conformPassword')} className="input" type="password" autoComplete="new-password" />
        )}
      </Field>
      <SubmitButton busy={isSubmitting} busyLabel="Creating account…">
        Sign up
      </SubmitButton>
    </form>
  );
}
