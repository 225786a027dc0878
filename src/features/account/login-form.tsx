import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { SubmitButton } from '@/components/ui/submit-button';
import { isolate } from '@/lib/bidi';
import { lazyChecks, useCheckedForm } from '@/lib/checked-form';
import { notify } from '@/lib/notices';
import { storage } from '@/lib/storage';
import { MAX_EMAIL_LENGTH } from '@/lib/validation';
import { accountsFor, type Accounts } from './accounts';
import { MAX_PASSWORD_LENGTH, messages } from './form-messages';
import type { LoginOutput } from './form-schemas';
import { signIn, type Session } from './session';
import { shownUsername } from './shown-username';
import { useAccountsCheck } from './use-accounts-check';

const checks = lazyChecks<LoginOutput>(() => import('./form-checks').then((m) => m.loginChecks));

/** Checks an email and password against the accounts on this device and signs the user in. */
export function LoginForm({
  onSignedIn,
  accounts = accountsFor(storage),
}: {
  onSignedIn: (session: Session) => void;
  accounts?: Accounts;
}) {
  useAccountsCheck(accounts);
  const [failure, setFailure] = useState<string | null>(null);
  // The fields are read from the page when sent, so whatever the visitor typed before the app was
  // ready counts (src/app/early/ sends it once the app is).
  const form = useCheckedForm(checks, async ({ email, password }) => {
    setFailure(null);
    try {
      const result = await accounts.authenticate(email, password);
      if (result.kind === 'incorrect') {
        // One answer for an unknown email and a wrong password: it never says which.
        setFailure(messages.incorrect);
        return;
      }
      notify({ id: 'account-welcome', tone: 'success', message: `Welcome back, ${isolate(shownUsername(result.user))}!` });
      onSignedIn(signIn(result.user));
    } catch (error) {
      console.error('Login failed.', error);
      setFailure('We could not check your password in this browser. Please try again.');
    }
  });

  return (
    <form className="account__form" method="post" noValidate aria-label="Login" onSubmit={form.onSubmit} onChange={form.onChange} onFocus={form.onFocus}>
      <FormSummary errors={form.errors} submitCount={form.submitCount} failure={failure ?? form.failure} />
      <Field label="Email" required error={form.errors.email}>
        {(control) => (
          <input {...control} name="email" className="input" type="email" autoComplete="email" inputMode="email" maxLength={MAX_EMAIL_LENGTH} />
        )}
      </Field>
      <Field label="Password" required error={form.errors.password}>
        {(control) => <input {...control} name="password" className="input" type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} />}
      </Field>
      <SubmitButton className="account__submit" busy={form.busy} busyLabel="Logging in…">
        Login
      </SubmitButton>
    </form>
  );
}
