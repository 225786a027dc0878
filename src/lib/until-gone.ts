/**
 * Waits on the first element matching `selector` until `watch` calls its `done`, or the element has
 * left the page (the app drew another, which needs what waited); resolves at once where there is
 * no such element, or no MutationObserver. `watch` starts watching the element and returns how to
 * stop. The shared shape of ./in-view.ts and ./first-use.ts.
 */
export function untilOrGone(selector: string, watch: (element: Element, done: () => void) => () => void): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (!element || typeof MutationObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    // `done` may come while `watch` is still starting: the stop is taken then.
    const watching = { stop: undefined as (() => void) | undefined, finished: false };
    const done = () => {
      if (watching.finished) return;
      watching.finished = true;
      watching.stop?.();
      gone.disconnect();
      resolve();
    };
    const gone = new MutationObserver(() => element.isConnected || done());
    gone.observe(document.body, { childList: true, subtree: true });
    watching.stop = watch(element, done);
    if (watching.finished) watching.stop();
  });
}
