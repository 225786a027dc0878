import { useState, type FormEvent } from 'react';

/** The shortest passcode the desk takes: a guessable one protects little. */
export const MIN_PASSCODE = 6;

/**
 * The form that sets the desk's passcode, saying first that a forgotten one cannot be recovered;
 * the passcode typed twice alike and long enough is handed to `onSet`. A chunk of its own, loaded
 * when the owner asks to lock the desk (./lock-controls.tsx).
 */
export function PasscodeForm({ onSet }: { onSet: (passcode: string) => Promise<void> }) {
  const [problem, setProblem] = useState('');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [passcode, again] = [String(data.get('passcode') ?? ''), String(data.get('again') ?? '')];
    if (passcode.length < MIN_PASSCODE) return setProblem(`A passcode needs at least ${MIN_PASSCODE} characters.`);
    if (passcode !== again) return setProblem('The two passcodes differ: type the same one twice.');
    setProblem('');
    await onSet(passcode);
  }
  return (
    <>
      <form className="desk-lock" onSubmit={(event) => void submit(event)}>
        <p className="desk-backup__text" id="desk-passcode-warning">
          <strong>A forgotten passcode cannot be recovered:</strong> without it no one, not even the shop’s makers, can read the orders on this phone. Export a
          backup first, and keep it somewhere safe (the backup file itself is not encrypted).
        </p>
        <label className="field__label" htmlFor="desk-new-passcode">
          New passcode
        </label>
        <input id="desk-new-passcode" name="passcode" type="password" className="input" autoComplete="new-password" minLength={MIN_PASSCODE} required aria-describedby="desk-passcode-warning" />
        <label className="field__label" htmlFor="desk-passcode-again">
          Passcode again
        </label>
        <input id="desk-passcode-again" name="again" type="password" className="input" autoComplete="new-password" required />
        <button type="submit" className="btn btn--primary btn--small">
          Set passcode
        </button>
      </form>
      {problem && (
        <p className="desk-problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
