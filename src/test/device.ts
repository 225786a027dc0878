import { createMemoryStore, createStorageAdapter, type StorageProblem } from '@/lib/storage';

/**
 * One device's storage for a unit test: an in-memory backend behind the real adapter, the problems
 * it reports, and `otherTab`, another tab writing `value` under `key` as the browser tells this one.
 */
export function testDevice(initial: Record<string, string> = {}) {
  const backend = createMemoryStore(initial);
  const events = new EventTarget();
  const storage = createStorageAdapter({ backend: () => backend, events });
  const problems: StorageProblem[] = [];
  storage.onProblem((problem) => problems.push(problem));
  const otherTab = (key: string, value: string | null) => {
    if (value === null) backend.removeItem(key);
    else backend.setItem(key, value);
    events.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  };
  return { backend, storage, problems, events, otherTab };
}
