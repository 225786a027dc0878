import { useEffect, useState, type FormEvent } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { readLock, removePasscode, setPasscode } from './lock-store';

/** The shortest passcode the desk takes: a guessable one protects little. */
export const MIN_PASSCODE = 6;

/**
 * The passcode lock's controls (PRODUCT.md §16, §9 "Lock the desk"): without a passcode, a form
 * to set one, saying first that a forgotten passcode cannot be recovered; with one, "Lock the
 * desk" (now), and "Remove passcode".
 */
export function LockControls({ lock }: { lock: () => Promise<void> }) {
  const [hasPasscode, setHasPasscode] = useState<boolean | null>(null);
  const [setting, setSetting] = useState(false);
  const [problem, setProblem] = useState('');
  const [said, setSaid] = useState('');
  useEffect(() => {
    void readLock().then((stored) => setHasPasscode(stored.ok && stored.value !== null));
  }, []);

  async function onSet(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [passcode, again] = [String(data.get('passcode') ?? ''), String(data.get('again') ?? '')];
    setSaid('');
    if (passcode.length < MIN_PASSCODE) return setProblem(`A passcode needs at least ${MIN_PASSCODE} characters.`);
    if (passcode !== again) return setProblem('The two passcodes differ: type the same one twice.');
    setProblem('');
    const failed = await setPasscode(passcode);
    if (failed) return setProblem(failed);
    setHasPasscode(true);
    setSetting(false);
    setSaid('Passcode set: the orders on this phone are now stored encrypted.');
  }

  async function onRemove() {
    setSaid('');
    const failed = await removePasscode();
    if (failed) return setProblem(failed);
    setProblem('');
    setHasPasscode(false);
    setSaid('Passcode removed: the desk opens without one.');
  }

  if (hasPasscode === null) return null;
  return (
    <section className="desk-backup" aria-labelledby="desk-passcode-title">
      <h2 id="desk-passcode-title" className="desk-order__subtitle">
        Passcode
      </h2>
      {hasPasscode ? (
        <>
          <p className="desk-backup__text">The orders on this phone are stored encrypted; the desk asks for the passcode when it opens.</p>
          <div className="desk-backup__buttons">
            <button type="button" className="btn btn--secondary btn--small" onClick={() => void lock()}>
              Lock the desk
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void onRemove()}>
              Remove passcode
            </button>
          </div>
        </>
      ) : setting ? (
        <form className="desk-lock" onSubmit={(event) => void onSet(event)}>
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
      ) : (
        <>
          <p className="desk-backup__text">Lock the desk with a passcode: the orders are then stored encrypted, and the desk asks for it when it opens.</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setSetting(true)}>
            Lock the desk
          </button>
        </>
      )}
      {problem && (
        <p className="desk-problem" role="alert">
          {problem}
        </p>
      )}
      <StatusMessage>{said}</StatusMessage>
    </section>
  );
}
