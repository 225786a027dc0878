import { useMemo, useState } from 'react';
import { Field } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { SubmitButton } from '@/components/ui/submit-button';
import { site } from '@/config/site';
import { isolate } from '@/lib/bidi';
import { lazyChecks, useCheckedForm } from '@/lib/checked-form';
import { notify } from '@/lib/notices';
import { storage } from '@/lib/storage';
import { MAX_EMAIL_LENGTH } from '@/lib/validation';
import { accountsFor, type Accounts } from './accounts';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, messages, MIN_PASSWORD_LENGTH } from './form-messages';
import type { SignupOutput } from './form-schemas';
import { signIn, type Session } from './session';
import { shownUsername } from './shown-username';
import { useAccountsCheck } from './use-accounts-check';

/** Creates an account on this device and signs it in; the page decides where to go next. */
export function SignupForm({
  onSignedIn,
  accounts = accountsFor(storage),
}: {
  onSignedIn: (session: Session) => void;
  accounts?: Accounts;
}) {
  useAccountsCheck(accounts);
  const checks = useMemo(
    () => lazyChecks<SignupOutput>(() => import('./form-checks').then((m) => m.signupChecks((email) => accounts.isEmailTaken(email)))),
    [accounts],
  );
  const [failure, setFailure] = useState<string | null>(null);
  // The fields are read from the page when sent, so whatever the visitor typed before the app was
  // ready counts (src/app/early/ sends it once the app is).
  const form = useCheckedForm(checks, async ({ username, email, password }, sent) => {
    setFailure(null);
    try {
      const result = await accounts.register({ username, email, password });
      if (result.kind === 'email-taken') {
        sent.setError('email', messages.emailTaken);
        return;
      }
      if (!result.saved) {
        notify({
          id: 'account-not-saved',
          tone: 'error',
          message: `Your account could not be saved on this device (storage is full or turned off). You are signed in as ${isolate(shownUsername(result.user))} until you close this tab; sign up again later to keep it.`,
        });
      } else {
        notify({ id: 'account-welcome', tone: 'success', message: `Welcome to ${site.name}, ${isolate(shownUsername(result.user))}! Your account is ready.` });
      }
      onSignedIn(signIn(result.user));
    } catch (error) {
      console.error('Signup failed.', error);
      setFailure('We could not create your account in this browser. Please try again.');
    }
  });

  return (
    <form className="account__form" method="post" noValidate aria-label="Sign up" onSubmit={form.onSubmit} onChange={form.onChange} onFocus={form.onFocus}>
      <FormSummary errors={form.errors} submitCount={form.submitCount} failure={failure ?? form.failure} />
      <Field label="Username" required error={form.errors.username}>
        {(control) => <input {...control} name="username" className="input" type="text" autoComplete="username" maxLength={MAX_USERNAME_LENGTH} />}
      </Field>
      <Field label="Email" required error={form.errors.email}>
        {(control) => (
          <input {...control} name="email" className="input" type="email" autoComplete="email" inputMode="email" maxLength={MAX_EMAIL_LENGTH} />
        )}
      </Field>
      <Field label="Password" required hint={`At least ${MIN_PASSWORD_LENGTH} characters`} error={form.errors.password}>
        {(control) => <input {...control} name="password" className="input" type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />}
      </Field>
      <Field label="Confirm password" required error={form.errors.conformPassword}>
        {(control) => <input {...control} name="conformPassword" className="input" type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />}
      </Field>
      <SubmitButton className="account__submit" busy={form.busy} busyLabel="Creating account…">
        Sign up
      </SubmitButton>
    </form>
  );
}
