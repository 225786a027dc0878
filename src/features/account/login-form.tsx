import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { notify } from '@/lib/notices';
import { storage } from '@/lib/storage';
import { MAX_EMAIL_LENGTH } from '@/lib/validation';
import { accountsFor, type Accounts } from './accounts';
import { loginSchema, messages, type LoginInput, type LoginOutput } from './form-schemas';
import { FormSummary } from './form-summary';
import { signIn, type Session } from './session';
import { SubmitButton } from './submit-button';

const resolver = valibotResolver(loginSchema);

/** Checks an email and password against the accounts on this device and signs the user in. */
export function LoginForm({
  onSignedIn,
  accounts = accountsFor(storage),
}: {
  onSignedIn: (session: Session) => void;
  accounts?: Accounts;
}) {
  // No defaultValues: react-hook-form then takes each field's value from the page, so whatever
  // the visitor typed before the app was ready is kept (src/app/early/capture.js sends it later).
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LoginInput, unknown, LoginOutput>({ resolver });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const result = await accounts.authenticate(email, password);
      if (result.kind === 'incorrect') {
        // One answer for an unknown email and a wrong password: it never says which.
        setFailure(messages.incorrect);
        return;
      }
      notify({ id: 'account-welcome', tone: 'success', message: `Welcome back, ${result.user.username}!` });
      onSignedIn(signIn(result.user));
    } catch (error) {
      console.error('Login failed.', error);
      setFailure('We could not check your password in this browser. Please try again.');
    }
  });

  return (
    <form
      className="account__form"
      method="post"
      noValidate
      aria-label="Login"
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <FormSummary errors={errors} submitCount={submitCount} failure={failure} />
      <Field label="Email" required error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register('email')} className="input" type="email" autoComplete="email" inputMode="email" maxLength={MAX_EMAIL_LENGTH} />
        )}
      </Field>
      <Field label="Password" required error={errors.password?.message}>
        {(control) => (
          <input {...control} {...register('password')} className="input" type="password" autoComplete="current-password" />
        )}
      </Field>
      <SubmitButton busy={isSubmitting} busyLabel="Logging in…">
        Login
      </SubmitButton>
    </form>
  );
}
