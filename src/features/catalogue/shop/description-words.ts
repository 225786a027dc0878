import { useEffect, useSyncExternalStore } from 'react';
import type { DescriptionWords } from '../query';

let words: DescriptionWords | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Titles and collections alone: what a search matches if the descriptions cannot be loaded. */
const noWords: DescriptionWords = () => '';

/**
 * Loads the descriptions' words once (../data/description-words.ts, a chunk of its own). A load that
 * fails (the network dropped) leaves the search to titles and collections rather than show nothing,
 * and is tried again at the next search.
 */
export function loadDescriptionWords(load: () => Promise<DescriptionWords> = () => import('../data/description-words').then((module) => module.descriptionWords)): Promise<void> {
  loading ??= load().then(
    (loaded) => {
      words = loaded;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      console.warn('The descriptions could not be loaded: the search matches titles and collections only.', error);
      loading = undefined;
      if (words === undefined) {
        words = noWords;
        for (const listener of listeners) listener();
      }
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The descriptions' words once they are here (undefined before, and while React takes over the
 * prerendered page, which is drawn without a search). `needed` (a search is asked) loads them at
 * once; the shop's search box loads them as it is first focused (./shop-controls.tsx), so a search
 * being typed finds them here, and a visit that never searches never loads them.
 */
export function useDescriptionWords(needed: boolean): DescriptionWords | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => words,
    () => undefined,
  );
  useEffect(() => {
    if (words !== noWords && words !== undefined) return;
    if (needed) void loadDescriptionWords();
  }, [needed]);
  return current;
}

/** Forgets the loaded words (tests only). */
export function forgetDescriptionWords(): void {
  words = undefined;
  loading = undefined;
}
