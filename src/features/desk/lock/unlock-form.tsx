import { useEffect, useRef, useState, type FormEvent } from 'react';

/** What a locked desk shows: the passcode asked for, a wrong one said plainly (PRODUCT.md §16). */
export function UnlockForm({ unlock }: { unlock: (passcode: string) => Promise<string | null> }) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const passcode = String(new FormData(form).get('passcode') ?? '');
    setBusy(true);
    const failed = await unlock(passcode);
    setBusy(false);
    if (!failed) return;
    setProblem(failed);
    form.reset();
    field.current?.focus();
  }

  return (
    <form className="desk-lock" aria-labelledby="desk-lock-title" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="desk-lock-title" className="desk-order__subtitle">
        The desk is locked
      </h2>
      <p>Type the desk’s passcode to see its orders.</p>
      <label className="field__label" htmlFor="desk-passcode">
        Passcode
      </label>
      <input
        ref={field}
        id="desk-passcode"
        name="passcode"
        type="password"
        className="input"
        autoComplete="current-password"
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'desk-passcode-problem' : undefined}
      />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Unlocking…' : 'Unlock'}
      </button>
      {problem && (
        <p id="desk-passcode-problem" className="desk-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
