import { dismissNotice, notify } from '@/lib/notices';
import type { StorageAdapter } from '@/lib/storage';
import type * as StorageWords from './storage-words';
import type { ShownProblem } from './storage-words';

/** The words for storage problems (./storage-words.ts), fetched when the first problem happens. */
type Words = typeof StorageWords;
const loadWords = (): Promise<Words> => import('./storage-words');

/**
 * Shows each storage problem once (the same problem again replaces, never repeats, its notice).
 * The words arrive a moment after the first problem; every problem waits its turn behind the ones
 * before it, so a "saved after all" never overtakes the "could not save" it takes away.
 */
export function connectStorageNotices(storage: StorageAdapter, words: () => Promise<Words> = loadWords): () => void {
  let queue: Promise<unknown> = Promise.resolve();
  let connected = true;
  const show = (problem: ShownProblem, { describeProblem }: Words) => {
    const id = problem.kind === 'unavailable' ? 'storage-unavailable' : `storage-${problem.kind}-${problem.key}`;
    notify({ id, tone: problem.kind === 'set-aside' || problem.kind === 'records-set-aside' ? 'info' : 'error', message: describeProblem(problem) });
  };
  const disconnect = storage.onProblem((problem) => {
    queue = queue
      .then(() => {
        if (!connected) return;
        // Saved after all: the "could not save" notice would now be wrong.
        if (problem.kind === 'saved-again') return dismissNotice(`storage-write-failed-${problem.key}`);
        return words().then((loaded) => connected && show(problem, loaded));
      })
      .catch((error: unknown) => console.warn('A storage problem could not be shown.', error));
  });
  return () => {
    connected = false;
    disconnect();
  };
}
