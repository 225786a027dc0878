import { lazy, Suspense, useEffect, useState } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { readLock, removePasscode, setPasscode } from './lock-store';

/** The form that sets a passcode, loaded when the owner first asks for it (the desk's chunk stays in budget). */
const LazyPasscodeForm = lazy(() => import('./passcode-form').then((module) => ({ default: module.PasscodeForm })));

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

  /** The form's passcode, checked there: stored, or the store's failure said. */
  async function onSet(passcode: string) {
    setSaid('');
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
        <Suspense fallback={<p className="desk-backup__text">Opening the passcode form…</p>}>
          <LazyPasscodeForm onSet={onSet} />
        </Suspense>
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
